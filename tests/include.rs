//! `include_fen!`, `include_epd!` and `epd!`: what they build equals what the run-time parser
//! gives for the same text, record by record. The compile errors are in `ui-tests/input/`.

use fen::{epd, include_epd, include_fen, Epd, FenOptions, Position, StaticEpd};

/// The record lines of a fixture as the macros see them: numbered from 1, without `\r`,
/// blank lines and `#` comments left out.
fn record_lines(path: &str) -> Vec<(usize, String)> {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"));
    text.split('\n')
        .enumerate()
        .map(|(index, line)| (index + 1, line.strip_suffix('\r').unwrap_or(line)))
        .filter(|(_, line)| {
            let line = line.trim_start_matches([' ', '\t']);
            !line.is_empty() && !line.starts_with('#')
        })
        .map(|(number, line)| (number, line.to_owned()))
        .collect()
}

/// Checks that `included` is the run-time parse of the fixture's record lines.
fn assert_positions(included: &[Position], path: &str, options: FenOptions) {
    let lines = record_lines(path);
    assert_eq!(included.len(), lines.len(), "{path}");
    for (position, (number, line)) in included.iter().zip(&lines) {
        let expected = Position::from_fen_with(line, options)
            .unwrap_or_else(|err| panic!("{path}:{number}: {err}"));
        assert_eq!(*position, expected, "{path}:{number}");
    }
}

/// Checks that `included` is the run-time parse of the fixture's records: the same positions
/// and the same operations, operands compared by value (escapes resolved).
fn assert_records(included: &[StaticEpd], path: &str) {
    let lines = record_lines(path);
    assert_eq!(included.len(), lines.len(), "{path}");
    for (record, (number, line)) in included.iter().zip(&lines) {
        let expected = Epd::from_epd(line).unwrap_or_else(|err| panic!("{path}:{number}: {err}"));
        assert_eq!(record.position(), expected.position(), "{path}:{number}");
        assert_eq!(
            record.operations().len(),
            expected.operations().count(),
            "{path}:{number}"
        );
        for (ours, theirs) in record.operations().iter().zip(expected.operations()) {
            assert_eq!(ours.opcode(), theirs.opcode(), "{path}:{number}");
            let values: Vec<String> = theirs.operands().map(|o| o.to_string()).collect();
            assert_eq!(ours.operands(), values, "{path}:{number}");
        }
        assert_eq!(*record, expected, "{path}:{number}");
    }
}

static PERFT: &[StaticEpd] = include_epd!("tests/data/perft.epd");
static SUITE: &[StaticEpd] = include_epd!("tests/data/suite.epd");
static POSITIONS: &[Position] = include_fen!("tests/data/positions.fen");

#[test]
fn perft_fixture_equals_the_runtime_parse() {
    assert_records(PERFT, "tests/data/perft.epd");
    // The published node counts, as operands.
    let start = &PERFT[0];
    assert_eq!(start.position(), Position::START);
    let counts: Vec<&str> = ["D1", "D2", "D3", "D4"]
        .iter()
        .map(|depth| start.operation(depth).unwrap().operands()[0])
        .collect();
    assert_eq!(counts, ["20", "400", "8902", "197281"]);
    assert_eq!(PERFT[1].operation("D4").unwrap().operands(), ["4085603"]);
}

