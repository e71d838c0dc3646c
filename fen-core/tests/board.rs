//! The board-only API: the placement field alone, 64 squares, flips and colour swaps.

use fen_core::{Board, Color, ErrorKind, Field, Hint, Piece, Rank, Role, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R";

fn board(placement: &str) -> Board {
    Board::from_placement(placement).unwrap_or_else(|err| panic!("{placement}: {err}"))
}

fn piece(ch: char) -> Option<Piece> {
    Some(Piece::from_char(ch).unwrap())
}

#[test]
fn placement_round_trips() {
    for placement in [
        START,
        KIWIPETE,
        "8/8/8/8/8/8/8/8",
        "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppppp",
        "7k/8/8/8/8/8/8/K7",
        "1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1N1N1N1N/N1N1N1N1/1N1N1N1N/N1N1N1N1",
    ] {
        let b = board(placement);
        assert_eq!(b.to_placement().as_str(), placement);
        assert_eq!(b.to_string(), placement);
        assert_eq!(Board::from_placement(b.to_placement().as_str()), Ok(b));
    }
    assert_eq!(board(START), Board::START);
    assert_eq!(Board::default(), Board::START);
    assert_eq!(board("8/8/8/8/8/8/8/8"), Board::EMPTY);
}

#[test]
fn placement_is_read_rank_8_first() {
    let b = board("r6k/8/8/8/8/8/8/K6R");
    assert_eq!(b.piece_at(Square::A8), piece('r'));
    assert_eq!(b.piece_at(Square::H8), piece('k'));
    assert_eq!(b.piece_at(Square::A1), piece('K'));
    assert_eq!(b.piece_at(Square::H1), piece('R'));
    assert_eq!(b.occupied().count_ones(), 4);
}

#[test]
fn placement_errors() {
    let err = Board::from_placement("").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::Empty);
    assert_eq!((err.offset(), err.len()), (0, 0));

    let err = Board::from_placement(" 8/8/8/8/8/8/8/8").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::LeadingWhitespace { found: b' ' });
    assert_eq!(err.span(), 0..1);

    let err = Board::from_placement("8/8/8/8/8/8/8/8\n").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::TrailingWhitespace { found: b'\n' });
    assert_eq!(err.field(), Field::Placement);
    assert_eq!(err.span(), 15..16);
    assert_eq!(
        err.to_string(),
        "trailing whitespace '\\n' after the placement field, expected the end of the FEN"
    );

    let err = Board::from_placement("8/8/8/8/8/8/8/8 ").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::TrailingWhitespace { found: b' ' });
    assert_eq!(err.span(), 15..16);

    let err = Board::from_placement("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::PlacementOnly { fields: 6 });
    assert_eq!(err.field(), Field::SideToMove);
    assert_eq!(err.span(), 16..25);
    assert_eq!(
        err.to_string(),
        "found 6 fields, expected the placement field alone"
    );

    // Whatever separates them, more fields are more fields.
    let err = Board::from_placement("8/8/8/8/8/8/8/8  w ").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::PlacementOnly { fields: 2 });
    assert_eq!(err.span(), 17..18);

    let err = Board::from_placement("8/8/8/8/8/8/8/44").unwrap_err();
    assert_eq!(
        *err.kind(),
        ErrorKind::AdjacentDigits {
            rank: Rank::First,
            first: b'4',
            second: b'4'
        }
    );
    assert_eq!(err.span(), 14..16);
    assert_eq!(err.hint(), Some(Hint::DigitSum { sum: 8 }));
    assert_eq!(
        err.to_string(),
        "two digits in a row '44' in rank 1, expected one digit per run of empty squares (write '8' for 8 empty squares)"
    );

    let err = Board::from_placement("8/8/8/8/8/8/8").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::RankCount { ranks: 7 });
    assert_eq!(err.span(), 0..13);

    let err = Board::from_placement("8/8/8/8/8/8/8/7").unwrap_err();
    assert_eq!(
        *err.kind(),
        ErrorKind::RankLength {
            rank: Rank::First,
            squares: 7
        }
    );
    assert_eq!(err.span(), 14..15);
    assert_eq!(err.to_string(), "rank 1 has 7 squares, expected 8");

    let err = Board::from_placement("8/8/8/8/8/8/8/7é").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::NonAscii { found: 'é' });
    assert_eq!(err.span(), 15..17);
}

#[test]
fn squares_round_trip() {
    for placement in [START, KIWIPETE, "8/8/8/8/8/8/8/8"] {
        let b = board(placement);
        let squares = b.to_squares();
        assert_eq!(Board::from_squares(squares), b);
        for square in Square::ALL {
            assert_eq!(squares[square as usize], b.piece_at(square));
        }
    }
}

