//! Positions from `fen!` only: they are `const` items built by the compiler, so no parser,
//! no legality check and no error text may end up in this binary.
#![no_std]
#![no_main]

use core::hint::black_box;

use cortex_m_rt::entry;
use fen::{fen, Position};
use fen_footprint as _;

static POSITIONS: [Position; 4] = [
    Position::START,
    fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"),
    fen!("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1"),
    fen!(
        chess960,
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    ),
];

#[entry]
fn main() -> ! {
    loop {
        let pos = &POSITIONS[black_box(0) % POSITIONS.len()];
        black_box(pos.turn());
        black_box(pos.halfmoves());
    }
}
