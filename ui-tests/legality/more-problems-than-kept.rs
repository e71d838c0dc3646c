use fen::{fen, Position};

const POSITION: Position = fen!("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1");

fn main() {
    let _ = POSITION;
}
