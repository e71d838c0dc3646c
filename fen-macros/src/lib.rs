//! The proc macros behind `fen::fen!`, `fen::epd!`, `fen::include_fen!` and
//! `fen::include_epd!`; use them through the `fen` crate.
//!
//! The text is parsed at expansion time by `fen_core::Position::from_fen_with` or
//! `fen_core::Epd::from_epd_with`, the same parser as at run time. `fen_impl!` expands to the
//! parsed fields as a tuple of literals, and the facade's `fen!` (a `macro_rules!`) builds a
//! named `const` from them, naming its own crate through `$crate`, so that the expansion is
//! right under a renamed dependency. The EPD macros are given that `$crate` first, because
//! their records name the facade's `StaticEpd` and `StaticOperation`.
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

/// Expands what the user wrote in `epd!` (after the facade's `$crate ;`) to a `StaticEpd`,
/// or to the errors.
///
/// ```
/// let record = fen::epd!("4k3/8/8/8/8/8/8/4K3 w - - id \"kings\";");
/// assert_eq!(record.operation("id").unwrap().operands(), ["kings"]);
/// ```
#[doc(hidden)]
#[proc_macro]
pub fn epd_impl(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::epd(input.into()).into()
}

/// Expands what the user wrote in `include_fen!` to the fields of every position in the
/// file, or to the errors.
///
/// ```
/// let positions = fen::include_fen!("../tests/data/positions.fen");
/// assert!(!positions.is_empty());
/// ```
#[doc(hidden)]
#[proc_macro]
pub fn include_fen_impl(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::include_fen(input.into()).into()
}

/// Expands what the user wrote in `include_epd!` (after the facade's `$crate ;`) to a
/// `StaticEpd` for every record in the file, or to the errors.
///
/// ```
/// let suite = fen::include_epd!("../tests/data/suite.epd");
/// assert_eq!(suite[0].operation("bm").unwrap().operands(), ["Bb5"]);
/// ```
#[doc(hidden)]
#[proc_macro]
pub fn include_epd_impl(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::include_epd(input.into()).into()
}
