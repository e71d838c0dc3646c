use fen::{fen, Position};

const POSITION: Position = fen!(chess960);

fn main() {
    let _ = POSITION;
}
