//! Legality checks: one function per rule, each adding its problems to the error.
//!
//! The rules, in the order their problems are reported:
//! 1. kings: exactly one per side;
//! 2. no pawn on rank 1 or 8;
//! 3. castling rights: king and rook where the right needs them (standard or Chess960);
//! 4. en passant: right rank, the pushed pawn in front, the square and the pawn's origin empty;
//! 5. the side not to move is not in check;
//! 6. the side to move is not in a check no move can give;
//! 7. material: at most 8 pawns, 16 pieces, and no more promoted pieces than missing pawns.

use core::ops::Range;

use crate::attacks;
use crate::error::CastlingLetters;
use crate::error::{CastlingIssue, CheckIssue, ErrorKind, Hint, Problem};
use crate::parse::{castling_file, en_passant_rank_problem};
use crate::{
    Board, CastlingMode, Color, FenError, Field, File, Piece, Position, Rank, Role, Square,
};

const LIGHT_SQUARES: u64 = 0x55aa_55aa_55aa_55aa;
const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;

/// The problems found so far.
struct Problems {
    error: Option<FenError>,
}

impl Problems {
    const fn push(&mut self, problem: Problem) {
        match &mut self.error {
            Some(error) => error.push(problem),
            None => self.error = Some(FenError::new(problem)),
        }
    }

    const fn is_empty(&self) -> bool {
        self.error.is_none()
    }
}

/// Where things are in the FEN text, for spans. Computed only when a problem is reported:
/// the text has passed the syntax checks, so its fields are separated by single spaces.
struct Spans<'a> {
    fen: &'a [u8],
    board: &'a Board,
}

impl Spans<'_> {
    const fn field(&self, field: Field) -> Range<usize> {
        let mut start = 0;
        let mut index = 0;
        let mut i = 0;
        while i < self.fen.len() {
            if self.fen[i] == b' ' {
                if index == field as usize {
                    return start..i;
                }
                index += 1;
                start = i + 1;
            }
            i += 1;
        }
        if index == field as usize {
            start..self.fen.len()
        } else {
            self.fen.len()..self.fen.len()
        }
    }

    /// The byte offset of the piece letter on `square`, if the placement names one there.
    const fn square_offset(&self, square: Square) -> Option<usize> {
        let end = self.field(Field::Placement).end;
        let mut rank = 7u32;
        let mut file = 0u32;
        let mut i = 0;
        while i < end {
            let byte = self.fen[i];
            match byte {
                b'/' => {
                    if rank == 0 {
                        return None;
                    }
                    rank -= 1;
                    file = 0;
                }
                b'1'..=b'8' => file += (byte - b'0') as u32,
                _ => {
                    if rank * 8 + file == square as u32 {
                        return Some(i);
                    }
                    file += 1;
                }
            }
            i += 1;
        }
        None
    }

    /// From the first to the last piece letter of the squares in text order.
    const fn squares(&self, squares: u64) -> Range<usize> {
        let mut first = usize::MAX;
        let mut last = 0;
        let mut rest = squares;
        while rest != 0 {
            let square = Square::ALL[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            if let Some(offset) = self.square_offset(square) {
                if offset < first {
                    first = offset;
                }
                if offset > last {
                    last = offset;
                }
            }
        }
        if first == usize::MAX {
            self.field(Field::Placement)
        } else {
            first..last + 1
        }
    }

    /// The letter that named `color`'s right on `file`, and its span.
    const fn castling_letter(&self, color: Color, file: File) -> (u8, Range<usize>) {
        let field = self.field(Field::Castling);
        let mut i = field.start;
        while i < field.end {
            let letter = self.fen[i];
            if let Some((letter_color, key)) = CastlingLetters::key(letter) {
                if letter_color as u8 == color as u8
                    && castling_file(self.board, color, key) as u8 == file as u8
                {
                    return (letter, i..i + 1);
                }
            }
            i += 1;
        }
        // Not found (cannot happen for parsed text): name the file.
        let letter = match color {
            Color::White => file.upper_char() as u8,
            Color::Black => file.char() as u8,
        };
        (letter, field)
    }
}

