//! A rejected FEN or EPD record as compile errors: one per problem, each with fen-core's
//! report (message, the text with carets under the problem, hint), for a literal or for a
//! line of a file.

use fen_core::{FenError, StrBuf};
use proc_macro2::Span;
use syn::LitStr;

/// Room for one problem's report: a line of a few thousand characters, twice (the line and
/// its carets); a longer report is cut off.
type Report = StrBuf<{ 16 * 1024 }>;

/// One error per problem of a literal's text, each with fen-core's report.
pub(crate) fn literal_errors(literal: &LitStr, text: &str, err: &FenError) -> syn::Error {
    let mut errors = err.problems().iter().map(|problem| {
        let mut report = Report::new();
        problem.write_report(text, &mut report);
        let span = narrow(literal, text, problem.span()).unwrap_or_else(|| literal.span());
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

/// The span of `range` of the text inside the literal, where the compiler can give one
/// (`Literal::subspan` works on nightly only) and the literal has no escapes to map through.
fn narrow(literal: &LitStr, text: &str, range: std::ops::Range<usize>) -> Option<Span> {
    let source = literal.token().to_string();
    let quote = source.find('"')?;
    if source.get(quote + 1..quote + 1 + text.len()) != Some(text) {
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

/// Where a line is: the path as written and the 1-based line number.
pub(crate) struct LineOf<'a> {
    pub path: &'a str,
    pub number: usize,
}

/// One error per problem of a file's line, each the report of [`literal_errors`] with the
/// place `path:line:column` after the message; the errors point at the path literal.
///
/// ```text
/// rank 7 has 9 squares, expected 8
///   at tests/data/bad.fen:3:10
///   rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
///            ^^^^^^^^^
/// ```
pub(crate) fn line_errors(span: Span, at: &LineOf<'_>, line: &str, err: &FenError) -> syn::Error {
    let mut errors = err.problems().iter().map(|problem| {
        let mut report = Report::new();
        problem.write_report(line, &mut report);
        let report = report.as_str();
        let (message, picture) = report.split_once('\n').unwrap_or((report, ""));
        let column = column(line, problem.offset());
        let mut text = format!("{message}\n  at {}:{}:{column}", at.path, at.number);
        if !picture.is_empty() {
            text.push('\n');
            text.push_str(picture);
        }
        syn::Error::new(span, text)
    });
    let mut first = errors.next().expect("a FenError has at least one problem");
    first.extend(errors);
    let mut omitted = StrBuf::<64>::new();
    if err.write_omitted(&mut omitted) {
        let text = format!("{}\n  at {}:{}", omitted.as_str(), at.path, at.number);
        first.combine(syn::Error::new(span, text));
    }
    first
}

/// The 1-based column, in characters, of byte `offset` of `line`.
pub(crate) fn column(line: &str, offset: usize) -> usize {
    line.char_indices().take_while(|&(i, _)| i < offset).count() + 1
}
