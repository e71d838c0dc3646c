//! Inputs for the differential test of fen-core against shakmaty: FENs mutated the ways
//! people get them wrong, generated deterministically from a seed.
//!
//! ```
//! use differential::{mutants, Prng};
//!
//! let mut rng = Prng::new(7);
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let some = mutants(start, &mut rng, 4);
//! assert_eq!(some.len(), 4);
//! // Same seed, same mutants.
//! assert_eq!(some, mutants(start, &mut Prng::new(7), 4));
//! ```
//!
//! The test itself is `tests/shakmaty.rs`; the deliberate differences it accepts are listed
//! in `DIFFERENCES.md` at the root of the repository.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// A small deterministic pseudo-random generator (SplitMix64), so that the test needs no
/// `rand` and every run sees the same inputs.
///
/// ```
/// let mut rng = differential::Prng::new(1);
/// let roll = rng.below(6);
/// assert!(roll < 6);
/// ```
#[derive(Clone, Debug)]
pub struct Prng(u64);

impl Prng {
    /// A generator started from `seed`.
    ///
    /// ```
    /// assert_eq!(differential::Prng::new(3).next_u64(), differential::Prng::new(3).next_u64());
    /// ```
    pub fn new(seed: u64) -> Prng {
        Prng(seed)
    }

    /// The next 64 random bits.
    ///
    /// ```
    /// let mut rng = differential::Prng::new(3);
    /// assert_ne!(rng.next_u64(), rng.next_u64());
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    ///
    /// # Panics
    ///
    /// When `n` is 0.
    ///
    /// ```
    /// assert_eq!(differential::Prng::new(9).below(1), 0);
    /// ```
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        (self.next_u64() % n as u64) as usize
    }

    /// One element of a non-empty slice.
    ///
    /// # Panics
    ///
    /// When `items` is empty.
    ///
    /// ```
    /// assert_eq!(*differential::Prng::new(9).pick(&[5]), 5);
    /// ```
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The ways a FEN is mutated, each a mistake seen in hand-typed or machine-made FENs.
///
/// ```
/// use differential::{Mutation, Prng};
/// let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
/// let turned = Mutation::SideToMove.apply(fen, &mut Prng::new(0));
/// assert!(turned.starts_with("4k3/8/8/8/8/8/8/4K3 "));
/// assert_ne!(turned, fen);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mutation {
    /// A placement character goes missing, or an empty-run digit is one too small.
    DropSquare,
    /// A piece letter is inserted, or an empty-run digit is one too large.
    AddSquare,
    /// An empty run is written as two digits (`8` as `44`).
    SplitDigit,
    /// One letter anywhere has its case swapped.
    SwapCase,
    /// Every piece changes colour (upper and lower case swapped).
    SwapColours,
    /// The ranks are listed from 1 up to 8.
    ReverseRanks,
    /// Every rank is written from the h-file to the a-file.
    MirrorFiles,
    /// A rank is written twice (nine ranks).
    DuplicateRank,
    /// A rank is left out (seven ranks).
    DropRank,
    /// A piece moves to another square (capturing whatever was there).
    MovePiece,
    /// A random piece is put on an empty square.
    AddPiece,
    /// A piece (kings included) is taken off.
    RemovePiece,
    /// The castling field is replaced: standard, X-FEN or Shredder letters, any order.
    Castling,
    /// The en passant square is set, moved or cleared.
    EnPassant,
    /// The other side is to move (or the letter is upper case).
    SideToMove,
    /// The halfmove clock or fullmove number changes: zero, huge, overflowing, malformed.
    Counters,
    /// The separators go wrong: double or trailing spaces, tabs, underscores.
    Whitespace,
    /// Fields are dropped from the end, or one is added.
    FieldCount,
}

impl Mutation {
    /// Every mutation.
    ///
    /// ```
    /// assert_eq!(differential::Mutation::ALL.len(), 18);
    /// ```
    pub const ALL: [Mutation; 18] = [
        Mutation::DropSquare,
        Mutation::AddSquare,
        Mutation::SplitDigit,
        Mutation::SwapCase,
        Mutation::SwapColours,
        Mutation::ReverseRanks,
        Mutation::MirrorFiles,
        Mutation::DuplicateRank,
        Mutation::DropRank,
        Mutation::MovePiece,
        Mutation::AddPiece,
        Mutation::RemovePiece,
        Mutation::Castling,
        Mutation::EnPassant,
        Mutation::SideToMove,
        Mutation::Counters,
        Mutation::Whitespace,
        Mutation::FieldCount,
    ];

