//! The FEN writer: canonical text, round trips, the `const` path and the fixed-size buffer.

use core::fmt::Write as _;

use fen_core::{
    Board, CastlingRights, Color, EnPassantOutput, File, Piece, Position, Role, Square, StrBuf,
    FEN_CAPACITY,
};

/// Canonical FENs of standard chess: written back byte for byte.
const STANDARD: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // The perft positions.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Each single right, and large counters.
    "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b Q - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w k - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b q - 99 4294967295",
    "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1",
];

/// Canonical Chess960 FENs: `K`/`Q` for the outermost rook, file letters (X-FEN) otherwise.
const CHESS960: &[&str] = &[
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
    "rk1r1r2/ppppppp1/8/8/8/8/PPPPPPP1/RK1R1R2 w Dd - 0 1",
    "rk1r1r2/ppppppp1/8/8/8/8/PPPPPPP1/RK1R1R2 w KQkq - 0 1",
    "rr2k3/pppppppp/8/8/8/8/PPPPPPP1/1R2K1RR w Gb - 0 1",
];

#[test]
fn standard_round_trips() {
    for &fen in STANDARD {
        let pos = Position::from_fen(fen).unwrap_or_else(|err| panic!("{fen}: {err}"));
        assert_eq!(pos.to_fen().as_str(), fen);
        assert_eq!(pos.to_fen_with(EnPassantOutput::AsStored).as_str(), fen);
        assert_eq!(pos.to_string(), fen);
        assert_eq!(Position::from_fen(&pos.to_string()), Ok(pos));
        assert_eq!(Position::from_fen_syntax_only(fen), Ok(pos));
        assert_eq!(Position::from_fen_chess960(fen), Ok(pos), "{fen}");
    }
}

#[test]
fn chess960_round_trips() {
    for &fen in CHESS960 {
        let pos = Position::from_fen_chess960(fen).unwrap_or_else(|err| panic!("{fen}: {err}"));
        assert_eq!(pos.to_fen().as_str(), fen);
        assert_eq!(pos.to_string(), fen);
        assert_eq!(Position::from_fen_chess960(&pos.to_string()), Ok(pos));
        assert_eq!(Position::from_fen_syntax_only(fen), Ok(pos));
    }
}

#[test]
fn chess960_rights_name_their_rooks() {
    // "rr2k3/…/1R2K1RR w Gb": white may castle with g1, black with b8 (both inner rooks).
    let pos = Position::from_fen_chess960(CHESS960[4]).unwrap();
    assert_eq!(pos.castling(), CastlingRights::from_files(1 << 6, 1 << 1));
    assert_eq!(pos.castling().rooks(), Square::G1.bit() | Square::B8.bit());
}

#[test]
fn non_canonical_input_is_written_canonically() {
    let cases = [
        // Four fields get the counters.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        // Fullmove 0 is read as 1; leading zeros go.
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - - 007 0042",
            "4k3/8/8/8/8/8/8/4K3 b - - 7 42",
        ),
        // Shredder-FEN letters for the outermost rooks become K and Q.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Hh - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1",
        ),
        (
            "rk1r1r2/ppppppp1/8/8/8/8/PPPPPPP1/RK1R1R2 w FAfa - 0 1",
            "rk1r1r2/ppppppp1/8/8/8/8/PPPPPPP1/RK1R1R2 w KQkq - 0 1",
        ),
    ];
    for (input, canonical) in cases {
        let pos = Position::from_fen_syntax_only(input).unwrap();
        assert_eq!(pos.to_string(), canonical, "{input}");
        assert_eq!(Position::from_fen_syntax_only(canonical), Ok(pos));
    }
}

