//! `parse` plus `Position::to_fen`: parse, check and write the FEN back.
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
        if let Ok(pos) = Position::from_fen(black_box(fen)) {
            black_box(pos.to_fen());
        }
    }
}
