use fen::{fen, Position};

const POSITION: Position = fen!("4k3/8/8/8/8/8/8/4K1K1 w - - 0 1");

fn main() {
    let _ = POSITION;
}
