//! The `serde` feature: a position is its FEN string.
#![cfg(feature = "serde")]

use fen_core::Position;

#[test]
fn position_round_trips_through_json_as_its_fen() {
    let pos = Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
        .unwrap();
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(
        json,
        "\"rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\""
    );
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
}

#[test]
fn deserializing_checks_legality_and_says_why() {
    let err = serde_json::from_str::<Position>("\"8/8/8/8/8/8/8/8 w - - 0 1\"").unwrap_err();
    assert_eq!(
        err.to_string(),
        "white has no king; black has no king at line 1 column 27"
    );
    let err = serde_json::from_str::<Position>("42").unwrap_err();
    assert!(
        err.to_string().contains("a FEN string of a legal position"),
        "{err}"
    );
}
