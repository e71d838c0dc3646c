//! The proc macro behind `fen::fen!`; use it through the `fen` crate.
//!
//! The FEN is parsed at expansion time by `fen_core::Position::from_fen_with`, the same
//! parser as at run time. `fen_impl!` expands to the parsed fields as a tuple of literals,
//! and the facade's `fen!` (a `macro_rules!`) builds a named `const` from them, naming its
//! own crate through `$crate`, so that the expansion is right under a renamed dependency.
//!
//! ```
//! use fen::{fen, Position};
//!
//! const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! assert_eq!(START, Position::START);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod expand;

/// Expands what the user wrote in `fen!` to the position's fields, or to the errors.
///
/// ```
/// let pos = fen::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// assert_eq!(pos.fullmoves(), 1);
/// ```
#[doc(hidden)]
#[proc_macro]
pub fn fen_impl(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::fen(input.into()).into()
}
