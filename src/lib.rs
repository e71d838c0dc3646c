//! Chess positions written as FEN and checked by the compiler, at no run-time cost.
//!
//! ```
//! use fen::{fen, Color, Position, Square};
//!
//! const SICILIAN: Position = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
//! assert_eq!(SICILIAN.turn(), Color::White);
//! assert_eq!(SICILIAN.ep_square(), Some(Square::C6));
//!
//! // The same parser at run time, with errors that say what is wrong and where.
//! let err = Position::from_fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
//! assert_eq!(err.to_string(), "rank 7 has 9 squares, expected 8");
//! ```
//!
//! [`fen!`] takes a string literal and checks it while the crate compiles: a FEN with a
//! mistake is a compile error that shows the FEN with carets under the mistake.
//! [`include_fen!`] and [`include_epd!`] check a whole file of positions or EPD records the
//! same way, and [`epd!`] one EPD record with its operations.
//! [`fen_const!`] does the same for any constant `&str` through const evaluation, without a
//! proc macro. Everything else, the types, the `const fn` parser, the errors and the writer,
//! comes from [`fen_core`] and is re-exported here.
//!
//! # Feature flags
//!
//! - `serde` (off by default): `Position` serializes as its FEN string and deserializes from
//!   one, with the legality checks (fen-core's `serde` feature).
//!
//! The macros and everything else of fen-core are always there.
//!
//! # no_std
//!
//! The crate is `#![no_std]` and never allocates; `fen!` runs in the compiler, and what it
//! expands to is a `const` of 48 bytes.

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use fen_core::*;

/// A [`Position`] from a FEN string literal, parsed and checked at compile time.
///
/// The expansion is a `const` built from the parsed fields: nothing is parsed at run time or
/// during const evaluation. It works in `const` and `static` items, array initialisers and
/// `let`, and a named `const` made with it can be a `match` pattern.
///
/// Options come first, separated by commas, in any order; each at most once:
///
/// - `chess960`: castling rights as Chess960 (X-FEN or Shredder-FEN letters), as
///   [`FenOptions::chess960`];
/// - `syntax_only`: no legality check, for a deliberately illegal test position, as
///   [`FenOptions::syntax_only`].
///
/// The FEN must be a string literal (raw strings too). For a FEN in a `const S: &str` or one
/// built by `concat!`, use [`fen_const!`].
///
/// # Examples
///
/// ```
/// use fen::{fen, Position};
///
/// const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// assert_eq!(START, Position::START);
///
/// static SHREDDER: Position = fen!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
/// const NO_KINGS: Position = fen!(syntax_only, r"8/8/8/8/8/8/8/8 w - -");
///
/// match Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")? {
///     START => {}
///     _ => unreachable!(),
/// }
/// # let _ = (SHREDDER, NO_KINGS);
/// # Ok::<(), fen::FenError>(())
/// ```
///
/// A FEN with a mistake does not compile:
///
/// ```compile_fail
/// const BAD: fen::Position = fen::fen!("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
///
/// ```text
/// error: rank 7 has 9 squares, expected 8
///          rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
///                   ^^^^^^^^^
///  --> src/main.rs:1:38
///   |
/// 1 | const BAD: fen::Position = fen::fen!("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
///   |                                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
/// ```
///
/// Every legality problem of a position is its own error, each with its picture and hint
/// (here without the location lines that follow each):
///
/// ```compile_fail
/// const BAD: fen::Position = fen::fen!("P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1");
/// ```
///
/// ```text
/// error: pawn on a8, pawns cannot stand on rank 8
///          P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1
///          ^
///
/// error: pawn on h1, pawns cannot stand on rank 1
///          P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1
///                              ^
///
/// error: castling right 'Q' needs a white rook on a1
///          P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1
///                                  ^
///          help: white has no rook on rank 1
///
/// error: en passant square e6 needs a black pawn on e5, the pawn that just moved two squares
///          P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1
///                                    ^^
/// ```
///
/// Input that is not one string literal is an error that says what `fen!` takes:
///
/// ```compile_fail
/// const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// const POSITION: fen::Position = fen::fen!(START);
/// ```
///
/// ```text
/// error: expected a FEN string literal, found `START`
///          help: fen! takes one string literal, "…" or r"…", after the options `chess960` and `syntax_only` if wanted: fen!(chess960, "…")
///          help: for a FEN in a `const S: &str` or built by concat!, use fen_const!(S), which takes any constant expression
/// ```
///
/// Stable rustc underlines the whole literal; on nightly the span is narrowed to the
/// mistake as well.
#[macro_export]
macro_rules! fen {
    ($($tokens:tt)*) => {{
        const __FEN_POSITION: $crate::Position =
            $crate::__private::position($crate::__private::fen_impl!($($tokens)*));
        __FEN_POSITION
    }};
}

