use fen::{fen, Position};

const POSITION: Position = fen!("8/8/8/8/8/8/8/8 w - - 0 1", syntax_only);

fn main() {
    let _ = POSITION;
}
