use fen::{fen, Color, Position, Square};

// EPD style: no move counters, read as halfmove clock 0 and fullmove number 1.
const FOUR: Position = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6");
const SIX: Position = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 1");

fn main() {
    assert_eq!(FOUR, SIX);
    assert_eq!(FOUR.turn(), Color::White);
    assert_eq!(FOUR.ep_square(), Some(Square::C6));
    assert_eq!((FOUR.halfmoves(), FOUR.fullmoves()), (0, 1));
    assert_eq!(fen!("4k3/8/8/8/8/8/8/4K3 b - -"), Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap());
}
