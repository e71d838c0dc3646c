use fen::{fen, Position};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const POSITION: Position = fen!(START);

fn main() {
    let _ = POSITION;
}
