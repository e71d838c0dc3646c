use fen::{fen, Position};

const POSITION: Position = fen!("4k2R/8/8/8/8/8/8/4K3 w - - 0 1");

fn main() {
    let _ = POSITION;
}
