//! `parse` plus the error messages: every problem of a rejected FEN written as text into a
//! `StrBuf` through `core::fmt`, as a device with a display or a serial console would.
#![no_std]
#![no_main]

use core::fmt::Write as _;
use core::hint::black_box;

use cortex_m_rt::entry;
use fen::{Position, StrBuf};
use fen_footprint::FENS;

#[entry]
fn main() -> ! {
    loop {
        let fen = FENS[black_box(0) % FENS.len()];
        if let Err(err) = Position::from_fen(black_box(fen)) {
            let mut text = StrBuf::<256>::new();
            for problem in err.problems() {
                let _ = write!(text, "{problem}; ");
            }
            black_box(text);
        }
    }
}
