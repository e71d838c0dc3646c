//! What a macro was given: the crate path the facade passes (for the macros that need one),
//! the options, and one string literal, read token by token.
//!
//! The input is read token by token rather than through a `syn` parse stream: a call is a
//! literal and perhaps a few option names, and the direct walk keeps the cost of each of
//! thousands of `fen!` invocations down. `syn` reads the literal itself (escapes, raw
//! strings, suffixes) and carries the errors.

use fen_core::FenOptions;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::{Lit, LitStr};

/// The options, as written before the literal.
const OPTIONS: [&str; 2] = ["chess960", "syntax_only"];

/// How a macro's input errors name it and what it takes.
pub(crate) struct Syntax {
    /// The macro's name, without `!`.
    pub name: &'static str,
    /// What the literal holds, with its article: "a FEN", "an EPD record", "a path".
    pub literal: &'static str,
    /// What the literal holds, for "the …" and "before the …": "FEN", "EPD record", "path".
    pub noun: &'static str,
    /// The help line that says what the macro takes.
    pub accepts: &'static str,
    /// The help line for input that is a name or a macro call: where to go instead.
    pub not_literal_help: Option<&'static str>,
}

/// The parsed input: the crate path (empty when the macro takes none), the options, the
/// literal.
pub(crate) struct Input {
    pub krate: TokenStream,
    pub options: FenOptions,
    pub literal: LitStr,
}

/// An input error: the message, then what the macro accepts, then, where it helps, where to
/// go instead.
fn input_error(syntax: &Syntax, span: Span, message: &str, not_literal: bool) -> syn::Error {
    let mut text = format!("{message}\n  {}", syntax.accepts);
    if let (true, Some(help)) = (not_literal, syntax.not_literal_help) {
        text.push_str("\n  ");
        text.push_str(help);
    }
    syn::Error::new(span, text)
}

/// The tokens, with invisible groups opened: a `$fen:literal` or `$fen:expr` passed on by
/// another macro arrives wrapped in one.
fn flatten(input: TokenStream, out: &mut Vec<TokenTree>) {
    for tt in input {
        match tt {
            TokenTree::Group(group) if group.delimiter() == Delimiter::None => {
                flatten(group.stream(), out);
            }
            tt => out.push(tt),
        }
    }
}

fn is_punct(tt: &TokenTree, ch: char) -> bool {
    matches!(tt, TokenTree::Punct(punct) if punct.as_char() == ch)
}

/// The string literal in `tt`, if it is one without a suffix.
fn string_literal(tt: &TokenTree) -> Option<LitStr> {
    match tt {
        TokenTree::Literal(literal) => match Lit::new(literal.clone()) {
            Lit::Str(text) if text.suffix().is_empty() => Some(text),
            _ => None,
        },
        _ => None,
    }
}

/// Reads `[crate path ;] [option ,]* literal [,]`. With `with_krate`, the facade has put
/// `$crate ;` first; it is taken as it is.
pub(crate) fn parse(syntax: &Syntax, input: TokenStream, with_krate: bool) -> syn::Result<Input> {
    let mut tokens = Vec::new();
    let mut krate = TokenStream::new();
    if with_krate {
        let mut input = input.into_iter();
        for tt in input.by_ref() {
            if is_punct(&tt, ';') {
                break;
            }
            krate.extend([tt]);
        }
        flatten(input.collect(), &mut tokens);
    } else {
        flatten(input, &mut tokens);
    }
    let mut rest = &tokens[..];
    let (name, noun) = (syntax.name, syntax.noun);

    // Options: a name and a comma with more after it (`fen!(S,)` is a FEN that is not a
    // literal, not an option).
    let mut options = FenOptions::new();
    let mut seen: Vec<String> = Vec::new();
    while let [TokenTree::Ident(option), comma, _, ..] = rest {
        if !is_punct(comma, ',') {
            break;
        }
        let option_name = option.to_string();
        options = match option_name.as_str() {
            "chess960" => options.chess960(),
            "syntax_only" => options.syntax_only(),
            _ => {
                let message = format!(
                    "unknown option `{option_name}`, expected `{}` or `{}` before the {noun}",
                    OPTIONS[0], OPTIONS[1]
                );
                return Err(input_error(syntax, option.span(), &message, false));
            }
        };
        if seen.contains(&option_name) {
            let message = format!("option `{option_name}` is given twice");
            return Err(input_error(syntax, option.span(), &message, false));
        }
        seen.push(option_name);
        rest = &rest[2..];
    }

    let Some((first, after)) = rest.split_first() else {
        let message = format!(
            "expected {} string literal, found no argument",
            syntax.literal
        );
        return Err(input_error(syntax, Span::call_site(), &message, false));
    };
    let Some(literal) = string_literal(first) else {
        return Err(not_a_literal(syntax, rest));
    };
    rest = after;

    if let [comma, after @ ..] = rest {
        if is_punct(comma, ',') {
            rest = after;
        }
    }
    if let [next, ..] = rest {
        let message = match next {
            _ if string_literal(next).is_some() => {
                format!("expected one {noun} string literal, found a second one")
            }
            TokenTree::Ident(option) if OPTIONS.contains(&option.to_string().as_str()) => {
                format!("options come before the {noun}: {name}!(chess960, \"…\")")
            }
            _ => format!("unexpected `{next}` after the {noun} string literal"),
        };
        return Err(input_error(syntax, next.span(), &message, false));
    }
    Ok(Input {
        krate,
        options,
        literal,
    })
}

/// The error for input that starts with something other than a string literal: says what was
/// found.
fn not_a_literal(syntax: &Syntax, rest: &[TokenTree]) -> syn::Error {
    let span = rest[0].span();
    let (found, not_literal) = match rest {
        [TokenTree::Ident(name), bang, ..] if is_punct(bang, '!') => {
            let found = format!("a call of `{name}!`, which {}! cannot expand", syntax.name);
            (found, true)
        }
        [TokenTree::Ident(name)] if OPTIONS.contains(&name.to_string().as_str()) => {
            let message = format!(
                "expected {} string literal after the option `{name}`",
                syntax.literal
            );
            return input_error(syntax, span, &message, false);
        }
        [TokenTree::Literal(literal), ..] => {
            let found = match Lit::new(literal.clone()) {
                Lit::Str(text) => format!("a string literal with the suffix `{}`", text.suffix()),
                Lit::ByteStr(_) => "a byte string literal".to_owned(),
                Lit::CStr(_) => "a C string literal".to_owned(),
                Lit::Byte(_) => "a byte literal".to_owned(),
                Lit::Char(_) => "a character literal".to_owned(),
                Lit::Int(_) | Lit::Float(_) => format!("the number `{literal}`"),
                _ => format!("the literal `{literal}`"),
            };
            (found, false)
        }
        _ => (format!("`{}`", describe(rest)), true),
    };
    let message = format!("expected {} string literal, found {found}", syntax.literal);
    input_error(syntax, span, &message, not_literal)
}

/// Tokens as written, without the spaces that printing tokens adds (`self::fens::START`),
/// without a trailing comma, shortened past 40 characters.
fn describe(tokens: &[TokenTree]) -> String {
    let mut text = String::new();
    let mut last_word = false;
    for tt in tokens {
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