    /// Applies the mutation to `fen`, a FEN with single spaces between its fields.
    ///
    /// Mutations that need something the FEN lacks (a digit to split, a piece to move) return
    /// it with a different mutation applied instead, so the result always differs in
    /// intent; it may still equal the input by chance.
    ///
    /// ```
    /// use differential::{Mutation, Prng};
    /// let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    /// assert_eq!(Mutation::ReverseRanks.apply(fen, &mut Prng::new(0)), "4K3/8/8/8/8/8/8/4k3 w - - 0 1");
    /// ```
    pub fn apply(self, fen: &str, rng: &mut Prng) -> String {
        let mut fields: Vec<String> = fen.split(' ').map(str::to_owned).collect();
        match self {
            Mutation::DropSquare => drop_square(&mut fields[0], rng),
            Mutation::AddSquare => add_square(&mut fields[0], rng),
            Mutation::SplitDigit => split_digit(&mut fields[0], rng),
            Mutation::SwapCase => return swap_case(fen, rng),
            Mutation::SwapColours => fields[0] = fields[0].chars().map(toggle_case).collect(),
            Mutation::ReverseRanks => {
                fields[0] = fields[0].split('/').rev().collect::<Vec<_>>().join("/");
            }
            Mutation::MirrorFiles => {
                fields[0] = fields[0]
                    .split('/')
                    .map(|rank| rank.chars().rev().collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/");
            }
            Mutation::DuplicateRank | Mutation::DropRank => {
                let mut ranks: Vec<&str> = fields[0].split('/').collect();
                let i = rng.below(ranks.len());
                if self == Mutation::DuplicateRank {
                    ranks.insert(i, ranks[i]);
                } else {
                    ranks.remove(i);
                }
                fields[0] = ranks.join("/");
            }
            Mutation::MovePiece | Mutation::AddPiece | Mutation::RemovePiece => {
                if let Some(mut squares) = squares(&fields[0]) {
                    edit_board(self, &mut squares, rng);
                    fields[0] = placement(&squares);
                } else {
                    drop_square(&mut fields[0], rng);
                }
            }
            Mutation::Castling => castling(&mut fields, rng),
            Mutation::EnPassant => en_passant(&mut fields, rng),
            Mutation::SideToMove => {
                if fields.len() > 1 {
                    fields[1] = rng
                        .pick(match fields[1].as_str() {
                            "w" => &["b", "b", "b", "W", "B"],
                            _ => &["w", "w", "w", "W", "B"],
                        })
                        .to_string();
                }
            }
            Mutation::Counters => counters(&mut fields, rng),
            Mutation::Whitespace => return whitespace(&fields, rng),
            Mutation::FieldCount => {
                if rng.below(4) == 0 {
                    fields.push(rng.pick(&["0", "1", "+2+1", "x"]).to_string());
                } else {
                    fields.truncate(1 + rng.below(5));
                }
            }
        }
        fields.join(" ")
    }
}

/// `count` mutants of `fen`, each one mutation or (one time in five) two stacked.
///
/// ```
/// use differential::{mutants, Prng};
/// let some = mutants("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &mut Prng::new(1), 3);
/// assert_eq!(some.len(), 3);
/// ```
pub fn mutants(fen: &str, rng: &mut Prng, count: usize) -> Vec<(Vec<Mutation>, String)> {
    (0..count)
        .map(|_| {
            let first = *rng.pick(&Mutation::ALL);
            let mut applied = vec![first];
            let mut text = first.apply(fen, rng);
            if rng.below(5) == 0 {
                let second = *rng.pick(&Mutation::ALL);
                // Text-level mutations may leave odd separators; apply to what is there.
                text = second.apply(&text, rng);
                applied.push(second);
            }
            (applied, text)
        })
        .collect()
}

/// The Chess960 starting position number `n` (0 to 959, Scharnagl's numbering; 518 is the
/// standard start), with castling rights written `KQkq`.
///
/// # Panics
///
/// When `n` is 960 or more.
///
/// ```
/// assert_eq!(
///     differential::chess960_start(518),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/// );
/// ```
pub fn chess960_start(n: usize) -> String {
    assert!(n < 960, "there are 960 starting positions");
    let mut rank = [0u8; 8];
    let mut n = n;
    rank[2 * (n % 4) + 1] = b'B';
    n /= 4;
    rank[2 * (n % 4)] = b'B';
    n /= 4;
    let place = |rank: &mut [u8; 8], nth: usize, piece: u8| {
        let file = (0..8)
            .filter(|&f| rank[f] == 0)
            .nth(nth)
            .expect("an empty square");
        rank[file] = piece;
    };
    place(&mut rank, n % 6, b'Q');
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = KNIGHTS[n];
    place(&mut rank, second, b'N');
    place(&mut rank, first, b'N');
    for piece in [b'R', b'K', b'R'] {
        place(&mut rank, 0, piece);
    }
    let white = String::from_utf8(rank.to_vec()).expect("ASCII");
    format!(
        "{}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1",
        white.to_ascii_lowercase()
    )
}

fn toggle_case(ch: char) -> char {
    if ch.is_ascii_uppercase() {
        ch.to_ascii_lowercase()
    } else {
        ch.to_ascii_uppercase()
    }
}

const PIECES: &[u8] = b"PNBRQKpnbrqk";

fn drop_square(board: &mut String, rng: &mut Prng) {
    if board.is_empty() {
        return;
    }
    let i = rng.below(board.len());
    let bytes = board.as_bytes();
    match bytes[i] {
        b'2'..=b'8' => {
            let smaller = (bytes[i] - 1) as char;
            board.replace_range(i..i + 1, &smaller.to_string());
        }
        _ => {
            board.remove(i);
        }
    }
}

fn add_square(board: &mut String, rng: &mut Prng) {
    let i = rng.below(board.len() + 1);
    match board.as_bytes().get(i) {
        Some(digit @ b'1'..=b'7') if rng.below(2) == 0 => {
            let larger = (digit + 1) as char;
            board.replace_range(i..i + 1, &larger.to_string());
        }
        _ => {
            let inserted = if rng.below(4) == 0 {
                '1'
            } else {
                *rng.pick(PIECES) as char
            };
            board.insert(i, inserted);
        }
    }
}

fn split_digit(board: &mut String, rng: &mut Prng) {
    let digits: Vec<usize> = board
        .bytes()
        .enumerate()
        .filter(|(_, b)| (b'2'..=b'8').contains(b))
        .map(|(i, _)| i)
        .collect();
    if digits.is_empty() {
        add_square(board, rng);
        return;
    }
    let i = *rng.pick(&digits);
    let n = board.as_bytes()[i] - b'0';
    let first = 1 + rng.below(n as usize - 1) as u8;
    let split = format!("{}{}", first, n - first);
    board.replace_range(i..i + 1, &split);
}

fn swap_case(fen: &str, rng: &mut Prng) -> String {
    let letters: Vec<usize> = fen
        .bytes()
        .enumerate()
        .filter(|(_, b)| b.is_ascii_alphabetic())
        .map(|(i, _)| i)
        .collect();
    let mut bytes = fen.as_bytes().to_vec();
    if let Some(&i) = letters.get(rng.below(letters.len().max(1))) {
        bytes[i] = toggle_case(bytes[i] as char) as u8;
    }
    String::from_utf8(bytes).expect("ASCII in, ASCII out")
}

/// The 64 squares (a1 first, `0` for empty) of a well-formed placement.
fn squares(board: &str) -> Option<[u8; 64]> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut squares = [0u8; 64];
    for (r, rank) in ranks.iter().enumerate() {
        let mut file = 0;
        for byte in rank.bytes() {
            match byte {
                b'1'..=b'8' => file += (byte - b'0') as usize,
                _ if PIECES.contains(&byte) && file < 8 => {
                    squares[(7 - r) * 8 + file] = byte;
                    file += 1;
                }
                _ => return None,
            }
        }
        if file != 8 {
            return None;
        }
    }
    Some(squares)
}