/// The bitboards the rules look at, computed once.
struct Pieces {
    by_color: [u64; 2],
    pawns: u64,
    knights: u64,
    bishops: u64,
    rooks: u64,
    queens: u64,
    kings: u64,
    occupied: u64,
}

impl Pieces {
    const fn of(board: &Board) -> Pieces {
        Pieces {
            by_color: [board.by_color(Color::White), board.by_color(Color::Black)],
            pawns: board.by_role(Role::Pawn),
            knights: board.by_role(Role::Knight),
            bishops: board.by_role(Role::Bishop),
            rooks: board.by_role(Role::Rook),
            queens: board.by_role(Role::Queen),
            kings: board.by_role(Role::King),
            occupied: board.occupied(),
        }
    }

    const fn king_of(&self, color: Color) -> Option<Square> {
        let kings = self.kings & self.by_color[color as usize];
        if kings != 0 && kings & (kings - 1) == 0 {
            Some(Square::ALL[kings.trailing_zeros() as usize])
        } else {
            None
        }
    }

    /// Squares of `by`'s pieces that attack `square`, with the given occupancy.
    const fn attackers(&self, square: Square, by: Color, occupied: u64) -> u64 {
        let straight = self.rooks | self.queens;
        let diagonal = self.bishops | self.queens;
        self.by_color[by as usize]
            & ((self.knights & attacks::knight(square))
                | (self.kings & attacks::king(square))
                | (self.pawns & attacks::pawn(by.other(), square))
                | (straight & attacks::rook(square, occupied))
                | (diagonal & attacks::bishop(square, occupied)))
    }
}

const fn back_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::First,
        Color::Black => Rank::Eighth,
    }
}

const fn back_rank_mask(color: Color) -> u64 {
    match color {
        Color::White => RANK_1,
        Color::Black => RANK_8,
    }
}

/// Runs every rule on a position parsed from `fen`.
pub(crate) const fn validate(
    pos: &Position,
    fen: &[u8],
    mode: CastlingMode,
) -> Result<(), FenError> {
    let spans = Spans {
        fen,
        board: pos.board(),
    };
    let mut problems = Problems { error: None };
    check_all(pos, &spans, mode, &mut problems);
    match problems.error {
        None => Ok(()),
        Some(mut error) => {
            add_board_hint(pos, &spans, mode, &mut error);
            Err(error)
        }
    }
}

const fn check_all(pos: &Position, spans: &Spans<'_>, mode: CastlingMode, problems: &mut Problems) {
    let p = Pieces::of(pos.board());
    check_kings(&p, spans, problems);
    check_back_rank_pawns(&p, spans, problems);
    check_castling(pos, &p, spans, mode, problems);
    let ep_valid = check_en_passant(pos, &p, spans, problems);
    check_opposite_check(pos, &p, spans, problems);
    check_checkers(pos, &p, spans, ep_valid, problems);
    check_material(&p, spans, problems);
}

/// When the board looks upside down (white's king and pawns above black's) and turned upside
/// down, or with colours swapped, it passes every rule, says so on the first problem.
const fn add_board_hint(
    pos: &Position,
    spans: &Spans<'_>,
    mode: CastlingMode,
    error: &mut FenError,
) {
    if !looks_upside_down(pos.board()) {
        return;
    }
    // When the board itself is fine (the problem is the en passant square), say nothing.
    if is_valid(&with_board(pos, *pos.board()), spans, mode) {
        return;
    }
    let flipped_valid = is_valid(&with_board(pos, pos.board().flip_vertical()), spans, mode);
    let swapped_valid = is_valid(&with_board(pos, pos.board().swap_colors()), spans, mode);
    let hint = match (flipped_valid, swapped_valid) {
        (true, true) => Hint::UpsideDownOrColorsSwapped,
        (true, false) => Hint::UpsideDown,
        (false, true) => Hint::ColorsSwapped,
        (false, false) => return,
    };
    error.problems_mut()[0].set_hint(Some(hint));
}

