//! Problems as people and tools read them: rustc-style reports and JSON objects.

use std::borrow::Cow;
use std::io::{self, Write};
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use fen_core::{ErrorKind, FenError, Problem, StrBuf};

/// Room for the longest message or hint fen-core writes.
const MESSAGE_CAPACITY: usize = 256;

/// A line of input in which problems were found.
#[derive(Debug, Clone, Copy)]
pub struct Line<'a> {
    /// The file name, or `<stdin>` / `<argument N>`.
    pub path: &'a str,
    /// The line number, 1-based.
    pub number: u64,
    /// The line's bytes without the line ending (not necessarily UTF-8).
    pub bytes: &'a [u8],
}

/// The text of a line as shown, and how byte offsets of the input map into it.
///
/// Invalid UTF-8 sequences are shown as U+FFFD, which is longer than the bytes it replaces, so
/// offsets into such a line are mapped; spans are widened to whole characters.
struct Shown<'a> {
    /// The text shown.
    text: Cow<'a, str>,
    /// For lossy text: the shown offset of every input offset, `bytes.len() + 1` entries.
    map: Option<Vec<usize>>,
}

impl<'a> Shown<'a> {
    /// The shown text of a line's bytes.
    fn new(bytes: &'a [u8]) -> Shown<'a> {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Shown {
                text: Cow::Borrowed(text),
                map: None,
            };
        }
        let mut text = String::with_capacity(bytes.len() + 8);
        let mut map = Vec::with_capacity(bytes.len() + 1);
        for chunk in bytes.utf8_chunks() {
            let valid = chunk.valid();
            for i in 0..valid.len() {
                map.push(text.len() + i);
            }
            text.push_str(valid);
            if !chunk.invalid().is_empty() {
                map.extend(std::iter::repeat_n(text.len(), chunk.invalid().len()));
                text.push(char::REPLACEMENT_CHARACTER);
            }
        }
        map.push(text.len());
        Shown {
            text: Cow::Owned(text),
            map: Some(map),
        }
    }

    /// The shown byte offset of input offset `offset`, moved back to a character boundary.
    fn start(&self, offset: usize) -> usize {
        let mut at = match &self.map {
            Some(map) => map[offset.min(map.len() - 1)],
            None => offset.min(self.text.len()),
        };
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }

    /// The shown byte offset of input offset `offset`, moved on to a character boundary.
    fn end(&self, offset: usize) -> usize {
        let mut at = match &self.map {
            // An offset inside an invalid sequence ends after its U+FFFD.
            Some(map) => {
                let last = map.len() - 1;
                let at = map[offset.min(last)];
                if offset > 0 && offset <= last && map[offset - 1] == at {
                    at + char::REPLACEMENT_CHARACTER.len_utf8()
                } else {
                    at
                }
            }
            None => offset.min(self.text.len()),
        };
        while !self.text.is_char_boundary(at) {
            at += 1;
        }
        at
    }

    /// The shown span of an input span.
    fn span(&self, span: Range<usize>) -> Range<usize> {
        let start = self.start(span.start);
        start..self.end(span.end).max(start)
    }

    /// The 1-based column, in characters, of input offset `offset`.
    fn column(&self, offset: usize) -> usize {
        self.text[..self.start(offset)].chars().count() + 1
    }
}

/// The full message of a problem (without the hint), as fen-core words it.
pub fn message(problem: &Problem) -> String {
    let mut out = StrBuf::<MESSAGE_CAPACITY>::new();
    problem.write_message(&mut out);
    out.as_str().to_owned()
}

/// The hint of a problem, if it has one.
pub fn hint(problem: &Problem) -> Option<String> {
    let mut out = StrBuf::<MESSAGE_CAPACITY>::new();
    problem
        .write_hint(&mut out)
        .then(|| out.as_str().to_owned())
}

/// A stable snake_case name for each kind of problem, for `--format json`.
pub fn kind_name(kind: &ErrorKind) -> &'static str {
    kind.name()
}

/// Writes every problem of `error` in `line` the way rustc writes errors: the message, the
/// location `FILE:LINE:COLUMN`, the line with a caret under the span, and `= help:` with the
/// hint. `note`, if given, is added to the first problem. Reports are separated by a blank
/// line, and the text ends with one.
pub fn write_report(
    out: &mut impl Write,
    renderer: &Renderer,
    line: Line<'_>,
    error: &FenError,
    note: Option<&str>,
) -> io::Result<()> {
    let shown = Shown::new(line.bytes);
    let problems = error.problems();
    for (i, problem) in problems.iter().enumerate() {
        let title = message(problem);
        let hint = hint(problem);
        let snippet = Snippet::source(&*shown.text)
            .line_start(usize::try_from(line.number).unwrap_or(usize::MAX))
            .path(line.path)
            .annotation(AnnotationKind::Primary.span(shown.span(problem.span())));
        let mut group = Level::ERROR.primary_title(title).element(snippet);
        if let Some(hint) = hint {
            group = group.element(Level::HELP.message(hint));
        }
        if i == 0 {
            if let Some(note) = note {
                group = group.element(Level::NOTE.message(note));
            }
        }
        if i + 1 == problems.len() && error.omitted() > 0 {
            let more = error.omitted();
            let text = format!(
                "{more} more problem{} in this line not shown",
                if more == 1 { " is" } else { "s are" }
            );
            group = group.element(Level::NOTE.message(text));
        }
        let groups: [Group<'_>; 1] = [group];
        writeln!(out, "{}\n", renderer.render(&groups))?;
    }
    Ok(())
}

/// One problem as `--format json` writes it, fields in this order.
#[derive(Debug, serde::Serialize)]
struct JsonProblem<'a> {
    /// The file name, or `<stdin>` / `<argument N>`.
    path: &'a str,
    /// The line number, 1-based.
    line: u64,
    /// The column of the span's start, 1-based, in characters.
    column: usize,
    /// The span, `[start, end]`, as byte offsets in the line.
    span: [usize; 2],
    /// The kind's stable name ([`kind_name`]).
    kind: &'static str,
    /// The field the problem is in, as fen-core names it (`en passant`).
    field: &'static str,
    /// The message.
    message: String,
    /// The hint, or `null`.
    hint: Option<String>,
}

/// Writes one JSON object per problem of `error` in `line`, one per output line: `path`,
/// `line`, `column` (1-based, in characters), `span` (`[start, end]`, byte offsets in the
/// line), `kind` (see [`kind_name`]), `field`, `message` and `hint` (a string or `null`).
pub fn write_json(out: &mut impl Write, line: Line<'_>, error: &FenError) -> io::Result<()> {
    let shown = Shown::new(line.bytes);
    for problem in error.problems() {
        let span = problem.span();
        let object = JsonProblem {
            path: line.path,
            line: line.number,
            column: shown.column(span.start),
            span: [span.start, span.end],
            kind: kind_name(problem.kind()),
            field: problem.field().name(),
            message: message(problem),
            hint: hint(problem),
        };
        serde_json::to_writer(&mut *out, &object)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_offsets_map_to_replacement_characters() {
        let shown = Shown::new(b"ab\xffcd");
        assert_eq!(shown.text, "ab\u{fffd}cd");
        assert_eq!(shown.span(2..3), 2..5);
        assert_eq!(shown.span(3..5), 5..7);
        assert_eq!(shown.column(3), 4);
    }

    #[test]
    fn spans_widen_to_whole_characters() {
        let shown = Shown::new("a\u{2654}b".as_bytes());
        assert_eq!(shown.span(1..2), 1..4);
        assert_eq!(shown.column(4), 3);
    }
}
