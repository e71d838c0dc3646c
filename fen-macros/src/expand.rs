//! `fen!`: reads the input, parses the FEN with fen-core, and writes the parsed fields or
//! one `compile_error!` per problem.
//!
//! The input is read token by token rather than through a `syn` parse stream: a `fen!` call
//! is a literal and perhaps a few option names, and the direct walk keeps the cost of each of
//! thousands of invocations down. `syn` reads the literal itself (escapes, raw strings,
//! suffixes) and carries the errors.

use fen_core::{Color, FenError, FenOptions, Position, StrBuf};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::quote;
use syn::{Lit, LitStr};

/// What `fen!` accepts, for every input error.
const ACCEPTS: &str = "help: fen! takes one string literal, \"…\" or r\"…\", after the options `chess960` and `syntax_only` if wanted: fen!(chess960, \"…\")";

/// Where to go for a FEN that is not a literal.
const USE_FEN_CONST: &str =
    "help: for a FEN in a `const S: &str` or built by concat!, use fen_const!(S), which takes any constant expression";

/// The options, as written before the FEN.
const OPTIONS: [&str; 2] = ["chess960", "syntax_only"];

/// The parsed input: the options and the FEN literal.
struct Input {
    options: FenOptions,
    fen: LitStr,
}

/// Expands `fen!`'s input to the tuple the facade builds its `const` from; every error, of
/// the input or of the FEN, becomes a `compile_error!` here and nowhere else.
pub(crate) fn fen(input: TokenStream) -> TokenStream {
    match parse_input(input).and_then(|input| expand(&input)) {
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
            Lit::Str(fen) if fen.suffix().is_empty() => Some(fen),
            _ => None,
        },
        _ => None,
    }
}

fn parse_input(input: TokenStream) -> syn::Result<Input> {
    let mut tokens = Vec::new();
    flatten(input, &mut tokens);
    let mut rest = &tokens[..];

    // Options: a name and a comma with more after it (`fen!(S,)` is a FEN that is not a
    // literal, not an option).
    let mut options = FenOptions::new();
    let mut seen: Vec<String> = Vec::new();
    while let [TokenTree::Ident(option), comma, _, ..] = rest {
        if !is_punct(comma, ',') {
            break;
        }
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
        rest = &rest[2..];
    }

    let Some((first, after)) = rest.split_first() else {
        let message = "expected a FEN string literal, found no argument";
        return Err(input_error(Span::call_site(), message, false));
    };
    let Some(fen) = string_literal(first) else {
        return Err(not_a_literal(rest));
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
                "expected one FEN string literal, found a second one".to_owned()
            }
            TokenTree::Ident(name) if OPTIONS.contains(&name.to_string().as_str()) => {
                "options come before the FEN: fen!(chess960, \"…\")".to_owned()
            }
            _ => format!("unexpected `{next}` after the FEN string literal"),
        };
        return Err(input_error(next.span(), &message, false));
    }
    Ok(Input { options, fen })
}

/// The error for input that starts with something other than a string literal: says what was
/// found.
fn not_a_literal(rest: &[TokenTree]) -> syn::Error {
    let span = rest[0].span();
    let (found, const_help) = match rest {
        [TokenTree::Ident(name), bang, ..] if is_punct(bang, '!') => {
            let found = format!("a call of `{name}!`, which fen! cannot expand");
            (found, true)
        }
        [TokenTree::Ident(name)] if OPTIONS.contains(&name.to_string().as_str()) => {
            let message = format!("expected a FEN string literal after the option `{name}`");
            return input_error(span, &message, false);
        }
        [TokenTree::Literal(literal), ..] => {
            let found = match Lit::new(literal.clone()) {
                Lit::Str(fen) => format!("a string literal with the suffix `{}`", fen.suffix()),
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
    let message = format!("expected a FEN string literal, found {found}");
    input_error(span, &message, const_help)
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

/// Parses the FEN and writes the position's fields as the tuple that the facade's
/// `__private::position` takes, or one error per problem.
fn expand(input: &Input) -> syn::Result<TokenStream> {
    let fen = input.fen.value();
    let position = Position::from_fen_with(&fen, input.options)
        .map_err(|err| fen_errors(&input.fen, &fen, &err))?;
    let (white, [p0, p1, p2]) = position.board().raw_parts();
    let castling = position.castling();
    let castling =
        u16::from(castling.files(Color::White)) | u16::from(castling.files(Color::Black)) << 8;
    let ep_square = position.ep_square().map_or(64, |square| square as u8);
    let black_to_move = match position.turn() {
        Color::White => "false",
        Color::Black => "true",
    };
    let fields = [
        TokenTree::Literal(Literal::u64_unsuffixed(white)),
        TokenTree::Literal(Literal::u64_unsuffixed(p0)),
        TokenTree::Literal(Literal::u64_unsuffixed(p1)),
        TokenTree::Literal(Literal::u64_unsuffixed(p2)),
        TokenTree::Ident(Ident::new(black_to_move, Span::call_site())),
        TokenTree::Literal(Literal::u16_unsuffixed(castling)),
        TokenTree::Literal(Literal::u8_unsuffixed(ep_square)),
        TokenTree::Literal(Literal::u32_unsuffixed(position.halfmoves())),
        TokenTree::Literal(Literal::u32_unsuffixed(position.fullmoves())),
    ];
    let mut tuple = Vec::with_capacity(2 * fields.len());
    for field in fields {
        if !tuple.is_empty() {
            tuple.push(TokenTree::Punct(Punct::new(',', Spacing::Alone)));
        }
        tuple.push(field);
    }
    let tuple = Group::new(Delimiter::Parenthesis, tuple.into_iter().collect());
    Ok(TokenTree::Group(tuple).into())
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
