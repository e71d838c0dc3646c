//! `fen!`: reads the input, parses the FEN with fen-core, and writes the `const` expansion or
//! one `compile_error!` per problem.

use fen_core::{Color, FenError, FenOptions, Position, StrBuf};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote;
use syn::parse::{ParseStream, Parser};
use syn::{Ident, Lit, LitStr, Token};

/// What `fen!` accepts, for every input error.
const ACCEPTS: &str = "help: fen! takes one string literal, \"…\" or r\"…\", after the options `chess960` and `syntax_only` if wanted: fen!(chess960, \"…\")";

/// Where to go for a FEN that is not a literal.
const USE_FEN_CONST: &str =
    "help: for a FEN in a `const S: &str` or built by concat!, use fen_const!(S), which takes any constant expression";

/// The options, as written before the FEN.
const OPTIONS: [&str; 2] = ["chess960", "syntax_only"];

/// The parsed input: the facade's path, the options and the FEN literal.
struct Input {
    krate: TokenStream,
    options: FenOptions,
    fen: LitStr,
}

/// Expands `fen!`; every error, of the input or of the FEN, becomes a `compile_error!` here
/// and nowhere else.
pub(crate) fn fen(input: TokenStream) -> TokenStream {
    let result = parse_input.parse2(input).and_then(|input| expand(&input));
    match result {
        Ok(tokens) => tokens,
        Err(errors) => {
            let errors = errors.into_compile_error();
            quote!({ #errors })
        }
    }
}

/// An input error: the message, then what `fen!` accepts, then, where it helps, `fen_const!`.
fn input_error(span: Span, message: &str, const_help: bool) -> syn::Error {
    let mut text = format!("{message}\n  {ACCEPTS}");
    if const_help {
        text.push_str("\n  ");
        text.push_str(USE_FEN_CONST);
    }
    syn::Error::new(span, text)
}

fn parse_input(input: ParseStream) -> syn::Result<Input> {
    // The facade's `$crate`, up to the `;` that the facade's `macro_rules!` puts after it.
    let krate = input.step(|cursor| {
        let mut krate = TokenStream::new();
        let mut rest = *cursor;
        while let Some((tt, next)) = rest.token_tree() {
            match &tt {
                TokenTree::Punct(punct) if punct.as_char() == ';' => return Ok((krate, next)),
                _ => krate.extend([tt]),
            }
            rest = next;
        }
        Err(cursor.error("fen_impl! is called by fen!, with the facade's path and a `;` first"))
    })?;

    let mut options = FenOptions::new();
    let mut seen: Vec<String> = Vec::new();
    while is_option(input) {
        let option: Ident = input.parse()?;
        let name = option.to_string();
        options = match name.as_str() {
            "chess960" => options.chess960(),
            "syntax_only" => options.syntax_only(),
            _ => {
                let message = format!(
                    "unknown option `{name}`, expected `{}` or `{}` before the FEN",
                    OPTIONS[0], OPTIONS[1]
                );
                return Err(input_error(option.span(), &message, false));
            }
        };
        if seen.contains(&name) {
            let message = format!("option `{name}` is given twice");
            return Err(input_error(option.span(), &message, false));
        }
        seen.push(name);
        input.parse::<Token![,]>()?;
    }

    let fen = parse_fen_literal(input)?;
    if input.peek(Token![,]) {
        input.parse::<Token![,]>()?;
    }
    if !input.is_empty() {
        let message = if input.peek(LitStr) {
            "expected one FEN string literal, found a second one".to_owned()
        } else if input.peek(Ident)
            && OPTIONS.contains(&input.fork().parse::<Ident>()?.to_string().as_str())
        {
            "options come before the FEN: fen!(chess960, \"…\")".to_owned()
        } else {
            format!(
                "unexpected `{}` after the FEN string literal",
                describe_next(input)
            )
        };
        return Err(input_error(input.span(), &message, false));
    }
    Ok(Input {
        krate,
        options,
        fen,
    })
}

/// Whether an option comes next: a name and a comma with more after it (`fen!(S,)` is a
/// FEN that is not a literal, not an option).
fn is_option(input: ParseStream) -> bool {
    let fork = input.fork();
    fork.parse::<Ident>().is_ok() && fork.parse::<Token![,]>().is_ok() && !fork.is_empty()
}

/// The FEN literal, or an error that says what was found instead.
fn parse_fen_literal(input: ParseStream) -> syn::Result<LitStr> {
    if input.is_empty() {
        let message = "expected a FEN string literal, found no argument";
        return Err(input_error(input.span(), message, false));
    }
    let span = input.span();
    if input.peek(Ident) && input.peek2(Token![!]) {
        let name: Ident = input.fork().parse()?;
        let message = format!(
            "expected a FEN string literal, found a call of `{name}!`, which fen! cannot expand"
        );
        return Err(input_error(span, &message, true));
    }
    if input.peek(Ident) {
        let name = input.fork().parse::<Ident>()?.to_string();
        if OPTIONS.contains(&name.as_str()) {
            let message = format!("expected a FEN string literal after the option `{name}`");
            return Err(input_error(span, &message, false));
        }
    }
    if input.peek(Lit) {
        let what = match input.fork().parse::<Lit>()? {
            Lit::Str(fen) => {
                if fen.suffix().is_empty() {
                    input.parse::<LitStr>()?;
                    return Ok(fen);
                }
                format!("a string literal with the suffix `{}`", fen.suffix())
            }
            Lit::ByteStr(_) => "a byte string literal".to_owned(),
            Lit::CStr(_) => "a C string literal".to_owned(),
            Lit::Byte(_) => "a byte literal".to_owned(),
            Lit::Char(_) => "a character literal".to_owned(),
            Lit::Int(number) => format!("the number `{number}`"),
            Lit::Float(number) => format!("the number `{number}`"),
            Lit::Bool(_) => "a boolean".to_owned(),
            _ => "a literal".to_owned(),
        };
        let message = format!("expected a FEN string literal, found {what}");
        return Err(input_error(span, &message, false));
    }
    let message = format!(
        "expected a FEN string literal, found `{}`",
        describe_rest(input)
    );
    Err(input_error(span, &message, true))
}

/// The rest of the input as written, without the spaces that printing tokens adds
/// (`self::fens::START`), shortened past 40 characters.
fn describe_rest(input: ParseStream) -> String {
    let mut text = String::new();
    let mut last_word = false;
    let rest: TokenStream = input.fork().parse().unwrap_or_default();
    for tt in rest {
        let word = matches!(tt, TokenTree::Ident(_) | TokenTree::Literal(_));
        if word && last_word {
            text.push(' ');
        }
        last_word = word;
        text.push_str(&tt.to_string());
    }
    if text.ends_with(',') {
        text.pop();
    }
    if text.chars().count() > 40 {
        text = text.chars().take(40).collect::<String>() + "…";
    }
    text
}

/// The next token, for a message.
fn describe_next(input: ParseStream) -> String {
    input
        .fork()
        .parse::<TokenTree>()
        .map_or_else(|_| "end of input".to_owned(), |tt| tt.to_string())
}

/// Parses the FEN and writes the expansion, or one error per problem.
fn expand(input: &Input) -> syn::Result<TokenStream> {
    let fen = input.fen.value();
    let position = Position::from_fen_with(&fen, input.options)
        .map_err(|err| fen_errors(&input.fen, &fen, &err))?;
    let krate = &input.krate;
    let (white, [p0, p1, p2]) = position.board().raw_parts();
    let black_to_move = position.turn() == Color::Black;
    let castling = position.castling();
    let castling =
        u16::from(castling.files(Color::White)) | u16::from(castling.files(Color::Black)) << 8;
    let ep_square = position.ep_square().map_or(64, |square| square as u8);
    let halfmoves = position.halfmoves();
    let fullmoves = position.fullmoves();
    let [white, p0, p1, p2] = [white, p0, p1, p2].map(proc_macro2::Literal::u64_unsuffixed);
    let castling = proc_macro2::Literal::u16_unsuffixed(castling);
    let ep_square = proc_macro2::Literal::u8_unsuffixed(ep_square);
    let [halfmoves, fullmoves] = [halfmoves, fullmoves].map(proc_macro2::Literal::u32_unsuffixed);
    Ok(quote! {{
        const __FEN_POSITION: #krate::Position = #krate::__private::Position::__from_raw(
            #white, #p0, #p1, #p2, #black_to_move, #castling, #ep_square, #halfmoves, #fullmoves,
        );
        __FEN_POSITION
    }})
}

/// One error per problem, each with fen-core's report: message, picture, hint.
fn fen_errors(literal: &LitStr, fen: &str, err: &FenError) -> syn::Error {
    let mut errors = err.problems().iter().map(|problem| {
        let mut report = StrBuf::<4096>::new();
        problem.write_report(fen, &mut report);
        let span = narrow(literal, fen, problem.span()).unwrap_or_else(|| literal.span());
        syn::Error::new(span, report.as_str())
    });
    let mut first = errors.next().expect("a FenError has at least one problem");
    first.extend(errors);
    let mut omitted = StrBuf::<64>::new();
    if err.write_omitted(&mut omitted) {
        first.combine(syn::Error::new(literal.span(), omitted.as_str()));
    }
    first
}

/// The span of `range` of the FEN inside the literal, where the compiler can give one
/// (`Literal::subspan` works on nightly only) and the literal has no escapes to map through.
fn narrow(literal: &LitStr, fen: &str, range: std::ops::Range<usize>) -> Option<Span> {
    let source = literal.token().to_string();
    let quote = source.find('"')?;
    if source.get(quote + 1..quote + 1 + fen.len()) != Some(fen) {
        return None;
    }
    let start = quote + 1 + range.start;
    // An empty span (a missing field at the end) points at the next character, at the end
    // the closing quote.
    let end = if range.is_empty() {
        start + 1
    } else {
        quote + 1 + range.end
    };
    literal.token().subspan(start..end)
}