#[test]
fn squares_are_indexed_from_a1() {
    let mut squares = [None; 64];
    squares[0] = piece('K'); // a1
    squares[7] = piece('R'); // h1
    squares[8] = piece('P'); // a2
    squares[63] = piece('k'); // h8
    squares[Square::D5 as usize] = piece('q');
    let b = Board::from_squares(squares);
    assert_eq!(b.to_string(), "7k/8/8/3q4/8/8/P7/K6R");
    assert_eq!(b.king_of(Color::White), Some(Square::A1));
    assert_eq!(b.king_of(Color::Black), Some(Square::H8));
    assert_eq!(b.to_squares(), squares);
}

#[test]
fn bitboards_agree_with_squares() {
    let b = board(KIWIPETE);
    for square in Square::ALL {
        let bit = square.bit();
        match b.piece_at(square) {
            Some(p) => {
                assert_ne!(b.occupied() & bit, 0);
                assert_ne!(b.by_color(p.color) & bit, 0);
                assert_eq!(b.by_color(p.color.other()) & bit, 0);
                assert_ne!(b.by_role(p.role) & bit, 0);
                assert_ne!(b.by_piece(p) & bit, 0);
            }
            None => {
                assert_eq!(b.occupied() & bit, 0);
                for role in Role::ALL {
                    assert_eq!(b.by_role(role) & bit, 0, "{square:?} {role:?}");
                }
            }
        }
    }
}

#[test]
fn set_piece_at_replaces_and_clears() {
    let mut b = Board::START;
    b.set_piece_at(Square::E2, None);
    b.set_piece_at(Square::E4, piece('P'));
    b.set_piece_at(Square::D8, piece('Q')); // a white queen replaces the black one
    assert_eq!(
        b.to_string(),
        "rnbQkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
    );
    assert_eq!(b.by_color(Color::Black).count_ones(), 15);
    b.set_piece_at(Square::D8, None);
    assert_eq!(b.piece_at(Square::D8), None);
    assert_eq!(b.by_color(Color::White) & Square::D8.bit(), 0);
}

#[test]
fn flip_vertical() {
    assert_eq!(
        Board::START.flip_vertical().to_string(),
        "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr"
    );
    let b = board(KIWIPETE);
    let flipped = b.flip_vertical();
    assert_eq!(
        flipped.to_string(),
        "R3K2R/PPPBBPPP/2N2Q1p/1p2P3/3PN3/bn2pnp1/p1ppqpb1/r3k2r"
    );
    for square in Square::ALL {
        assert_eq!(flipped.piece_at(square.flip_vertical()), b.piece_at(square));
    }
    assert_eq!(flipped.flip_vertical(), b);
}

#[test]
fn flip_horizontal() {
    assert_eq!(
        Board::START.flip_horizontal().to_string(),
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR"
    );
    let b = board(KIWIPETE);
    let mirrored = b.flip_horizontal();
    assert_eq!(
        mirrored.to_string(),
        "r2k3r/1bpqpp1p/1pnp2nb/3NP3/3P2p1/p1Q2N2/PPPBBPPP/R2K3R"
    );
    for square in Square::ALL {
        assert_eq!(
            mirrored.piece_at(square.flip_horizontal()),
            b.piece_at(square)
        );
    }
    assert_eq!(mirrored.flip_horizontal(), b);
}

#[test]
fn swap_colors() {
    assert_eq!(
        Board::START.swap_colors().to_string(),
        "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr"
    );
    // The start position is symmetric: upside down with colours swapped is itself.
    assert_eq!(Board::START.flip_vertical().swap_colors(), Board::START);
    let b = board(KIWIPETE);
    let swapped = b.swap_colors();
    for square in Square::ALL {
        assert_eq!(
            swapped.piece_at(square),
            b.piece_at(square).map(Piece::swap_color)
        );
    }
    assert_eq!(swapped.swap_colors(), b);
    assert_eq!(swapped.occupied(), b.occupied());
    assert_eq!(Board::EMPTY.swap_colors(), Board::EMPTY);
}

#[test]
fn raw_parts_round_trip() {
    for placement in [START, KIWIPETE, "8/8/8/8/8/8/8/8"] {
        let b = board(placement);
        let (white, planes) = b.raw_parts();
        assert_eq!(Board::from_raw_parts(white, planes), b);
    }
    // Garbage in gives a well-formed board: role 7 is empty, white bits off empty squares.
    let b = Board::from_raw_parts(u64::MAX, [u64::MAX, u64::MAX, u64::MAX]);
    assert_eq!(b, Board::EMPTY);
}
