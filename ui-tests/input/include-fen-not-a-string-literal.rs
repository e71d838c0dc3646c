use fen::{include_fen, Position};

const PATH: &str = "tests/data/positions.fen";
static POSITIONS: &[Position] = include_fen!(PATH);

fn main() {
    let _ = POSITIONS;
}
