use fen::{fen, Position};

// Deliberately illegal test positions: no kings, a pawn on rank 8.
const EMPTY: Position = fen!(syntax_only, "8/8/8/8/8/8/8/8 w - - 0 1");
const PAWN_ON_8: Position = fen!(syntax_only, "P3k3/8/8/8/8/8/8/4K3 w - - 0 1");
// Both options, in either order, and a trailing comma.
const BOTH: Position = fen!(chess960, syntax_only, "8/8/8/8/8/8/8/8 w HAha - 0 1");
const BOTH_SWAPPED: Position = fen!(syntax_only, chess960, "8/8/8/8/8/8/8/8 w HAha - 0 1",);

fn main() {
    assert_eq!(EMPTY.occupied(), 0);
    assert_eq!(Position::from_fen_syntax_only("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"), Ok(PAWN_ON_8));
    assert_eq!(BOTH, BOTH_SWAPPED);
    assert_eq!(BOTH.castling().len(), 4);
    assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
}