/// The positions of a file, one FEN a line, parsed and checked at compile time: a
/// `&'static [Position]`.
///
/// The path is a string literal, relative to the directory of the calling crate's
/// `Cargo.toml` (`CARGO_MANIFEST_DIR`), as in `include_fen!("tests/positions.fen")`; an
/// absolute path is taken as it is. The file is UTF-8 text with one FEN on each line, `\n`
/// or `\r\n` line endings. Blank lines (ASCII whitespace only) and lines whose first
/// character other than whitespace is `#` are skipped. A file without positions (empty, or
/// only comments) gives an empty slice.
///
/// Every line goes through [`Position::from_fen_with`], the parser used at run time, while
/// the crate compiles. The expansion is a named `const` built from each position's parsed
/// fields, as [`fen!`] builds one: nothing is parsed at run time or during const evaluation,
/// and it works in `const` and `static` items and in `let`. It also holds the file's bytes
/// through `include_bytes!`, unused and left out of the binary, so that Cargo rebuilds the
/// crate when the file changes.
///
/// The options are [`fen!`]'s, first, separated by commas, applied to every line:
///
/// - `chess960`: castling rights as Chess960 (X-FEN or Shredder-FEN letters), as
///   [`FenOptions::chess960`];
/// - `syntax_only`: no legality check, as [`FenOptions::syntax_only`].
///
/// Compile cost grows with the number of lines: a file of 20,000 positions takes about 3 s of
/// CPU time to check or build the including crate from scratch (type checking the fields
/// and building the positions in const evaluation; code generation is negligible), and under
/// 1 s to rebuild it when the file has not changed.
///
/// # Examples
///
/// ```
/// use fen::{include_fen, Position};
///
/// // tests/data/positions.fen: 40 positions, with comments and blank lines between them.
/// static POSITIONS: &[Position] = include_fen!("tests/data/positions.fen");
/// assert_eq!(POSITIONS.len(), 40);
///
/// const IN_CONST: &[Position] = include_fen!(chess960, "tests/data/positions.fen");
/// assert_eq!(IN_CONST, POSITIONS);
///
/// // The same positions as the parser gives at run time.
/// let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/positions.fen"))?;
/// let first = text.lines().find(|line| !line.is_empty() && !line.starts_with('#')).unwrap();
/// assert_eq!(POSITIONS[0], Position::from_fen(first)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Every bad line of the file is a compile error, all of them in one build (at most 50 lines,
/// then a count of the rest), each problem with the place `path:line:column`, the line with
/// carets under the mistake and the hint:
///
/// ```compile_fail
/// static POSITIONS: &[fen::Position] = fen::include_fen!("ui-tests/input/data/bad-line.fen");
/// ```
///
/// ```text
/// error: en passant square e5 is on rank 5; with white to move it must be on rank 6
///          at ui-tests/input/data/bad-line.fen:3:56
///          rnbqkbnr/pppp2pp/5p2/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e5 0 3
///                                                                 ^^
///          help: did you mean e6?
///  --> src/main.rs:1:56
///   |
/// 1 | static POSITIONS: &[fen::Position] = fen::include_fen!("ui-tests/input/data/bad-line.fen");
///   |                                                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
/// ```
///
/// A file that is missing, cannot be read or is not UTF-8 is an error that gives the path as
/// written and as resolved:
///
/// ```compile_fail
/// static POSITIONS: &[fen::Position] = fen::include_fen!("tests/data/no-such-file.fen");
/// ```
///
/// ```text
/// error: cannot read `tests/data/no-such-file.fen`: no such file
///          resolved to /home/me/chess/tests/data/no-such-file.fen
///          help: include_fen! reads a path relative to the directory of the crate's Cargo.toml (CARGO_MANIFEST_DIR)
/// ```
#[macro_export]
macro_rules! include_fen {
    ($($tokens:tt)*) => {{
        const __FEN_FIELDS: &[$crate::__private::Fields] =
            $crate::__private::include_fen_impl!($($tokens)*);
        const __FEN_POSITIONS: [$crate::Position; __FEN_FIELDS.len()] =
            $crate::__private::positions(__FEN_FIELDS);
        const __FEN_INCLUDED: &[$crate::Position] = &__FEN_POSITIONS;
        __FEN_INCLUDED
    }};
}

