use fen::{fen, Position};

const POSITION: Position = fen!("4k3/8/8/8/8/8/8/R3K1R1 w G - 0 1");

fn main() {
    let _ = POSITION;
}
