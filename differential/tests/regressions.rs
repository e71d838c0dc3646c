//! Regression tests for what the differential test and the fuzzers found.
//!
//! Each test pins a bug that the differential test or a fuzzer found in fen-core, and that is
//! fixed.

// `FenError` is large by design (a fixed-capacity list of problems, no allocation).
#![allow(clippy::result_large_err)]

use fen_core::{Board, CastlingRights, Color, Epd, ErrorKind, FenOptions, Field, Position, Square};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, PositionErrorKinds};

/// shakmaty's error kinds for `fen` in standard mode (empty when it accepts).
fn shakmaty_kinds(fen: &str) -> PositionErrorKinds {
    match Fen::from_ascii(fen.as_bytes())
        .expect("valid syntax")
        .into_position::<Chess>(CastlingMode::Standard)
    {
        Ok(_) => PositionErrorKinds::empty(),
        Err(err) => err.kinds(),
    }
}

/// Asserts that fen-core reports an impossible check on `king` by exactly `checkers`, in both
/// castling modes.
fn assert_impossible_check(fen: &str, king: Square, checkers: &[Square]) {
    let expected: u64 = checkers.iter().map(|sq| sq.bit()).sum();
    for options in [FenOptions::new(), FenOptions::new().chess960()] {
        let err = Position::from_fen_with(fen, options)
            .expect_err("fen-core should reject this impossible check");
        let found = err.problems().iter().any(|problem| {
            matches!(*problem.kind(),
                ErrorKind::ImpossibleCheck { king: k, checkers: c, .. } if k == king && c == expected)
        });
        assert!(found, "{fen}: {err}");
    }
}

// --- Found by the differential test (rule 6, impossible checks; fixed in f2404fa) ---------

/// Black king e8 is checked by the pawn on d7 and the knight on f6. A pawn or knight never
/// gives a discovered check, so one move can make at most one stepper a checker; shakmaty
/// reports IMPOSSIBLE_CHECK ("multiple steppers cannot be checkers"). fen-core's rule 6 used
/// to look only for two checkers of the *same* kind.
#[test]
fn pawn_and_knight_cannot_both_check() {
    const FEN: &str = "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1";
    assert_eq!(shakmaty_kinds(FEN), PositionErrorKinds::IMPOSSIBLE_CHECK);
    assert_impossible_check(FEN, Square::E8, &[Square::D7, Square::F6]);
    // From the corpus, with one white pawn moved (c3-c4 and f3-f4 style mutations).
    const FROM_CORPUS: &str = "1n6/5r2/rp3n1b/p4pk1/2P2P1p/3p3N/2R3BP/1K4B1 b - - 5 46";
    assert_eq!(
        shakmaty_kinds(FROM_CORPUS),
        PositionErrorKinds::IMPOSSIBLE_CHECK
    );
    assert_impossible_check(FROM_CORPUS, Square::G5, &[Square::F4, Square::H3]);
}

/// White king e4 is checked by the pawn on f5 and the bishop on c2, on one diagonal through
/// the king. The pawn cannot have uncovered a check along the line it checks on, and the
/// bishop cannot have uncovered a pawn's check; shakmaty reports IMPOSSIBLE_CHECK for any two
/// checkers aligned with the king. fen-core's rule 6 used to reject only aligned *sliders*.
#[test]
fn pawn_and_slider_on_one_line_cannot_both_check() {
    const FEN: &str = "8/8/8/5p2/4K3/8/2b5/k7 w - - 0 1";
    assert_eq!(shakmaty_kinds(FEN), PositionErrorKinds::IMPOSSIBLE_CHECK);
    assert_impossible_check(FEN, Square::E4, &[Square::F5, Square::C2]);
    // From the corpus (mutated): pawn c5 and queen g1 on the c5-g1 diagonal through d4.
    const FROM_CORPUS: &str = "b6k/4P3/8/p1p2p1P/P1PK2p1/2BP4/8/2b1R1q1 w - - 0 58";
    assert_eq!(
        shakmaty_kinds(FROM_CORPUS),
        PositionErrorKinds::IMPOSSIBLE_CHECK
    );
    assert_impossible_check(FROM_CORPUS, Square::D4, &[Square::C5, Square::G1]);
}