/// The records of an EPD file, parsed and checked at compile time: a
/// `&'static [StaticEpd]`, each record with its position and its operations.
///
/// The file is read as by [`include_fen!`] (path relative to the crate's `Cargo.toml`
/// directory, UTF-8, blank lines and `#` comments skipped, an empty slice for a file without
/// records, rebuilt when the file changes, the same options), and each line goes through
/// [`Epd::from_epd_with`]. Each [`StaticEpd`] holds the position (its counters from `hmvc`
/// and `fmvn`) and every operation in order, each operand a `&'static str` with its quotes
/// removed and its escapes resolved. The expansion is a named `const`, usable in `const` and
/// `static` items.
///
/// # Examples
///
/// ```
/// use fen::{include_epd, Epd, StaticEpd};
///
/// // tests/data/suite.epd:
/// // r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id "Ruy Lopez.001"; c0 "the \"Spanish\" game";
/// // …
/// static SUITE: &[StaticEpd] = include_epd!("tests/data/suite.epd");
/// let ruy_lopez = &SUITE[0];
/// assert_eq!(ruy_lopez.operation("bm").unwrap().operands(), ["Bb5"]);
/// assert_eq!(ruy_lopez.operation("id").unwrap().operands(), ["Ruy Lopez.001"]);
/// assert_eq!(ruy_lopez.operation("c0").unwrap().operands(), [r#"the "Spanish" game"#]);
///
/// // The same records as the parser gives at run time.
/// let text = r#"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id "Ruy Lopez.001"; c0 "the \"Spanish\" game";"#;
/// assert_eq!(*ruy_lopez, Epd::from_epd(text)?);
/// # Ok::<(), fen::FenError>(())
/// ```
///
/// Each bad line is a compile error as in [`include_fen!`]:
///
/// ```compile_fail
/// static SUITE: &[fen::StaticEpd] = fen::include_epd!("ui-tests/input/data/bad-records.epd");
/// ```
///
/// ```text
/// error: escape '\e' in a string operand, expected '\"' or '\\'
///          at ui-tests/input/data/bad-records.epd:2:35
///          4k3/8/8/8/8/8/8/4K3 w - - id "bad \escape";
///                                            ^^
/// ```
#[macro_export]
macro_rules! include_epd {
    ($($tokens:tt)*) => {{
        const __FEN_INCLUDED: &[$crate::StaticEpd] =
            $crate::__private::include_epd_impl!($crate; $($tokens)*);
        __FEN_INCLUDED
    }};
}

/// An EPD record from a string literal, parsed and checked at compile time: a
/// [`StaticEpd`] with the position and its operations.
///
/// The record goes through [`Epd::from_epd_with`], the parser used at run time: the four
/// FEN fields, then operations such as `bm Nf3; id "x";`. The operands become
/// `&'static str` values, quoted strings without their quotes and with `\"` and `\\`
/// resolved. Options and errors are [`fen!`]'s; the expansion is a named `const`, usable in
/// `const` and `static` items and in `let`.
///
/// # Examples
///
/// ```
/// use fen::{epd, Color, StaticEpd};
///
/// const RECORD: StaticEpd = epd!(r#"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id "back \"rank\""; fmvn 40;"#);
/// assert_eq!(RECORD.position().turn(), Color::White);
/// assert_eq!(RECORD.position().fullmoves(), 40);
/// assert_eq!(RECORD.operation("bm").unwrap().operands(), ["Rd8#"]);
/// assert_eq!(RECORD.operation("id").unwrap().operands(), [r#"back "rank""#]);
/// assert_eq!(RECORD.operations().len(), 3);
///
/// static SHREDDER: StaticEpd = epd!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - id \"960\";");
/// # let _ = SHREDDER;
/// ```
///
/// A record with a mistake does not compile:
///
/// ```compile_fail
/// const RECORD: fen::StaticEpd = fen::epd!(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id "unterminated;"#);
/// ```
///
/// ```text
/// error: string operand is not closed, expected '"' before the end
///          4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id "unterminated;
///                                               ^^^^^^^^^^^^^^
/// ```
#[macro_export]
macro_rules! epd {
    ($($tokens:tt)*) => {{
        const __FEN_EPD: $crate::StaticEpd = $crate::__private::epd_impl!($crate; $($tokens)*);
        __FEN_EPD
    }};
}

/// What the expansions of [`fen!`], [`epd!`], [`include_fen!`] and [`include_epd!`] name;
/// not part of the public API.
#[doc(hidden)]
pub mod __private {
    use crate::Position;

    pub use fen_macros::{epd_impl, fen_impl, include_epd_impl, include_fen_impl};

    /// A position's fields as `fen_impl!` writes them: the board's four bitboards (white
    /// pieces, three role planes), black to move, castling files (white | black << 8), the en
    /// passant square's index (64 for none), halfmove clock, fullmove number.
    pub type Fields = (u64, u64, u64, u64, bool, u16, u8, u32, u32);

    /// Builds the position `fen_impl!`'s fields describe.
    pub const fn position(fields: Fields) -> Position {
        let (white, p0, p1, p2, black_to_move, castling, ep_square, halfmoves, fullmoves) = fields;
        Position::__from_raw(
            white,
            p0,
            p1,
            p2,
            black_to_move,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
        )
    }

    /// Builds the positions of `include_fen_impl!`'s fields, `N` of them, during the const
    /// evaluation of the expansion's named `const`.
    pub const fn positions<const N: usize>(fields: &[Fields]) -> [Position; N] {
        let mut positions = [Position::START; N];
        let mut i = 0;
        while i < N {
            positions[i] = position(fields[i]);
            i += 1;
        }
        positions
    }
}

/// The README's examples, run as doc tests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
