//! The FEN grammar: every syntax error kind with its exact message, span, field and hint, and
//! every variant the grammar accepts.
//!
//! Positions are legal apart from the syntax error wherever possible, so that these tests do not
//! depend on which legality rules exist; accepted positions that are illegal on purpose go
//! through `from_fen_syntax_only`.

use fen_core::{
    Board, CastlingRights, Color, ErrorKind, FenError, FenOptions, Field, File, Hint, Position,
    Rank, Square, StrBuf,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// After 1. e4: black to move, en passant square e3.
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

/// What a syntax error must look like.
struct Expected {
    kind: ErrorKind,
    field: Field,
    /// `(offset, len)`.
    span: (usize, usize),
    /// `&fen[span]`.
    text: &'static [u8],
    /// The message without the hint.
    message: &'static str,
    /// The hint and its text.
    hint: Option<(Hint, &'static str)>,
}

/// Parses `fen` with `options` and checks the single syntax problem against `expected`.
#[track_caller]
fn check_bytes(fen: &[u8], options: FenOptions, expected: Expected) -> FenError {
    let err = Position::from_ascii_with(fen, options).expect_err("the FEN must be rejected");
    // A syntax error stops parsing: one problem, the same with or without legality checks.
    assert_eq!(err.problems().len(), 1, "{err}");
    assert_eq!(err.omitted(), 0);
    assert_eq!(
        Position::from_ascii_with(fen, options.syntax_only()),
        Err(err),
        "syntax-only parsing must report the same problem"
    );
    let problem = err.problems()[0];
    assert_eq!(*err.kind(), expected.kind, "kind");
    assert_eq!(*problem.kind(), expected.kind, "kind");
    assert_eq!(err.field(), expected.field, "field");
    assert_eq!(problem.field(), expected.field, "field");
    assert_eq!((err.offset(), err.len()), expected.span, "(offset, len)");
    assert_eq!(
        err.span(),
        expected.span.0..expected.span.0 + expected.span.1
    );
    assert_eq!(problem.span(), err.span());
    assert_eq!(&fen[err.span()], expected.text, "text of the span");
    assert_eq!(err.hint(), expected.hint.map(|(hint, _)| hint), "hint");
    assert_eq!(problem.hint(), err.hint());

    // The message, through every way of getting it.
    let mut message = StrBuf::<256>::new();
    problem.write_message(&mut message);
    assert!(!message.is_truncated());
    assert_eq!(message.as_str(), expected.message, "message");
    let mut hint = StrBuf::<256>::new();
    assert_eq!(problem.write_hint(&mut hint), expected.hint.is_some());
    let full = match expected.hint {
        Some((value, text)) => {
            assert_eq!(hint.as_str(), text, "hint text");
            assert_eq!(value.to_string(), text, "hint Display");
            format!("{} ({text})", expected.message)
        }
        None => {
            assert_eq!(hint.as_str(), "");
            expected.message.to_string()
        }
    };
    assert_eq!(problem.to_string(), full, "Problem Display");
    assert_eq!(err.to_string(), full, "FenError Display");
    assert!(!err.message().is_empty());
    assert_eq!(err.message(), problem.message());
    err
}

/// Checks a syntax error with [`Position::from_fen`] (and `from_fen_syntax_only`, `FromStr`).
#[track_caller]
fn check(fen: &str, expected: Expected) -> FenError {
    let err = check_bytes(fen.as_bytes(), FenOptions::new(), expected);
    assert_eq!(Position::from_fen(fen), Err(err));
    assert_eq!(Position::from_fen_syntax_only(fen), Err(err));
    assert_eq!(fen.parse::<Position>(), Err(err));
    assert_eq!(Position::try_from(fen), Err(err));
    err
}

/// Checks a syntax error in a FEN whose castling field is only valid in Chess960.
#[track_caller]
fn check_chess960(fen: &str, expected: Expected) -> FenError {
    let err = check_bytes(fen.as_bytes(), FenOptions::new().chess960(), expected);
    assert_eq!(Position::from_fen_chess960(fen), Err(err));
    err
}

// ---------------------------------------------------------------------------------------------
// Fields and separators

#[test]
fn empty() {
    check(
        "",
        Expected {
            kind: ErrorKind::Empty,
            field: Field::Placement,
            span: (0, 0),
            text: b"",
            message: "empty FEN, expected 6 fields separated by spaces",
            hint: None,
        },
    );
    assert_eq!(Position::from_fen("").unwrap_err().message(), "empty FEN");
}

#[test]
fn leading_whitespace() {
    check(
        &format!(" {START}"),
        Expected {
            kind: ErrorKind::LeadingWhitespace { found: b' ' },
            field: Field::Placement,
            span: (0, 1),
            text: b" ",
            message: "leading whitespace ' ', expected the placement field first",
            hint: None,
        },
    );
    check(
        &format!("\t{START}"),
        Expected {
            kind: ErrorKind::LeadingWhitespace { found: b'\t' },
            field: Field::Placement,
            span: (0, 1),
            text: b"\t",
            message: "leading whitespace '\\t', expected the placement field first",
            hint: None,
        },
    );
    check(
        "\n",
        Expected {
            kind: ErrorKind::LeadingWhitespace { found: b'\n' },
            field: Field::Placement,
            span: (0, 1),
            text: b"\n",
            message: "leading whitespace '\\n', expected the placement field first",
            hint: None,
        },
    );
}

#[test]
fn trailing_whitespace() {
    check(
        &format!("{START} "),
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b' ' },
            field: Field::FullmoveNumber,
            span: (56, 1),
            text: b" ",
            message: "trailing whitespace ' ' after the fullmove number field, expected the end of the FEN",
            hint: None,
        },
    );
    // A line read with its line ending.
    check(
        &format!("{START}\r\n"),
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b'\r' },
            field: Field::FullmoveNumber,
            span: (56, 2),
            text: b"\r\n",
            message: "trailing whitespace '\\r' after the fullmove number field, expected the end of the FEN",
            hint: None,
        },
    );
    check(
        &format!("{START} \n"),
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b' ' },
            field: Field::FullmoveNumber,
            span: (56, 2),
            text: b" \n",
            message: "trailing whitespace ' ' after the fullmove number field, expected the end of the FEN",
            hint: None,
        },
    );
    // Four fields: the whitespace is after the en passant field.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ",
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b' ' },
            field: Field::EnPassant,
            span: (52, 1),
            text: b" ",
            message:
                "trailing whitespace ' ' after the en passant field, expected the end of the FEN",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\t",
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b'\t' },
            field: Field::EnPassant,
            span: (52, 1),
            text: b"\t",
            message:
                "trailing whitespace '\\t' after the en passant field, expected the end of the FEN",
            hint: None,
        },
    );
    // After the side to move: whitespace, not a missing field, is the first thing wrong.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ",
        Expected {
            kind: ErrorKind::TrailingWhitespace { found: b' ' },
            field: Field::SideToMove,
            span: (45, 1),
            text: b" ",
            message:
                "trailing whitespace ' ' after the side to move field, expected the end of the FEN",
            hint: None,
        },
    );
}

