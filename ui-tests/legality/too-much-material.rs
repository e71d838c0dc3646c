use fen::{fen, Position};

const POSITION: Position = fen!("k7/8/8/8/8/8/PPPPPPP1/QQQQQQQK w - - 0 1");

fn main() {
    let _ = POSITION;
}
