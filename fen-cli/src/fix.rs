//! `fen fix`: mechanical corrections, made by rewriting the text where the problems point and
//! checking again, until the FEN is valid or nothing more can be done.
//!
//! The fixes, each made only when fen-core's problem says it is what was meant:
//! - two digits in a row in a rank (`44`) become their sum when it is at most 8;
//! - castling letters out of order are put in canonical order (`kqKQ` → `KQkq`), a letter
//!   given twice or naming a rook already named is dropped, and so is a `-` among letters;
//! - a castling right whose king or rook is not where it must be is dropped (not one that the
//!   hint says is valid in Chess960: that needs `--chess960`);
//! - an en passant square on the pushed pawn's rank becomes the square behind it (`e5` → `e6`);
//! - an upper-case side to move becomes lower case;
//! - a board listed from rank 1 up is turned over, when that alone makes it valid (when its
//!   colours might be swapped instead, nothing is fixed);
//! - a fullmove number of 0 becomes 1.
//!
//! No fix adds, removes or moves a piece other than by turning the whole board over.

use std::ops::Range;

use fen_core::{ErrorKind, FenError, FenOptions, Field, Hint, Position, Problem};

use crate::diagnostic::message;

/// The most rounds of fixing and checking; each round fixes at least one problem, and a FEN
/// has far fewer fixable problems than this.
const MAX_ROUNDS: usize = 32;

/// One rewrite of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Edit {
    /// The bytes replaced.
    span: Range<usize>,
    /// What replaces them.
    replacement: String,
    /// What the change was and why, for standard error.
    description: String,
}

/// What fixing a FEN came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The text after every fix made.
    pub fen: String,
    /// What was changed, in order.
    pub changes: Vec<String>,
    /// The problems left, when the FEN could not be made valid.
    pub remaining: Option<FenError>,
}

/// Fixes what can be fixed mechanically in `fen`.
pub fn fix(fen: &str, options: FenOptions) -> Outcome {
    let mut text = fen.to_owned();
    let mut changes = Vec::new();
    for _ in 0..MAX_ROUNDS {
        let error = match Position::from_fen_with(&text, options) {
            Ok(_) => {
                if let Some(edit) = fullmove_zero(&text) {
                    apply(&mut text, &mut changes, vec![edit]);
                }
                return Outcome {
                    fen: text,
                    changes,
                    remaining: None,
                };
            }
            Err(error) => error,
        };
        let edits = plan(&text, &error);
        if edits.is_empty() {
            return Outcome {
                fen: text,
                changes,
                remaining: Some(error),
            };
        }
        apply(&mut text, &mut changes, edits);
    }
    let remaining = Position::from_fen_with(&text, options).err();
    Outcome {
        fen: text,
        changes,
        remaining,
    }
}

/// Applies non-overlapping edits, from the last to the first so that spans stay valid.
fn apply(text: &mut String, changes: &mut Vec<String>, mut edits: Vec<Edit>) {
    edits.sort_by_key(|edit| std::cmp::Reverse(edit.span.start));
    let mut limit = usize::MAX;
    let mut descriptions = Vec::new();
    for edit in edits {
        if edit.span.end > limit {
            continue;
        }
        limit = edit.span.start;
        text.replace_range(edit.span, &edit.replacement);
        descriptions.push(edit.description);
    }
    descriptions.reverse();
    changes.extend(descriptions);
}

/// The span of field number `index` (0 = placement) of a FEN whose syntax is valid, so that
/// single spaces separate the fields.
fn field_span(text: &str, index: usize) -> Option<Range<usize>> {
    let mut start = 0;
    for (i, field) in text.split(' ').enumerate() {
        if i == index {
            return Some(start..start + field.len());
        }
        start += field.len() + 1;
    }
    None
}