#[test]
fn separator_tab() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1",
        Expected {
            kind: ErrorKind::Separator { found: b'\t' },
            field: Field::Placement,
            span: (43, 1),
            text: b"\t",
            message:
                "unexpected '\\t' in the placement field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\t0 1",
        Expected {
            kind: ErrorKind::Separator { found: b'\t' },
            field: Field::EnPassant,
            span: (52, 1),
            text: b"\t",
            message:
                "unexpected '\\t' in the en passant field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    // A space, then a tab: the tab starts the next field.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w \tKQkq - 0 1",
        Expected {
            kind: ErrorKind::Separator { found: b'\t' },
            field: Field::Castling,
            span: (46, 1),
            text: b"\t",
            message:
                "unexpected '\\t' in the castling field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
}

#[test]
fn separator_newline_and_underscore() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq\n- 0 1",
        Expected {
            kind: ErrorKind::Separator { found: b'\n' },
            field: Field::Castling,
            span: (50, 1),
            text: b"\n",
            message:
                "unexpected '\\n' in the castling field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    // Underscores as separators (URLs, file names): the first one is reported.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1",
        Expected {
            kind: ErrorKind::Separator { found: b'_' },
            field: Field::Placement,
            span: (43, 1),
            text: b"_",
            message:
                "unexpected '_' in the placement field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w_KQkq - 0 1",
        Expected {
            kind: ErrorKind::Separator { found: b'_' },
            field: Field::SideToMove,
            span: (45, 1),
            text: b"_",
            message:
                "unexpected '_' in the side to move field, expected a single space between fields",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
}

#[test]
fn empty_field_from_double_space() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
        Expected {
            kind: ErrorKind::EmptyField,
            field: Field::SideToMove,
            span: (43, 2),
            text: b"  ",
            message: "empty side to move field, found two spaces in a row",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  KQkq - 0 1",
        Expected {
            kind: ErrorKind::EmptyField,
            field: Field::Castling,
            span: (45, 2),
            text: b"  ",
            message: "empty castling field, found two spaces in a row",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq  - 0 1",
        Expected {
            kind: ErrorKind::EmptyField,
            field: Field::EnPassant,
            span: (50, 2),
            text: b"  ",
            message: "empty en passant field, found two spaces in a row",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -  0 1",
        Expected {
            kind: ErrorKind::EmptyField,
            field: Field::HalfmoveClock,
            span: (52, 2),
            text: b"  ",
            message: "empty halfmove clock field, found two spaces in a row",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0  1",
        Expected {
            kind: ErrorKind::EmptyField,
            field: Field::FullmoveNumber,
            span: (54, 2),
            text: b"  ",
            message: "empty fullmove number field, found two spaces in a row",
            hint: Some((
                Hint::Separator,
                "fields are separated by a single ASCII space",
            )),
        },
    );
}

#[test]
fn missing_side_to_move() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        Expected {
            kind: ErrorKind::MissingField { fields: 1 },
            field: Field::SideToMove,
            span: (43, 0),
            text: b"",
            message: "missing side to move field, found 1 field, expected 6 (or 4 without the move counters)",
            hint: None,
        },
    );
}

#[test]
fn missing_castling() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        Expected {
            kind: ErrorKind::MissingField { fields: 2 },
            field: Field::Castling,
            span: (45, 0),
            text: b"",
            message: "missing castling field, found 2 fields, expected 6 (or 4 without the move counters)",
            hint: None,
        },
    );
}

#[test]
fn missing_en_passant() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        Expected {
            kind: ErrorKind::MissingField { fields: 3 },
            field: Field::EnPassant,
            span: (50, 0),
            text: b"",
            message: "missing en passant field, found 3 fields, expected 6 (or 4 without the move counters)",
            hint: None,
        },
    );
}

#[test]
fn missing_fullmove_number() {
    // Five fields: the halfmove clock is there, the fullmove number is not.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        Expected {
            kind: ErrorKind::MissingField { fields: 5 },
            field: Field::FullmoveNumber,
            span: (54, 0),
            text: b"",
            message: "missing fullmove number field, found 5 fields, expected 6 (or 4 without the move counters)",
            hint: None,
        },
    );
}

