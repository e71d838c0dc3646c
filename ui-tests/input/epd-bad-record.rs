use fen::{epd, StaticEpd};

const RECORD: StaticEpd = epd!(r#"4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id "unterminated;"#);

fn main() {
    let _ = RECORD;
}
