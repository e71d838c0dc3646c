//! The pieces every footprint binary shares: a panic handler that only stops (so that no
//! formatting code is linked in unless a binary asks for it), and the FEN inputs.
//!
//! Each binary in `src/bin/` uses one more part of fen-core; `scripts/size-report.sh` builds
//! them all and reports how much each part adds to `baseline`.

#![no_std]

use core::panic::PanicInfo;

/// FENs the run-time binaries parse; read through `black_box`, so nothing is folded at
/// compile time.
pub static FENS: [&str; 3] = [
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1",
    "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1",
];

#[panic_handler]
fn panic(_: &PanicInfo) -> ! {
    loop {}
}
