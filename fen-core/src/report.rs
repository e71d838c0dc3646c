//! The report shown when a FEN is rejected at compile time: each problem's message, the FEN
//! with a caret line under the offending bytes, and the hint.
//!
//! Stable rustc can only underline a whole string literal, so the message carries its own
//! picture. The `fen!` proc macro (one `compile_error!` per problem) and
//! [`fen_const!`](crate::fen_const) (one panic during const evaluation) both take their text
//! from here.

use crate::message;
use crate::parse::slice;
use crate::{FenError, FenOptions, Position, Problem, StrBuf};

/// Room for the panic message of [`fen_const!`](crate::fen_const): every problem's report of
/// a FEN of normal length fits; a longer text is cut off.
const REPORT_CAPACITY: usize = 4096;

/// The indentation of the lines after a report's first one. rustc indents continuation lines
/// of a message under the text after `error: `; these two spaces set the picture off from
/// the message.
const INDENT: &str = "  ";

/// Whether a byte is shown escaped: control characters are, so that the picture stays on
/// one line and the carets stay under their bytes.
const fn is_control(byte: u8) -> bool {
    byte < 0x20 || byte == 0x7f
}

/// The columns a byte takes in the picture: 2 for `\t`, `\n`, `\r`, 4 for another control
/// byte (`\x0b`), none for the continuation bytes of a UTF-8 character (its first byte takes
/// its column), 1 otherwise.
const fn width(byte: u8) -> usize {
    match byte {
        b'\t' | b'\n' | b'\r' => 2,
        _ if is_control(byte) => 4,
        0x80..=0xbf => 0,
        _ => 1,
    }
}

/// Writes `fen` on one line, control bytes escaped.
const fn write_fen_line<const N: usize>(fen: &str, out: &mut StrBuf<N>) {
    let bytes = fen.as_bytes();
    let mut run_start = 0;
    let mut i = 0;
    while i <= bytes.len() {
        let control = i < bytes.len() && is_control(bytes[i]);
        if i == bytes.len() || control {
            // The text since the last control byte holds whole UTF-8 characters.
            if let Ok(run) = core::str::from_utf8(slice(bytes, run_start, i)) {
                out.push_str(run);
            }
            if control {
                message::push_escaped_byte(out, bytes[i]);
            }
            run_start = i + 1;
        }
        i += 1;
    }
}

/// The column at which byte `offset` of `fen` is shown.
const fn column(fen: &[u8], offset: usize) -> usize {
    let mut columns = 0;
    let mut i = 0;
    while i < offset && i < fen.len() {
        columns += width(fen[i]);
        i += 1;
    }
    columns
}

impl Problem {
    /// Writes the problem as the `fen!` macro reports it: the message, then the FEN on a line
    /// and a caret line under the problem's span (one caret at its place when the span is
    /// empty), then the hint, each line after the first indented by two spaces.
    ///
    /// Control characters in the FEN are shown escaped (`\t`), and the carets follow.
    ///
    /// # Examples
    ///
    /// ```
    /// use fen_core::{Position, StrBuf};
    ///
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1";
    /// let err = Position::from_fen(fen).unwrap_err();
    /// let mut out = StrBuf::<512>::new();
    /// err.problems()[0].write_report(fen, &mut out);
    /// let expected = [
    ///     "en passant square e5 is on rank 5; with white to move it must be on rank 6",
    ///     "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1",
    ///     "                                                     ^^",
    ///     "  help: did you mean e6?",
    /// ];
    /// assert_eq!(out.as_str(), expected.join("\n"));
    /// ```
    pub const fn write_report<const N: usize>(&self, fen: &str, out: &mut StrBuf<N>) {
        self.write_message(out);
        // An empty FEN has no picture; the message says it is empty.
        if !fen.is_empty() {
            self.write_picture(fen, out);
        }
        let mut hint = StrBuf::<256>::new();
        if self.write_hint(&mut hint) {
            out.push_byte(b'\n');
            out.push_str(INDENT);
            out.push_str("help: ");
            out.push_str(hint.as_str());
        }
    }

    /// Writes the FEN line and the caret line under the span, each on a new line.
    const fn write_picture<const N: usize>(&self, fen: &str, out: &mut StrBuf<N>) {
        out.push_byte(b'\n');
        out.push_str(INDENT);
        write_fen_line(fen, out);
        out.push_byte(b'\n');
        out.push_str(INDENT);
        let bytes = fen.as_bytes();
        let start = column(bytes, self.offset());
        let end = column(bytes, self.offset() + self.len());
        let mut col = 0;
        while col < start {
            out.push_byte(b' ');
            col += 1;
        }
        loop {
            out.push_byte(b'^');
            col += 1;
            if col >= end {
                break;
            }
        }
    }
}

impl FenError {
    /// Writes every problem's report (see [`Problem::write_report`]), one after the other,
    /// then how many more problems there were, if any were not kept.
    ///
    /// This is the text [`fen_const!`](crate::fen_const) panics with.
    ///
    /// # Examples
    ///
    /// ```
    /// use fen_core::{Position, StrBuf};
    ///
    /// let fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    /// let err = Position::from_fen(fen).unwrap_err();
    /// let mut out = StrBuf::<512>::new();
    /// err.write_report(fen, &mut out);
    /// let expected = [
    ///     "white has no king",
    ///     "  8/8/8/8/8/8/8/8 w - - 0 1",
    ///     "  ^^^^^^^^^^^^^^^",
    ///     "black has no king",
    ///     "  8/8/8/8/8/8/8/8 w - - 0 1",
    ///     "  ^^^^^^^^^^^^^^^",
    /// ];
    /// assert_eq!(out.as_str(), expected.join("\n"));
    /// ```
    pub const fn write_report<const N: usize>(&self, fen: &str, out: &mut StrBuf<N>) {
        let problems = self.problems();
        let mut i = 0;
        while i < problems.len() {
            if i > 0 {
                out.push_byte(b'\n');
            }
            problems[i].write_report(fen, out);
            i += 1;
        }
        if self.omitted() > 0 {
            out.push_byte(b'\n');
            self.write_omitted(out);
        }
    }