/// The placement field of 64 squares (a1 first, `0` for empty).
fn placement(squares: &[u8; 64]) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match squares[rank * 8 + file] {
                0 => empty += 1,
                piece => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    out.push(piece as char);
                }
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

fn edit_board(mutation: Mutation, squares: &mut [u8; 64], rng: &mut Prng) {
    let occupied: Vec<usize> = (0..64).filter(|&i| squares[i] != 0).collect();
    let empty: Vec<usize> = (0..64).filter(|&i| squares[i] == 0).collect();
    match mutation {
        Mutation::MovePiece if !occupied.is_empty() => {
            let from = *rng.pick(&occupied);
            // Mostly short moves, so that checks and pins are likely to change.
            let to = if rng.below(2) == 0 {
                let delta = *rng.pick(&[
                    -17i32, -15, -10, -9, -8, -7, -6, -1, 1, 6, 7, 8, 9, 10, 15, 17,
                ]);
                (from as i32 + delta).clamp(0, 63) as usize
            } else {
                rng.below(64)
            };
            squares[to] = squares[from];
            if to != from {
                squares[from] = 0;
            }
        }
        Mutation::RemovePiece if !occupied.is_empty() => squares[*rng.pick(&occupied)] = 0,
        _ if !empty.is_empty() => squares[*rng.pick(&empty)] = *rng.pick(PIECES),
        _ => {}
    }
}

