use fen::{epd, StaticEpd};

const RECORD: StaticEpd = epd!("4k3/8/8/8/8/8/8/4K3 w - - id \"kings\";", chess960);

fn main() {
    let _ = RECORD;
}
