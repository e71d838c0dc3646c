use fen::{fen, fen_const, Position};

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const FROM_CONST: Position = fen_const!(START_FEN);
const FROM_CONCAT: Position = fen_const!(concat!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", " w KQkq - 0 1"));
const CHESS960: Position = fen_const!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
const NO_KINGS: Position = fen_const!(syntax_only, "8/8/8/8/8/8/8/8 w - - 0 1");
const BOTH: Position = fen_const!(syntax_only, chess960, "8/8/8/8/8/8/8/8 w HAha - 0 1",);

fn main() {
    assert_eq!(FROM_CONST, Position::START);
    assert_eq!(FROM_CONCAT, Position::START);
    assert_eq!(CHESS960, fen!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"));
    assert_eq!(NO_KINGS.occupied(), 0);
    assert_eq!(BOTH, fen!(chess960, syntax_only, "8/8/8/8/8/8/8/8 w HAha - 0 1"));
    let in_let = fen_const!("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(in_let.occupied().count_ones(), 2);
}
