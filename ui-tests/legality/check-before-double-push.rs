use fen::{fen, Position};

const POSITION: Position = fen!("4b2k/8/8/1K1p3r/8/8/8/8 w - d6 0 1");

fn main() {
    let _ = POSITION;
}