#[test]
fn too_many_fields() {
    check(
        &format!("{START} 1"),
        Expected {
            kind: ErrorKind::TooManyFields { fields: 7 },
            field: Field::FullmoveNumber,
            span: (57, 1),
            text: b"1",
            message: "found 7 fields, expected at most 6",
            hint: None,
        },
    );
    // An EPD operation after the six fields.
    check(
        &format!("{START} bm e4;"),
        Expected {
            kind: ErrorKind::TooManyFields { fields: 8 },
            field: Field::FullmoveNumber,
            span: (57, 6),
            text: b"bm e4;",
            message: "found 8 fields, expected at most 6",
            hint: None,
        },
    );
    // Two spaces before the extra field: the field is extra, not the fullmove number empty.
    check(
        &format!("{START}  1"),
        Expected {
            kind: ErrorKind::TooManyFields { fields: 7 },
            field: Field::FullmoveNumber,
            span: (58, 1),
            text: b"1",
            message: "found 7 fields, expected at most 6",
            hint: None,
        },
    );
    // Whitespace after the extra fields is not part of them.
    check(
        &format!("{START} x y \n"),
        Expected {
            kind: ErrorKind::TooManyFields { fields: 8 },
            field: Field::FullmoveNumber,
            span: (57, 3),
            text: b"x y",
            message: "found 8 fields, expected at most 6",
            hint: None,
        },
    );
}

#[test]
fn placement_only() {
    let err = Board::from_placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w").unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::PlacementOnly { fields: 2 });
    assert_eq!(err.field(), Field::SideToMove);
    assert_eq!(err.span(), 44..45);
    assert_eq!(
        err.to_string(),
        "found 2 fields, expected the placement field alone"
    );
    assert_eq!(err.message(), "text after the placement field");
    assert_eq!(err.hint(), None);

    let err = Board::from_placement(START).unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::PlacementOnly { fields: 6 });
    assert_eq!(&START[err.span()], "w KQkq - 0 1");
    assert_eq!(
        err.to_string(),
        "found 6 fields, expected the placement field alone"
    );
}

// ---------------------------------------------------------------------------------------------
// Bytes outside ASCII

#[test]
fn non_ascii_character() {
    // A king symbol, three bytes in UTF-8: the span covers the whole character.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ♔BNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::NonAscii { found: '♔' },
            field: Field::Placement,
            span: (39, 3),
            text: "♔".as_bytes(),
            message: "non-ASCII character '♔' (U+2654) in the placement field, FEN is ASCII only",
            hint: None,
        },
    );
    // A no-break space between fields, invisible in most fonts: the code point says what it is.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w\u{a0}KQkq - 0 1",
        Expected {
            kind: ErrorKind::NonAscii { found: '\u{a0}' },
            field: Field::SideToMove,
            span: (45, 2),
            text: "\u{a0}".as_bytes(),
            message:
                "non-ASCII character '\u{a0}' (U+00A0) in the side to move field, FEN is ASCII only",
            hint: None,
        },
    );
    // A byte order mark at the start of a file.
    check(
        &format!("\u{feff}{START}"),
        Expected {
            kind: ErrorKind::NonAscii { found: '\u{feff}' },
            field: Field::Placement,
            span: (0, 3),
            text: "\u{feff}".as_bytes(),
            message:
                "non-ASCII character '\u{feff}' (U+FEFF) in the placement field, FEN is ASCII only",
            hint: None,
        },
    );
    // Four bytes, in the last field.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1😀",
        Expected {
            kind: ErrorKind::NonAscii { found: '😀' },
            field: Field::FullmoveNumber,
            span: (56, 4),
            text: "😀".as_bytes(),
            message:
                "non-ASCII character '😀' (U+1F600) in the fullmove number field, FEN is ASCII only",
            hint: None,
        },
    );
}

#[test]
fn non_ascii_digit_in_counter() {
    // Unicode digits are not ASCII: the error is at the byte, before the counter is read.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ٣ 1",
        Expected {
            kind: ErrorKind::NonAscii { found: '٣' },
            field: Field::HalfmoveClock,
            span: (53, 2),
            text: "٣".as_bytes(),
            message:
                "non-ASCII character '٣' (U+0663) in the halfmove clock field, FEN is ASCII only",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 １",
        Expected {
            kind: ErrorKind::NonAscii { found: '１' },
            field: Field::FullmoveNumber,
            span: (55, 3),
            text: "１".as_bytes(),
            message:
                "non-ASCII character '１' (U+FF11) in the fullmove number field, FEN is ASCII only",
            hint: None,
        },
    );
}

