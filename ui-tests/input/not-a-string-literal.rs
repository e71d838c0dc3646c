use fen::{fen, Position};

const POSITION: Position = fen!(rnbqkbnr);

fn main() {
    let _ = POSITION;
}
