//! Compile-time checked FEN chess positions.
#![no_std]
pub use fen_core::*;