/// The position with another board and no en passant square.
const fn with_board(pos: &Position, board: Board) -> Position {
    Position::from_parts(
        board,
        pos.turn(),
        pos.castling(),
        None,
        pos.halfmoves(),
        pos.fullmoves(),
    )
}

/// White's king above black's, and white's pawns on average above black's (when both have
/// pawns): what a board listed from rank 1 up, or with the colours swapped, looks like.
const fn looks_upside_down(board: &Board) -> bool {
    let (white_king, black_king) = match (board.king_of(Color::White), board.king_of(Color::Black))
    {
        (Some(white), Some(black)) => (white, black),
        _ => return false,
    };
    if white_king.rank() as u8 <= black_king.rank() as u8 {
        return false;
    }
    let white_pawns = board.by_piece(Piece::new(Color::White, Role::Pawn));
    let black_pawns = board.by_piece(Piece::new(Color::Black, Role::Pawn));
    if white_pawns == 0 || black_pawns == 0 {
        // Without pawns of both sides to compare, only kings on the wrong halves count.
        return white_king.rank() as u8 >= Rank::Sixth as u8
            && black_king.rank() as u8 <= Rank::Third as u8;
    }
    // Compare average ranks without division: sum_w / n_w > sum_b / n_b.
    rank_sum(white_pawns) * black_pawns.count_ones()
        > rank_sum(black_pawns) * white_pawns.count_ones()
}

const fn rank_sum(mut squares: u64) -> u32 {
    let mut sum = 0;
    while squares != 0 {
        sum += squares.trailing_zeros() / 8;
        squares &= squares - 1;
    }
    sum
}

const fn is_valid(pos: &Position, spans: &Spans<'_>, mode: CastlingMode) -> bool {
    let mut problems = Problems { error: None };
    check_all(pos, spans, mode, &mut problems);
    problems.is_empty()
}

/// Rule 1: each side has exactly one king.
const fn check_kings(p: &Pieces, spans: &Spans<'_>, problems: &mut Problems) {
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let kings = p.kings & p.by_color[c];
        if kings == 0 {
            problems.push(Problem::new(
                ErrorKind::MissingKing { color },
                Field::Placement,
                spans.field(Field::Placement),
            ));
        } else if kings.count_ones() > 1 {
            problems.push(Problem::new(
                ErrorKind::TooManyKings {
                    color,
                    squares: kings,
                },
                Field::Placement,
                spans.squares(kings),
            ));
        }
        c += 1;
    }
}

/// Rule 2: no pawn on rank 1 or 8 (rank 8 first, in text order).
const fn check_back_rank_pawns(p: &Pieces, spans: &Spans<'_>, problems: &mut Problems) {
    let ranks = [(Rank::Eighth, RANK_8), (Rank::First, RANK_1)];
    let mut i = 0;
    while i < ranks.len() {
        let (rank, mask) = ranks[i];
        let squares = p.pawns & mask;
        if squares != 0 {
            problems.push(Problem::new(
                ErrorKind::PawnsOnBackRank { rank, squares },
                Field::Placement,
                spans.squares(squares),
            ));
        }
        i += 1;
    }
}

/// Whether a right with the rook on `file` would be valid in Chess960, ignoring other rights.
const fn chess960_right_ok(pos: &Position, color: Color, file: File) -> bool {
    let king = match pos.king(color) {
        Some(king) => king,
        None => return false,
    };
    if king.rank() as u8 != back_rank(color) as u8 || king.file() as u8 == file as u8 {
        return false;
    }
    let rook = Square::from_coords(file, back_rank(color));
    rook.bit() & pos.by_piece(Piece::new(color, Role::Rook)) != 0
}

