//! Differential test: fen-core's verdict on every input equals shakmaty 0.30.1's full verdict
//! (`Fen::from_ascii` + `into_position::<Chess>` in the same castling mode), except for the
//! deliberate differences listed in `DIFFERENCES.md`, each recognised here by [`explain`].
//!
//! When both accept, the positions must be equal too: board, side to move, castling rooks,
//! en passant square and both counters.
//!
//! Run with `cargo test --manifest-path differential/Cargo.toml --release` (add
//! `-- --nocapture` for the tally).

// `FenError` is large by design (a fixed-capacity list of problems, no allocation).
#![allow(clippy::result_large_err)]

use std::collections::BTreeMap;
use std::fmt;

use differential::{chess960_start, mutants, Mutation, Prng};
use fen_core::{CastlingSide, Color, ErrorKind, FenError, FenOptions, Field, Position, Square};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, PositionErrorKinds};

const POSITIONS: &str = include_str!("../../corpus/positions.fen");
const PERFT: &str = include_str!("../../corpus/perft.tsv");

/// Mutants generated from each corpus line: fewer in unoptimised builds, the full set with
/// `--release` (as CI runs it).
const MUTANTS_PER_LINE: usize = if cfg!(debug_assertions) { 4 } else { 32 };
/// Mutants generated from each Chess960 starting position.
const MUTANTS_PER_960_START: usize = if cfg!(debug_assertions) { 16 } else { 64 };

/// A deliberate difference from shakmaty's verdict: one row of `DIFFERENCES.md` each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Difference {
    /// We accept exactly one space between fields; shakmaty splits on any run of spaces and
    /// underscores, so leading, trailing and doubled spaces and `_` pass there.
    Separators,
    /// We accept four or six fields; shakmaty accepts one to six and fills in defaults.
    FieldCount,
    /// We reject two digits in a row in a rank (`44`); shakmaty adds them up.
    AdjacentDigits,
    /// We reject castling letters out of order, repeated, or two letters for one rook;
    /// shakmaty reads the field as a set of rooks.
    CastlingNotation,
    /// We reject counters above `u32::MAX`; shakmaty saturates them (and stops reading at the
    /// digit that overflows).
    CounterOverflow,
    /// We reject variant syntax (Crazyhouse pockets and `~`, Three-check counters);
    /// shakmaty's parser reads it and `Chess` ignores it.
    VariantSyntax,
    /// We reject an en passant square whose double push, taken back, leaves the side to move
    /// in check with the other side to move (the pawn on its origin checked the king, or now
    /// blocks a check); shakmaty looks for that only when the side to move is in check.
    CheckBeforeDoublePush,
}

/// Shakmaty's verdict, with the kind of error.
enum Theirs {
    Ok(Box<Chess>),
    Syntax(shakmaty::fen::ParseFenError),
    Illegal(PositionErrorKinds),
}

impl fmt::Display for Theirs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Theirs::Ok(_) => f.write_str("ok"),
            Theirs::Syntax(err) => write!(f, "{err:?}"),
            Theirs::Illegal(kinds) => write!(f, "{kinds:?}"),
        }
    }
}

fn theirs(fen: &[u8], mode: CastlingMode) -> Theirs {
    match Fen::from_ascii(fen) {
        Err(err) => Theirs::Syntax(err),
        Ok(parsed) => match parsed.into_position::<Chess>(mode) {
            Ok(pos) => Theirs::Ok(Box::new(pos)),
            Err(err) => Theirs::Illegal(err.kinds()),
        },
    }
}

fn ours(fen: &[u8], mode: CastlingMode) -> Result<Position, FenError> {
    let options = match mode {
        CastlingMode::Standard => FenOptions::new(),
        CastlingMode::Chess960 => FenOptions::new().chess960(),
    };
    Position::from_ascii_with(fen, options)
}

fn square(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(sq as u32)
}

