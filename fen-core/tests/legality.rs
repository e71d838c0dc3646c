//! Legality rules (issue 3): one test per rule, exact messages and spans.

// `FenError` is large by design (inline problems, no allocation).
#![allow(clippy::result_large_err)]

use fen_core::{
    CastlingIssue, CheckIssue, Color, ErrorKind, FenError, File, Hint, Position, Rank, Role, Square,
};

type Parse = fn(&str) -> Result<Position, FenError>;

fn standard(fen: &str) -> Result<Position, FenError> {
    Position::from_fen(fen)
}

fn chess960(fen: &str) -> Result<Position, FenError> {
    Position::from_fen_chess960(fen)
}

#[track_caller]
fn valid(parse: Parse, fen: &str) {
    if let Err(err) = parse(fen) {
        panic!("{fen}: {err}");
    }
}

/// Asserts every problem: the text under its span and its message with the hint.
#[track_caller]
fn invalid(parse: Parse, fen: &str, expected: &[(&str, &str)]) {
    let err = parse(fen).expect_err(fen);
    let found: Vec<(&str, String)> = err
        .problems()
        .iter()
        .map(|problem| (&fen[problem.span()], problem.to_string()))
        .collect();
    let expected: Vec<(&str, String)> = expected
        .iter()
        .map(|(span, msg)| (*span, msg.to_string()))
        .collect();
    assert_eq!(found, expected, "{fen}");
    // The syntax-only entry point skips every legality rule (an en passant square off ranks 3
    // and 6 is a syntax error already).
    let syntax_error = matches!(
        err.kind(),
        ErrorKind::EnPassantRank { square, .. } if !matches!(square.rank(), Rank::Third | Rank::Sixth)
    );
    assert_eq!(
        Position::from_fen_syntax_only(fen).is_ok(),
        !syntax_error,
        "{fen}"
    );
}

#[test]
fn rule1_kings() {
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        &[("4k3/8/8/8/8/8/8/8", "white has no king")],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/4K1K1 w - - 0 1",
        &[("K1K", "white has 2 kings (e1, g1), expected 1")],
    );
}

#[test]
fn rule2_pawns_on_back_rank() {
    invalid(
        standard,
        "P3k3/8/8/8/8/8/8/4K2p w - - 0 1",
        &[
            ("P", "pawn on a8, pawns cannot stand on rank 8"),
            ("p", "pawn on h1, pawns cannot stand on rank 1"),
        ],
    );
    invalid(
        standard,
        "PP2k3/8/8/8/8/8/8/4K3 w - - 0 1",
        &[("PP", "pawns on a8, b8, pawns cannot stand on rank 8")],
    );
}

