//! Property tests: written positions read back equal; no input of any kind panics; every span
//! stays inside the input.

// `FenError` is large by design (no_std, no allocation: the problems are inline).
#![allow(clippy::result_large_err)]

use std::sync::OnceLock;

use fen_core::{
    Board, CastlingRights, Color, FenError, FenOptions, File, Piece, Position, Rank, Role, Square,
};
use proptest::prelude::*;
use proptest::sample::select;

const POSITIONS: &str = include_str!("../../corpus/positions.fen");

fn corpus() -> &'static [&'static str] {
    static LINES: OnceLock<Vec<&'static str>> = OnceLock::new();
    LINES.get_or_init(|| POSITIONS.lines().collect())
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // Failures print the shrunk input; no regression files are written into the crate.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Every way of parsing: standard and Chess960, with and without legality checks.
const OPTIONS: [FenOptions; 4] = [
    FenOptions::new(),
    FenOptions::new().chess960(),
    FenOptions::new().syntax_only(),
    FenOptions::new().chess960().syntax_only(),
];

// ---------------------------------------------------------------------------------------------
// Strategies

fn piece() -> impl Strategy<Value = Piece> {
    (select(&Color::ALL[..]), select(&Role::ALL[..]))
        .prop_map(|(color, role)| Piece::new(color, role))
}

fn board() -> impl Strategy<Value = Board> {
    // Sparse or dense boards, and the back ranks full of rooks and kings now and then.
    let square = prop_oneof![
        3 => Just(None),
        1 => piece().prop_map(Some),
    ];
    prop::collection::vec(square, 64).prop_map(|squares| {
        let squares: [Option<Piece>; 64] = squares.try_into().unwrap();
        Board::from_squares(squares)
    })
}

fn back_rank_rooks(board: &Board, color: Color) -> u8 {
    let rooks = board.by_piece(Piece::new(color, Role::Rook));
    match color {
        Color::White => rooks as u8,
        Color::Black => (rooks >> 56) as u8,
    }
}

fn en_passant() -> impl Strategy<Value = Option<Square>> {
    prop::option::of(
        (
            select(&File::ALL[..]),
            select(&[Rank::Third, Rank::Sixth][..]),
        )
            .prop_map(|(file, rank)| Square::from_coords(file, rank)),
    )
}

fn counter() -> impl Strategy<Value = u32> {
    prop_oneof![0..200u32, any::<u32>(), Just(u32::MAX)]
}

/// A random position whose castling rights name rooks on the back ranks.
fn position() -> impl Strategy<Value = Position> {
    (
        board(),
        select(&Color::ALL[..]),
        any::<(u8, u8)>(),
        en_passant(),
        counter(),
        counter().prop_map(|n| n.max(1)),
    )
        .prop_map(|(board, turn, (white, black), ep, halfmoves, fullmoves)| {
            let rights = CastlingRights::from_files(
                white & back_rank_rooks(&board, Color::White),
                black & back_rank_rooks(&board, Color::Black),
            );
            Position::from_parts(board, turn, rights, ep, halfmoves, fullmoves)
        })
}

/// A random position whose castling rights are any set of files, rook or not.
fn position_any_rights() -> impl Strategy<Value = Position> {
    (position(), any::<(u8, u8)>()).prop_map(|(pos, (white, black))| {
        Position::from_parts(
            *pos.board(),
            pos.turn(),
            CastlingRights::from_files(white, black),
            pos.ep_square(),
            pos.halfmoves(),
            pos.fullmoves(),
        )
    })
}

/// Bytes a mutation inserts: mostly FEN's own alphabet and its usual mistakes.
fn byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        4 => select(b"pnbrqkPNBRQK012345678/ wbWB-KQkqabcdefghABCDEFGH_~\t\n".to_vec()),
        1 => any::<u8>(),
    ]
}

