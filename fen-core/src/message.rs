//! The text of every message and hint, written by `const fn` so that `Display`, the `fen!`
//! macro and `fen_const!` share one wording.

use crate::error::{CastlingIssue, CheckIssue, ErrorKind, Hint, Snippet};
use crate::{Color, Field, Rank, Square, StrBuf};

/// Room for the longest message or hint.
pub(crate) const CAPACITY: usize = 256;

const fn push_square<const N: usize>(out: &mut StrBuf<N>, square: Square) {
    let name = square.name();
    out.push_byte(name[0]);
    out.push_byte(name[1]);
}

/// Writes the squares of a bitboard as `a1, b2, c3`.
const fn push_squares<const N: usize>(out: &mut StrBuf<N>, mut squares: u64) {
    let mut first = true;
    while squares != 0 {
        let square = Square::ALL[squares.trailing_zeros() as usize];
        squares &= squares - 1;
        if !first {
            out.push_str(", ");
        }
        first = false;
        push_square(out, square);
    }
}

/// Writes a byte that would not show (a control byte, or any non-printable one) as rustc
/// writes it in a string literal: `\t`, `\n`, `\r` or `\xNN`.
pub(crate) const fn push_escaped_byte<const N: usize>(out: &mut StrBuf<N>, byte: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    match byte {
        b'\t' => out.push_str("\\t"),
        b'\n' => out.push_str("\\n"),
        b'\r' => out.push_str("\\r"),
        _ => {
            out.push_str("\\x");
            out.push_byte(HEX[(byte >> 4) as usize]);
            out.push_byte(HEX[(byte & 15) as usize]);
        }
    }
}

/// Writes a byte in single quotes, escaping what would not show.
const fn push_quoted_byte<const N: usize>(out: &mut StrBuf<N>, byte: u8) {
    out.push_byte(b'\'');
    match byte {
        b'\'' => out.push_str("\\'"),
        b'\\' => out.push_str("\\\\"),
        0x20..=0x7e => out.push_byte(byte),
        _ => push_escaped_byte(out, byte),
    }
    out.push_byte(b'\'');
}

/// Writes a snippet of the input in single quotes, with `...` inside them when it was cut.
const fn push_snippet<const N: usize>(out: &mut StrBuf<N>, text: Snippet) {
    out.push_byte(b'\'');
    out.push_str(text.as_str());
    if text.is_truncated() {
        out.push_str("...");
    }
    out.push_byte(b'\'');
}

/// Writes a code point as `U+00A0` (at least four upper-case hex digits).
const fn push_code_point<const N: usize>(out: &mut StrBuf<N>, ch: char) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let value = ch as u32;
    out.push_str("U+");
    let mut shift = 20;
    while shift > 0 {
        if value >> shift != 0 || shift < 16 {
            out.push_byte(HEX[((value >> shift) & 15) as usize]);
        }
        shift -= 4;
    }
    out.push_byte(HEX[(value & 15) as usize]);
}

const fn push_rank<const N: usize>(out: &mut StrBuf<N>, rank: Rank) {
    out.push_str("rank ");
    out.push_byte(rank.char() as u8);
}

const fn back_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::First,
        Color::Black => Rank::Eighth,
    }
}

const fn plural<const N: usize>(out: &mut StrBuf<N>, count: u64, one: &str, many: &str) {
    out.push_u64(count);
    out.push_byte(b' ');
    out.push_str(if count == 1 { one } else { many });
}

/// The field's name, or `generic` when the field is not known.
const fn push_field_or<const N: usize>(out: &mut StrBuf<N>, field: Option<Field>, generic: &str) {
    match field {
        Some(field) => out.push_str(field.name()),
        None => out.push_str(generic),
    }
}

/// "the castling field", or "a field" when the field is not known.
const fn push_the_field<const N: usize>(out: &mut StrBuf<N>, field: Option<Field>) {
    match field {
        Some(field) => {
            out.push_str("the ");
            out.push_str(field.name());
            out.push_str(" field");
        }
        None => out.push_str("a field"),
    }
}

