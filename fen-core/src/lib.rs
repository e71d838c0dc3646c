//! FEN (Forsyth-Edwards Notation) chess positions: a `const fn` parser with precise errors,
//! legality checks and a writer that round-trips, for `no_std` without allocation.
//!
//! ```
//! use fen_core::{Color, Position, Square};
//!
//! let pos = Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")?;
//! assert_eq!(pos.turn(), Color::Black);
//! assert_eq!(pos.king(Color::White), Some(Square::E1));
//!
//! let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "en passant square e5 is on rank 5; with white to move it must be on rank 6 (did you mean e6?)"
//! );
//! # Ok::<(), fen_core::FenError>(())
//! ```
//!
//! The parts: [`Position`] and its entry points ([`Position::from_fen`], Chess960 and
//! syntax-only variants, [`FenOptions`]); the board ([`Board`], [`Square`], [`Piece`], …) and
//! [`CastlingRights`] naming their rooks; [`FenError`] with every [`Problem`], its
//! [`ErrorKind`], byte span and [`Hint`]; EPD records ([`Epd`]); the writer
//! ([`Position::to_fen`], [`EnPassantOutput`]).
//!
//! Most users depend on the `fen` crate, which re-exports this one and adds the `fen!` macro
//! that checks a FEN at compile time.
//!
//! # Feature flags
//!
//! - `serde` (off by default): `Position` serializes as its FEN string and deserializes from
//!   one, with the legality checks of [`Position::from_fen`]. Works without `std` and without
//!   an allocator.
//!
//! Without features fen-core has no dependencies.
//!
//! # no_std
//!
//! The crate is `#![no_std]`, never allocates and has no `unsafe` code. Parsing, checking and
//! writing are `const fn`; written FENs and messages go into a fixed-size [`StrBuf`].

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
// `FenError` holds up to `MAX_PROBLEMS` problems inline (328 bytes) because a no_std,
// allocation-free error cannot box them; the `Ok` path is not copied through it.
#![allow(clippy::result_large_err)]

mod attacks;
mod board;
mod buf;
mod castling;
mod color;
mod epd;
mod error;
mod message;
mod parse;
mod piece;
mod position;
mod report;
mod role;
#[cfg(feature = "serde")]
mod serde_impl;
mod square;
mod static_epd;
mod validate;
mod write;

pub use crate::board::Board;
pub use crate::buf::StrBuf;
pub use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
pub use crate::color::Color;
pub use crate::epd::{Epd, Operand, Operands, Operation, Operations};
pub use crate::error::{
    CastlingIssue, CastlingLetters, CheckIssue, ErrorKind, FenError, Field, Hint, Problem, Snippet,
    MAX_PROBLEMS,
};
pub use crate::piece::Piece;
pub use crate::position::{FenOptions, Position};
#[doc(hidden)]
pub use crate::report::__fen_const;
pub use crate::role::Role;
pub use crate::square::{File, Rank, Square};
pub use crate::static_epd::{StaticEpd, StaticOperation};
pub use crate::write::{EnPassantOutput, FEN_CAPACITY, PLACEMENT_CAPACITY};
