use fen::{include_epd, StaticEpd};

static SUITE: &[StaticEpd] = include_epd!();

fn main() {
    let _ = SUITE;
}