/// Whether the two positions agree on everything a FEN says; the first difference if not.
fn same_position(ours: &Position, theirs: &Chess) -> Result<(), String> {
    for sq in Square::ALL {
        let a = ours.piece_at(sq).map(|p| p.char());
        let b = theirs.board().piece_at(square(sq)).map(|p| p.char());
        if a != b {
            return Err(format!("square {sq:?}: {a:?} vs {b:?}"));
        }
    }
    let turn = match ours.turn() {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    };
    if turn != theirs.turn() {
        return Err("side to move".into());
    }
    for (color, their_color) in [
        (Color::White, shakmaty::Color::White),
        (Color::Black, shakmaty::Color::Black),
    ] {
        for (side, their_side) in [
            (CastlingSide::KingSide, shakmaty::CastlingSide::KingSide),
            (CastlingSide::QueenSide, shakmaty::CastlingSide::QueenSide),
        ] {
            let a = ours.castling_rook(color, side).map(square);
            let b = theirs.castles().rook(their_color, their_side);
            if a != b {
                return Err(format!("castling {color:?} {side:?}: {a:?} vs {b:?}"));
            }
        }
    }
    let ep = ours.ep_square().map(square);
    if ep != theirs.ep_square(EnPassantMode::Always) {
        return Err(format!(
            "ep square {ep:?} vs {:?}",
            theirs.ep_square(EnPassantMode::Always)
        ));
    }
    if ours.halfmoves() != theirs.halfmoves() || ours.fullmoves() != theirs.fullmoves().get() {
        return Err(format!(
            "counters {} {} vs {} {}",
            ours.halfmoves(),
            ours.fullmoves(),
            theirs.halfmoves(),
            theirs.fullmoves()
        ));
    }
    Ok(())
}

/// Rewrites `fen` the way shakmaty reads the construct our error points at, so that fen-core
/// can be asked again; `None` when the error is not one of the deliberate differences.
fn normalise(fen: &[u8], err: &FenError) -> Option<(Difference, Vec<u8>)> {
    let text = std::str::from_utf8(fen).ok()?;
    let span = err.span();
    let joined = |fields: Vec<&str>| fields.join(" ").into_bytes();
    if matches!(err.field(), Field::HalfmoveClock | Field::FullmoveNumber) {
        // Counters that shakmaty saturates (reading no further than the overflow).
        let mut fields: Vec<&str> = text.split(' ').collect();
        let mut changed = false;
        for field in fields.iter_mut().skip(4).take(2) {
            if field.parse::<u32>().is_err() && saturates_in_shakmaty(field.as_bytes()) {
                *field = "4294967295";
                changed = true;
            }
        }
        if changed {
            return Some((Difference::CounterOverflow, joined(fields)));
        }
    }
    if err
        .problems()
        .iter()
        .all(|problem| matches!(problem.kind(), ErrorKind::CheckBeforeDoublePush { .. }))
    {
        let mut fields: Vec<&str> = text.split(' ').collect();
        fields[3] = "-";
        return Some((Difference::CheckBeforeDoublePush, joined(fields)));
    }
    match *err.kind() {
        ErrorKind::LeadingWhitespace { found: b' ' }
        | ErrorKind::TrailingWhitespace { found: b' ' }
        | ErrorKind::EmptyField
        | ErrorKind::Separator { found: b'_' } => Some((
            Difference::Separators,
            joined(
                text.split([' ', '_'])
                    .filter(|field| !field.is_empty())
                    .collect(),
            ),
        )),
        // `_` in a counter field is reported as a malformed counter.
        ErrorKind::Counter { .. } if text[span.clone()].contains('_') => Some((
            Difference::Separators,
            joined(
                text.split([' ', '_'])
                    .filter(|field| !field.is_empty())
                    .collect(),
            ),
        )),
        ErrorKind::MissingField { fields: 1..=3 | 5 } => {
            let mut fields: Vec<&str> = text.split(' ').collect();
            let defaults = ["", "w", "-", "-", "0", "1"];
            while fields.len() < 4 || fields.len() == 5 {
                fields.push(defaults[fields.len()]);
            }
            Some((Difference::FieldCount, joined(fields)))
        }
        ErrorKind::AdjacentDigits { .. } => {
            let (placement, rest) = text.split_at(text.find([' ', '_']).unwrap_or(text.len()));
            let mut out = String::new();
            let mut run = 0u32;
            for ch in placement.chars().chain(std::iter::once('/')) {
                match ch.to_digit(10) {
                    Some(d) if ch != '0' => run += d,
                    _ => {
                        if run > 0 {
                            out.push(char::from_digit(run.min(9), 10).expect("one digit"));
                            run = 0;
                        }
                        out.push(ch);
                    }
                }
            }
            out.pop(); // the '/' added above
            Some((
                Difference::AdjacentDigits,
                format!("{out}{rest}").into_bytes(),
            ))
        }
        ErrorKind::CastlingDuplicate { .. } | ErrorKind::CastlingSameRook { .. } => {
            let mut out = fen.to_vec();
            out.remove(span.start);
            Some((Difference::CastlingNotation, out))
        }
        ErrorKind::CastlingOrder => {
            let mut letters = text[span.clone()].as_bytes().to_vec();
            letters.sort_by_key(|&letter| {
                let key = match letter.to_ascii_lowercase() {
                    b'k' => 0,
                    b'q' => 9,
                    file => 1 + (b'h' - file),
                };
                (letter.is_ascii_lowercase(), key)
            });
            let mut out = fen.to_vec();
            out.splice(span, letters);
            Some((Difference::CastlingNotation, out))
        }
        // Three-check counters (`3+3` or `+1+2`), in fifth or seventh place.
        ErrorKind::TooManyFields { .. } | ErrorKind::Counter { .. }
            if text[span.clone()].contains('+') =>
        {
            let fields: Vec<&str> = text
                .split(' ')
                .filter(|field| !field.contains('+'))
                .collect();
            Some((Difference::VariantSyntax, joined(fields)))
        }
        // Crazyhouse: promoted pieces marked `~`, pockets in brackets or as a ninth rank.
        ErrorKind::PlacementChar {
            found: b'~' | b'[' | b']',
            ..
        }
        | ErrorKind::RankCount { ranks: 9 } => {
            let (placement, rest) = text.split_at(text.find(' ').unwrap_or(text.len()));
            let placement = placement.replace('~', "");
            let placement = match placement.find('[') {
                Some(i) => placement[..i].to_string(),
                None => placement.split('/').take(8).collect::<Vec<_>>().join("/"),
            };
            Some((
                Difference::VariantSyntax,
                format!("{placement}{rest}").into_bytes(),
            ))
        }
        _ => None,
    }
}

