//! `Position::from_fen` at run time: the grammar and every legality check, with the error
//! (problems, spans, hints) built when a FEN is wrong. No message text: that is `messages`.
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
        let _ = black_box(Position::from_fen(black_box(fen)));
    }
}
