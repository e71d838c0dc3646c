use fen::{fen, Position};

const POSITION: Position = fen!(chess960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KHkq - 0 1");

fn main() {
    let _ = POSITION;
}
