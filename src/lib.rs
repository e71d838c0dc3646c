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
//! [`fen_const!`] does the same for any constant `&str` through const evaluation, without a
//! proc macro. Everything else, the types, the `const fn` parser, the errors and the writer,
//! comes from [`fen_core`] and is re-exported here.
//!
//! # Feature flags
//!
//! None: `fen!` and everything of fen-core are always there.
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

/// What the [`fen!`] expansion names; not part of the public API.
#[doc(hidden)]
pub mod __private {
    use crate::Position;

    pub use fen_macros::fen_impl;

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
}