/// Whether shakmaty reads `counter` as `u32::MAX`: it multiplies digit by digit and, at the
/// first multiplication that overflows, returns the maximum without reading further.
fn saturates_in_shakmaty(counter: &[u8]) -> bool {
    let mut value: u32 = 0;
    for &byte in counter {
        if !byte.is_ascii_digit() {
            return false;
        }
        match value.checked_mul(10) {
            Some(product) => value = product.saturating_add(u32::from(byte - b'0')),
            None => return true,
        }
    }
    value == u32::MAX
}

/// Why the verdicts differ: `Ok(None)` when they agree, `Ok(Some(_))` for a deliberate
/// difference, `Err` with what is unexplained.
///
/// (The differences fen-core's rule 6 had from shakmaty's `IMPOSSIBLE_CHECK` were bugs, fixed;
/// `tests/regressions.rs` pins them.)
fn explain(fen: &[u8], mode: CastlingMode) -> Result<Option<Difference>, String> {
    let theirs = theirs(fen, mode);
    let ours = ours(fen, mode);
    match (&ours, &theirs) {
        (Ok(a), Theirs::Ok(b)) => same_position(a, b)
            .map(|()| None)
            .map_err(|diff| format!("both accept, but {diff}")),
        (Err(_), Theirs::Syntax(_) | Theirs::Illegal(..)) => Ok(None),
        (Ok(_), _) => Err(format!("we accept, shakmaty: {theirs}")),
        (Err(err), Theirs::Ok(b)) => {
            // Undo our policies one at a time until we accept; the first one is the reason.
            let mut text = fen.to_vec();
            let mut err = *err;
            let mut first = None;
            let mut ep_removed = false;
            for _ in 0..8 {
                let Some((difference, normalised)) = normalise(&text, &err) else {
                    return Err(format!("we reject ({err}), shakmaty accepts"));
                };
                first.get_or_insert(difference);
                ep_removed |= difference == Difference::CheckBeforeDoublePush;
                text = normalised;
                match crate::ours(&text, mode) {
                    Ok(pos) => {
                        // Syntax rewrites keep shakmaty's reading; removing the en passant
                        // square changes it, so compare with shakmaty's reading of the rewrite.
                        let reference = match crate::theirs(&text, mode) {
                            Theirs::Ok(rewritten) if ep_removed => rewritten,
                            _ if ep_removed => return Err("shakmaty rejects the rewrite".into()),
                            _ => b.clone(),
                        };
                        return same_position(&pos, &reference)
                            .map(|()| first)
                            .map_err(|diff| {
                                format!(
                                    "normalised to {:?}, but {diff}",
                                    String::from_utf8_lossy(&text)
                                )
                            });
                    }
                    Err(next) => err = next,
                }
            }
            Err(format!("we reject ({err}), shakmaty accepts"))
        }
    }
}