#[test]
fn non_utf8_byte() {
    let mut fen = START.as_bytes().to_vec();
    fen[46] = 0xff; // the 'K' of "KQkq"
    check_bytes(
        &fen,
        FenOptions::new(),
        Expected {
            kind: ErrorKind::NonAscii {
                found: char::REPLACEMENT_CHARACTER,
            },
            field: Field::Castling,
            span: (46, 1),
            text: b"\xff",
            message: "non-ASCII byte in the castling field, FEN is ASCII only",
            hint: None,
        },
    );
    // A truncated UTF-8 sequence at the very end.
    let mut fen = START.as_bytes().to_vec();
    fen.push(0xe2);
    check_bytes(
        &fen,
        FenOptions::new(),
        Expected {
            kind: ErrorKind::NonAscii {
                found: char::REPLACEMENT_CHARACTER,
            },
            field: Field::FullmoveNumber,
            span: (56, 1),
            text: b"\xe2",
            message: "non-ASCII byte in the fullmove number field, FEN is ASCII only",
            hint: None,
        },
    );
    // Overlong encodings and surrogates are not UTF-8: one bad byte, not a decoded character
    // (`E0 80 80` would otherwise read as U+0000 over three bytes).
    for (bytes, len) in [
        (&b"\xe0\x80\x80"[..], 3),
        (b"\xf0\x80\x80\x80", 4),
        (b"\xc1\xbf", 2),
        (b"\xed\xa0\x80", 3),
        (b"\xf4\x90\x80\x80", 4),
    ] {
        let mut fen = START.as_bytes().to_vec();
        fen.splice(46..50, bytes.iter().copied());
        check_bytes(
            &fen,
            FenOptions::new(),
            Expected {
                kind: ErrorKind::NonAscii {
                    found: char::REPLACEMENT_CHARACTER,
                },
                field: Field::Castling,
                span: (46, 1),
                text: &bytes[..1],
                message: "non-ASCII byte in the castling field, FEN is ASCII only",
                hint: None,
            },
        );
        assert_eq!(fen.len(), START.len() - 4 + len);
    }
    // A lone continuation byte inside the placement.
    check_bytes(
        b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB\x80KBNR w KQkq - 0 1",
        FenOptions::new(),
        Expected {
            kind: ErrorKind::NonAscii {
                found: char::REPLACEMENT_CHARACTER,
            },
            field: Field::Placement,
            span: (38, 1),
            text: b"\x80",
            message: "non-ASCII byte in the placement field, FEN is ASCII only",
            hint: None,
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Placement

#[test]
fn placement_char() {
    check(
        "rnbqkbnr/pppppppp/8/8/3x4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::PlacementChar {
                rank: Rank::Fourth,
                found: b'x',
            },
            field: Field::Placement,
            span: (23, 1),
            text: b"x",
            message: "unexpected 'x' in rank 4, expected a piece letter (PNBRQK, pnbrqk), a digit 1 to 8 or '/'",
            hint: None,
        },
    );
    // A control byte is quoted so that it shows.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\0 w KQkq - 0 1",
        Expected {
            kind: ErrorKind::PlacementChar {
                rank: Rank::First,
                found: 0,
            },
            field: Field::Placement,
            span: (42, 1),
            text: b"\0",
            message: "unexpected '\\x00' in rank 1, expected a piece letter (PNBRQK, pnbrqk), a digit 1 to 8 or '/'",
            hint: None,
        },
    );
    // Crazyhouse pockets.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        Expected {
            kind: ErrorKind::PlacementChar {
                rank: Rank::First,
                found: b'[',
            },
            field: Field::Placement,
            span: (43, 1),
            text: b"[",
            message: "unexpected '[' in rank 1, expected a piece letter (PNBRQK, pnbrqk), a digit 1 to 8 or '/'",
            hint: None,
        },
    );
}

#[test]
fn placement_char_crazyhouse_marker() {
    check(
        "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1",
        Expected {
            kind: ErrorKind::PlacementChar {
                rank: Rank::First,
                found: b'~',
            },
            field: Field::Placement,
            span: (17, 1),
            text: b"~",
            message: "unexpected '~' in rank 1, expected a piece letter (PNBRQK, pnbrqk), a digit 1 to 8 or '/'",
            hint: Some((
                Hint::Crazyhouse,
                "'~' marks a promoted piece in Crazyhouse FEN; chess FEN has no such marker",
            )),
        },
    );
}

#[test]
fn invalid_digit() {
    check(
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::InvalidDigit {
                rank: Rank::Sixth,
                digit: b'9',
            },
            field: Field::Placement,
            span: (18, 1),
            text: b"9",
            message: "digit '9' in rank 6, expected a digit 1 to 8 for a run of empty squares",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppp0ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::InvalidDigit {
                rank: Rank::Seventh,
                digit: b'0',
            },
            field: Field::Placement,
            span: (13, 1),
            text: b"0",
            message: "digit '0' in rank 7, expected a digit 1 to 8 for a run of empty squares",
            hint: None,
        },
    );
    // A 0 after another digit is an invalid digit, not two digits in a row.
    check(
        "rnbqkbnr/pppppppp/80/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::InvalidDigit {
                rank: Rank::Sixth,
                digit: b'0',
            },
            field: Field::Placement,
            span: (19, 1),
            text: b"0",
            message: "digit '0' in rank 6, expected a digit 1 to 8 for a run of empty squares",
            hint: None,
        },
    );
}

#[test]
fn adjacent_digits_sum_fits() {
    check(
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::AdjacentDigits {
                rank: Rank::Sixth,
                first: b'4',
                second: b'4',
            },
            field: Field::Placement,
            span: (18, 2),
            text: b"44",
            message:
                "two digits in a row '44' in rank 6, expected one digit per run of empty squares",
            hint: Some((Hint::DigitSum { sum: 8 }, "write '8' for 8 empty squares")),
        },
    );
    check(
        "4k3/8/8/8/8/8/8/4K21 w - - 0 1",
        Expected {
            kind: ErrorKind::AdjacentDigits {
                rank: Rank::First,
                first: b'2',
                second: b'1',
            },
            field: Field::Placement,
            span: (18, 2),
            text: b"21",
            message:
                "two digits in a row '21' in rank 1, expected one digit per run of empty squares",
            hint: Some((Hint::DigitSum { sum: 3 }, "write '3' for 3 empty squares")),
        },
    );
    check(
        "4k3/8/8/8/8/8/8/4K11P w - - 0 1",
        Expected {
            kind: ErrorKind::AdjacentDigits {
                rank: Rank::First,
                first: b'1',
                second: b'1',
            },
            field: Field::Placement,
            span: (18, 2),
            text: b"11",
            message:
                "two digits in a row '11' in rank 1, expected one digit per run of empty squares",
            hint: Some((Hint::DigitSum { sum: 2 }, "write '2' for 2 empty squares")),
        },
    );
}