/// Rule 3: castling rights.
const fn check_castling(
    pos: &Position,
    p: &Pieces,
    spans: &Spans<'_>,
    mode: CastlingMode,
    problems: &mut Problems,
) {
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let files = pos.castling().files(color);
        if files == 0 {
            c += 1;
            continue;
        }
        let rooks_on_back_rank = p.rooks & p.by_color[c] & back_rank_mask(color);
        let king = p.king_of(color);
        // Rights are checked in the order their letters appear: king side first.
        let mut f = 8;
        while f > 0 {
            f -= 1;
            if files & (1 << f) == 0 {
                continue;
            }
            let file = File::ALL[f];
            let issue = match mode {
                CastlingMode::Standard => standard_right_issue(p, color, file, spans),
                CastlingMode::Chess960 => chess960_right_issue(p, color, files, file, spans),
            };
            if let Some((issue, rook)) = issue {
                let (letter, span) = spans.castling_letter(color, file);
                let hint = match issue {
                    CastlingIssue::MissingRook | CastlingIssue::MissingKingAndRook => {
                        Some(Hint::RooksOn {
                            color,
                            files: match color {
                                Color::White => rooks_on_back_rank as u8,
                                Color::Black => (rooks_on_back_rank >> 56) as u8,
                            },
                        })
                    }
                    CastlingIssue::MissingKing | CastlingIssue::NotCornerRook => {
                        if chess960_right_ok(pos, color, file) {
                            Some(Hint::Chess960)
                        } else {
                            None
                        }
                    }
                    _ => None,
                };
                let problem = Problem::new(
                    ErrorKind::CastlingRight {
                        color,
                        letter,
                        rook,
                        king,
                        issue,
                    },
                    Field::Castling,
                    span,
                );
                problems.push(match hint {
                    Some(hint) => problem.with_hint(hint),
                    None => problem,
                });
            }
        }
        c += 1;
    }
}

/// Standard chess: `K`/`Q` (or `H`/`A`) need the king on e1/e8 and the rook in the corner.
const fn standard_right_issue(
    p: &Pieces,
    color: Color,
    file: File,
    spans: &Spans<'_>,
) -> Option<(CastlingIssue, Square)> {
    let rank = back_rank(color);
    let ours = p.by_color[color as usize];
    let king_home = Square::from_coords(File::E, rank);
    let home = p.kings & ours & king_home.bit() != 0;
    let in_corner = matches!(file, File::A | File::H);
    if home && in_corner && p.rooks & ours & Square::from_coords(file, rank).bit() != 0 {
        return None;
    }
    // Something is wrong: which corner the right needs depends on its letter.
    let (letter, _) = spans.castling_letter(color, file);
    let corner = match letter.to_ascii_lowercase() {
        b'k' => File::H,
        b'q' => File::A,
        _ => file,
    };
    let rook = Square::from_coords(corner, rank);
    if corner as u8 != File::A as u8 && corner as u8 != File::H as u8 {
        return Some((CastlingIssue::NotCornerRook, rook));
    }
    let king_ok = home;
    let rook_ok = p.rooks & ours & rook.bit() != 0;
    match (king_ok, rook_ok) {
        (true, true) => None,
        (false, true) => Some((CastlingIssue::MissingKing, rook)),
        (true, false) => Some((CastlingIssue::MissingRook, rook)),
        (false, false) => Some((CastlingIssue::MissingKingAndRook, rook)),
    }
}

