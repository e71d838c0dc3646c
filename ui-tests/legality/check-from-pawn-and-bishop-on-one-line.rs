use fen::{fen, Position};

const POSITION: Position = fen!("8/8/8/5p2/4K3/8/2b5/k7 w - - 0 1");

fn main() {
    let _ = POSITION;
}