/// The en passant square d6 says black just played d7-d5, uncovering the bishop e8's check
/// on b5 (through d7). Take the push back and the rook h5 checks b5 along the fifth rank: white
/// would have been in check with black to move, so the position cannot arise. shakmaty
/// checks this (the king must be out of check with the pawn back on d7); fen-core's rule 6
/// used to check only that each checker's line passes through d7.
#[test]
fn check_must_not_exist_before_the_double_push() {
    const FEN: &str = "4b2k/8/8/1K1p3r/8/8/8/8 w - d6 0 1";
    assert_eq!(shakmaty_kinds(FEN), PositionErrorKinds::IMPOSSIBLE_CHECK);
    // fen-core names the check that existed before the push, as its own kind.
    for options in [FenOptions::new(), FenOptions::new().chess960()] {
        let err = Position::from_fen_with(FEN, options).unwrap_err();
        assert_eq!(
            *err.kind(),
            ErrorKind::CheckBeforeDoublePush {
                king: Square::B5,
                checkers: Square::H5.bit(),
                en_passant: Square::D6,
            },
            "{err}"
        );
    }
}

/// The same shapes that are possible stay accepted (guards against over-fixing).
#[test]
fn possible_double_checks_stay_accepted() {
    for fen in [
        // Pawn and rook, not on one line: exd7+ uncovered the rook e1.
        "4k3/3P4/8/8/8/8/8/3KR3 b - - 0 1",
        // Knight and rook: the knight left the e-file with check.
        "4k3/8/3N4/8/8/8/8/3KR3 b - - 0 1",
        // The double push itself gives check, with an en passant square.
        "8/8/8/4k3/3P4/8/8/4K3 b - d3 0 1",
    ] {
        assert!(
            Position::from_fen(fen).is_ok(),
            "{fen}: {:?}",
            Position::from_fen(fen)
        );
        assert_eq!(shakmaty_kinds(fen), PositionErrorKinds::empty(), "{fen}");
    }
}

// --- Found by the fuzzers ------------------------------------------------------------------

/// Found by the `parts` fuzz target: `Position::from_parts` kept a fullmove number of 0,
/// `validate` accepted the position, and `to_fen` wrote `0`, which the parser reads as 1; so
/// the position did not survive a write and a read. (The parser's reading of 0 as 1 is
/// policy and agrees with shakmaty.) Fixed in 4699976: `from_parts` stores 0 as 1.
#[test]
fn from_parts_with_fullmove_zero_round_trips() {
    let pos = Position::from_parts(
        Board::START,
        Color::White,
        CastlingRights::ALL_STANDARD,
        None,
        0,
        0,
    );
    assert_eq!(pos.validate(fen_core::CastlingMode::Standard), Ok(()));
    let fen = pos.to_fen();
    assert_eq!(
        Position::from_fen(fen.as_str()),
        Ok(pos),
        "{}",
        fen.as_str()
    );
}

/// The minimised fuzz input, for the record: a legal position with fullmove number 0.
#[test]
fn fullmove_zero_reads_as_one() {
    let pos = Position::from_fen("1b6/8/1k4r1/8/3R2B1/8/6K1/R1R2RRR b - - 0 0").unwrap();
    assert_eq!(pos.fullmoves(), 1);
    assert_eq!(
        pos.to_fen().as_str(),
        "1b6/8/1k4r1/8/3R2B1/8/6K1/R1R2RRR b - - 0 1"
    );
}

/// Found by the `epd` fuzz target: a `"` inside an unquoted operand. The parser reads
/// `c0 a" ";";` as one operation `c0` with the token `a"` and the string `";"`, and accepted it;
/// `Epd::operations()` took the `"` of `a"` as the start of a string, so it found the `;`
/// elsewhere and yielded `c0` with operands `a"`, `""`, then a second operation with the opcode
/// `"`. Fixed in 8d81e2d: the parser rejects the stray quote. (Making `operations()` split the
/// text the way the parser does would pass this test too.)
#[test]
fn quote_inside_an_unquoted_operand() {
    const EPD: &str = r#"4k3/8/8/8/8/8/8/4K3 w - - c0 a" ";";"#;
    match Epd::from_epd(EPD) {
        Err(err) => assert_eq!(err.field(), Field::Operations, "{err}"),
        Ok(epd) => {
            let operations: Vec<(&str, Vec<&str>)> = epd
                .operations()
                .map(|operation| {
                    let operands = operation.operands().map(|operand| operand.as_raw_str());
                    (operation.opcode(), operands.collect())
                })
                .collect();
            assert_eq!(operations, [("c0", vec![r#"a""#, ";"])]);
        }
    }
}