#[derive(Clone, Debug)]
enum Mutation {
    Insert(usize, u8),
    Delete(usize),
    Replace(usize, u8),
    SwapCase(usize),
    Swap(usize, usize),
    Duplicate(usize, usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let at = any::<usize>();
    prop_oneof![
        (at, byte()).prop_map(|(i, b)| Mutation::Insert(i, b)),
        at.prop_map(Mutation::Delete),
        (at, byte()).prop_map(|(i, b)| Mutation::Replace(i, b)),
        at.prop_map(Mutation::SwapCase),
        (at, at).prop_map(|(i, j)| Mutation::Swap(i, j)),
        (at, 1..12usize).prop_map(|(i, n)| Mutation::Duplicate(i, n)),
        at.prop_map(Mutation::Truncate),
    ]
}

fn apply(text: &mut Vec<u8>, mutation: &Mutation) {
    let len = text.len();
    let pick = |i: usize| if len == 0 { 0 } else { i % len };
    match *mutation {
        Mutation::Insert(i, b) => text.insert(i % (len + 1), b),
        Mutation::Delete(i) if len > 0 => {
            text.remove(pick(i));
        }
        Mutation::Replace(i, b) if len > 0 => text[pick(i)] = b,
        Mutation::SwapCase(i) if len > 0 => {
            let b = &mut text[pick(i)];
            *b = if b.is_ascii_uppercase() {
                b.to_ascii_lowercase()
            } else {
                b.to_ascii_uppercase()
            };
        }
        Mutation::Swap(i, j) if len > 0 => text.swap(pick(i), pick(j)),
        Mutation::Duplicate(i, n) if len > 0 => {
            let start = pick(i);
            let end = (start + n).min(len);
            let copy = text[start..end].to_vec();
            text.splice(start..start, copy);
        }
        Mutation::Truncate(i) => text.truncate(i % (len + 1)),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// Checks

/// Every problem's span lies inside the input and, for text, on character boundaries; every
/// message can be written.
fn check_error(err: &FenError, input: &[u8]) {
    assert!(!err.problems().is_empty());
    for problem in err.problems() {
        let span = problem.span();
        assert!(
            span.start <= span.end && span.end <= input.len(),
            "{span:?} in {} bytes: {err:?}",
            input.len()
        );
        if let Ok(text) = std::str::from_utf8(input) {
            assert!(
                text.get(span.clone()).is_some(),
                "{span:?} is not on a character boundary"
            );
        }
        assert!(!problem.to_string().is_empty());
        assert!(!problem.message().is_empty());
    }
    assert!(!err.to_string().is_empty());
}

/// Parses `input` every way; checks that nothing panics, that the ways agree, and that any
/// position that loads writes back to itself.
fn parse_every_way(input: &[u8]) {
    let results = OPTIONS.map(|options| Position::from_ascii_with(input, options));
    for result in &results {
        if let Err(err) = result {
            check_error(err, input);
        }
    }
    let [standard, chess960, syntax, syntax960] = results;
    // The castling mode only matters for legality: the grammar is the same.
    assert_eq!(syntax, syntax960);
    match syntax {
        Ok(pos) => {
            // Legality checks only remove positions, never change one.
            if let Ok(legal) = standard {
                assert_eq!(legal, pos);
            }
            if let Ok(legal) = chess960 {
                assert_eq!(legal, pos);
            }
            let written = pos.to_fen();
            assert!(!written.is_truncated());
            assert_eq!(
                Position::from_fen_syntax_only(written.as_str()),
                Ok(pos),
                "{written}"
            );
            assert_eq!(pos.to_fen(), written);
        }
        // A syntax error is reported the same way with or without legality checks.
        Err(err) => {
            assert_eq!(standard, Err(err));
            assert_eq!(chess960, Err(err));
        }
    }
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(Position::from_fen(text), standard);
        assert_eq!(Position::from_fen_syntax_only(text), syntax);
        assert_eq!(Position::from_fen_chess960(text), chess960);
        match Board::from_placement(text) {
            Ok(board) => {
                assert_eq!(
                    Board::from_placement(board.to_placement().as_str()),
                    Ok(board)
                );
            }
            Err(err) => check_error(&err, input),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Properties

proptest! {
    #![proptest_config(config(512))]

    #[test]
    fn written_positions_read_back_equal(pos in position()) {
        let fen = pos.to_fen();
        prop_assert!(!fen.is_truncated());
        prop_assert_eq!(Position::from_fen_syntax_only(fen.as_str()), Ok(pos), "{}", fen);
        prop_assert_eq!(Position::from_fen_syntax_only(&pos.to_string()).unwrap().to_fen(), fen);
        let placement = fen.split(' ').next().unwrap();
        prop_assert_eq!(Board::from_placement(placement), Ok(*pos.board()));
        prop_assert_eq!(Board::from_squares(pos.board().to_squares()), *pos.board());
    }

    #[test]
    fn any_castling_rights_read_back_equal(pos in position_any_rights()) {
        let fen = pos.to_fen();
        prop_assert_eq!(Position::from_fen_syntax_only(fen.as_str()), Ok(pos), "{}", fen);
    }

    #[test]
    fn flips_are_involutions(pos in position()) {
        let board = *pos.board();
        prop_assert_eq!(board.flip_vertical().flip_vertical(), board);
        prop_assert_eq!(board.flip_horizontal().flip_horizontal(), board);
        prop_assert_eq!(board.swap_colors().swap_colors(), board);
        for square in Square::ALL {
            prop_assert_eq!(board.flip_vertical().piece_at(square.flip_vertical()), board.piece_at(square));
            prop_assert_eq!(board.flip_horizontal().piece_at(square.flip_horizontal()), board.piece_at(square));
        }
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn random_bytes_never_panic(input in prop::collection::vec(any::<u8>(), 0..120)) {
        parse_every_way(&input);
    }

    #[test]
    fn random_ascii_never_panics(input in "[ -~\t\n]{0,100}") {
        parse_every_way(input.as_bytes());
    }

    #[test]
    fn fen_alphabet_never_panics(input in "[pnbrqkPNBRQK0-9/ wb\\-KQkqa-hA-H_~]{0,90}") {
        parse_every_way(input.as_bytes());
    }

    #[test]
    fn mutated_corpus_never_panics(
        line in 0..20_000usize,
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let lines = corpus();
        let mut text = lines[line % lines.len()].as_bytes().to_vec();
        for m in &mutations {
            apply(&mut text, m);
        }
        parse_every_way(&text);
    }
}

#[test]
fn corpus_lines_parse_every_way() {
    // The unmutated corpus through the same checks (and a sanity check of the include).
    let lines = corpus();
    assert_eq!(lines.len(), 20_000);
    for line in lines.iter().step_by(7) {
        parse_every_way(line.as_bytes());
        assert!(Position::from_fen(line).is_ok(), "{line}");
    }
}
