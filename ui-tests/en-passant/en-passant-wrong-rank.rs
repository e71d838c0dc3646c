use fen::{fen, Position};

const POSITION: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1");

fn main() {
    let _ = POSITION;
}
