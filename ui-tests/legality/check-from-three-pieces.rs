use fen::{fen, Position};

const POSITION: Position = fen!("4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1");

fn main() {
    let _ = POSITION;
}