fn castling(fields: &mut [String], rng: &mut Prng) {
    if fields.len() < 3 {
        return;
    }
    const COMMON: &[&str] = &[
        "-", "KQkq", "KQ", "kq", "Kk", "Qq", "K", "Q", "k", "q", "Kkq", "KQk", "QKqk", "kqKQ",
        "KKQQ", "KQkqK", "HAha", "AHah", "KQha", "HQkq", "kQ", "K-", "--", "KQkq-", "x",
    ];
    fields[2] = if rng.below(2) == 0 {
        rng.pick(COMMON).to_string()
    } else {
        const LETTERS: &[u8] = b"KQkqABCDEFGHabcdefgh";
        let len = 1 + rng.below(4);
        (0..len).map(|_| *rng.pick(LETTERS) as char).collect()
    };
}

fn en_passant(fields: &mut [String], rng: &mut Prng) {
    if fields.len() < 4 {
        return;
    }
    let squares = squares(&fields[0]);
    let black_to_move = fields[1] == "b";
    // Pawns that may just have made a double push, and the square behind each.
    let mut candidates = Vec::new();
    if let Some(squares) = squares {
        for file in 0..8u8 {
            let (pawn_rank, pawn, behind_rank) = if black_to_move {
                (3, b'P', 2)
            } else {
                (4, b'p', 5)
            };
            if squares[pawn_rank * 8 + file as usize] == pawn {
                let name = |rank: usize| format!("{}{}", (b'a' + file) as char, rank + 1);
                candidates.push((name(behind_rank), name(pawn_rank)));
            }
        }
    }
    fields[3] = match rng.below(6) {
        0 | 1 if !candidates.is_empty() => rng.pick(&candidates).0.clone(),
        // The pawn's own square instead of the one behind it.
        2 if !candidates.is_empty() => rng.pick(&candidates).1.clone(),
        3 => "-".to_string(),
        4 => rng
            .pick(&["e9", "i3", "E3", "e", "-e3", "33", "e3e6"])
            .to_string(),
        _ => {
            let rank = *rng.pick(&[3, 6, 3, 6, 4, 5, 1, 2, 7, 8]);
            format!("{}{}", (b'a' + rng.below(8) as u8) as char, rank)
        }
    };
}

fn counters(fields: &mut Vec<String>, rng: &mut Prng) {
    while fields.len() < 6 {
        fields.push(if fields.len() == 4 { "0" } else { "1" }.to_string());
    }
    const VALUES: &[&str] = &[
        "0",
        "1",
        "00",
        "007",
        "100",
        "-1",
        "+1",
        "1.5",
        "x",
        "4294967295",
        "4294967296",
        "99999999999999999999",
        "18446744073709551616",
        "2147483648",
    ];
    let value = rng.pick(VALUES).to_string();
    match rng.below(3) {
        0 => fields[4] = value,
        1 => fields[5] = value,
        _ => fields.swap(4, 5),
    }
}

fn whitespace(fields: &[String], rng: &mut Prng) -> String {
    match rng.below(7) {
        0 => format!(" {}", fields.join(" ")),
        1 => format!("{} ", fields.join(" ")),
        2 => format!("{}\n", fields.join(" ")),
        3 => fields.join("_"),
        _ => {
            // One separator goes wrong.
            let i = rng.below(fields.len().saturating_sub(1).max(1));
            let separator = *rng.pick(&["  ", "\t", "_", " _", "   "]);
            let mut out = String::new();
            for (j, field) in fields.iter().enumerate() {
                if j > 0 {
                    out.push_str(if j == i + 1 { separator } else { " " });
                }
                out.push_str(field);
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_placement_round_trip() {
        let board = "r3k2r/pp1n1ppp/8/2pP4/8/8/PPP2PPP/R3K2R";
        assert_eq!(placement(&squares(board).unwrap()), board);
    }

    #[test]
    fn split_digit_keeps_the_sum() {
        let mut board = "8/8/8/8/8/8/8/8".to_string();
        split_digit(&mut board, &mut Prng::new(5));
        let sums: Vec<u32> = board
            .split('/')
            .map(|rank| rank.bytes().map(|b| (b - b'0') as u32).sum())
            .collect();
        assert_eq!(sums, [8; 8]);
        assert_eq!(board.len(), 16);
    }

    #[test]
    fn every_mutation_changes_the_start_position_somewhere() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        for mutation in Mutation::ALL {
            let mut rng = Prng::new(11);
            let changed = (0..20).any(|_| mutation.apply(start, &mut rng) != start);
            assert!(changed, "{mutation:?}");
        }
    }
}
