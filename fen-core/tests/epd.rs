//! EPD records: operations, counters, escapes, errors with spans, and round trips.

// `FenError` is large by design (inline problems, no allocation).
#![allow(clippy::result_large_err)]

use fen_core::{Epd, ErrorKind, FenOptions, Field, Position};

const PERFT: &str = include_str!("../../tests/data/perft.epd");
const SUITE: &str = include_str!("../../tests/data/suite.epd");

fn records(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
}

#[test]
fn perft_fixture_matches_the_tsv() {
    let tsv = include_str!("../../corpus/perft.tsv");
    let mut checked = 0;
    for line in tsv.lines() {
        let mut parts = line.split('\t');
        let (fen, depth, nodes) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        let pos = Position::from_fen(fen).unwrap();
        let record = records(PERFT)
            .map(|record| Epd::from_epd(record).unwrap())
            .find(|epd| epd.position() == pos)
            .unwrap_or_else(|| panic!("no EPD record for {fen}"));
        let operation = record.operation(&format!("D{depth}")).unwrap();
        assert_eq!(operation.operands().next().unwrap().as_raw_str(), nodes);
        checked += 1;
    }
    assert_eq!(checked, 28);
}

#[test]
fn suite_records_parse_and_round_trip() {
    let mut count = 0;
    for record in records(SUITE) {
        let epd = Epd::from_epd(record).unwrap_or_else(|err| panic!("{record}: {err}"));
        assert_eq!(epd.to_string(), record);
        count += 1;
    }
    assert_eq!(count, 4);
    let first = Epd::from_epd(records(SUITE).next().unwrap()).unwrap();
    let c0 = first.operation("c0").unwrap().operands().next().unwrap();
    assert_eq!(c0.to_string(), "the \"Spanish\" game");
    let third = Epd::from_epd(records(SUITE).nth(2).unwrap()).unwrap();
    assert_eq!(
        (third.position().halfmoves(), third.position().fullmoves()),
        (0, 40)
    );
    assert_eq!(
        third
            .operation("c0")
            .unwrap()
            .operands()
            .next()
            .unwrap()
            .to_string(),
        "back rank \\ weakness"
    );
    let second = Epd::from_epd(records(SUITE).nth(1).unwrap()).unwrap();
    let bm: Vec<String> = second
        .operation("bm")
        .unwrap()
        .operands()
        .map(|o| o.to_string())
        .collect();
    assert_eq!(bm, ["Nf3", "f4"]);
}

