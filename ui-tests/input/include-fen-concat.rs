use fen::{include_fen, Position};

static POSITIONS: &[Position] = include_fen!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/positions.fen"
));

fn main() {
    let _ = POSITIONS;
}
