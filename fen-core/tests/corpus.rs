//! The shared corpus: every line parses, passes the legality checks and writes back byte for byte.

use fen_core::Position;

const POSITIONS: &str = include_str!("../../corpus/positions.fen");
const PERFT: &str = include_str!("../../corpus/perft.tsv");

#[test]
fn positions_parse_and_round_trip() {
    let mut count = 0;
    for (number, line) in POSITIONS.lines().enumerate() {
        let pos = Position::from_fen(line)
            .unwrap_or_else(|err| panic!("line {}: {line}: {err}", number + 1));
        assert_eq!(pos.to_fen().as_str(), line, "line {}", number + 1);
        assert_eq!(Position::from_fen_syntax_only(line), Ok(pos));
        count += 1;
    }
    assert_eq!(count, 20_000);
}

#[test]
fn perft_positions_parse() {
    let mut count = 0;
    for line in PERFT.lines() {
        let fen = line.split('\t').next().unwrap();
        let pos = Position::from_fen(fen).unwrap_or_else(|err| panic!("{fen}: {err}"));
        assert_eq!(pos.to_fen().as_str(), fen);
        count += 1;
    }
    assert!(count >= 24, "{count}");
}
