use fen::{fen, Position};

const POSITION: Position = fen!("r3k3/8/8/8/8/8/8/R2K4 w Qq - 0 1");

fn main() {
    let _ = POSITION;
}
