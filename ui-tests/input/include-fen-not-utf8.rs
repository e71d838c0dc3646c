// trybuild builds this file in target/tests/trybuild/fen, which is the manifest directory
// include_fen! reads relative to: the path climbs back to the repository.
use fen::{include_fen, Position};

static POSITIONS: &[Position] = include_fen!("../../../../ui-tests/input/data/not-utf8.fen");

fn main() {
    let _ = POSITIONS;
}
