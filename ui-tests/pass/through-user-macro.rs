use fen::{fen, Position};

// A literal passed on through another macro's `$fen:literal` or `$fen:expr` arrives wrapped in
// an invisible group; fen! sees through it.
macro_rules! position_literal {
    ($fen:literal) => {
        fen!($fen)
    };
}
macro_rules! position_expr {
    ($fen:expr) => {
        fen!(syntax_only, $fen)
    };
}

const START: Position = position_literal!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const EMPTY: Position = position_expr!("8/8/8/8/8/8/8/8 w - - 0 1");

fn main() {
    assert_eq!(START, Position::START);
    assert_eq!(EMPTY.occupied(), 0);
}
