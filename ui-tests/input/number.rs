use fen::{fen, Position};

const POSITION: Position = fen!(8);

fn main() {
    let _ = POSITION;
}