#[test]
fn rights_without_rooks_round_trip() {
    // Syntax only: rights that name empty squares still write and read back the same.
    for fen in [
        "8/8/8/8/8/8/8/8 w KQkq - 0 1",
        "8/8/8/8/8/8/8/8 w KGk - 0 1",
        "8/8/8/8/8/8/8/8 b KGFEDCBQkgfedcbq - 0 1",
        "4k3/8/8/8/8/8/8/4K1R1 w KHQ - 0 1",
    ] {
        let pos = Position::from_fen_syntax_only(fen).unwrap_or_else(|err| panic!("{fen}: {err}"));
        let written = pos.to_string();
        assert_eq!(
            Position::from_fen_syntax_only(&written),
            Ok(pos),
            "{fen} -> {written}"
        );
    }
    // The writer keeps K for the outermost rook and names an inner one by its file.
    let pos = Position::from_fen_syntax_only("4k3/8/8/8/8/8/8/4K1R1 w KH - 0 1").unwrap();
    assert_eq!(pos.castling().files(Color::White), (1 << 6) | (1 << 7));
    assert_eq!(pos.to_string(), "4k3/8/8/8/8/8/8/4K1R1 w KH - 0 1");
}

#[test]
fn all_rights_on_one_side_are_written() {
    let mut rights = CastlingRights::NONE;
    for file in File::ALL {
        rights.add(Color::White, file);
        rights.add(Color::Black, file);
    }
    let pos = Position::from_parts(Board::EMPTY, Color::White, rights, None, 0, 1);
    assert_eq!(pos.to_string(), "8/8/8/8/8/8/8/8 w KGFEDCBQkgfedcbq - 0 1");
    assert_eq!(Position::from_fen_syntax_only(&pos.to_string()), Ok(pos));
}

#[test]
fn en_passant_output() {
    // No black pawn can take on e3: the stored square is kept by default, dropped by `Legal`.
    let pos = Position::from_fen(STANDARD[1]).unwrap();
    assert_eq!(
        pos.to_fen_with(EnPassantOutput::AsStored).as_str(),
        STANDARD[1]
    );
    assert_eq!(
        pos.to_fen_with(EnPassantOutput::Legal).as_str(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(EnPassantOutput::default(), EnPassantOutput::AsStored);
    // e5xf6 is possible: both write it.
    let pos = Position::from_fen(STANDARD[3]).unwrap();
    assert_eq!(
        pos.to_fen_with(EnPassantOutput::Legal).as_str(),
        STANDARD[3]
    );
}

#[test]
fn longest_fen_fits_the_buffer() {
    // 64 pieces, 16 castling letters, an en passant square and two ten-digit counters.
    let mut squares = [None; 64];
    for (i, square) in squares.iter_mut().enumerate() {
        *square = Some(Piece::new(
            if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            },
            Role::ALL[i % 6],
        ));
    }
    let rights = CastlingRights::from_files(0xff, 0xff);
    let pos = Position::from_parts(
        Board::from_squares(squares),
        Color::Black,
        rights,
        Some(Square::H3),
        u32::MAX,
        u32::MAX,
    );
    let fen = pos.to_fen();
    assert!(!fen.is_truncated());
    assert_eq!(fen.len(), 71 + 1 + 1 + 1 + 16 + 1 + 2 + 1 + 10 + 1 + 10);
    assert!(fen.len() <= FEN_CAPACITY);
    assert_eq!(Position::from_fen_syntax_only(fen.as_str()), Ok(pos));
}

#[test]
fn str_buf_truncates_without_panicking() {
    let mut buf = StrBuf::<4>::new();
    buf.push_str("ab");
    assert!(!buf.is_truncated());
    buf.push_str("cdef");
    assert_eq!(buf.as_str(), "abcd");
    assert_eq!(buf.len(), 4);
    assert!(buf.is_truncated());
    buf.push_byte(b'x');
    buf.push_u64(12345);
    assert_eq!(buf.as_str(), "abcd");

    // A character that does not fit whole is dropped whole.
    let mut buf = StrBuf::<3>::new();
    buf.push_str("a");
    buf.push_str("♔");
    assert_eq!(buf.as_str(), "a");
    assert!(buf.is_truncated());
    let mut buf = StrBuf::<4>::new();
    buf.push_str("a♔b");
    assert_eq!(buf.as_str(), "a♔");
    let mut buf = StrBuf::<1>::new();
    buf.push_char('é');
    assert_eq!(buf.as_str(), "");
    assert!(buf.is_truncated());

    // A number is cut at its end, most significant digits kept.
    let mut buf = StrBuf::<3>::new();
    buf.push_u64(98765);
    assert_eq!(buf.as_str(), "987");

    // Non-ASCII bytes are refused (they could break UTF-8).
    let mut buf = StrBuf::<4>::new();
    buf.push_byte(0xff);
    assert!(buf.is_empty());

    // A zero-sized buffer.
    let mut buf = StrBuf::<0>::new();
    buf.push_str("x");
    assert_eq!(buf.as_str(), "");
    assert!(buf.is_truncated());

    // `fmt::Write` reports the truncation.
    let mut buf = StrBuf::<5>::new();
    assert!(write!(buf, "{}", 12).is_ok());
    assert!(buf.write_str("3456").is_err());
    assert_eq!(buf.as_str(), "12345");
}

#[test]
fn board_placement_round_trips() {
    for &fen in STANDARD.iter().chain(CHESS960) {
        let placement = fen.split(' ').next().unwrap();
        let board = Board::from_placement(placement).unwrap();
        assert_eq!(board.to_placement().as_str(), placement);
        assert_eq!(board.to_string(), placement);
        assert_eq!(&board, Position::from_fen_syntax_only(fen).unwrap().board());
        assert_eq!(Board::from_squares(board.to_squares()), board);
    }
}

// ---------------------------------------------------------------------------------------------
// The const path

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const START: Position = match Position::from_fen(START_FEN) {
    Ok(pos) => pos,
    Err(_) => panic!("the start position parses"),
};

const AFTER_E4: Position =
    match Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1") {
        Ok(pos) => pos,
        Err(_) => panic!("1. e4 parses"),
    };