#[test]
fn suite_equals_the_runtime_parse_with_escapes_resolved() {
    assert_records(SUITE, "tests/data/suite.epd");
    assert_eq!(SUITE.len(), 4);

    let ruy_lopez = &SUITE[0];
    assert_eq!(
        ruy_lopez.operation("id").unwrap().operands(),
        ["Ruy Lopez.001"]
    );
    assert_eq!(
        ruy_lopez.operation("c0").unwrap().operands(),
        [r#"the "Spanish" game"#]
    );

    let vienna = &SUITE[1];
    let opcodes: Vec<&str> = vienna.operations().iter().map(|op| op.opcode()).collect();
    assert_eq!(opcodes, ["bm", "am", "id"]);
    assert_eq!(vienna.operation("bm").unwrap().operands(), ["Nf3", "f4"]);
    assert_eq!(vienna.operation("am").unwrap().operands(), ["Qh5"]);

    let mate = &SUITE[2];
    assert_eq!(
        mate.operation("c0").unwrap().operands(),
        [r"back rank \ weakness"]
    );
    assert_eq!(mate.position().fullmoves(), 40);
    assert_eq!(mate.operation("fmvn").unwrap().operands(), ["40"]);

    let en_passant = &SUITE[3];
    assert_eq!(en_passant.position().ep_square(), Some(fen::Square::D3));
    assert_eq!(en_passant.position().halfmoves(), 0);
    assert!(en_passant.operation("bm").is_none());
}

#[test]
fn records_write_back_as_epd_that_parses_to_the_same_record() {
    for record in SUITE.iter().chain(PERFT) {
        let text = record.to_string();
        let reparsed = Epd::from_epd(&text).unwrap_or_else(|err| panic!("{text}: {err}"));
        assert_eq!(*record, reparsed, "{text}");
    }
    assert_eq!(
        SUITE[0].to_string(),
        r#"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id "Ruy Lopez.001"; c0 "the \"Spanish\" game";"#
    );
}

#[test]
fn positions_fixture_equals_the_runtime_parse() {
    // 40 positions between comments, blank lines and an indented comment.
    assert_eq!(POSITIONS.len(), 40);
    assert_positions(POSITIONS, "tests/data/positions.fen", FenOptions::new());
}

/// The corpus, 20,000 lines. Measured on 2 shared cores (rustc 1.95.0, debug, dependencies
/// built): a crate holding only `static P: &[fen::Position] =
/// fen::include_fen!("corpus/positions.fen");` takes 3.0–3.3 s of CPU time for
/// `cargo clean -p CRATE && /usr/bin/time cargo build` (the same for `cargo check`), 0.9 s
/// after `touch src/main.rs`, against 0.2 s for an empty `main`.
#[test]
fn twenty_thousand_positions_compile() {
    static CORPUS: &[Position] = include_fen!("corpus/positions.fen");
    assert_eq!(CORPUS.len(), 20_000);
    assert_positions(CORPUS, "corpus/positions.fen", FenOptions::new());
}

#[test]
fn an_empty_file_is_an_empty_slice() {
    const EMPTY: &[Position] = include_fen!("tests/data/empty.fen");
    const COMMENTS_ONLY: &[Position] = include_fen!("tests/data/comments-only.epd");
    const NO_RECORDS: &[StaticEpd] = include_epd!("tests/data/comments-only.epd");
    const EMPTY_EPD: &[StaticEpd] = include_epd!("tests/data/empty.fen");
    assert!(EMPTY.is_empty());
    assert!(COMMENTS_ONLY.is_empty());
    assert!(NO_RECORDS.is_empty());
    assert!(EMPTY_EPD.is_empty());
}

#[test]
fn crlf_line_endings() {
    let positions = include_fen!("tests/data/crlf.fen");
    assert_positions(positions, "tests/data/crlf.fen", FenOptions::new());
    assert_eq!(positions.len(), 2);
    assert_eq!(positions[1].fullmoves(), 70);
}

#[test]
fn options_apply_to_every_line() {
    static ILLEGAL: &[Position] = include_fen!(syntax_only, "tests/data/illegal.fen");
    assert_positions(
        ILLEGAL,
        "tests/data/illegal.fen",
        FenOptions::new().syntax_only(),
    );
    assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    assert_eq!(ILLEGAL[0].occupied(), 0);

    static CHESS960: &[Position] = include_fen!(chess960, "tests/data/chess960.fen");
    assert_positions(
        CHESS960,
        "tests/data/chess960.fen",
        FenOptions::new().chess960(),
    );
    // Without the option, the castling letters are rejected.
    assert!(Position::from_fen(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    )
    .is_err());
    assert_eq!(
        CHESS960[0].castling_rook(fen::Color::White, fen::CastlingSide::QueenSide),
        Some(fen::Square::F1)
    );

    const BOTH: &[Position] = include_fen!(syntax_only, chess960, "tests/data/chess960.fen");
    assert_eq!(BOTH, CHESS960);
    const SUITE_960: &[StaticEpd] = include_epd!(chess960, "tests/data/suite.epd");
    assert_eq!(SUITE_960, SUITE);
}

#[test]
fn usable_in_const_fn_and_array_lengths() {
    const COUNT: usize = include_fen!("tests/data/positions.fen").len();
    const TURNS: [bool; COUNT] = {
        const POSITIONS: &[Position] = include_fen!("tests/data/positions.fen");
        let mut turns = [false; COUNT];
        let mut i = 0;
        while i < COUNT {
            turns[i] = matches!(POSITIONS[i].turn(), fen::Color::White);
            i += 1;
        }
        turns
    };
    assert_eq!(COUNT, 40);
    let white = POSITIONS
        .iter()
        .filter(|pos| pos.turn() == fen::Color::White);
    assert_eq!(TURNS.iter().filter(|&&white| white).count(), white.count());
    const START_ID: &str = include_epd!("tests/data/suite.epd")[1].operations()[2].operands()[0];
    assert_eq!(START_ID, "Vienna.002");
}

#[test]
fn epd_macro_equals_the_runtime_parse() {
    const TEXT: &str = r#"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id "mate \"in\" one"; c0 "a \\ b" 7; hmvc 3; fmvn 40;"#;
    const RECORD: StaticEpd = epd!(
        r#"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id "mate \"in\" one"; c0 "a \\ b" 7; hmvc 3; fmvn 40;"#
    );
    assert_eq!(RECORD, Epd::from_epd(TEXT).unwrap());
    assert_eq!(RECORD.position().halfmoves(), 3);
    assert_eq!(
        RECORD.operation("id").unwrap().operands(),
        [r#"mate "in" one"#]
    );
    assert_eq!(RECORD.operation("c0").unwrap().operands(), [r"a \ b", "7"]);

    let bare = epd!("4k3/8/8/8/8/8/8/4K3 w - -");
    assert!(bare.operations().is_empty());
    assert_eq!(bare.position().fullmoves(), 1);

    static NO_KINGS: StaticEpd = epd!(syntax_only, "8/8/8/8/8/8/8/8 b - - c0 \"empty\";");
    assert_eq!(NO_KINGS.position().occupied(), 0);
    assert_eq!(NO_KINGS.operations()[0].operands(), ["empty"]);
}

#[test]
fn a_record_differs_from_one_with_other_operations() {
    let record = epd!("4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"a\";");
    for other in [
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;",
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"b\";",
        "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2 Kf2; id \"a\";",
        "4k3/8/8/8/8/8/8/4K3 w - - am Kd2; id \"a\";",
        "4k3/8/8/8/8/8/8/4K3 b - - bm Kd2; id \"a\";",
    ] {
        assert_ne!(record, Epd::from_epd(other).unwrap(), "{other}");
    }
    assert_eq!(
        record,
        Epd::from_epd("4k3/8/8/8/8/8/8/4K3 w - - bm \"Kd2\"; id a;").unwrap()
    );
}

/// The caller's own items named like what an expansion might use do not change it.
#[allow(dead_code, non_camel_case_types, unused_macros)]
mod hygiene {
    struct Ok;
    struct Option;
    struct Position;
    struct StaticEpd;
    struct StaticOperation;
    struct u8;
    struct u64;
    mod core {}
    mod std {}
    mod fen_core {}
    mod __private {}
    const __FEN_FIELDS: () = ();
    const __FEN_POSITIONS: () = ();
    const __FEN_INCLUDED: () = ();
    const __FEN_EPD: () = ();
    macro_rules! include_bytes {
        ($($tt:tt)*) => {
            b""
        };
    }
    macro_rules! compile_error {
        ($($tt:tt)*) => {};
    }

    pub static POSITIONS: &[::fen::Position] = ::fen::include_fen!("tests/data/positions.fen");
    pub static SUITE: &[::fen::StaticEpd] = ::fen::include_epd!("tests/data/suite.epd");
    pub const RECORD: ::fen::StaticEpd = ::fen::epd!("4k3/8/8/8/8/8/8/4K3 w - - id \"x\";");

    #[no_implicit_prelude]
    pub mod bare {
        pub static POSITIONS: &[::fen::Position] =
            ::fen::include_fen!(chess960, "tests/data/positions.fen");
        pub static SUITE: &[::fen::StaticEpd] = ::fen::include_epd!("tests/data/suite.epd");
        pub const RECORD: ::fen::StaticEpd =
            ::fen::epd!(syntax_only, "4k3/8/8/8/8/8/8/4K3 w - - id \"x\";");
    }
}

#[test]
fn expansions_are_hygienic() {
    assert_eq!(hygiene::POSITIONS, POSITIONS);
    assert_eq!(hygiene::bare::POSITIONS, POSITIONS);
    assert_eq!(hygiene::SUITE, SUITE);
    assert_eq!(hygiene::bare::SUITE, SUITE);
    assert_eq!(hygiene::RECORD, hygiene::bare::RECORD);
    assert_eq!(hygiene::RECORD.operations()[0].operands(), ["x"]);
}
