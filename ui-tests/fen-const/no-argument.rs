use fen::{fen_const, Position};

const POSITION: Position = fen_const!();

fn main() {
    let _ = POSITION;
}