#[derive(Default)]
struct Tally {
    inputs: usize,
    verdicts: usize,
    agree_ok: usize,
    agree_err: usize,
    explained: BTreeMap<(Difference, &'static str), (usize, String)>,
    unexplained: Vec<String>,
}

impl Tally {
    fn check(&mut self, fen: &str, origin: &str) {
        self.inputs += 1;
        for (mode, name) in [
            (CastlingMode::Standard, "standard"),
            (CastlingMode::Chess960, "chess960"),
        ] {
            self.verdicts += 1;
            match explain(fen.as_bytes(), mode) {
                Ok(None) => {
                    if ours(fen.as_bytes(), mode).is_ok() {
                        self.agree_ok += 1;
                    } else {
                        self.agree_err += 1;
                    }
                }
                Ok(Some(difference)) => {
                    let entry = self
                        .explained
                        .entry((difference, name))
                        .or_insert((0, fen.to_string()));
                    entry.0 += 1;
                }
                Err(why) => self
                    .unexplained
                    .push(format!("{name} {fen:?} ({origin}): {why}")),
            }
        }
    }
}

/// Inputs written by hand for what the mutations rarely or never produce.
const HAND_WRITTEN: &[&str] = &[
    // Separators and field counts.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
    // Digits.
    "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/11111111/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/54/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Castling notation.
    "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KKQQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KHQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w AHah - 0 1",
    // Counters.
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999999",
    "4k3/8/8/8/8/8/8/4K3 w - - +1 1",
    "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
    // Variant syntax.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Pp w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +0+0",
    // En passant: kept without a possible capture, rejected on the wrong rank or blocked.
    "4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1",
    "4k3/8/8/8/3Pp3/8/8/3KR3 b - d3 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 2",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "3nk3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    // Castling rights without king or rook; Chess960 rights.
    "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1",
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11",
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w GHkq - 4 11",
    "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w KGkq - 4 11",
    // Checks (issue 3's examples, and the rule 6 bugs this test found, now fixed).
    "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1",
    "8/8/5k2/p1q5/PP1rp1P1/3P1N2/2RK1r2/5nN1 w - - 0 3",
    "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
    "1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1",
    "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1",
    "8/8/8/5p2/4K3/8/2b5/k7 w - - 0 1",
    "4b2k/8/8/1K1p3r/8/8/8/8 w - d6 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    // Material.
    "4k3/8/8/8/8/8/PPPPPPP1/B1B1B1K1 w - - 0 1",
    "k7/8/8/8/8/8/PPPPPPPP/QQQQQQQK w - - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
];

fn corpus() -> Vec<String> {
    let mut lines: Vec<String> = POSITIONS.lines().map(str::to_owned).collect();
    lines.extend(
        PERFT
            .lines()
            .filter_map(|line| line.split('\t').next())
            .map(str::to_owned),
    );
    lines.dedup();
    lines
}

#[test]
fn verdicts_match_shakmaty_except_documented_differences() {
    let mut tally = Tally::default();
    let mut rng = Prng::new(0x00f3_7c0d_e5ee_d007);
    let mut by_mutation: BTreeMap<Mutation, usize> = BTreeMap::new();
    for fen in HAND_WRITTEN {
        tally.check(fen, "hand-written");
    }
    let lines = corpus();
    assert!(lines.len() >= 20_000, "{} lines", lines.len());
    for line in &lines {
        tally.check(line, "corpus");
        for (applied, mutant) in mutants(line, &mut rng, MUTANTS_PER_LINE) {
            *by_mutation.entry(applied[0]).or_default() += 1;
            tally.check(&mutant, &format!("{applied:?} of {line:?}"));
        }
    }
    for n in 0..960 {
        let start = chess960_start(n);
        tally.check(&start, "chess960 start");
        for (applied, mutant) in mutants(&start, &mut rng, MUTANTS_PER_960_START) {
            tally.check(&mutant, &format!("{applied:?} of {start:?}"));
        }
    }

    println!(
        "{} inputs, {} verdicts: {} both accept (same position), {} both reject",
        tally.inputs, tally.verdicts, tally.agree_ok, tally.agree_err
    );
    println!("mutants by first mutation: {by_mutation:?}");
    for ((difference, mode), (count, example)) in &tally.explained {
        println!("{count:7} {mode:8} {difference:?}  e.g. {example:?}");
    }
    let shown = tally
        .unexplained
        .iter()
        .take(40)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        tally.unexplained.is_empty(),
        "{} unexplained mismatches, first ones:\n{shown}",
        tally.unexplained.len()
    );
    // Every documented difference is seen, so that none lingers after a change of policy.
    for difference in [
        Difference::Separators,
        Difference::FieldCount,
        Difference::AdjacentDigits,
        Difference::CastlingNotation,
        Difference::CounterOverflow,
        Difference::VariantSyntax,
        Difference::CheckBeforeDoublePush,
    ] {
        assert!(
            tally.explained.keys().any(|(seen, _)| *seen == difference),
            "{difference:?} never seen: remove it from DIFFERENCES.md and the classifier"
        );
    }
}

