//! The measured work of the benchmarks: each function parses (or writes) every FEN of the
//! corpus once, so that criterion (`benches/fen.rs`) and callgrind (`src/bin/callgrind.rs`)
//! time exactly the same code.
//!
//! Every result goes through [`black_box`], so no parser can skip work whose result is not
//! looked at; each function returns how many lines were accepted, which also shows that the
//! parsers agree on the corpus.

use std::hint::black_box;
use std::str::FromStr;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// The corpus, one six-field FEN a line (20,000 valid positions).
pub const CORPUS: &str = include_str!("../../corpus/positions.fen");

/// The corpus lines.
pub fn corpus() -> Vec<&'static str> {
    CORPUS.lines().collect()
}

/// A measured function over the corpus lines.
pub struct Parser {
    /// The benchmark id: `crate/what`.
    pub name: &'static str,
    /// Parses every line once; returns the number of lines accepted.
    pub run: fn(&[&str]) -> usize,
}

/// The parsers, in the order of the report. `floor/split` is the reference for syntax-only,
/// `shakmaty/full` the one for the full parse.
pub const PARSERS: [Parser; 7] = [
    Parser {
        name: "floor/split",
        run: split_floor,
    },
    Parser {
        name: "fen-core/syntax_only",
        run: ours_syntax_only,
    },
    Parser {
        name: "fen-core/full",
        run: ours_full,
    },
    Parser {
        name: "shakmaty/from_ascii",
        run: shakmaty_syntax,
    },
    Parser {
        name: "shakmaty/full",
        run: shakmaty_full,
    },
    Parser {
        name: "cozy-chess/from_fen",
        run: cozy_from_fen,
    },
    Parser {
        name: "chess/from_str",
        run: chess_from_str,
    },
];

/// `str::split(' ')` over each line, every field black-boxed: the least a FEN parser must do.
/// Counts the lines with six fields.
pub fn split_floor(lines: &[&str]) -> usize {
    let mut six = 0;
    for line in lines {
        let mut fields = 0;
        for field in black_box(*line).split(' ') {
            black_box(field);
            fields += 1;
        }
        six += usize::from(fields == 6);
    }
    six
}

/// fen-core, grammar only (`Position::from_fen_syntax_only`).
pub fn ours_syntax_only(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        ok += usize::from(
            black_box(fen_core::Position::from_fen_syntax_only(black_box(line))).is_ok(),
        );
    }
    ok
}

/// fen-core, grammar and every legality check (`Position::from_fen`).
pub fn ours_full(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        ok += usize::from(black_box(fen_core::Position::from_fen(black_box(line))).is_ok());
    }
    ok
}

/// shakmaty 0.30.1, grammar only (`Fen::from_ascii`).
pub fn shakmaty_syntax(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        ok += usize::from(black_box(Fen::from_ascii(black_box(line).as_bytes())).is_ok());
    }
    ok
}

/// shakmaty 0.30.1, grammar and legality: `Fen::from_ascii` then
/// `into_position::<Chess>(CastlingMode::Standard)`.
pub fn shakmaty_full(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        let pos = match Fen::from_ascii(black_box(line).as_bytes()) {
            Ok(fen) => fen.into_position::<Chess>(CastlingMode::Standard).is_ok(),
            Err(_) => false,
        };
        ok += usize::from(black_box(pos));
    }
    ok
}

/// cozy-chess 0.3 (`Board::from_fen`, standard castling letters), which checks legality too.
pub fn cozy_from_fen(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        ok += usize::from(black_box(cozy_chess::Board::from_fen(black_box(line), false)).is_ok());
    }
    ok
}

/// chess 3.2 (`Board::from_str`), which checks legality too.
pub fn chess_from_str(lines: &[&str]) -> usize {
    let mut ok = 0;
    for line in lines {
        ok += usize::from(black_box(chess::Board::from_str(black_box(line))).is_ok());
    }
    ok
}