#[test]
fn counters_from_operations() {
    let epd = Epd::from_epd("4k3/8/8/8/8/8/8/4K3 w - - hmvc 12; fmvn 0;").unwrap();
    assert_eq!(epd.position().halfmoves(), 12);
    // As in FEN, a fullmove number of 0 reads as 1.
    assert_eq!(epd.position().fullmoves(), 1);
    let epd = Epd::from_epd("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
    assert_eq!(
        (epd.position().halfmoves(), epd.position().fullmoves()),
        (0, 1)
    );
    assert_eq!(epd.operations().count(), 0);
    assert_eq!(epd.to_string(), "4k3/8/8/8/8/8/8/4K3 w - -");
}

#[track_caller]
fn error(text: &str, kind: ErrorKind, field: Field, span: &str, message: &str) {
    let err = Epd::from_epd(text).unwrap_err();
    assert_eq!(*err.kind(), kind, "{text}");
    assert_eq!(err.field(), field, "{text}");
    assert_eq!(&text[err.span()], span, "{text}");
    assert_eq!(err.to_string(), message, "{text}");
}

#[test]
fn operation_errors_say_what_and_where() {
    const FOUR: &str = "4k3/8/8/8/8/8/8/4K3 w - -";
    error(
        &format!("{FOUR} bm e4"),
        ErrorKind::EpdSemicolon {
            opcode: fen_core::Snippet::new(b"bm"),
        },
        Field::Operations,
        "bm e4",
        "operation 'bm' is not ended by ';'",
    );
    error(
        &format!("{FOUR} 1bm e4;"),
        ErrorKind::EpdOpcode { found: b'1' },
        Field::Operations,
        "1",
        "operation starts with '1', expected an opcode (a letter, then letters, digits or '_')",
    );
    error(
        &format!("{FOUR} id \"open;"),
        ErrorKind::EpdUnterminatedString,
        Field::Operations,
        "\"open;",
        "string operand is not closed, expected '\"' before the end",
    );
    error(
        &format!("{FOUR} id \"a\\nb\";"),
        ErrorKind::EpdEscape { found: b'n' },
        Field::Operations,
        "\\n",
        "escape '\\n' in a string operand, expected '\\\"' or '\\\\'",
    );
    error(
        &format!("{FOUR} hmvc 1 2;"),
        ErrorKind::EpdCounterOperands {
            opcode: fen_core::Snippet::new(b"hmvc"),
            operands: 2,
        },
        Field::Operations,
        "hmvc 1 2",
        "operation 'hmvc' has 2 operands, expected one number",
    );
    error(
        &format!("{FOUR} fmvn x;"),
        ErrorKind::Counter {
            found: fen_core::Snippet::new(b"x"),
        },
        Field::FullmoveNumber,
        "x",
        "fullmove number 'x' is not a number, expected ASCII digits",
    );
    error(
        &format!("{FOUR} bm e4; "),
        ErrorKind::TrailingWhitespace { found: b' ' },
        Field::Operations,
        " ",
        "trailing whitespace ' ' after the operations field, expected the end of the FEN",
    );
    error(
        &format!("{FOUR} bm  e4;"),
        ErrorKind::EmptyField,
        Field::Operations,
        "  ",
        "empty operations field, found two spaces in a row",
    );
    error(
        &format!("{FOUR} bm é4;"),
        ErrorKind::NonAscii { found: 'é' },
        Field::Operations,
        "é",
        "non-ASCII character 'é' (U+00E9) in the operations field, FEN is ASCII only",
    );
}

#[test]
fn epd_positions_go_through_the_legality_checks() {
    let err = Epd::from_epd("8/8/8/8/8/8/8/4K3 w - - id \"no black king\";").unwrap_err();
    assert_eq!(err.to_string(), "black has no king");
    let options = FenOptions::new().syntax_only();
    assert!(Epd::from_epd_with("8/8/8/8/8/8/8/4K3 w - - id \"no black king\";", options).is_ok());
    let chess960 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - id \"960\";";
    assert!(Epd::from_epd(chess960).is_err());
    assert!(Epd::from_epd_with(chess960, FenOptions::new().chess960()).is_ok());
}

#[test]
fn quoted_strings_may_hold_semicolons_and_non_ascii() {
    let epd = Epd::from_epd("4k3/8/8/8/8/8/8/4K3 w - - c0 \"a; b\"; c1 \"café\";").unwrap();
    let values: Vec<String> = epd
        .operations()
        .map(|op| op.operands().next().unwrap().to_string())
        .collect();
    assert_eq!(values, ["a; b", "café"]);
}

#[test]
fn epd_in_const_context() {
    const EPD: Epd<'static> = match Epd::from_epd("4k3/8/8/8/8/8/4P3/4K3 w - - bm e4;") {
        Ok(epd) => epd,
        Err(_) => panic!("bad EPD"),
    };
    assert_eq!(EPD.operations_text(), "bm e4;");
    assert_eq!(
        EPD.position(),
        Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap()
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any operations text: no panic, spans inside the input, and what parses writes back
        /// to text that parses to the same record.
        #[test]
        fn operations_never_panic_and_round_trip(ops in "[a-z0-9 ;\"\\\\_é\t]{0,40}") {
            let text = format!("4k3/8/8/8/8/8/8/4K3 w - - {ops}");
            match Epd::from_epd(&text) {
                Ok(epd) => {
                    let written = epd.to_string();
                    let again = Epd::from_epd(&written).unwrap();
                    prop_assert_eq!(again, epd);
                    for operation in epd.operations() {
                        prop_assert!(!operation.opcode().is_empty());
                        for operand in operation.operands() {
                            let _ = operand.to_string();
                        }
                    }
                }
                Err(err) => {
                    for problem in err.problems() {
                        prop_assert!(problem.span().end <= text.len());
                        prop_assert!(text.is_char_boundary(problem.span().start));
                    }
                }
            }
        }

        /// Arbitrary bytes never panic.
        #[test]
        fn bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
            if let Ok(text) = std::str::from_utf8(&bytes) {
                let _ = Epd::from_epd(text);
                let _ = Epd::from_epd_with(text, FenOptions::new().syntax_only());
            }
        }
    }
}

#[test]
fn a_quote_inside_an_unquoted_operand_is_an_error() {
    let text = r#"4k3/8/8/8/8/8/8/4K3 w - - c0 a" ";";"#;
    let err = Epd::from_epd(text).unwrap_err();
    assert_eq!(*err.kind(), ErrorKind::EpdStrayQuote);
    assert_eq!(&text[err.span()], "\"");
    assert_eq!(
        err.to_string(),
        "'\"' inside an unquoted operand, expected a string operand to start with '\"'"
    );
}
