use fen::{fen, CastlingSide, Color, File, Position, Square};

// Shredder-FEN: castling rights as rook files.
const SHREDDER: Position = fen!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
// X-FEN: `K`/`Q` for the outermost rook, a file letter for an inner one.
const X_FEN: Position = fen!(chess960, "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11");
// The standard start is a Chess960 position too.
const START: Position = fen!(chess960, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

fn main() {
    assert!(SHREDDER.castling().has(Color::White, File::H));
    assert!(SHREDDER.castling().has(Color::White, File::F));
    assert!(SHREDDER.castling().has(Color::Black, File::H));
    assert!(SHREDDER.castling().has(Color::Black, File::F));
    assert_eq!(SHREDDER.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::H1));
    assert_eq!(SHREDDER.castling_rook(Color::White, CastlingSide::QueenSide), Some(Square::F1));
    assert_eq!(
        Position::from_fen_chess960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        Ok(SHREDDER)
    );

    assert!(X_FEN.castling().has(Color::White, File::G));
    assert_eq!(X_FEN.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::G1));
    assert_eq!(X_FEN.to_string(), "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11");

    assert_eq!(START, Position::START);
}
