use fen::{fen, Position};

const POSITION: Position = fen!("4K3/8/8/8/8/8/8/4k2r w K - 0 1");

fn main() {
    let _ = POSITION;
}