/// A fixed one-line summary of each kind.
pub(crate) const fn summary(kind: &ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Empty => "empty FEN",
        ErrorKind::LeadingWhitespace { .. } => "leading whitespace",
        ErrorKind::TrailingWhitespace { .. } => "trailing whitespace",
        ErrorKind::Separator { .. } => "fields not separated by a single space",
        ErrorKind::EmptyField => "empty field",
        ErrorKind::MissingField { .. } => "missing field",
        ErrorKind::TooManyFields { .. } => "too many fields",
        ErrorKind::PlacementOnly { .. } => "text after the placement field",
        ErrorKind::NonAscii { .. } => "non-ASCII character",
        ErrorKind::PlacementChar { .. } => "unexpected character in the placement",
        ErrorKind::InvalidDigit { .. } => "digit outside 1 to 8 in the placement",
        ErrorKind::AdjacentDigits { .. } => "two digits in a row in the placement",
        ErrorKind::RankLength { .. } => "rank does not have 8 squares",
        ErrorKind::RankCount { .. } => "placement does not have 8 ranks",
        ErrorKind::SideToMove { .. } => "invalid side to move",
        ErrorKind::CastlingChar { .. } => "unexpected character in the castling field",
        ErrorKind::CastlingDuplicate { .. } => "duplicate castling right",
        ErrorKind::CastlingSameRook { .. } => "two castling rights name the same rook",
        ErrorKind::CastlingOrder => "castling rights out of order",
        ErrorKind::EnPassantSquare { .. } => "invalid en passant square",
        ErrorKind::EnPassantRank { .. } => "en passant square on the wrong rank",
        ErrorKind::Counter { .. } => "move counter is not a number",
        ErrorKind::CounterTooLarge => "move counter too large",
        ErrorKind::EpdOpcode { .. } => "invalid EPD opcode",
        ErrorKind::EpdSemicolon { .. } => "EPD operation not ended by ';'",
        ErrorKind::EpdUnterminatedString => "unterminated string in an EPD operation",
        ErrorKind::EpdEscape { .. } => "invalid escape in an EPD string",
        ErrorKind::EpdStrayQuote => "quote inside an unquoted EPD operand",
        ErrorKind::EpdCounterOperands { .. } => "EPD counter operation without one operand",
        ErrorKind::MissingKing { .. } => "missing king",
        ErrorKind::TooManyKings { .. } => "too many kings",
        ErrorKind::PawnsOnBackRank { .. } => "pawn on rank 1 or 8",
        ErrorKind::CastlingRight { .. } => "invalid castling right",
        ErrorKind::EnPassantNoPawn { .. } => "en passant square without the pawn that moved",
        ErrorKind::EnPassantBlocked { .. } => "en passant square or its origin occupied",
        ErrorKind::OppositeCheck { .. } => "the side not to move is in check",
        ErrorKind::ImpossibleCheck { .. } => "impossible check",
        ErrorKind::CheckBeforeDoublePush { .. } => "in check before the double push",
        ErrorKind::TooManyPawns { .. } => "too many pawns",
        ErrorKind::TooManyPieces { .. } => "too many pieces",
        ErrorKind::TooMuchMaterial { .. } => "more promoted pieces than missing pawns",
    }
}

