use fen::{fen, Position};

const POSITION: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");

fn main() {
    let _ = POSITION;
}