/// Chess960: the king on its back rank, a rook of its colour on the named file beside it, and
/// at most one right on each side of the king.
const fn chess960_right_issue(
    p: &Pieces,
    color: Color,
    files: u8,
    file: File,
    spans: &Spans<'_>,
) -> Option<(CastlingIssue, Square)> {
    let rank = back_rank(color);
    let rook = Square::from_coords(file, rank);
    let king = match p.king_of(color) {
        Some(king) if king.rank() as u8 == rank as u8 => king,
        _ => return Some((CastlingIssue::KingNotOnBackRank, rook)),
    };
    if king.file() as u8 == file as u8 {
        return Some((CastlingIssue::RookOnKingFile, rook));
    }
    if p.rooks & p.by_color[color as usize] & rook.bit() == 0 {
        return Some((CastlingIssue::MissingRook, rook));
    }
    // A second right on the same side: the outermost one is kept, inner ones are reported.
    let files = files as u32;
    let outer = if (file as u32) > king.file() as u32 {
        files & !((2u32 << file as u32) - 1) & 0xff
    } else {
        files & ((1u32 << file as u32) - 1)
    };
    if outer != 0 {
        let other_file = if (file as u32) > king.file() as u32 {
            File::ALL[31 - outer.leading_zeros() as usize]
        } else {
            File::ALL[outer.trailing_zeros() as usize]
        };
        let (other, _) = spans.castling_letter(color, other_file);
        return Some((CastlingIssue::SecondOnSide { other }, rook));
    }
    None
}

/// Rule 4: the en passant square. Returns whether it passed (for rule 6).
const fn check_en_passant(
    pos: &Position,
    p: &Pieces,
    spans: &Spans<'_>,
    problems: &mut Problems,
) -> bool {
    let square = match pos.ep_square() {
        Some(square) => square,
        None => return true,
    };
    let turn = pos.turn();
    let (rank, pawn, origin) = match turn {
        Color::White => (Rank::Sixth, square as i32 - 8, square as i32 + 8),
        Color::Black => (Rank::Third, square as i32 + 8, square as i32 - 8),
    };
    if square.rank() as u8 != rank as u8 {
        problems.push(en_passant_rank_problem(
            square,
            turn,
            spans.field(Field::EnPassant),
        ));
        return false;
    }
    let mover = turn.other();
    let pawn = Square::ALL[pawn as usize];
    let origin = Square::ALL[origin as usize];
    let mut ok = true;
    if p.pawns & p.by_color[mover as usize] & pawn.bit() == 0 {
        problems.push(Problem::new(
            ErrorKind::EnPassantNoPawn {
                square,
                pawn,
                color: mover,
            },
            Field::EnPassant,
            spans.field(Field::EnPassant),
        ));
        ok = false;
    }
    let mut i = 0;
    let blockers = [square, origin];
    while i < 2 {
        if let Some(piece) = pos.piece_at(blockers[i]) {
            problems.push(Problem::new(
                ErrorKind::EnPassantBlocked {
                    square,
                    blocked: blockers[i],
                    piece,
                },
                Field::EnPassant,
                spans.field(Field::EnPassant),
            ));
            ok = false;
        }
        i += 1;
    }
    ok
}

/// Rule 5: the side not to move is not in check.
const fn check_opposite_check(
    pos: &Position,
    p: &Pieces,
    spans: &Spans<'_>,
    problems: &mut Problems,
) {
    let them = pos.turn().other();
    let king = match p.king_of(them) {
        Some(king) => king,
        None => return,
    };
    let checkers = p.attackers(king, pos.turn(), p.occupied);
    if checkers == 0 {
        return;
    }
    let problem = Problem::new(
        ErrorKind::OppositeCheck {
            color: them,
            king,
            checkers,
        },
        Field::Placement,
        spans.squares(king.bit()),
    );
    // Likely just the wrong side to move when the side to move is not in check itself.
    let us_in_check = match p.king_of(pos.turn()) {
        Some(ours) => p.attackers(ours, them, p.occupied) != 0,
        None => true,
    };
    problems.push(if !us_in_check && pos.ep_square().is_none() {
        problem.with_hint(Hint::OtherSideToMove { color: them })
    } else {
        problem
    });
}

const fn is_slider(role: Role) -> bool {
    matches!(role, Role::Bishop | Role::Rook | Role::Queen)
}

