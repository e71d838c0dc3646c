//! Arbitrary text into the EPD parser, in every mode.
//!
//! - Parsing never panics; an error's spans stay inside the input and its message is written.
//! - When a checked parse succeeds, the syntax-only parse gives the same record.
//! - A record writes (`Display`: canonical four fields, then the operations as given) a text
//!   that parses back to the same record.
//! - `operations()` and `operands()` split the text the way the parser read it (checked
//!   against a small reference tokenizer of the grammar), and decoding strings never panics.
//! - The four fields read as a FEN give the same board, side, castling and en passant square.

#![no_main]

use fen_core::{Epd, FenError, FenOptions, Position};
use libfuzzer_sys::fuzz_target;

const CHECKED: [FenOptions; 2] = [FenOptions::new(), FenOptions::new().chess960()];

fn check_error(text: &str, err: &FenError) {
    for problem in err.problems() {
        assert!(
            problem.span().end <= text.len(),
            "span {:?} past the input",
            problem.span()
        );
    }
    let _ = err.to_string();
}

/// An operation as the grammar reads it: the opcode, and each operand's raw text (without a
/// string's quotes) and whether it is quoted.
type Operation = (String, Vec<(String, bool)>);

/// The operations of an accepted record's operation text, read by the grammar in `Epd`'s
/// documentation: an opcode, operands each after a space (a string in quotes with `\"` and
/// `\\` escapes, or a token up to a space or `;`), then `;`; operations one space apart or
/// none.
fn reference_operations(text: &str) -> Vec<Operation> {
    let bytes = text.as_bytes();
    let mut operations = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        if i == bytes.len() {
            break;
        }
        let start = i;
        while bytes[i] != b' ' && bytes[i] != b';' {
            i += 1;
        }
        let opcode = text[start..i].to_string();
        let mut operands = Vec::new();
        while bytes[i] != b';' {
            i += 1; // the space
            match bytes[i] {
                b';' => {}
                b'"' => {
                    let start = i + 1;
                    i += 1;
                    while bytes[i] != b'"' {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                    operands.push((text[start..i].to_string(), true));
                    i += 1;
                }
                _ => {
                    let start = i;
                    while bytes[i] != b' ' && bytes[i] != b';' {
                        i += 1;
                    }
                    operands.push((text[start..i].to_string(), false));
                }
            }
        }
        i += 1; // the `;`
        operations.push((opcode, operands));
    }
    operations
}

fn check_record(epd: &Epd<'_>, options: FenOptions) {
    let walked: Vec<Operation> = epd
        .operations()
        .map(|operation| {
            let operands = operation
                .operands()
                .map(|operand| {
                    let _ = operand.to_string();
                    let _ = operand.chars().count();
                    (operand.as_raw_str().to_string(), operand.is_quoted())
                })
                .collect();
            (operation.opcode().to_string(), operands)
        })
        .collect();
    let reference = reference_operations(epd.operations_text());
    assert_eq!(walked, reference, "{:?}", epd.operations_text());
    let written = epd.to_string();
    let back = Epd::from_epd_with(&written, options)
        .unwrap_or_else(|err| panic!("{written:?} does not parse back: {err}"));
    assert_eq!(back.position(), epd.position(), "{written}");
    assert_eq!(back.operations_text(), epd.operations_text(), "{written}");

    let fields = epd.position().to_epd();
    let pos = Position::from_fen_with(fields.as_str(), options.syntax_only())
        .unwrap_or_else(|err| panic!("{:?} does not parse as a FEN: {err}", fields.as_str()));
    assert_eq!(pos.board(), epd.position().board());
    assert_eq!(pos.turn(), epd.position().turn());
    assert_eq!(pos.castling(), epd.position().castling());
    assert_eq!(pos.ep_square(), epd.position().ep_square());
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let syntax = Epd::from_epd_with(text, FenOptions::new().syntax_only());
    match &syntax {
        Ok(epd) => check_record(epd, FenOptions::new().syntax_only()),
        Err(err) => check_error(text, err),
    }
    for options in CHECKED {
        match Epd::from_epd_with(text, options) {
            Ok(epd) => {
                assert_eq!(syntax, Ok(epd));
                check_record(&epd, options);
            }
            Err(err) => check_error(text, &err),
        }
    }
});
