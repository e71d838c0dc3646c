//! The text `fen!` and `fen_const!` report for a rejected FEN: message, the FEN with carets
//! under the span, hint. The UI tests show it through rustc; these check it exactly where
//! the picture has to work around the input (control characters, non-ASCII, empty spans).

use fen::{FenError, FenOptions, Position, StrBuf};

fn report(fen: &str) -> String {
    report_with(fen, FenOptions::new())
}

fn report_with(fen: &str, options: FenOptions) -> String {
    let err: FenError = Position::from_fen_with(fen, options).unwrap_err();
    let mut out = StrBuf::<4096>::new();
    err.write_report(fen, &mut out);
    assert!(!out.is_truncated());
    out.as_str().to_owned()
}

#[test]
fn carets_sit_under_the_span() {
    assert_eq!(
        report("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        [
            "rank 7 has 9 squares, expected 8",
            "  rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "           ^^^^^^^^^",
        ]
        .join("\n")
    );
}

#[test]
fn hint_follows_the_picture() {
    assert_eq!(
        report("8/8/8/8/8/8/8/44 w - - 0 1"),
        [
            "two digits in a row '44' in rank 1, expected one digit per run of empty squares",
            "  8/8/8/8/8/8/8/44 w - - 0 1",
            "                ^^",
            "  help: write '8' for 8 empty squares",
        ]
        .join("\n")
    );
}

#[test]
fn empty_span_gets_one_caret_after_the_text() {
    assert_eq!(
        report("8/8/8/8/8/8/8/8"),
        [
            "missing side to move field, found 1 field, expected 6 (or 4 without the move counters)",
            "  8/8/8/8/8/8/8/8",
            "                 ^",
        ]
        .join("\n")
    );
}

#[test]
fn empty_fen_has_no_picture() {
    assert_eq!(
        report(""),
        "empty FEN, expected 6 fields separated by spaces"
    );
}

#[test]
fn control_characters_are_escaped_and_carets_follow() {
    // A tab before the span takes two columns (`\t`), and the span itself is escaped too.
    assert_eq!(
        report("8/8/8/8/8/8/8/8 w - -\t0 1"),
        [
            "unexpected '\\t' in the en passant field, expected a single space between fields",
            "  8/8/8/8/8/8/8/8 w - -\\t0 1",
            "                       ^^",
            "  help: fields are separated by a single ASCII space",
        ]
        .join("\n")
    );
    // Other control bytes are written as `\xNN`, four columns.
    assert_eq!(
        report("8/8/8/8/8/8/8/8 w - -\x0b0 1"),
        [
            "unexpected '\\x0b' in the en passant field, expected a single space between fields",
            "  8/8/8/8/8/8/8/8 w - -\\x0b0 1",
            "                       ^^^^",
            "  help: fields are separated by a single ASCII space",
        ]
        .join("\n")
    );
    // After an escaped byte, a later span moves right by the extra columns.
    assert_eq!(
        report("8/8/8/8/8/8/8/8 w - - 0 1\n"),
        [
            "trailing whitespace '\\n' after the fullmove number field, expected the end of the FEN",
            "  8/8/8/8/8/8/8/8 w - - 0 1\\n",
            "                           ^^",
        ]
        .join("\n")
    );
}

#[test]
fn a_non_ascii_character_takes_one_column() {
    assert_eq!(
        report("8/8/8/8/8/8/8/8 w – - 0 1"),
        [
            "non-ASCII character '–' (U+2013) in the castling field, FEN is ASCII only",
            "  8/8/8/8/8/8/8/8 w – - 0 1",
            "                    ^",
        ]
        .join("\n")
    );
}

#[test]
fn every_legality_problem_is_reported_in_order() {
    let fen = "P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1";
    assert_eq!(
        report(fen),
        [
            "pawn on a8, pawns cannot stand on rank 8",
            "  P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1",
            "  ^",
            "pawn on h1, pawns cannot stand on rank 1",
            "  P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1",
            "                      ^",
            "castling right 'Q' needs a white rook on a1",
            "  P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1",
            "                          ^",
            "  help: white has no rook on rank 1",
            "en passant square e6 needs a black pawn on e5, the pawn that just moved two squares",
            "  P3k3/8/8/8/8/8/8/4K2p w Q e6 0 1",
            "                            ^^",
        ]
        .join("\n")
    );
}

#[test]
fn problems_beyond_those_kept_are_counted() {
    let fen = "PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1";
    let text = report(fen);
    // Eight problems kept, each with its picture; the ninth (the en passant square) counted.
    assert_eq!(text.matches(&format!("\n  {fen}\n")).count(), 8, "{text}");
    assert!(
        text.ends_with("\n  help: black has no rook on rank 8\nand 1 more problem"),
        "{text}"
    );
}

#[test]
fn chess960_option_changes_the_verdict_not_the_shape() {
    let fen = "4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1";
    assert_eq!(
        report_with(fen, FenOptions::new().chess960()),
        [
            "castling right 'B' is a second white right on the same side of the king as 'Q', expected at most one per side",
            "  4k3/8/8/8/8/8/8/RR2K3 w BQ - 0 1",
            "                          ^",
        ]
        .join("\n")
    );
}
