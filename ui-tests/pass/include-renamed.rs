// The facade under another name and the name `fen` taken by another crate, as in
// renamed.rs: epd!, include_fen! and include_epd! must name the facade through `$crate`.
//
// trybuild builds this file in target/tests/trybuild/fen, which is the manifest directory the
// include macros read relative to: the paths climb back to the repository.
extern crate core as fen;
extern crate fen as chess_fen;

use chess_fen::{epd, include_epd, include_fen, Position, StaticEpd};

static POSITIONS: &[Position] = include_fen!("../../../../tests/data/positions.fen");
static SUITE: &[StaticEpd] = include_epd!("../../../../tests/data/suite.epd");
const RECORD: StaticEpd = epd!("4k3/8/8/8/8/8/8/4K3 w - - id \"kings\";");
const CHESS960: &[Position] =
    chess_fen::include_fen!(chess960, "../../../../tests/data/chess960.fen");

fn main() {
    let _ = fen::mem::size_of::<Position>();
    assert_eq!(POSITIONS.len(), 40);
    assert_eq!(SUITE[0].operation("bm").unwrap().operands(), ["Bb5"]);
    assert_eq!(RECORD.operations()[0].operands(), ["kings"]);
    assert_eq!(CHESS960.len(), 2);
}
