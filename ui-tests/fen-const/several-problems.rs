use fen::{fen_const, Position};

const POSITION: Position = fen_const!("P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1");

fn main() {
    let _ = POSITION;
}
