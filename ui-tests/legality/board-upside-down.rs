use fen::{fen, Position};

const POSITION: Position = fen!("RNBQKBNR/PPPPPPPP/8/8/4p3/8/pppp1ppp/rnbqkbnr b KQkq e3 0 1");

fn main() {
    let _ = POSITION;
}