/// The edits that fix the problems of `error`, where a problem says what was meant.
fn plan(text: &str, error: &FenError) -> Vec<Edit> {
    let problems = error.problems();
    let board_hint = problems.iter().find_map(|problem| match problem.hint() {
        Some(hint @ (Hint::UpsideDown | Hint::ColorsSwapped | Hint::UpsideDownOrColorsSwapped)) => {
            Some(hint)
        }
        _ => None,
    });
    match board_hint {
        // Turning the board over changes every placement span: alone, and first.
        Some(Hint::UpsideDown) => return turn_over(text).into_iter().collect(),
        // Upside down or colours swapped: certain when both give the same board (as for the
        // starting position listed from rank 1).
        Some(Hint::UpsideDownOrColorsSwapped) if flip_equals_swap(text) => {
            return turn_over(text).into_iter().collect()
        }
        // The board itself is wrong, and how is not certain: fixing the other fields to suit
        // it (dropping its castling rights) would only hide that.
        Some(_) => return Vec::new(),
        None => {}
    }
    let mut edits = Vec::new();
    let mut dropped_rights = Vec::new();
    for problem in problems {
        let span = problem.span();
        let Some(found) = text.get(span.clone()) else {
            continue;
        };
        match (*problem.kind(), problem.hint()) {
            (ErrorKind::AdjacentDigits { rank, .. }, Some(Hint::DigitSum { sum })) if sum <= 8 => {
                edits.push(Edit {
                    span,
                    replacement: sum.to_string(),
                    description: format!(
                        "rank {}: '{found}' → '{sum}' (one digit per run of empty squares)",
                        rank.char()
                    ),
                });
            }
            (ErrorKind::CastlingOrder, Some(Hint::CastlingOrder { canonical })) => {
                edits.push(Edit {
                    span,
                    replacement: canonical.to_string(),
                    description: format!("castling: '{found}' → '{canonical}' (canonical order)"),
                });
            }
            (ErrorKind::CastlingDuplicate { .. } | ErrorKind::CastlingSameRook { .. }, _)
            | (ErrorKind::CastlingChar { found: b'-' }, Some(Hint::CastlingDashAlone)) => {
                edits.push(Edit {
                    span,
                    replacement: String::new(),
                    description: format!("castling: dropped '{found}' ({})", message(problem)),
                });
            }
            (ErrorKind::CastlingRight { .. }, hint) if hint != Some(Hint::Chess960) => {
                dropped_rights.push(problem);
            }
            (ErrorKind::EnPassantRank { .. }, Some(Hint::EnPassantSquare { square })) => {
                let [file, rank] = square.name();
                let meant = format!("{}{}", file as char, rank as char);
                edits.push(Edit {
                    span,
                    description: format!(
                        "en passant: '{found}' → '{meant}' (the square the pawn passed over)"
                    ),
                    replacement: meant,
                });
            }
            (ErrorKind::SideToMove { .. }, Some(Hint::LowerCaseSideToMove)) => {
                let lower = found.to_ascii_lowercase();
                edits.push(Edit {
                    span,
                    description: format!("side to move: '{found}' → '{lower}' (lower case)"),
                    replacement: lower,
                });
            }
            _ => {}
        }
    }
    if let Some(edit) = drop_rights(text, &dropped_rights) {
        edits.push(edit);
    }
    edits
}

/// Removes castling letters that cannot be valid, as one edit of the castling field (`-` when
/// no letter is left).
fn drop_rights(text: &str, problems: &[&Problem]) -> Option<Edit> {
    if problems.is_empty() {
        return None;
    }
    let field = field_span(text, Field::Castling.index())?;
    let drop: Vec<usize> = problems
        .iter()
        .map(|problem| problem.span().start)
        .filter(|at| field.contains(at))
        .collect();
    if drop.is_empty() {
        return None;
    }
    let kept: String = text[field.clone()]
        .char_indices()
        .filter(|(i, _)| !drop.contains(&(field.start + i)))
        .map(|(_, letter)| letter)
        .collect();
    let replacement = if kept.is_empty() {
        "-".to_owned()
    } else {
        kept
    };
    let reasons: Vec<String> = problems
        .iter()
        .filter(|problem| field.contains(&problem.span().start))
        .map(|problem| message(problem))
        .collect();
    let removed: String = drop.iter().map(|&at| &text[at..at + 1]).collect();
    Some(Edit {
        description: format!(
            "castling: '{}' → '{replacement}' (dropped '{removed}': {})",
            &text[field.clone()],
            reasons.join("; ")
        ),
        span: field,
        replacement,
    })
}

/// Lists the ranks of the placement in the opposite order.
fn turn_over(text: &str) -> Option<Edit> {
    let span = field_span(text, Field::Placement.index())?;
    let placement = &text[span.clone()];
    let turned: Vec<&str> = placement.split('/').rev().collect();
    let replacement = turned.join("/");
    Some(Edit {
        span,
        description: format!(
            "placement: '{placement}' → '{replacement}' (the board was upside down: ranks are listed from 8 down to 1)"
        ),
        replacement,
    })
}

/// Whether turning the board upside down and swapping its colours give the same board.
fn flip_equals_swap(text: &str) -> bool {
    let Some(span) = field_span(text, Field::Placement.index()) else {
        return false;
    };
    match fen_core::Board::from_placement(&text[span]) {
        Ok(board) => board.flip_vertical() == board.swap_colors(),
        Err(_) => false,
    }
}

/// A fullmove number of 0 (which fen-core reads as 1) written as 1.
fn fullmove_zero(text: &str) -> Option<Edit> {
    let span = field_span(text, Field::FullmoveNumber.index())?;
    let found = &text[span.clone()];
    (!found.is_empty() && found.bytes().all(|byte| byte == b'0')).then(|| Edit {
        span,
        replacement: "1".to_owned(),
        description: format!("fullmove number: '{found}' → '1' (the count starts at 1)"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(fen: &str) -> (String, Vec<String>, bool) {
        let outcome = fix(fen, FenOptions::new());
        (outcome.fen, outcome.changes, outcome.remaining.is_none())
    }

    #[test]
    fn adjacent_digits_are_summed_repeatedly() {
        let (fen, changes, valid) = fixed("4k3/8/8/8/8/8/8/1111K3 w - - 0 1");
        assert_eq!(fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(changes.len(), 3);
        assert!(valid);
    }

    #[test]
    fn every_bad_right_is_dropped_at_once() {
        let (fen, changes, valid) = fixed("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
        assert_eq!(fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(changes.len(), 1);
        assert!(valid);
    }

    #[test]
    fn fullmove_zero_becomes_one() {
        let (fen, changes, valid) = fixed("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
        assert_eq!(fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(changes.len(), 1);
        assert!(valid);
    }

    #[test]
    fn a_missing_king_is_not_invented() {
        let (fen, changes, valid) = fixed("8/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(fen, "8/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(changes.is_empty());
        assert!(!valid);
    }
}