/// Writes the full message of a kind found in `field`.
pub(crate) const fn write_kind<const N: usize>(
    kind: &ErrorKind,
    field: Option<Field>,
    out: &mut StrBuf<N>,
) {
    match *kind {
        ErrorKind::Empty => out.push_str("empty FEN, expected 6 fields separated by spaces"),
        ErrorKind::LeadingWhitespace { found } => {
            out.push_str("leading whitespace ");
            push_quoted_byte(out, found);
            out.push_str(", expected the placement field first");
        }
        ErrorKind::TrailingWhitespace { found } => {
            out.push_str("trailing whitespace ");
            push_quoted_byte(out, found);
            out.push_str(" after the ");
            push_field_or(out, field, "last");
            out.push_str(" field, expected the end of the FEN");
        }
        ErrorKind::Separator { found } => {
            out.push_str("unexpected ");
            push_quoted_byte(out, found);
            out.push_str(" in ");
            push_the_field(out, field);
            out.push_str(", expected a single space between fields");
        }
        ErrorKind::EmptyField => {
            out.push_str("empty ");
            match field {
                Some(field) => {
                    out.push_str(field.name());
                    out.push_str(" field");
                }
                None => out.push_str("field"),
            }
            out.push_str(", found two spaces in a row");
        }
        ErrorKind::MissingField { fields } => {
            out.push_str("missing ");
            match field {
                Some(field) => {
                    out.push_str(field.name());
                    out.push_str(" field");
                }
                None => out.push_str("field"),
            }
            out.push_str(", found ");
            plural(out, fields as u64, "field", "fields");
            out.push_str(", expected 6 (or 4 without the move counters)");
        }
        ErrorKind::TooManyFields { fields } => {
            out.push_str("found ");
            out.push_u64(fields as u64);
            out.push_str(" fields, expected at most 6");
        }
        ErrorKind::PlacementOnly { fields } => {
            out.push_str("found ");
            out.push_u64(fields as u64);
            out.push_str(" fields, expected the placement field alone");
        }
        ErrorKind::NonAscii { found } => {
            out.push_str("non-ASCII ");
            if found == char::REPLACEMENT_CHARACTER {
                out.push_str("byte");
            } else {
                // The code point too: a no-break space or a byte order mark does not show.
                out.push_str("character '");
                out.push_char(found);
                out.push_str("' (");
                push_code_point(out, found);
                out.push_byte(b')');
            }
            out.push_str(" in ");
            push_the_field(out, field);
            out.push_str(", FEN is ASCII only");
        }
        ErrorKind::PlacementChar { rank, found } => {
            out.push_str("unexpected ");
            push_quoted_byte(out, found);
            out.push_str(" in ");
            push_rank(out, rank);
            out.push_str(", expected a piece letter (PNBRQK, pnbrqk), a digit 1 to 8 or '/'");
        }
        ErrorKind::InvalidDigit { rank, digit } => {
            out.push_str("digit ");
            push_quoted_byte(out, digit);
            out.push_str(" in ");
            push_rank(out, rank);
            out.push_str(", expected a digit 1 to 8 for a run of empty squares");
        }
        ErrorKind::AdjacentDigits {
            rank,
            first,
            second,
        } => {
            out.push_str("two digits in a row '");
            out.push_byte(first);
            out.push_byte(second);
            out.push_str("' in ");
            push_rank(out, rank);
            out.push_str(", expected one digit per run of empty squares");
        }
        ErrorKind::RankLength { rank, squares } => {
            push_rank(out, rank);
            if squares == 0 {
                out.push_str(" is empty, expected 8 squares ('8' for an empty rank)");
            } else {
                out.push_str(" has ");
                plural(out, squares as u64, "square", "squares");
                out.push_str(", expected 8");
            }
        }
        ErrorKind::RankCount { ranks } => {
            out.push_str("placement has ");
            plural(out, ranks as u64, "rank", "ranks");
            out.push_str(", expected 8 separated by '/'");
        }
        ErrorKind::SideToMove { found } => {
            out.push_str("side to move ");
            push_snippet(out, found);
            out.push_str(", expected 'w' or 'b'");
        }
        ErrorKind::CastlingChar { found } => {
            out.push_str("unexpected ");
            push_quoted_byte(out, found);
            out.push_str(
                " in the castling field, expected '-' or letters from 'KQkq' (files 'A'-'H', 'a'-'h' for Chess960)",
            );
        }
        ErrorKind::CastlingDuplicate { letter } => {
            out.push_str("castling right ");
            push_quoted_byte(out, letter);
            out.push_str(" appears twice");
        }
        ErrorKind::CastlingSameRook {
            first,
            second,
            rook,
        } => {
            out.push_str("castling rights ");
            push_quoted_byte(out, first);
            out.push_str(" and ");
            push_quoted_byte(out, second);
            out.push_str(" both name the ");
            out.push_str(if first.is_ascii_uppercase() {
                "white"
            } else {
                "black"
            });
            out.push_str(" rook on ");
            push_square(out, rook);
        }
        ErrorKind::CastlingOrder => {
            out.push_str("castling rights out of order, expected white's before black's, each as K, files H to A, Q");
        }
        ErrorKind::EnPassantSquare { found } => {
            out.push_str("en passant ");
            push_snippet(out, found);
            out.push_str(" is not a square, expected '-' or a square on rank 3 or 6");
        }
        ErrorKind::EnPassantRank { square, turn } => {
            out.push_str("en passant square ");
            push_square(out, square);
            out.push_str(" is on ");
            push_rank(out, square.rank());
            out.push_str("; with ");
            out.push_str(turn.name());
            out.push_str(" to move it must be on ");
            push_rank(
                out,
                match turn {
                    Color::White => Rank::Sixth,
                    Color::Black => Rank::Third,
                },
            );
        }
        ErrorKind::Counter { found } => {
            push_field_or(out, field, "move counter");
            out.push_byte(b' ');
            push_snippet(out, found);
            out.push_str(" is not a number, expected ASCII digits");
        }
        ErrorKind::CounterTooLarge => {
            push_field_or(out, field, "move counter");
            out.push_str(" is too large, expected at most 4294967295");
        }
        ErrorKind::EpdOpcode { found } => {
            out.push_str("operation starts with ");
            push_quoted_byte(out, found);
            out.push_str(", expected an opcode (a letter, then letters, digits or '_')");
        }
        ErrorKind::EpdSemicolon { opcode } => {
            out.push_str("operation ");
            push_snippet(out, opcode);
            out.push_str(" is not ended by ';'");
        }
        ErrorKind::EpdUnterminatedString => {
            out.push_str("string operand is not closed, expected '\"' before the end");
        }
        ErrorKind::EpdStrayQuote => {
            out.push_str(
                "'\"' inside an unquoted operand, expected a string operand to start with '\"'",
            );
        }
        ErrorKind::EpdEscape { found } => {
            out.push_str("escape '\\");
            if found != 0 {
                out.push_byte(found);
            }
            out.push_str("' in a string operand, expected '\\\"' or '\\\\'");
        }
        ErrorKind::EpdCounterOperands { opcode, operands } => {
            out.push_str("operation ");
            push_snippet(out, opcode);
            out.push_str(" has ");
            plural(out, operands as u64, "operand", "operands");
            out.push_str(", expected one number");
        }
        ErrorKind::MissingKing { color } => {
            out.push_str(color.name());
            out.push_str(" has no king");
        }
        ErrorKind::TooManyKings { color, squares } => {
            out.push_str(color.name());
            out.push_str(" has ");
            out.push_u64(squares.count_ones() as u64);
            out.push_str(" kings (");
            push_squares(out, squares);
            out.push_str("), expected 1");
        }
        ErrorKind::PawnsOnBackRank { rank, squares } => {
            out.push_str(if squares.count_ones() == 1 {
                "pawn on "
            } else {
                "pawns on "
            });
            push_squares(out, squares);
            out.push_str(", pawns cannot stand on ");
            push_rank(out, rank);
        }
        ErrorKind::CastlingRight {
            color,
            letter,
            rook,
            king,
            issue,
        } => write_castling(out, color, letter, rook, king, issue),
        ErrorKind::EnPassantNoPawn {
            square,
            pawn,
            color,
        } => {
            out.push_str("en passant square ");
            push_square(out, square);
            out.push_str(" needs a ");
            out.push_str(color.name());
            out.push_str(" pawn on ");
            push_square(out, pawn);
            out.push_str(", the pawn that just moved two squares");
        }
        ErrorKind::EnPassantBlocked {
            square,
            blocked,
            piece,
        } => {
            out.push_str("en passant square ");
            push_square(out, square);
            if blocked as u8 == square as u8 {
                out.push_str(" must be empty");
            } else {
                out.push_str(" needs ");
                push_square(out, blocked);
                out.push_str(", where the pawn came from, empty");
            }
            out.push_str(", found a ");
            out.push_str(piece.color.name());
            out.push_byte(b' ');
            out.push_str(piece.role.name());
        }
        ErrorKind::OppositeCheck {
            color,
            king,
            checkers,
        } => {
            out.push_str(color.name());
            out.push_str(" is in check but ");
            out.push_str(color.other().name());
            out.push_str(" is to move: the king on ");
            push_square(out, king);
            out.push_str(" is attacked from ");
            push_squares(out, checkers);
        }
        ErrorKind::ImpossibleCheck {
            king,
            checkers,
            issue,
        } => {
            out.push_str("the king on ");
            push_square(out, king);
            out.push_str(" is in check from ");
            push_squares(out, checkers);
            match issue {
                CheckIssue::TooManyCheckers => {
                    out.push_str(", but a move gives at most two checks");
                }
                CheckIssue::NoSlider => {
                    out.push_str(", a pawn and a knight, which no move can give");
                }
                CheckIssue::AlignedSliders => {
                    out.push_str(
                        ", two pieces on one line through the king, which no move can give",
                    );
                }
                CheckIssue::SameKind { role } => {
                    out.push_str(", two ");
                    out.push_str(role.name());
                    out.push_str("s, which no move can give");
                }
                CheckIssue::NotFromDoublePush { en_passant } => {
                    out.push_str(", which the double push that the en passant square ");
                    push_square(out, en_passant);
                    out.push_str(" implies can neither give nor discover");
                }
            }
        }
        ErrorKind::CheckBeforeDoublePush {
            king,
            checkers,
            en_passant,
        } => {
            // The side to move is the one that did not push: white when the square is on rank 6.
            let turn = match en_passant.rank() {
                Rank::Sixth => Color::White,
                _ => Color::Black,
            };
            let (pushed, origin) = crate::validate::double_push(turn, en_passant);
            out.push_str("en passant square ");
            push_square(out, en_passant);
            out.push_str(" means a pawn just moved from ");
            push_square(out, origin);
            out.push_str(" to ");
            push_square(out, pushed);
            out.push_str(", but before that the king on ");
            push_square(out, king);
            out.push_str(" was already in check from ");
            push_squares(out, checkers);
        }
        ErrorKind::TooManyPawns { color, count } => {
            out.push_str(color.name());
            out.push_str(" has ");
            out.push_u64(count as u64);
            out.push_str(" pawns, expected at most 8");
        }
        ErrorKind::TooManyPieces { color, count } => {
            out.push_str(color.name());
            out.push_str(" has ");
            out.push_u64(count as u64);
            out.push_str(" pieces, expected at most 16");
        }
        ErrorKind::TooMuchMaterial {
            color,
            pawns,
            extra,
        } => {
            out.push_str(color.name());
            out.push_str(" has ");
            plural(out, extra as u64, "promoted piece", "promoted pieces");
            out.push_str(" beyond the starting set, but with ");
            plural(out, pawns as u64, "pawn", "pawns");
            out.push_str(" left at most ");
            out.push_u64(8u64.saturating_sub(pawns as u64));
            out.push_str(" can have promoted");
        }
    }
}

