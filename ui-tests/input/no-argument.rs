use fen::{fen, Position};

const POSITION: Position = fen!();

fn main() {
    let _ = POSITION;
}
