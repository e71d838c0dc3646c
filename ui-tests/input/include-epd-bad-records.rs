// trybuild builds this file in target/tests/trybuild/fen, which is the manifest directory
// include_epd! reads relative to: the path climbs back to the repository.
use fen::{include_epd, StaticEpd};

static SUITE: &[StaticEpd] = include_epd!("../../../../ui-tests/input/data/bad-records.epd");

fn main() {
    let _ = SUITE;
}
