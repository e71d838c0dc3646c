use fen::{fen, Position};

const IN_CONST: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
static IN_STATIC: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
static TABLE: [Position; 3] = [
    fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    fen!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
    fen!("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
];
const REPEATED: [Position; 4] = [fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1"); 4];

const fn fullmoves_of_start() -> u32 {
    fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").fullmoves()
}
const FULLMOVES: u32 = fullmoves_of_start();

fn main() {
    let in_let = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(IN_CONST, Position::START);
    assert_eq!(IN_STATIC, Position::START);
    assert_eq!(in_let, Position::START);
    assert_eq!(TABLE[0], Position::START);
    assert_eq!(TABLE[2].fullmoves(), 2);
    assert!(REPEATED.iter().all(|pos| pos.occupied().count_ones() == 2));
    assert_eq!(FULLMOVES, 1);
    let positions = vec![fen!("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), in_let];
    assert_eq!(positions.len(), 2);
}