const fn write_castling<const N: usize>(
    out: &mut StrBuf<N>,
    color: Color,
    letter: u8,
    rook: Square,
    king: Option<Square>,
    issue: CastlingIssue,
) {
    out.push_str("castling right ");
    push_quoted_byte(out, letter);
    let home = match color {
        Color::White => Square::E1,
        Color::Black => Square::E8,
    };
    match issue {
        CastlingIssue::MissingKing => {
            out.push_str(" needs the ");
            out.push_str(color.name());
            out.push_str(" king on ");
            push_square(out, home);
            push_king_whereabouts(out, color, king);
        }
        CastlingIssue::MissingKingAndRook => {
            out.push_str(" needs the ");
            out.push_str(color.name());
            out.push_str(" king on ");
            push_square(out, home);
            out.push_str(" and a ");
            out.push_str(color.name());
            out.push_str(" rook on ");
            push_square(out, rook);
            push_king_whereabouts(out, color, king);
        }
        CastlingIssue::MissingRook => {
            out.push_str(" needs a ");
            out.push_str(color.name());
            out.push_str(" rook on ");
            push_square(out, rook);
        }
        CastlingIssue::NotCornerRook => {
            out.push_str(" names the rook on ");
            push_square(out, rook);
            out.push_str(", expected a1 or h1 for white and a8 or h8 for black in standard chess");
        }
        CastlingIssue::KingNotOnBackRank => {
            out.push_str(" needs the ");
            out.push_str(color.name());
            out.push_str(" king on ");
            push_rank(out, back_rank(color));
            push_king_whereabouts(out, color, king);
        }
        CastlingIssue::RookOnKingFile => {
            out.push_str(" names ");
            push_square(out, rook);
            out.push_str(", the ");
            out.push_str(color.name());
            out.push_str(" king's square, expected a rook on either side of it");
        }
        CastlingIssue::SecondOnSide { other } => {
            out.push_str(" is a second ");
            out.push_str(color.name());
            out.push_str(" right on the same side of the king as ");
            push_quoted_byte(out, other);
            out.push_str(", expected at most one per side");
        }
    }
}

