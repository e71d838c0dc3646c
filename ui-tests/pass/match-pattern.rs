use fen::{fen, Position};

const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const AFTER_E4: Position = fen!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

fn name(position: Position) -> &'static str {
    match position {
        START => "start",
        AFTER_E4 => "king's pawn",
        _ => "other",
    }
}

fn main() {
    assert_eq!(name(Position::START), "start");
    assert_eq!(
        name(Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap()),
        "king's pawn"
    );
    assert_eq!(name(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap()), "other");
}
