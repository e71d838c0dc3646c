use fen::{fen, Position};

const POSITION: Position = fen!(chess960, "4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1");

fn main() {
    let _ = POSITION;
}