const fn push_king_whereabouts<const N: usize>(
    out: &mut StrBuf<N>,
    color: Color,
    king: Option<Square>,
) {
    match king {
        Some(square) => {
            out.push_str(", found the king on ");
            push_square(out, square);
        }
        None => {
            out.push_str(", but ");
            out.push_str(color.name());
            out.push_str(" does not have exactly one king");
        }
    }
}

/// Writes a hint.
pub(crate) const fn write_hint<const N: usize>(hint: &Hint, out: &mut StrBuf<N>) {
    match *hint {
        Hint::DigitSum { sum } => {
            if sum <= 8 {
                out.push_str("write '");
                out.push_u64(sum as u64);
                out.push_str("' for ");
                plural(out, sum as u64, "empty square", "empty squares");
            } else {
                out.push_str("the digits add up to ");
                out.push_u64(sum as u64);
                out.push_str(" empty squares, more than a rank holds");
            }
        }
        Hint::EnPassantSquare { square } => {
            out.push_str("did you mean ");
            push_square(out, square);
            out.push_byte(b'?');
        }
        Hint::CastlingOrder { canonical } => {
            out.push_str("write '");
            canonical.write(out);
            out.push_byte(b'\'');
        }
        Hint::Separator => out.push_str("fields are separated by a single ASCII space"),
        Hint::LowerCaseSideToMove => out.push_str("the side to move is lower case: 'w' or 'b'"),
        Hint::CastlingDashAlone => out.push_str("'-' means no castling rights and stands alone"),
        Hint::Crazyhouse => {
            out.push_str("'~' marks a promoted piece in Crazyhouse FEN; chess FEN has no such marker")
        }
        Hint::RooksOn { color, files } => {
            let squares = match color {
                Color::White => files as u64,
                Color::Black => (files as u64) << 56,
            };
            if squares == 0 {
                out.push_str(color.name());
                out.push_str(" has no rook on ");
                push_rank(out, back_rank(color));
            } else {
                out.push_str("the ");
                out.push_str(color.name());
                out.push_str(if squares.count_ones() == 1 { " rook on " } else { " rooks on " });
                push_rank(out, back_rank(color));
                out.push_str(if squares.count_ones() == 1 { " is on " } else { " are on " });
                push_squares(out, squares);
            }
        }
        Hint::Chess960 => out.push_str("the right is valid in Chess960; parse in Chess960 mode"),
        Hint::OtherSideToMove { color } => {
            out.push_str("the position is valid with ");
            out.push_str(color.name());
            out.push_str(" to move ('");
            out.push_byte(color.char() as u8);
            out.push_str("')");
        }
        Hint::UpsideDown => {
            out.push_str("the board looks upside down: ranks are listed from 8 down to 1")
        }
        Hint::ColorsSwapped => out.push_str("the colours look swapped: upper case is white"),
        Hint::UpsideDownOrColorsSwapped => out.push_str(
            "the board looks upside down or its colours swapped: ranks are listed from 8 down to 1, and upper case is white",
        ),
    }
}