/// Rule 6: the check on the side to move could have been given by a legal move.
const fn check_checkers(
    pos: &Position,
    p: &Pieces,
    spans: &Spans<'_>,
    ep_valid: bool,
    problems: &mut Problems,
) {
    let us = pos.turn();
    let king = match p.king_of(us) {
        Some(king) => king,
        None => return,
    };
    let checkers = p.attackers(king, us.other(), p.occupied);
    let ep = match (pos.ep_square(), ep_valid) {
        (Some(ep), true) => Some(ep),
        _ => None,
    };
    if checkers == 0 && ep.is_none() {
        return;
    }
    let issue = if checkers.count_ones() > 2 {
        Some(CheckIssue::TooManyCheckers)
    } else if checkers.count_ones() == 2 {
        let a = Square::ALL[checkers.trailing_zeros() as usize];
        let b = Square::ALL[63 - checkers.leading_zeros() as usize];
        match (pos.piece_at(a), pos.piece_at(b)) {
            (Some(pa), Some(pb)) => {
                if attacks::aligned(king, a, b) {
                    // Neither can have been uncovered by a piece that now checks from the
                    // other side of the king.
                    Some(CheckIssue::AlignedSliders)
                } else if !is_slider(pa.role) && !is_slider(pb.role) {
                    // A double check needs a discovered one, and only sliders are discovered.
                    if pa.role as u8 == pb.role as u8 {
                        Some(CheckIssue::SameKind { role: pa.role })
                    } else {
                        Some(CheckIssue::NoSlider)
                    }
                } else {
                    None
                }
            }
            _ => None,
        }
    } else {
        None
    };
    let issue = match (issue, ep) {
        (None, Some(ep)) if checkers != 0 => not_from_double_push(pos, king, checkers, ep),
        _ => issue,
    };
    if let Some(issue) = issue {
        problems.push(Problem::new(
            ErrorKind::ImpossibleCheck {
                king,
                checkers,
                issue,
            },
            Field::Placement,
            spans.squares(king.bit()),
        ));
        return;
    }
    if let Some(ep) = ep {
        check_before_double_push(pos, spans, king, ep, problems);
    }
}

/// With an en passant square the last move was a double push: every checker must be the
/// pushed pawn or a slider the push uncovered.
const fn not_from_double_push(
    pos: &Position,
    king: Square,
    checkers: u64,
    ep: Square,
) -> Option<CheckIssue> {
    let (pushed, origin) = double_push(pos.turn(), ep);
    let mut rest = checkers;
    while rest != 0 {
        let checker = Square::ALL[rest.trailing_zeros() as usize];
        rest &= rest - 1;
        let given = checker as u8 == pushed as u8;
        let discovered = attacks::between(checker, king) & origin.bit() != 0;
        if !given && !discovered {
            return Some(CheckIssue::NotFromDoublePush { en_passant: ep });
        }
    }
    None
}

/// The squares a pawn double push to before `ep` went to and came from.
pub(crate) const fn double_push(turn: Color, ep: Square) -> (Square, Square) {
    match turn {
        Color::White => (Square::ALL[ep as usize - 8], Square::ALL[ep as usize + 8]),
        Color::Black => (Square::ALL[ep as usize + 8], Square::ALL[ep as usize - 8]),
    }
}

/// With the double push taken back, the side to move must not have been in check: the other
/// side moved, so it was not.
const fn check_before_double_push(
    pos: &Position,
    spans: &Spans<'_>,
    king: Square,
    ep: Square,
    problems: &mut Problems,
) {
    let (pushed, origin) = double_push(pos.turn(), ep);
    let mut before = *pos.board();
    let pawn = before.piece_at(pushed);
    before.set_piece_at(pushed, None);
    before.set_piece_at(origin, pawn);
    let before = Pieces::of(&before);
    let checkers = before.attackers(king, pos.turn().other(), before.occupied);
    if checkers != 0 {
        problems.push(Problem::new(
            ErrorKind::CheckBeforeDoublePush {
                king,
                checkers,
                en_passant: ep,
            },
            Field::EnPassant,
            spans.field(Field::EnPassant),
        ));
    }
}

