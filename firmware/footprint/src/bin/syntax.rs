//! `Position::from_fen_syntax_only` at run time: the grammar alone, no legality check.
#![no_std]
#![no_main]

use core::hint::black_box;

use cortex_m_rt::entry;
use fen::Position;
use fen_footprint::FENS;

#[entry]
fn main() -> ! {
    loop {
        let fen = FENS[black_box(0) % FENS.len()];
        let _ = black_box(Position::from_fen_syntax_only(black_box(fen)));
    }
}
