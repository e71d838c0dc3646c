use fen::{fen, Position};

const POSITION: Position = fen!("4k3/4K3/8/8/8/8/8/8 w - - 0 1");

fn main() {
    let _ = POSITION;
}
