use fen::{fen, Color, Piece, Position, Role, Square};

const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const RUY_LOPEZ: Position = fen!("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
const ENDGAME: Position = fen!("8/8/4NNP1/5P2/7k/5K2/Q7/8 w - - 1 119");

fn main() {
    assert_eq!(START, Position::START);

    assert_eq!(RUY_LOPEZ.turn(), Color::Black);
    assert_eq!(RUY_LOPEZ.piece_at(Square::B5), Some(Piece::new(Color::White, Role::Bishop)));
    assert_eq!(RUY_LOPEZ.piece_at(Square::E1), Some(Piece::new(Color::White, Role::King)));
    assert_eq!((RUY_LOPEZ.halfmoves(), RUY_LOPEZ.fullmoves()), (3, 3));
    assert_eq!(
        RUY_LOPEZ.to_string(),
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );

    assert_eq!(ENDGAME.castling(), fen::CastlingRights::NONE);
    assert_eq!(ENDGAME.ep_square(), None);
    assert_eq!(ENDGAME.king(Color::Black), Some(Square::H4));
    assert_eq!(ENDGAME.to_string(), "8/8/4NNP1/5P2/7k/5K2/Q7/8 w - - 1 119");
}
