// The facade under another name, as with `chess_fen = { package = "fen", … }` in Cargo.toml,
// and the name `fen` taken by another crate: the expansions must name the facade through
// `$crate`, never as `fen`.
//
// (trybuild always adds the crate under test as `fen`, and Cargo refuses one package under
// two names, so the rename is done here with `extern crate … as`, which is the same to rustc.)
extern crate core as fen;
extern crate fen as chess_fen;

use chess_fen::{fen, fen_const, Position};

const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const CONST_START: Position = fen_const!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const CHESS960: Position = chess_fen::fen!(chess960, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");

fn main() {
    let _ = fen::mem::size_of::<Position>();
    assert_eq!(START, Position::START);
    assert_eq!(CONST_START, Position::START);
    assert_eq!(CHESS960.occupied().count_ones(), 2);
}