#[test]
fn adjacent_digits_sum_too_large() {
    check(
        "rnbqkbnr/pppppppp/8/54/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::AdjacentDigits {
                rank: Rank::Fifth,
                first: b'5',
                second: b'4',
            },
            field: Field::Placement,
            span: (20, 2),
            text: b"54",
            message:
                "two digits in a row '54' in rank 5, expected one digit per run of empty squares",
            hint: Some((
                Hint::DigitSum { sum: 9 },
                "the digits add up to 9 empty squares, more than a rank holds",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/88/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::AdjacentDigits {
                rank: Rank::Sixth,
                first: b'8',
                second: b'8',
            },
            field: Field::Placement,
            span: (18, 2),
            text: b"88",
            message:
                "two digits in a row '88' in rank 6, expected one digit per run of empty squares",
            hint: Some((
                Hint::DigitSum { sum: 16 },
                "the digits add up to 16 empty squares, more than a rank holds",
            )),
        },
    );
}

#[test]
fn rank_too_long() {
    check(
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::Seventh,
                squares: 9,
            },
            field: Field::Placement,
            span: (9, 9),
            text: b"ppppppppp",
            message: "rank 7 has 9 squares, expected 8",
            hint: None,
        },
    );
    // The last rank, made too long by a digit.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::First,
                squares: 9,
            },
            field: Field::Placement,
            span: (35, 9),
            text: b"RNBQKBNR1",
            message: "rank 1 has 9 squares, expected 8",
            hint: None,
        },
    );
}

#[test]
fn rank_too_short() {
    check(
        "rnbqkbnr/pppppppp/8/8/4P2/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::Fourth,
                squares: 7,
            },
            field: Field::Placement,
            span: (22, 3),
            text: b"4P2",
            message: "rank 4 has 7 squares, expected 8",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/K w - - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::First,
                squares: 1,
            },
            field: Field::Placement,
            span: (35, 1),
            text: b"K",
            message: "rank 1 has 1 square, expected 8",
            hint: None,
        },
    );
}

#[test]
fn rank_empty() {
    // "//": the span covers the two slashes around the missing rank.
    check(
        "rnbqkbnr/pppppppp/8//8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::Fifth,
                squares: 0,
            },
            field: Field::Placement,
            span: (19, 2),
            text: b"//",
            message: "rank 5 is empty, expected 8 squares ('8' for an empty rank)",
            hint: None,
        },
    );
    // At the start and at the end of the field: the one slash.
    check(
        "/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::Eighth,
                squares: 0,
            },
            field: Field::Placement,
            span: (0, 1),
            text: b"/",
            message: "rank 8 is empty, expected 8 squares ('8' for an empty rank)",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/ w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankLength {
                rank: Rank::First,
                squares: 0,
            },
            field: Field::Placement,
            span: (34, 1),
            text: b"/",
            message: "rank 1 is empty, expected 8 squares ('8' for an empty rank)",
            hint: None,
        },
    );
}

#[test]
fn rank_count() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankCount { ranks: 7 },
            field: Field::Placement,
            span: (0, 41),
            text: b"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR",
            message: "placement has 7 ranks, expected 8 separated by '/'",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankCount { ranks: 9 },
            field: Field::Placement,
            span: (0, 45),
            text: b"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR",
            message: "placement has 9 ranks, expected 8 separated by '/'",
            hint: None,
        },
    );
    // A slash after the last rank.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
        Expected {
            kind: ErrorKind::RankCount { ranks: 9 },
            field: Field::Placement,
            span: (0, 44),
            text: b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/",
            message: "placement has 9 ranks, expected 8 separated by '/'",
            hint: None,
        },
    );
    // One rank.
    check(
        "8 w - - 0 1",
        Expected {
            kind: ErrorKind::RankCount { ranks: 1 },
            field: Field::Placement,
            span: (0, 1),
            text: b"8",
            message: "placement has 1 rank, expected 8 separated by '/'",
            hint: None,
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Side to move

#[test]
fn side_to_move() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        Expected {
            kind: ErrorKind::SideToMove {
                found: fen_core::Snippet::new(b"x"),
            },
            field: Field::SideToMove,
            span: (44, 1),
            text: b"x",
            message: "side to move 'x', expected 'w' or 'b'",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1",
        Expected {
            kind: ErrorKind::SideToMove {
                found: fen_core::Snippet::new(b"white"),
            },
            field: Field::SideToMove,
            span: (44, 5),
            text: b"white",
            message: "side to move 'white', expected 'w' or 'b'",
            hint: None,
        },
    );
    // Long text is cut in the message; the span still covers all of it.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR whitetomoveplease KQkq - 0 1",
        Expected {
            kind: ErrorKind::SideToMove {
                found: fen_core::Snippet::new(b"whitetomoveplease"),
            },
            field: Field::SideToMove,
            span: (44, 17),
            text: b"whitetomoveplease",
            message: "side to move 'whitetomovep...', expected 'w' or 'b'",
            hint: None,
        },
    );
}

