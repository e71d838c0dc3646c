//! Arbitrary bytes into the parser, in every mode.
//!
//! - Parsing never panics, with or without legality checks, standard or Chess960.
//! - An error's spans stay inside the input, and its messages (the `const` writer that
//!   `fen!` uses and `Display`) are written in full without panicking.
//! - When a checked parse succeeds, the syntax-only parse succeeds with the same position,
//!   and the written FEN parses back (same mode) to the same position.
//! - The `&str` and byte entry points agree, and the syntax-only parse ignores the mode.

#![no_main]

use fen_core::{FenError, FenOptions, Position, StrBuf};
use libfuzzer_sys::fuzz_target;

const CHECKED: [FenOptions; 2] = [FenOptions::new(), FenOptions::new().chess960()];

fn check_error(data: &[u8], err: &FenError) {
    for problem in err.problems() {
        assert!(
            problem.span().end <= data.len(),
            "span {:?} past the input",
            problem.span()
        );
        let mut message = StrBuf::<4096>::new();
        problem.write_message(&mut message);
        assert!(!message.is_truncated() && !message.is_empty());
        let mut hint = StrBuf::<4096>::new();
        problem.write_hint(&mut hint);
        assert!(!hint.is_truncated());
        // `Display` writes the same message, not cut short.
        assert!(
            problem.to_string().starts_with(message.as_str()),
            "{problem}"
        );
    }
    let _ = err.to_string();
}

fuzz_target!(|data: &[u8]| {
    let syntax = Position::from_ascii_with(data, FenOptions::new().syntax_only());
    assert_eq!(
        syntax,
        Position::from_ascii_with(data, FenOptions::new().chess960().syntax_only())
    );
    if let Err(err) = &syntax {
        check_error(data, err);
    }
    for options in CHECKED {
        let result = Position::from_ascii_with(data, options);
        if let Ok(text) = core::str::from_utf8(data) {
            assert_eq!(Position::from_fen_with(text, options), result);
        }
        match result {
            Ok(pos) => {
                assert_eq!(syntax, Ok(pos));
                let fen = pos.to_fen();
                assert!(!fen.is_truncated());
                assert_eq!(
                    Position::from_ascii_with(fen.as_bytes(), options),
                    Ok(pos),
                    "{}",
                    fen.as_str()
                );
                assert_eq!(pos.validate(options.castling_mode()), Ok(()));
            }
            Err(err) => check_error(data, &err),
        }
    }
});
