use fen::{fen, Position};

const POSITION: Position = fen!("P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1");

fn main() {
    let _ = POSITION;
}
