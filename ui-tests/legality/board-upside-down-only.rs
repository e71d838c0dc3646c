use fen::{fen, Position};

const POSITION: Position = fen!("4K2R/8/8/8/8/8/8/4k3 w K - 0 1");

fn main() {
    let _ = POSITION;
}