    /// Writes how many problems were found beyond the [`MAX_PROBLEMS`](crate::MAX_PROBLEMS)
    /// kept, as `and 3 more problems`; returns `false`, writing nothing, when none were left
    /// out.
    ///
    /// # Examples
    ///
    /// ```
    /// use fen_core::{Position, StrBuf};
    ///
    /// // No kings, pawns on both back ranks, four castling rights without their king and
    /// // rook, an en passant square without its pawn: nine problems, eight kept.
    /// let err = Position::from_fen("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1").unwrap_err();
    /// let mut out = StrBuf::<32>::new();
    /// assert!(err.write_omitted(&mut out));
    /// assert_eq!(out.as_str(), "and 1 more problem");
    ///
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// assert!(!err.write_omitted(&mut StrBuf::<32>::new()));
    /// ```
    pub const fn write_omitted<const N: usize>(&self, out: &mut StrBuf<N>) -> bool {
        if self.omitted() == 0 {
            return false;
        }
        out.push_str("and ");
        out.push_u64(self.omitted() as u64);
        out.push_str(if self.omitted() == 1 {
            " more problem"
        } else {
            " more problems"
        });
        true
    }
}

/// What [`fen_const!`](crate::fen_const) expands to call: parses in const evaluation and
/// panics with the report. Not part of the public API.
#[doc(hidden)]
pub const fn __fen_const(fen: &str, options: FenOptions) -> Position {
    match Position::from_fen_with(fen, options) {
        Ok(position) => position,
        Err(err) => {
            let mut report = StrBuf::<REPORT_CAPACITY>::new();
            err.write_report(fen, &mut report);
            panic!("{}", report.as_str())
        }
    }
}

/// Builds a [`Position`] from a FEN during const evaluation, without proc macros: a FEN that
/// does not parse or is not legal stops the build.
///
/// It takes any constant expression of type `&str` (a literal, a `const S: &str`, a
/// `concat!`), where `fen!` takes only a string literal. The options come first, separated
/// by commas, in any order:
///
/// - `chess960`: castling rights as Chess960 (X-FEN or Shredder-FEN letters), as
///   [`FenOptions::chess960`];
/// - `syntax_only`: no legality check, for a deliberately illegal test position, as
///   [`FenOptions::syntax_only`].
///
/// The value is bound to a named `const` item, so the FEN is checked by `cargo check` and
/// costs nothing at run time.
///
/// # Examples
///
/// ```
/// use fen_core::{fen_const, Color, Position};
///
/// const OPENING: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
/// const AFTER_E4: Position = fen_const!(OPENING);
/// assert_eq!(AFTER_E4.turn(), Color::Black);
///
/// const SHREDDER: Position = fen_const!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
/// const NO_KINGS: Position = fen_const!(syntax_only, "8/8/8/8/8/8/8/8 w - - 0 1");
/// const BOTH: Position = fen_const!(chess960, syntax_only, concat!("8/8/8/8/8/8/8/8", " w - -"));
/// assert_eq!(NO_KINGS, BOTH);
/// # let _ = SHREDDER;
/// ```
///
/// A FEN with a mistake does not compile:
///
/// ```compile_fail
/// const BAD: fen_core::Position = fen_core::fen_const!("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
///
/// The error is the panic of the const evaluation, with the same text as `fen!`'s:
///
/// ```text
/// error[E0080]: evaluation panicked: rank 7 has 9 squares, expected 8
///                 rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
///                          ^^^^^^^^^
/// ```
///
/// # Panics
///
/// In const evaluation, which makes it a compile error, when the FEN has a problem. Used in
/// a `let` without a `const` around it the check still happens at compile time: the macro
/// makes its own `const` item.
#[macro_export]
macro_rules! fen_const {
    () => {
        ::core::compile_error!(
            "fen_const! needs a FEN: fen_const!(\"…\"), or fen_const!(S) for a `const S: &str`; options chess960, syntax_only come first"
        )
    };
    (@options [$($option:ident)*] chess960, $($rest:tt)+) => {
        $crate::fen_const!(@options [$($option)* chess960] $($rest)+)
    };
    (@options [$($option:ident)*] syntax_only, $($rest:tt)+) => {
        $crate::fen_const!(@options [$($option)* syntax_only] $($rest)+)
    };
    (@options [$($option:ident)*] $unknown:ident, $($rest:tt)+) => {
        ::core::compile_error!(::core::concat!(
            "unknown fen_const! option `",
            ::core::stringify!($unknown),
            "`, expected `chess960` or `syntax_only` before the FEN"
        ))
    };
    (@options [$($option:ident)*] $fen:expr $(,)?) => {{
        const __FEN_POSITION: $crate::Position =
            $crate::__fen_const($fen, $crate::FenOptions::new()$(.$option())*);
        __FEN_POSITION
    }};
    ($($tokens:tt)+) => {
        $crate::fen_const!(@options [] $($tokens)+)
    };
}