const X_FEN: Position = match Position::from_fen_chess960(
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
) {
    Ok(pos) => pos,
    Err(_) => panic!("the X-FEN position parses"),
};

const START_TEXT: StrBuf<FEN_CAPACITY> = START.to_fen();

const EMPTY_BOARD: Board = match Board::from_placement("8/8/8/8/8/8/8/8") {
    Ok(board) => board,
    Err(_) => panic!("the empty board parses"),
};

/// An error, in a const context: its kind, span and summary are available there.
const BAD: (usize, usize, &str) = match Position::from_fen("8/8/8/8/8/8/8/9 w - - 0 1") {
    Ok(_) => panic!("9 is not a digit of FEN"),
    Err(err) => (err.offset(), err.len(), err.message()),
};

#[test]
fn const_positions_equal_runtime_ones() {
    assert_eq!(START, Position::from_fen(START_FEN).unwrap());
    assert_eq!(START, Position::START);
    assert_eq!(
        AFTER_E4,
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap()
    );
    assert_eq!(AFTER_E4.ep_square(), Some(Square::E3));
    assert_eq!(X_FEN.to_string(), CHESS960[1]);
    assert_eq!(START_TEXT.as_str(), START_FEN);
    assert_eq!(EMPTY_BOARD, Board::EMPTY);
    assert_eq!(BAD, (14, 1, "digit outside 1 to 8 in the placement"));
}

#[test]
fn named_const_positions_are_match_patterns() {
    fn name(pos: Position) -> &'static str {
        match pos {
            START => "start",
            AFTER_E4 => "1. e4",
            X_FEN => "x-fen",
            _ => "other",
        }
    }
    assert_eq!(name(Position::from_fen(START_FEN).unwrap()), "start");
    assert_eq!(
        name(Position::from_fen(&AFTER_E4.to_string()).unwrap()),
        "1. e4"
    );
    assert_eq!(
        name(Position::from_fen_chess960(CHESS960[1]).unwrap()),
        "x-fen"
    );
    assert_eq!(name(Position::from_fen(STANDARD[2]).unwrap()), "other");

    fn board_name(board: Board) -> &'static str {
        match board {
            EMPTY_BOARD => "empty",
            Board::START => "start",
            _ => "other",
        }
    }
    assert_eq!(board_name(Board::EMPTY), "empty");
    assert_eq!(board_name(*START.board()), "start");
    assert_eq!(board_name(*AFTER_E4.board()), "other");
}
