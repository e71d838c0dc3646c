//! The skeleton every other binary starts from: cortex-m-rt's vector table and reset code,
//! one black-boxed read of the inputs, no fen-core code.
#![no_std]
#![no_main]

use core::hint::black_box;

use cortex_m_rt::entry;
use fen_footprint::FENS;

#[entry]
fn main() -> ! {
    loop {
        black_box(FENS[black_box(0)].len());
    }
}
