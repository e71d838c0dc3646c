use fen::{fen_const, Position};

const FEN: &str = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const POSITION: Position = fen_const!(FEN);

fn main() {
    let _ = POSITION;
}