#[test]
fn side_to_move_upper_case() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
        Expected {
            kind: ErrorKind::SideToMove {
                found: fen_core::Snippet::new(b"W"),
            },
            field: Field::SideToMove,
            span: (44, 1),
            text: b"W",
            message: "side to move 'W', expected 'w' or 'b'",
            hint: Some((
                Hint::LowerCaseSideToMove,
                "the side to move is lower case: 'w' or 'b'",
            )),
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR B KQkq - 0 1",
        Expected {
            kind: ErrorKind::SideToMove {
                found: fen_core::Snippet::new(b"B"),
            },
            field: Field::SideToMove,
            span: (46, 1),
            text: b"B",
            message: "side to move 'B', expected 'w' or 'b'",
            hint: Some((
                Hint::LowerCaseSideToMove,
                "the side to move is lower case: 'w' or 'b'",
            )),
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Castling

#[test]
fn castling_char() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
        Expected {
            kind: ErrorKind::CastlingChar { found: b'x' },
            field: Field::Castling,
            span: (49, 1),
            text: b"x",
            message: "unexpected 'x' in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            hint: None,
        },
    );
    // Some tools write 0 for "no rights".
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 - 0 1",
        Expected {
            kind: ErrorKind::CastlingChar { found: b'0' },
            field: Field::Castling,
            span: (46, 1),
            text: b"0",
            message: "unexpected '0' in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            hint: None,
        },
    );
}

#[test]
fn castling_dash_combined() {
    let dash_alone = Some((
        Hint::CastlingDashAlone,
        "'-' means no castling rights and stands alone",
    ));
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ- - 0 1",
        Expected {
            kind: ErrorKind::CastlingChar { found: b'-' },
            field: Field::Castling,
            span: (48, 1),
            text: b"-",
            message: "unexpected '-' in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            hint: dash_alone,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -kq - 0 1",
        Expected {
            kind: ErrorKind::CastlingChar { found: b'-' },
            field: Field::Castling,
            span: (46, 1),
            text: b"-",
            message: "unexpected '-' in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            hint: dash_alone,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -- - 0 1",
        Expected {
            kind: ErrorKind::CastlingChar { found: b'-' },
            field: Field::Castling,
            span: (46, 1),
            text: b"-",
            message: "unexpected '-' in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            hint: dash_alone,
        },
    );
}

#[test]
fn castling_duplicate() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1",
        Expected {
            kind: ErrorKind::CastlingDuplicate { letter: b'K' },
            field: Field::Castling,
            span: (47, 1),
            text: b"K",
            message: "castling right 'K' appears twice",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqq - 0 1",
        Expected {
            kind: ErrorKind::CastlingDuplicate { letter: b'q' },
            field: Field::Castling,
            span: (50, 1),
            text: b"q",
            message: "castling right 'q' appears twice",
            hint: None,
        },
    );
}

#[test]
fn castling_same_rook() {
    // K names the outermost rook on the king side, h1; H names it too.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KHkq - 0 1",
        Expected {
            kind: ErrorKind::CastlingSameRook {
                first: b'K',
                second: b'H',
                rook: Square::H1,
            },
            field: Field::Castling,
            span: (47, 1),
            text: b"H",
            message: "castling rights 'K' and 'H' both name the white rook on h1",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkaq - 0 1",
        Expected {
            kind: ErrorKind::CastlingSameRook {
                first: b'a',
                second: b'q',
                rook: Square::A8,
            },
            field: Field::Castling,
            span: (50, 1),
            text: b"q",
            message: "castling rights 'a' and 'q' both name the black rook on a8",
            hint: None,
        },
    );
}

#[test]
fn castling_order() {
    let err = check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1",
        Expected {
            kind: ErrorKind::CastlingOrder,
            field: Field::Castling,
            span: (46, 4),
            text: b"kqKQ",
            message: "castling rights out of order, expected white's before black's, each as K, files H to A, Q",
            hint: Some((err_hint("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1"), "write 'KQkq'")),
        },
    );
    match err.hint() {
        Some(Hint::CastlingOrder { canonical }) => assert_eq!(canonical.to_string(), "KQkq"),
        other => panic!("{other:?}"),
    }

    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QKqk - 0 1";
    check(
        fen,
        Expected {
            kind: ErrorKind::CastlingOrder,
            field: Field::Castling,
            span: (46, 4),
            text: b"QKqk",
            message: "castling rights out of order, expected white's before black's, each as K, files H to A, Q",
            hint: Some((err_hint(fen), "write 'KQkq'")),
        },
    );
}

#[test]
fn castling_order_chess960() {
    // Shredder-FEN letters: files from H to A.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1";
    check_chess960(
        fen,
        Expected {
            kind: ErrorKind::CastlingOrder,
            field: Field::Castling,
            span: (46, 4),
            text: b"AHah",
            message: "castling rights out of order, expected white's before black's, each as K, files H to A, Q",
            hint: Some((err_hint(fen), "write 'HAha'")),
        },
    );
}

/// The hint of a FEN's error (for hints whose value cannot be built outside the crate).
fn err_hint(fen: &str) -> Hint {
    Position::from_fen_with(fen, FenOptions::new().syntax_only())
        .unwrap_err()
        .hint()
        .unwrap()
}

// ---------------------------------------------------------------------------------------------
// En passant

