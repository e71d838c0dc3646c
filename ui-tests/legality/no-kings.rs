use fen::{fen, Position};

const POSITION: Position = fen!("8/8/8/8/8/8/8/8 w - - 0 1");

fn main() {
    let _ = POSITION;
}
