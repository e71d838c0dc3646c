use fen::{fen, Position};

const POSITION: Position = fen!("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1");

fn main() {
    let _ = POSITION;
}