#[test]
fn en_passant_square() {
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1",
        Expected {
            kind: ErrorKind::EnPassantSquare {
                found: fen_core::Snippet::new(b"e9"),
            },
            field: Field::EnPassant,
            span: (53, 2),
            text: b"e9",
            message: "en passant 'e9' is not a square, expected '-' or a square on rank 3 or 6",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1",
        Expected {
            kind: ErrorKind::EnPassantSquare {
                found: fen_core::Snippet::new(b"E3"),
            },
            field: Field::EnPassant,
            span: (53, 2),
            text: b"E3",
            message: "en passant 'E3' is not a square, expected '-' or a square on rank 3 or 6",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e2e4 0 1",
        Expected {
            kind: ErrorKind::EnPassantSquare {
                found: fen_core::Snippet::new(b"e2e4"),
            },
            field: Field::EnPassant,
            span: (53, 4),
            text: b"e2e4",
            message: "en passant 'e2e4' is not a square, expected '-' or a square on rank 3 or 6",
            hint: None,
        },
    );
}

#[test]
fn en_passant_rank_pawn_square_white() {
    // Black just played e7-e5 beside the white pawn on d5; the FEN names the pawn's square.
    check(
        "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e5 0 3",
        Expected {
            kind: ErrorKind::EnPassantRank {
                square: Square::E5,
                turn: Color::White,
            },
            field: Field::EnPassant,
            span: (54, 2),
            text: b"e5",
            message: "en passant square e5 is on rank 5; with white to move it must be on rank 6",
            hint: Some((
                Hint::EnPassantSquare { square: Square::E6 },
                "did you mean e6?",
            )),
        },
    );
}

#[test]
fn en_passant_rank_pawn_square_black() {
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        Expected {
            kind: ErrorKind::EnPassantRank {
                square: Square::E4,
                turn: Color::Black,
            },
            field: Field::EnPassant,
            span: (53, 2),
            text: b"e4",
            message: "en passant square e4 is on rank 4; with black to move it must be on rank 3",
            hint: Some((
                Hint::EnPassantSquare { square: Square::E3 },
                "did you mean e3?",
            )),
        },
    );
}

#[test]
fn en_passant_rank_without_hint() {
    // Rank 4 with white to move is not the pushed pawn's square: no guess.
    check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e4 0 1",
        Expected {
            kind: ErrorKind::EnPassantRank {
                square: Square::E4,
                turn: Color::White,
            },
            field: Field::EnPassant,
            span: (53, 2),
            text: b"e4",
            message: "en passant square e4 is on rank 4; with white to move it must be on rank 6",
            hint: None,
        },
    );
    check(
        START.replace(" - ", " a1 ").as_str(),
        Expected {
            kind: ErrorKind::EnPassantRank {
                square: Square::A1,
                turn: Color::White,
            },
            field: Field::EnPassant,
            span: (51, 2),
            text: b"a1",
            message: "en passant square a1 is on rank 1; with white to move it must be on rank 6",
            hint: None,
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Counters

#[test]
fn counter_sign() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"-1"),
            },
            field: Field::HalfmoveClock,
            span: (53, 2),
            text: b"-1",
            message: "halfmove clock '-1' is not a number, expected ASCII digits",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 +1",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"+1"),
            },
            field: Field::FullmoveNumber,
            span: (55, 2),
            text: b"+1",
            message: "fullmove number '+1' is not a number, expected ASCII digits",
            hint: None,
        },
    );
}

#[test]
fn counter_underscore() {
    // A digit separator inside a counter is a bad number, not a field separator.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1_000",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"1_000"),
            },
            field: Field::FullmoveNumber,
            span: (55, 5),
            text: b"1_000",
            message: "fullmove number '1_000' is not a number, expected ASCII digits",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1_0 1",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"1_0"),
            },
            field: Field::HalfmoveClock,
            span: (53, 3),
            text: b"1_0",
            message: "halfmove clock '1_0' is not a number, expected ASCII digits",
            hint: None,
        },
    );
}

#[test]
fn counter_not_an_integer() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1.5 1",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"1.5"),
            },
            field: Field::HalfmoveClock,
            span: (53, 3),
            text: b"1.5",
            message: "halfmove clock '1.5' is not a number, expected ASCII digits",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"x"),
            },
            field: Field::FullmoveNumber,
            span: (55, 1),
            text: b"x",
            message: "fullmove number 'x' is not a number, expected ASCII digits",
            hint: None,
        },
    );
    // Too many digits and a letter: the letter is what is wrong.
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999x",
        Expected {
            kind: ErrorKind::Counter {
                found: fen_core::Snippet::new(b"99999999999x"),
            },
            field: Field::FullmoveNumber,
            span: (55, 12),
            text: b"99999999999x",
            message: "fullmove number '99999999999x' is not a number, expected ASCII digits",
            hint: None,
        },
    );
}

#[test]
fn counter_too_large() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4294967296 1",
        Expected {
            kind: ErrorKind::CounterTooLarge,
            field: Field::HalfmoveClock,
            span: (53, 10),
            text: b"4294967296",
            message: "halfmove clock is too large, expected at most 4294967295",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4294967296",
        Expected {
            kind: ErrorKind::CounterTooLarge,
            field: Field::FullmoveNumber,
            span: (55, 10),
            text: b"4294967296",
            message: "fullmove number is too large, expected at most 4294967295",
            hint: None,
        },
    );
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999999",
        Expected {
            kind: ErrorKind::CounterTooLarge,
            field: Field::FullmoveNumber,
            span: (55, 23),
            text: b"99999999999999999999999",
            message: "fullmove number is too large, expected at most 4294967295",
            hint: None,
        },
    );
}

#[test]
fn counter_max_accepted() {
    let pos = Position::from_fen_syntax_only(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4294967295 4294967295",
    )
    .unwrap();
    assert_eq!(pos.halfmoves(), u32::MAX);
    assert_eq!(pos.fullmoves(), u32::MAX);
    // Leading zeros do not count towards the limit.
    let pos = Position::from_fen_syntax_only(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0000000004294967295 1",
    )
    .unwrap();
    assert_eq!(pos.halfmoves(), u32::MAX);
}

// ---------------------------------------------------------------------------------------------
// Accepted variants

