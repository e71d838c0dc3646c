// The caller's own items named like what an expansion might use do not change it.
#![allow(dead_code, non_camel_case_types, unused_macros)]

struct Ok;
struct Err;
struct Option;
struct Some;
struct None;
struct Result;
struct Position;
struct bool;
struct u8;
struct u16;
struct u32;
struct u64;
mod core {}
mod std {}
mod fen_core {}
mod fen_macros {}
mod __private {}
const __FEN_POSITION: () = ();
macro_rules! compile_error {
    ($($tt:tt)*) => {};
}
macro_rules! panic {
    ($($tt:tt)*) => {};
}

const START: fen::Position = fen::fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const CONST_START: fen::Position = fen::fen_const!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

// No prelude at all.
#[no_implicit_prelude]
mod bare {
    pub const KINGS: ::fen::Position = ::fen::fen!(chess960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    pub const CONST_KINGS: ::fen::Position = ::fen::fen_const!(chess960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

fn main() {
    let local = fen::fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    ::std::assert_eq!(START, fen::Position::START);
    ::std::assert_eq!(CONST_START, fen::Position::START);
    ::std::assert_eq!(bare::KINGS, local);
    ::std::assert_eq!(bare::CONST_KINGS, local);
    ::std::assert_eq!(__FEN_POSITION, ());
}
