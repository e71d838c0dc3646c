//! The macros' expansions: each reads its input, parses with fen-core (`Position::from_fen_with`
//! or `Epd::from_epd_with`, the parser used at run time), and writes the values as compact
//! tokens for the facade, or the errors. Every error becomes `compile_error!` in [`output`]
//! and nowhere else.

mod include;
mod input;
mod report;
mod tokens;

use fen_core::{Epd, Position};
use proc_macro2::TokenStream;
use quote::quote;

use self::input::{Input, Syntax};

/// The options' help, shared by every macro's "what it takes" line.
macro_rules! options_help {
    ($name:literal, $takes:literal) => {
        concat!(
            "help: ",
            $name,
            "! takes ",
            $takes,
            ", after the options `chess960` and `syntax_only` if wanted: ",
            $name,
            "!(chess960, \"…\")"
        )
    };
}

const FEN: Syntax = Syntax {
    name: "fen",
    literal: "a FEN",
    noun: "FEN",
    accepts: options_help!("fen", "one string literal, \"…\" or r\"…\""),
    not_literal_help: Some(
        "help: for a FEN in a `const S: &str` or built by concat!, use fen_const!(S), which takes any constant expression",
    ),
};

const EPD: Syntax = Syntax {
    name: "epd",
    literal: "an EPD record",
    noun: "EPD record",
    accepts: options_help!("epd", "one string literal, \"…\" or r#\"…\"#"),
    not_literal_help: None,
};

/// The help for a path that is not a literal: the macro reads the file while it expands.
const PATH_NOT_LITERAL: &str = "help: the file is read while the macro expands, so the path must be written out; it is relative to the directory of the crate's Cargo.toml, without env!(\"CARGO_MANIFEST_DIR\")";

const INCLUDE_FEN: Syntax = Syntax {
    name: "include_fen",
    literal: "a path",
    noun: "path",
    accepts: options_help!(
        "include_fen",
        "one string literal, a path relative to the directory of the crate's Cargo.toml"
    ),
    not_literal_help: Some(PATH_NOT_LITERAL),
};

const INCLUDE_EPD: Syntax = Syntax {
    name: "include_epd",
    literal: "a path",
    noun: "path",
    accepts: options_help!(
        "include_epd",
        "one string literal, a path relative to the directory of the crate's Cargo.toml"
    ),
    not_literal_help: Some(PATH_NOT_LITERAL),
};

/// The one place where errors become `compile_error!`: inside a block, so that the
/// expansion is an expression either way.
fn output(result: syn::Result<TokenStream>) -> TokenStream {
    match result {
        Ok(tokens) => tokens,
        Err(errors) => {
            let errors = errors.into_compile_error();
            quote!({ #errors })
        }
    }
}

/// `fen!`: the position's fields as the tuple the facade's `__private::position` takes.
pub(crate) fn fen(input: TokenStream) -> TokenStream {
    output(input::parse(&FEN, input, false).and_then(|input| {
        let text = input.literal.value();
        match Position::from_fen_with(&text, input.options) {
            Ok(position) => Ok(tokens::fields(&position).into()),
            Err(err) => Err(report::literal_errors(&input.literal, &text, &err)),
        }
    }))
}

/// `epd!`: a `StaticEpd` expression, naming the facade by the path before the `;`.
pub(crate) fn epd(input: TokenStream) -> TokenStream {
    output(input::parse(&EPD, input, true).and_then(|input| {
        let text = input.literal.value();
        match Epd::from_epd_with(&text, input.options) {
            Ok(epd) => Ok(tokens::epd_record(&input.krate, &epd)),
            Err(err) => Err(report::literal_errors(&input.literal, &text, &err)),
        }
    }))
}

/// `include_fen!`: a block that tracks the file and ends in a slice of position field
/// tuples, which the facade turns into positions.
// The closure returns fen-core's `FenError`, which keeps its problems inline (no_std, no
// allocation); it is built only for a bad line.
#[allow(clippy::result_large_err)]
pub(crate) fn include_fen(input: TokenStream) -> TokenStream {
    output(
        input::parse(&INCLUDE_FEN, input, false).and_then(|input: Input| {
            let file = include::read(INCLUDE_FEN.name, &input.literal)?;
            let values = file.parse_lines(|line| {
                Position::from_fen_with(line, input.options).map(|pos| tokens::fields(&pos).into())
            })?;
            Ok(file.expansion(values))
        }),
    )
}

/// `include_epd!`: a block that tracks the file and ends in a slice of `StaticEpd`
/// expressions.
// The closure returns fen-core's `FenError`, which keeps its problems inline (no_std, no
// allocation); it is built only for a bad line.
#[allow(clippy::result_large_err)]
pub(crate) fn include_epd(input: TokenStream) -> TokenStream {
    output(
        input::parse(&INCLUDE_EPD, input, true).and_then(|input: Input| {
            let file = include::read(INCLUDE_EPD.name, &input.literal)?;
            let values = file.parse_lines(|line| {
                Epd::from_epd_with(line, input.options)
                    .map(|epd| tokens::epd_record(&input.krate, &epd))
            })?;
            Ok(file.expansion(values))
        }),
    )
}