/// The corpus parsed once by each library, for the writer benchmarks.
pub struct Parsed {
    /// fen-core positions.
    pub ours: Vec<fen_core::Position>,
    /// shakmaty's parsed FENs (a `Setup`: the fields as written, not checked).
    pub fens: Vec<Fen>,
    /// shakmaty's legal positions.
    pub chess: Vec<Chess>,
}

impl Parsed {
    /// Parses every line with fen-core and shakmaty; panics if either rejects one.
    pub fn new(lines: &[&str]) -> Parsed {
        let ours = lines
            .iter()
            .map(|line| fen_core::Position::from_fen(line).unwrap())
            .collect();
        let fens: Vec<Fen> = lines
            .iter()
            .map(|line| Fen::from_ascii(line.as_bytes()).unwrap())
            .collect();
        let chess = fens
            .iter()
            .map(|fen| fen.clone().into_position(CastlingMode::Standard).unwrap())
            .collect();
        Parsed { ours, fens, chess }
    }
}

/// A measured writer over the parsed corpus.
pub struct Writer {
    /// The benchmark id: `crate/what`.
    pub name: &'static str,
    /// Writes every position once; returns the number of bytes written.
    pub run: fn(&Parsed) -> usize,
}

/// The writers, in pairs that do the same job: the fields as stored, and from a legal
/// position with the en passant square only when a capture is legal.
pub const WRITERS: [Writer; 5] = [
    Writer {
        name: "fen-core/to_fen",
        run: ours_to_fen,
    },
    Writer {
        name: "shakmaty/Fen::append_to_string",
        run: shakmaty_append,
    },
    Writer {
        name: "shakmaty/Fen::to_string",
        run: shakmaty_fen_to_string,
    },
    Writer {
        name: "fen-core/to_fen_with(Legal)",
        run: ours_to_fen_legal,
    },
    Writer {
        name: "shakmaty/from_position(Legal).to_string",
        run: shakmaty_from_position,
    },
];

/// fen-core `Position::to_fen` (en passant as stored) into its fixed `StrBuf`, no allocation.
pub fn ours_to_fen(parsed: &Parsed) -> usize {
    let mut bytes = 0;
    for pos in &parsed.ours {
        bytes += black_box(black_box(pos).to_fen()).len();
    }
    bytes
}

/// fen-core `Position::to_fen_with(EnPassantOutput::Legal)`.
pub fn ours_to_fen_legal(parsed: &Parsed) -> usize {
    let mut bytes = 0;
    for pos in &parsed.ours {
        bytes += black_box(black_box(pos).to_fen_with(fen_core::EnPassantOutput::Legal)).len();
    }
    bytes
}

/// shakmaty `Fen::append_to_string` (the parsed fields as stored) into one reused `String`:
/// the writer alone, no allocation.
pub fn shakmaty_append(parsed: &Parsed) -> usize {
    let mut bytes = 0;
    let mut out = String::with_capacity(128);
    for fen in &parsed.fens {
        out.clear();
        black_box(fen).append_to_string(&mut out);
        bytes += black_box(&out).len();
    }
    bytes
}

/// shakmaty `Fen::to_string` (`Display` into a new `String`).
pub fn shakmaty_fen_to_string(parsed: &Parsed) -> usize {
    let mut bytes = 0;
    for fen in &parsed.fens {
        bytes += black_box(black_box(fen).to_string()).len();
    }
    bytes
}

/// shakmaty `Fen::from_position(&chess, EnPassantMode::Legal).to_string()`: what a shakmaty
/// user writes to get the FEN of a position.
pub fn shakmaty_from_position(parsed: &Parsed) -> usize {
    let mut bytes = 0;
    for pos in &parsed.chess {
        bytes +=
            black_box(Fen::from_position(black_box(pos), EnPassantMode::Legal).to_string()).len();
    }
    bytes
}