/// Rule 7: material each side can have.
const fn check_material(p: &Pieces, spans: &Spans<'_>, problems: &mut Problems) {
    let mut c = 0;
    while c < 2 {
        let color = Color::ALL[c];
        let ours = p.by_color[c];
        let pawns = (p.pawns & ours).count_ones();
        let bishops = p.bishops & ours;
        // Common case first: no more pieces of any kind than the starting set, so nothing was
        // promoted and, with at most 8 pawns, at most 16 pieces.
        let starting_set = at_most_one(p.queens & ours)
            && at_most_two(p.rooks & ours)
            && at_most_two(p.knights & ours)
            && at_most_one(bishops & LIGHT_SQUARES)
            && at_most_one(bishops & !LIGHT_SQUARES);
        if pawns <= 8 && starting_set {
            c += 1;
            continue;
        }
        let pieces = ours.count_ones();
        if pawns > 8 {
            problems.push(Problem::new(
                ErrorKind::TooManyPawns {
                    color,
                    count: pawns,
                },
                Field::Placement,
                spans.field(Field::Placement),
            ));
        }
        if pieces > 16 {
            problems.push(Problem::new(
                ErrorKind::TooManyPieces {
                    color,
                    count: pieces,
                },
                Field::Placement,
                spans.field(Field::Placement),
            ));
        }
        if pawns <= 8 && pieces <= 16 {
            let extra = excess((p.queens & ours).count_ones(), 1)
                + excess((p.rooks & ours).count_ones(), 2)
                + excess((p.knights & ours).count_ones(), 2)
                + excess((bishops & LIGHT_SQUARES).count_ones(), 1)
                + excess((bishops & !LIGHT_SQUARES).count_ones(), 1);
            if pawns + extra > 8 {
                problems.push(Problem::new(
                    ErrorKind::TooMuchMaterial {
                        color,
                        pawns,
                        extra,
                    },
                    Field::Placement,
                    spans.field(Field::Placement),
                ));
            }
        }
        c += 1;
    }
}

const fn at_most_one(squares: u64) -> bool {
    squares & squares.wrapping_sub(1) == 0
}

const fn at_most_two(squares: u64) -> bool {
    at_most_one(squares & squares.wrapping_sub(1))
}

const fn excess(count: u32, start: u32) -> u32 {
    count.saturating_sub(start)
}

/// Whether the side to move can legally capture en passant on `square` (pins and checks
/// considered). Used by the writer's [`EnPassantOutput::Legal`](crate::EnPassantOutput).
pub(crate) const fn ep_capture_legal(pos: &Position, square: Square) -> bool {
    let us = pos.turn();
    let them = us.other();
    let expected_rank = match us {
        Color::White => Rank::Sixth,
        Color::Black => Rank::Third,
    };
    if square.rank() as u8 != expected_rank as u8 || pos.occupied() & square.bit() != 0 {
        return false;
    }
    let captured = match us {
        Color::White => Square::ALL[square as usize - 8],
        Color::Black => Square::ALL[square as usize + 8],
    };
    if pos.by_piece(Piece::new(them, Role::Pawn)) & captured.bit() == 0 {
        return false;
    }
    let board = pos.board();
    let mut capturers = pos.by_piece(Piece::new(us, Role::Pawn)) & attacks::pawn(them, square);
    while capturers != 0 {
        let from = Square::ALL[capturers.trailing_zeros() as usize];
        capturers &= capturers - 1;
        let king = match pos.king(us) {
            Some(king) => king,
            None => return true,
        };
        let mut after = *board;
        after.set_piece_at(from, None);
        after.set_piece_at(captured, None);
        after.set_piece_at(square, Some(Piece::new(us, Role::Pawn)));
        if Pieces::of(&after).attackers(king, them, after.occupied()) == 0 {
            return true;
        }
    }
    false
}
