use fen::{fen, Position};

const POSITION: Position = fen!("4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1");

fn main() {
    let _ = POSITION;
}