#[test]
fn the_corpus_is_accepted_by_both() {
    for line in corpus() {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            assert_eq!(explain(line.as_bytes(), mode), Ok(None), "{line}");
            assert!(ours(line.as_bytes(), mode).is_ok(), "{line}");
        }
    }
}

/// One example per deliberate difference, with the verdicts spelled out.
#[test]
fn each_difference_has_an_example() {
    let cases = [
        ("4k3/8/8/8/8/8/8/4K3  w - - 0 1", Difference::Separators),
        (" 4k3/8/8/8/8/8/8/4K3 w - - 0 1", Difference::Separators),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ", Difference::Separators),
        ("4k3/8/8/8/8/8/8/4K3_w_-_-_0_1", Difference::Separators),
        ("4k3/8/8/8/8/8/8/4K3", Difference::FieldCount),
        ("4k3/8/8/8/8/8/8/4K3 b", Difference::FieldCount),
        ("4k3/8/8/8/8/8/8/4K3 b -", Difference::FieldCount),
        ("4k3/8/8/8/8/8/8/4K3 b - - 7", Difference::FieldCount),
        ("4k3/8/8/8/8/8/8/4K12 w - - 0 1", Difference::AdjacentDigits),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1",
            Difference::CastlingNotation,
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KKkq - 0 1",
            Difference::CastlingNotation,
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KHkq - 0 1",
            Difference::CastlingNotation,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1",
            Difference::CounterOverflow,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999x",
            Difference::CounterOverflow,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1",
            Difference::VariantSyntax,
        ),
        (
            "4k3/8/8/8/8/8/8/4K3/Qq w - - 0 1",
            Difference::VariantSyntax,
        ),
        ("4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1", Difference::VariantSyntax),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1",
            Difference::VariantSyntax,
        ),
    ];
    for (fen, difference) in cases {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            assert!(ours(fen.as_bytes(), mode).is_err(), "{fen:?}: we reject");
            assert!(
                matches!(theirs(fen.as_bytes(), mode), Theirs::Ok(_)),
                "{fen:?}: shakmaty accepts"
            );
            assert_eq!(
                explain(fen.as_bytes(), mode),
                Ok(Some(difference)),
                "{fen:?}"
            );
        }
    }
}

/// Points where one might expect a difference and there is none.
#[test]
fn agreements_worth_knowing() {
    let both_accept = [
        // Fullmove number 0 reads as 1 in both.
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
        // An en passant square that passes the rule is kept even when no capture is possible.
        "4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1",
        // Counters up to u32::MAX.
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
        // Shredder letters for the corner rooks in standard mode.
        "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
    ];
    for fen in both_accept {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            assert!(ours(fen.as_bytes(), mode).is_ok(), "{fen}");
            assert_eq!(explain(fen.as_bytes(), mode), Ok(None), "{fen}");
        }
    }
    let pos = ours(b"4k3/8/8/8/8/8/8/4K3 w - - 0 0", CastlingMode::Standard).unwrap();
    assert_eq!(pos.fullmoves(), 1);

    // Invalid castling rights are an error in both, not silently dropped: shakmaty reports
    // INVALID_CASTLING_RIGHTS from `into_position` and drops them only when asked
    // (`PositionError::ignore_invalid_castling_rights`).
    let fen = "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1";
    assert!(ours(fen.as_bytes(), CastlingMode::Standard).is_err());
    match theirs(fen.as_bytes(), CastlingMode::Standard) {
        Theirs::Illegal(kinds) => assert_eq!(kinds, PositionErrorKinds::INVALID_CASTLING_RIGHTS),
        other => panic!("{other}"),
    }
    // An en passant square on the wrong rank: shakmaty's INVALID_EP_SQUARE, our syntax error.
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 2";
    assert!(ours(fen.as_bytes(), CastlingMode::Standard).is_err());
    match theirs(fen.as_bytes(), CastlingMode::Standard) {
        Theirs::Illegal(kinds) => assert_eq!(kinds, PositionErrorKinds::INVALID_EP_SQUARE),
        other => panic!("{other}"),
    }
    // Standard mode rejects a Chess960 setup in both; Chess960 mode accepts it in both.
    let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    assert!(ours(fen.as_bytes(), CastlingMode::Standard).is_err());
    assert!(matches!(
        theirs(fen.as_bytes(), CastlingMode::Standard),
        Theirs::Illegal(..)
    ));
    assert!(ours(fen.as_bytes(), CastlingMode::Chess960).is_ok());
    assert_eq!(explain(fen.as_bytes(), CastlingMode::Chess960), Ok(None));
}
