use fen::{fen, Position};

const POSITION: Position = fen!("rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e5 0 3");

fn main() {
    let _ = POSITION;
}
