use fen::{fen_const, Position};

// Without the `chess960` option, Shredder-FEN file letters are not standard castling rights.
const POSITION: Position = fen_const!("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");

fn main() {
    let _ = POSITION;
}
