use fen::{fen, Position};

const POSITION: Position = fen!(chess960, "4k3/8/8/8/8/8/8/R3K2R w E - 0 1");

fn main() {
    let _ = POSITION;
}
