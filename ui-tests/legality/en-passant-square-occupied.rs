use fen::{fen, Position};

const POSITION: Position = fen!("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1");

fn main() {
    let _ = POSITION;
}
