use fen::{fen_const, Position};

const POSITION: Position = fen_const!(unchecked, "8/8/8/8/8/8/8/8 w - - 0 1");

fn main() {
    let _ = POSITION;
}