#[test]
fn six_fields() {
    let pos = Position::from_fen(START).unwrap();
    assert_eq!(pos, Position::START);
    let pos = Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
        .unwrap();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (1, 2));
}

#[test]
fn four_fields() {
    let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    assert_eq!(pos, Position::START);
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (0, 1));
    let pos = Position::from_fen(&AFTER_E4[..AFTER_E4.len() - 4]).unwrap();
    assert_eq!(pos.ep_square(), Some(Square::E3));
    assert_eq!(pos.to_string(), AFTER_E4);
}

#[test]
fn fullmove_zero_reads_as_one() {
    let pos =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").unwrap();
    assert_eq!(pos.fullmoves(), 1);
    assert_eq!(pos, Position::START);
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 12 000").unwrap();
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (12, 1));
}

#[test]
fn counters_with_leading_zeros() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 007 042").unwrap();
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (7, 42));
    assert_eq!(pos.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 7 42");
}

#[test]
fn en_passant_both_conventions() {
    // Written after every double push, even when no capture is possible.
    let pos = Position::from_fen(AFTER_E4).unwrap();
    assert_eq!(pos.ep_square(), Some(Square::E3));
    assert_eq!(pos.to_string(), AFTER_E4);
    // Written only when a capture is possible.
    let pos =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    assert_eq!(pos.ep_square(), None);
    let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    let pos = Position::from_fen(fen).unwrap();
    assert_eq!(pos.ep_square(), Some(Square::F6));
    assert_eq!(pos.to_string(), fen);
}

#[test]
fn en_passant_rank_3_or_6_regardless_of_turn_in_syntax() {
    // The grammar takes any square on rank 3 or 6; which one fits the side to move is a
    // legality rule.
    let pos = Position::from_fen_syntax_only("8/8/8/8/8/8/8/8 w - a3 0 1").unwrap();
    assert_eq!(pos.ep_square(), Some(Square::A3));
    let pos = Position::from_fen_syntax_only("8/8/8/8/8/8/8/8 b - h6 0 1").unwrap();
    assert_eq!(pos.ep_square(), Some(Square::H6));
}

#[test]
fn castling_dash() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(pos.castling(), CastlingRights::NONE);
    assert!(pos.castling().is_empty());
}

#[test]
fn castling_standard_letters() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").unwrap();
    assert_eq!(pos.castling(), CastlingRights::from_files(1 << 7, 1));
    let pos = Position::from_fen(START).unwrap();
    assert_eq!(pos.castling(), CastlingRights::ALL_STANDARD);
}

#[test]
fn castling_shredder_fen_letters() {
    // Shredder-FEN names every rook by its file; on the standard start, HAha is KQkq.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    let pos = Position::from_fen_chess960(fen).unwrap();
    assert_eq!(pos, Position::START);
    assert_eq!(
        Position::from_fen_syntax_only(fen).unwrap(),
        Position::START
    );
    assert_eq!(pos.to_string(), START);
}

#[test]
fn castling_x_fen_letters() {
    // X-FEN: G names the inner rook on g1, since K would mean the outer one on h1.
    let fen = "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11";
    let pos = Position::from_fen_chess960(fen).unwrap();
    assert!(pos.castling().has(Color::White, File::G));
    assert!(!pos.castling().has(Color::White, File::H));
    assert!(pos.castling().has(Color::Black, File::G));
    assert!(pos.castling().has(Color::Black, File::A));
    assert_eq!(pos.castling().len(), 3);
    assert_eq!(Position::from_fen_syntax_only(fen), Ok(pos));
    assert_eq!(pos.to_string(), fen);
}

#[test]
fn castling_k_and_q_mean_the_outermost_rook() {
    let fen = "4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1";
    let pos = Position::from_fen_syntax_only(fen).unwrap();
    assert_eq!(pos.castling().files(Color::White), (1 << 7) | 1);
    assert_eq!(
        pos.castling_rook(Color::White, fen_core::CastlingSide::KingSide),
        Some(Square::H1)
    );
    assert_eq!(
        pos.castling_rook(Color::White, fen_core::CastlingSide::QueenSide),
        Some(Square::A1)
    );
    assert_eq!(pos.to_string(), fen);

    // Chess960: king on b8, rooks on a8 and d8 and f8; k is f8, q is a8.
    let fen = "rk1r1r2/8/8/8/8/8/8/RK1R1R2 w KQkq - 0 1";
    let pos = Position::from_fen_syntax_only(fen).unwrap();
    assert_eq!(pos.castling().files(Color::White), (1 << 5) | 1);
    assert_eq!(pos.castling().files(Color::Black), (1 << 5) | 1);
    assert_eq!(pos.to_string(), fen);
    // The inner rook needs its file letter.
    let fen = "rk1r1r2/8/8/8/8/8/8/RK1R1R2 w Dd - 0 1";
    let pos = Position::from_fen_syntax_only(fen).unwrap();
    assert_eq!(pos.castling().files(Color::White), 1 << 3);
    assert_eq!(pos.to_string(), fen);
}

#[test]
fn from_fen_with_options_agree() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20";
    let a = Position::from_fen(fen).unwrap();
    assert_eq!(Position::from_fen_with(fen, FenOptions::new()), Ok(a));
    assert_eq!(Position::from_fen_chess960(fen), Ok(a));
    assert_eq!(Position::from_fen_syntax_only(fen), Ok(a));
    assert_eq!(
        Position::from_ascii_with(fen.as_bytes(), FenOptions::new()),
        Ok(a)
    );
    assert_eq!(fen.parse::<Position>(), Ok(a));
    assert_eq!(Position::try_from(fen), Ok(a));
}
