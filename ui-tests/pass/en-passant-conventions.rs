use fen::{fen, EnPassantOutput, Position, Square};

// After 1. e4 the square behind the pawn is written by some programs after every double push
// (the FEN standard), by others only when a capture is possible (no black pawn can take
// here). Both are accepted, and the square is kept as given.
const ALWAYS: Position = fen!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
const ONLY_WHEN_CAPTURABLE: Position = fen!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

// A capture is possible: d5 takes e6 en passant.
const CAPTURABLE: Position = fen!("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");

fn main() {
    assert_eq!(ALWAYS.ep_square(), Some(Square::E3));
    assert_eq!(ONLY_WHEN_CAPTURABLE.ep_square(), None);
    assert_ne!(ALWAYS, ONLY_WHEN_CAPTURABLE);
    assert_eq!(
        ALWAYS.to_fen_with(EnPassantOutput::Legal).as_str(),
        ONLY_WHEN_CAPTURABLE.to_fen().as_str()
    );
    assert_eq!(CAPTURABLE.ep_square(), Some(Square::F6));
    assert_eq!(
        CAPTURABLE.to_fen_with(EnPassantOutput::Legal).as_str(),
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
}