#[test]
fn rule3_castling_standard() {
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        &[(
            "K",
            "castling right 'K' needs a white rook on h1 (white has no rook on rank 1)",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1",
        &[(
            "K",
            "castling right 'K' needs a white rook on h1 (the white rook on rank 1 is on a1)",
        )],
    );
    invalid(
        standard,
        "r3k3/8/8/8/8/8/8/R2K4 w Qq - 0 1",
        &[
            ("Q", "castling right 'Q' needs the white king on e1, found the king on d1 (the right is valid in Chess960; parse in Chess960 mode)"),
        ],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/R3K1R1 w G - 0 1",
        &[
            ("G", "castling right 'G' names the rook on g1, expected a1 or h1 for white and a8 or h8 for black in standard chess (the right is valid in Chess960; parse in Chess960 mode)"),
        ],
    );
}

#[test]
fn rule3_castling_chess960() {
    invalid(
        chess960,
        "4k3/8/8/8/8/8/4K3/R6R w K - 0 1",
        &[(
            "K",
            "castling right 'K' needs the white king on rank 1, found the king on e2",
        )],
    );
    invalid(
        chess960,
        "4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1",
        &[(
            "B",
            "castling right 'B' is a second white right on the same side of the king as 'Q', expected at most one per side",
        ) ],
    );
    invalid(
        chess960,
        "4k3/8/8/8/8/8/8/R3K2R w E - 0 1",
        &[
            ("E", "castling right 'E' names e1, the white king's square, expected a rook on either side of it"),
        ],
    );
    invalid(
        chess960,
        "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
        &[(
            "K",
            "castling right 'K' needs a white rook on h1 (the white rook on rank 1 is on a1)",
        )],
    );
}

#[test]
fn rule4_en_passant() {
    invalid(
        standard,
        "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1",
        &[(
            "e3",
            "en passant square e3 is on rank 3; with white to move it must be on rank 6",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/4K3 b - e3 0 1",
        &[(
            "e3",
            "en passant square e3 needs a white pawn on e4, the pawn that just moved two squares",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1",
        &[(
            "e3",
            "en passant square e3 must be empty, found a white knight",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1",
        &[(
            "e3",
            "en passant square e3 needs e2, where the pawn came from, empty, found a white knight",
        )],
    );
}

#[test]
fn rule5_side_not_to_move_in_check() {
    valid(standard, "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    valid(standard, "4k3/8/8/8/8/8/8/R3K2R b - - 0 1");
    valid(standard, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    valid(standard, "4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    invalid(
        standard,
        "4k2R/8/8/8/8/8/8/4K3 w - - 0 1",
        &[
            ("k", "black is in check but white is to move: the king on e8 is attacked from h8 (the position is valid with black to move ('b'))"),
        ],
    );
    valid(standard, "3k4/8/8/8/8/8/8/3K4 w - - 0 1");
    invalid(
        standard,
        "4k3/4K3/8/8/8/8/8/8 w - - 0 1",
        &[(
            "k",
            "black is in check but white is to move: the king on e8 is attacked from e7",
        )],
    );
}

#[test]
fn rule6_impossible_checks() {
    valid(standard, "r3k3/8/8/8/8/5n2/8/R3K2R w - - 0 1");
    invalid(
        standard,
        "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
        &[(
            "K",
            "the king on e1 is in check from d3, f3, two knights, which no move can give",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1",
        &[(
            "K",
            "the king on e1 is in check from d2, f2, two pawns, which no move can give",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/r3K2r w - - 0 1",
        &[
            ("K", "the king on e1 is in check from a1, h1, two pieces on one line through the king, which no move can give"),
        ],
    );
    valid(standard, "4k3/8/8/b7/8/8/8/4K2r w - - 0 1");
    valid(standard, "4k3/8/8/b7/8/2n5/8/4K2r w - - 0 1");
    invalid(
        standard,
        "4k3/8/8/8/3Pp3/8/8/r3K3 b - d3 0 1",
        &[(
            "K",
            "white is in check but black is to move: the king on e1 is attacked from a1",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/1b1P4/8/8/4K3 b - d3 0 1",
        &[(
            "K",
            "white is in check but black is to move: the king on e1 is attacked from b4",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/2k5/3P4/8/8/4K3 b - d3 0 1",
        &[("k3/8/8/2k", "black has 2 kings (c5, e8), expected 1")],
    );
}

#[test]
fn rule4_en_passant_rank_and_hints() {
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/4K3 b - d3 0 1",
        &[(
            "d3",
            "en passant square d3 needs a white pawn on d4, the pawn that just moved two squares",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/8/8/4K3 b - d6 0 1",
        &[(
            "d6",
            "en passant square d6 is on rank 6; with black to move it must be on rank 3",
        )],
    );
    invalid(
        standard,
        "4k3/8/8/8/3P4/8/8/4K3 w - d3 0 1",
        &[(
            "d3",
            "en passant square d3 is on rank 3; with white to move it must be on rank 6",
        )],
    );
    valid(standard, "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1");
    valid(standard, "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
    invalid(
        standard,
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e5 0 1",
        &[
            ("e5", "en passant square e5 is on rank 5; with white to move it must be on rank 6 (did you mean e6?)"),
        ],
    );
    invalid(
        standard,
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d4 0 1",
        &[
            ("d4", "en passant square d4 is on rank 4; with black to move it must be on rank 3 (did you mean d3?)"),
        ],
    );
}

#[test]
fn rule7_material() {
    valid(
        standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    invalid(
        standard,
        "PPPPPPPP/PPPPPPPP/8/8/8/8/8/4K2k w - - 0 1",
        &[
            (
                "PPPPPPPP",
                "pawns on a8, b8, c8, d8, e8, f8, g8, h8, pawns cannot stand on rank 8",
            ),
            (
                "PPPPPPPP/PPPPPPPP/8/8/8/8/8/4K2k",
                "white has 16 pawns, expected at most 8",
            ),
            (
                "PPPPPPPP/PPPPPPPP/8/8/8/8/8/4K2k",
                "white has 17 pieces, expected at most 16",
            ),
        ],
    );
    invalid(
        standard,
        "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1",
        &[
            (
                "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3",
                "white has 16 pawns, expected at most 8",
            ),
            (
                "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3",
                "white has 17 pieces, expected at most 16",
            ),
        ],
    );
    invalid(
        standard,
        "k7/8/8/8/8/8/PPPPPPP1/QQQQQQQK w - - 0 1",
        &[
            ("k7/8/8/8/8/8/PPPPPPP1/QQQQQQQK", "white has 6 promoted pieces beyond the starting set, but with 7 pawns left at most 1 can have promoted"),
        ],
    );
    invalid(
        standard,
        "kn6/8/8/8/8/8/PPPPPP2/NNNNN1K1 w - - 0 1",
        &[
            ("kn6/8/8/8/8/8/PPPPPP2/NNNNN1K1", "white has 3 promoted pieces beyond the starting set, but with 6 pawns left at most 2 can have promoted"),
        ],
    );
    invalid(
        standard,
        "k7/8/8/8/8/8/PPPPPP2/RRRRR1K1 w - - 0 1",
        &[
            ("k7/8/8/8/8/8/PPPPPP2/RRRRR1K1", "white has 3 promoted pieces beyond the starting set, but with 6 pawns left at most 2 can have promoted"),
        ],
    );
    valid(standard, "k7/8/8/8/8/8/PPPPPPP1/1B1B2K1 w - - 0 1");
    valid(standard, "k7/8/8/8/8/8/PPPPPPP1/BB4K1 w - - 0 1");
}

#[test]
fn board_hints() {
    valid(
        standard,
        "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w - - 0 1",
    );
    valid(
        standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    invalid(
        standard,
        "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr w KQkq - 0 1",
        &[
            ("K", "castling right 'K' needs the white king on e1 and a white rook on h1, found the king on d8 (white has no rook on rank 1)"),
            ("Q", "castling right 'Q' needs the white king on e1 and a white rook on a1, found the king on d8 (white has no rook on rank 1)"),
            ("k", "castling right 'k' needs the black king on e8 and a black rook on h8, found the king on d1 (black has no rook on rank 8)"),
            ("q", "castling right 'q' needs the black king on e8 and a black rook on a8, found the king on d1 (black has no rook on rank 8)"),
        ],
    );
    valid(
        standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    invalid(
        standard,
        "RNBQKBNR/PPPPPPPP/8/8/4p3/8/pppp1ppp/rnbqkbnr b KQkq e3 0 1",
        &[
            ("K", "castling right 'K' needs the white king on e1 and a white rook on h1, found the king on e8 (the board looks upside down or its colours swapped: ranks are listed from 8 down to 1, and upper case is white)"),
            ("Q", "castling right 'Q' needs the white king on e1 and a white rook on a1, found the king on e8 (white has no rook on rank 1)"),
            ("k", "castling right 'k' needs the black king on e8 and a black rook on h8, found the king on e1 (black has no rook on rank 8)"),
            ("q", "castling right 'q' needs the black king on e8 and a black rook on a8, found the king on e1 (black has no rook on rank 8)"),
            ("e3", "en passant square e3 needs a white pawn on e4, the pawn that just moved two squares"),
        ],
    );
    valid(standard, "4K3/8/8/8/8/8/8/4k3 w - - 0 1");
    valid(standard, "4K3/pppppppp/8/8/8/8/PPPPPPPP/4k3 w - - 0 1");
    valid(standard, "4K3/PPPPPPPP/8/8/8/8/pppppppp/4k3 w - - 0 1");
}

/// The verdicts the issue lists.
#[test]
fn issue_examples() {
    let kind = |fen: &str| *standard(fen).unwrap_err().kind();
    assert_eq!(
        kind("2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1"),
        ErrorKind::ImpossibleCheck {
            king: Square::C7,
            checkers: Square::B6.bit() | Square::D8.bit(),
            issue: CheckIssue::AlignedSliders,
        }
    );
    valid(
        standard,
        "8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3",
    );
    assert_eq!(
        kind("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"),
        ErrorKind::ImpossibleCheck {
            king: Square::B5,
            checkers: Square::F1.bit(),
            issue: CheckIssue::NotFromDoublePush {
                en_passant: Square::D3
            },
        }
    );
    // The en passant square is kept although the capture itself would be illegal.
    let pos = standard("4k3/8/8/8/3Pp3/8/8/3KR3 b - d3 0 1").unwrap();
    assert_eq!(pos.ep_square(), Some(Square::D3));
    assert_eq!(
        kind("1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1"),
        ErrorKind::ImpossibleCheck {
            king: Square::G8,
            checkers: Square::F7.bit() | Square::H7.bit(),
            issue: CheckIssue::SameKind { role: Role::Pawn },
        }
    );
    assert_eq!(
        kind("4k3/8/8/8/8/8/PPPPPPP1/B1B1B1K1 w - - 0 1"),
        ErrorKind::TooMuchMaterial {
            color: Color::White,
            pawns: 7,
            extra: 2
        }
    );
    assert_eq!(
        kind("k7/8/8/8/8/8/PPPPPPPP/QQQQQQQK w - - 0 1"),
        ErrorKind::TooMuchMaterial {
            color: Color::White,
            pawns: 8,
            extra: 6
        }
    );
    let err = standard("1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1").unwrap_err();
    let letters: Vec<u8> = err
        .problems()
        .iter()
        .map(|p| match p.kind() {
            ErrorKind::CastlingRight {
                letter,
                issue: CastlingIssue::MissingRook,
                ..
            } => *letter,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(letters, b"Kkq");
    let err =
        standard("rnbqkbnr/pppp2pp/5p2/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e5 0 1").unwrap_err();
    assert_eq!(
        *err.kind(),
        ErrorKind::EnPassantRank {
            square: Square::E5,
            turn: Color::White
        }
    );
    assert_eq!(
        err.hint(),
        Some(Hint::EnPassantSquare { square: Square::E6 })
    );
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    assert!(standard(fen).is_err());
    valid(chess960, fen);
    let fen = "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11";
    valid(chess960, fen);
    let pos = chess960(fen).unwrap();
    assert!(pos.castling().has(Color::White, File::G));
    assert_eq!(pos.to_fen().as_str(), fen);
}

/// Every problem of a position comes back together, in rule order, each with its own span.
#[test]
fn all_problems_reported_together() {
    let fen = "P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1";
    let err = standard(fen).unwrap_err();
    let kinds: Vec<&str> = err.problems().iter().map(|p| p.message()).collect();
    assert_eq!(
        kinds,
        [
            "pawn on rank 1 or 8",
            "pawn on rank 1 or 8",
            "invalid castling right",
            "en passant square without the pawn that moved",
        ]
    );
    assert_eq!(
        err.to_string(),
        "pawn on a8, pawns cannot stand on rank 8; pawn on h1, pawns cannot stand on rank 1; \
         castling right 'Q' needs a white rook on a1 (white has no rook on rank 1); \
         en passant square e6 needs a black pawn on e5, the pawn that just moved two squares"
    );
    // More problems than the error holds are counted: two missing kings, two back-rank pawns,
    // four castling rights and the en passant square make nine.
    let err = standard("P7/8/8/8/8/8/8/p7 w KQkq e6 0 1").unwrap_err();
    assert_eq!(err.problems().len(), fen_core::MAX_PROBLEMS);
    assert_eq!(err.omitted(), 1);
    assert!(err.to_string().ends_with("; and 1 more"), "{err}");
}

#[test]
fn position_validate_uses_the_written_fen() {
    use fen_core::{Board, CastlingMode, CastlingRights};
    let pos = Position::from_parts(
        Board::START,
        Color::Black,
        CastlingRights::ALL_STANDARD,
        None,
        0,
        1,
    );
    assert_eq!(pos.validate(CastlingMode::Standard), Ok(()));
    let mut board = Board::START;
    board.set_piece_at(Square::H1, None);
    let pos = Position::from_parts(
        board,
        Color::White,
        CastlingRights::ALL_STANDARD,
        None,
        0,
        1,
    );
    let err = pos.validate(CastlingMode::Standard).unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling right 'K' needs a white rook on h1 (the white rook on rank 1 is on a1)"
    );
    let fen = pos.to_fen();
    assert_eq!(&fen.as_str()[err.span()], "K");
}

/// The writer's `EnPassantOutput::Legal` writes the square only when the capture is legal.
#[test]
fn en_passant_output_legal_considers_pins_and_checks() {
    use fen_core::EnPassantOutput;
    let legal_ep = |fen: &str| {
        let pos = standard(fen).unwrap();
        assert_eq!(pos.to_fen_with(EnPassantOutput::AsStored).as_str(), fen);
        pos.to_fen_with(EnPassantOutput::Legal)
            .as_str()
            .split(' ')
            .nth(3)
            .unwrap()
            .to_owned()
    };
    // A capture is possible.
    assert_eq!(legal_ep("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1"), "d3");
    // No pawn beside the pushed one.
    assert_eq!(legal_ep("4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1"), "-");
    // Taking would open the rank to the rook: the pawns are pinned together.
    assert_eq!(legal_ep("8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1"), "-");
    // The issue's case: the capture would expose the king on the e-file.
    assert_eq!(legal_ep("4k3/8/8/8/3Pp3/8/8/3KR3 b - d3 0 1"), "-");
    // Taking the checking pawn en passant answers the check.
    assert_eq!(legal_ep("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"), "d3");
}

/// Rule 6 beyond the issue's list, found by the differential test against shakmaty.
#[test]
fn rule6_double_checks_and_double_pushes() {
    // A pawn and a knight: neither check can have been discovered.
    invalid(
        standard,
        "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1",
        &[(
            "k",
            "the king on e8 is in check from f6, d7, a pawn and a knight, which no move can give",
        )],
    );
    // A pawn and a bishop on one line through the king, one on each side.
    invalid(
        standard,
        "8/8/8/5p2/4K3/8/2b5/k7 w - - 0 1",
        &[(
            "K",
            "the king on e4 is in check from c2, f5, two pieces on one line through the king, \
             which no move can give",
        )],
    );
    // With the pawn back on d7 the rook on h5 checked the white king while black was to move.
    invalid(
        standard,
        "4b2k/8/8/1K1p3r/8/8/8/8 w - d6 0 1",
        &[(
            "d6",
            "en passant square d6 means a pawn just moved from d7 to d5, but before that the king \
             on b5 was already in check from h5",
        )],
    );
    // The same without a check now: the push blocked a check that should not have been there.
    invalid(
        standard,
        "8/8/8/1K1p3r/8/8/8/7k w - d6 0 1",
        &[(
            "d6",
            "en passant square d6 means a pawn just moved from d7 to d5, but before that the king \
             on b5 was already in check from h5",
        )],
    );
    // A discovered check through the pawn's origin, and a check by the pushed pawn, are fine.
    valid(standard, "4b2k/8/8/1K1p4/8/8/8/8 w - d6 0 1");
    valid(standard, "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    // A knight and a bishop (discovered) are a possible double check.
    valid(standard, "4k3/8/3N4/7B/8/8/8/4K3 b - - 0 1");
}
