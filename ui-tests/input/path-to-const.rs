use fen::{fen, Position};

mod fens {
    pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

const POSITION: Position = fen!(self::fens::START,);

fn main() {
    let _ = POSITION;
}
