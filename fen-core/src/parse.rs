//! The FEN grammar, field by field. Every rule of the syntax lives here, in `const fn`.

use crate::error::{CastlingLetters, ErrorKind, Hint, Problem, Snippet};
use crate::{Board, CastlingRights, Color, Field, File, Piece, Position, Rank, Role, Square};

/// Unwraps a `Result` in `const fn`, where `?` is not available.
macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(value) => value,
            Err(err) => return Err(err),
        }
    };
}
pub(crate) use tri;

/// `a == b` in `const fn`.
pub(crate) const fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `bytes[start..end]` in `const fn`.
pub(crate) const fn slice(bytes: &[u8], start: usize, end: usize) -> &[u8] {
    bytes.split_at(end).0.split_at(start).1
}

const fn is_separator_like(byte: u8) -> bool {
    byte.is_ascii_whitespace() || byte == b'_' || byte == 0x0b
}

/// Decodes the character starting at `i` for a message; returns it and its length in bytes.
const fn decode_char(bytes: &[u8], i: usize) -> (char, usize) {
    let lead = bytes[i];
    // `min` rejects overlong encodings (`E0 80 80` is not U+0000).
    let (len, init, min) = match lead {
        0xc2..=0xdf => (2, (lead & 0x1f) as u32, 0x80),
        0xe0..=0xef => (3, (lead & 0x0f) as u32, 0x800),
        0xf0..=0xf4 => (4, (lead & 0x07) as u32, 0x1_0000),
        _ => return (char::REPLACEMENT_CHARACTER, 1),
    };
    if i + len > bytes.len() {
        return (char::REPLACEMENT_CHARACTER, 1);
    }
    let mut value = init;
    let mut k = 1;
    while k < len {
        let byte = bytes[i + k];
        if byte & 0xc0 != 0x80 {
            return (char::REPLACEMENT_CHARACTER, 1);
        }
        value = (value << 6) | (byte & 0x3f) as u32;
        k += 1;
    }
    match char::from_u32(value) {
        Some(ch) if value >= min => (ch, len),
        _ => (char::REPLACEMENT_CHARACTER, 1),
    }
}

/// The problem for a byte that no field accepts: whitespace other than one space between
/// fields, `_`, or a non-ASCII byte. `None` for ordinary bytes.
pub(crate) const fn stray_byte(bytes: &[u8], i: usize, field: Field) -> Option<Problem> {
    let byte = bytes[i];
    if !byte.is_ascii() {
        let (ch, len) = decode_char(bytes, i);
        return Some(Problem::new(
            ErrorKind::NonAscii { found: ch },
            field,
            i..i + len,
        ));
    }
    if is_separator_like(byte) {
        // Whitespace up to the end is trailing; anything else separates fields wrongly.
        let mut j = i;
        while j < bytes.len() && is_separator_like(bytes[j]) && bytes[j] != b'_' {
            j += 1;
        }
        if j == bytes.len() {
            return Some(Problem::new(
                ErrorKind::TrailingWhitespace { found: byte },
                field,
                i..bytes.len(),
            ));
        }
        return Some(
            Problem::new(ErrorKind::Separator { found: byte }, field, i..i + 1)
                .with_hint(Hint::Separator),
        );
    }
    None
}

/// Finds the end of the field starting at `start` (the next space or the end of input),
/// rejecting stray bytes on the way.
const fn field_end(bytes: &[u8], start: usize, field: Field) -> Result<usize, Problem> {
    // In a counter, `_` is a digit separator (`1_000`): a bad number, reported as such.
    let counter = matches!(field, Field::HalfmoveClock | Field::FullmoveNumber);
    let mut i = start;
    while i < bytes.len() && bytes[i] != b' ' {
        let byte = bytes[i];
        // Printable ASCII other than `_` is the field parser's business.
        let plain = byte > b' ' && byte < 0x7f && byte != b'_';
        if !(plain || (counter && byte == b'_')) {
            if let Some(problem) = stray_byte(bytes, i, field) {
                return Err(problem);
            }
        }
        i += 1;
    }
    Ok(i)
}

/// Steps over the single space after a field that ended at `end`, to the start of `next`.
pub(crate) const fn next_field(
    bytes: &[u8],
    end: usize,
    previous: Field,
    next: Field,
) -> Result<usize, Problem> {
    if end == bytes.len() {
        return Err(Problem::new(
            ErrorKind::MissingField {
                fields: next.index() as u8,
            },
            next,
            end..end,
        ));
    }
    // bytes[end] is a space.
    let start = end + 1;
    let mut j = start;
    while j < bytes.len() && is_separator_like(bytes[j]) && bytes[j] != b'_' {
        j += 1;
    }
    if j == bytes.len() {
        return Err(Problem::new(
            ErrorKind::TrailingWhitespace { found: b' ' },
            previous,
            end..bytes.len(),
        ));
    }
    if bytes[start] == b' ' {
        return Err(
            Problem::new(ErrorKind::EmptyField, next, end..start + 1).with_hint(Hint::Separator)
        );
    }
    Ok(start)
}

/// For each byte: 0 when it is not a piece letter, else the role number (1 = pawn … 6 = king),
/// plus 8 for white.
const PIECE_CODES: [u8; 256] = {
    let mut table = [0; 256];
    let letters = *b"pnbrqk";
    let mut i = 0;
    while i < letters.len() {
        table[letters[i] as usize] = i as u8 + 1;
        table[letters[i].to_ascii_uppercase() as usize] = i as u8 + 1 + 8;
        i += 1;
    }
    table
};

/// For each piece code: all ones where the code has bit 0, 1, 2 (the role planes) and 3
/// (white), so that placing a piece is a mask and an `or` per bitboard.
const PLANE_MASKS: [[u64; 4]; 16] = {
    let mut table = [[0; 4]; 16];
    let mut code = 0;
    while code < 16 {
        let mut bit = 0;
        while bit < 4 {
            if (code >> bit) & 1 == 1 {
                table[code][bit] = u64::MAX;
            }
            bit += 1;
        }
        code += 1;
    }
    table
};

/// Parses the placement field starting at `start`; returns the board and the field's end.
pub(crate) const fn parse_placement(bytes: &[u8], start: usize) -> Result<(Board, usize), Problem> {
    // The board is built in four local bitboards (see `Board`); this loop is the hot path.
    let mut white = 0u64;
    let mut planes = [0u64; 3];
    let mut i = start;
    let mut rank_index = 0; // 0 = rank 8
    loop {
        let rank = Rank::ALL[7 - rank_index];
        let rank_start = i;
        let mut squares: u32 = 0;
        let mut previous_digit: Option<u8> = None;
        while i < bytes.len() {
            let byte = bytes[i];
            let code = PIECE_CODES[byte as usize];
            if code != 0 {
                if squares < 8 {
                    let bit = 1u64 << ((7 - rank_index as u32) * 8 + squares);
                    let masks = &PLANE_MASKS[code as usize];
                    white |= bit & masks[3];
                    planes[0] |= bit & masks[0];
                    planes[1] |= bit & masks[1];
                    planes[2] |= bit & masks[2];
                }
                squares = squares.saturating_add(1);
                previous_digit = None;
                i += 1;
                continue;
            }
            if byte == b'/' || byte == b' ' {
                break;
            }
            match byte {
                b'1'..=b'8' => {
                    if let Some(first) = previous_digit {
                        return Err(Problem::new(
                            ErrorKind::AdjacentDigits {
                                rank,
                                first,
                                second: byte,
                            },
                            Field::Placement,
                            i - 1..i + 1,
                        )
                        .with_hint(Hint::DigitSum {
                            sum: (first - b'0') + (byte - b'0'),
                        }));
                    }
                    squares = squares.saturating_add((byte - b'0') as u32);
                    previous_digit = Some(byte);
                }
                b'0' | b'9' => {
                    return Err(Problem::new(
                        ErrorKind::InvalidDigit { rank, digit: byte },
                        Field::Placement,
                        i..i + 1,
                    ));
                }
                _ => {
                    if let Some(problem) = stray_byte(bytes, i, Field::Placement) {
                        return Err(problem);
                    }
                    let problem = Problem::new(
                        ErrorKind::PlacementChar { rank, found: byte },
                        Field::Placement,
                        i..i + 1,
                    );
                    return Err(if byte == b'~' {
                        problem.with_hint(Hint::Crazyhouse)
                    } else {
                        problem
                    });
                }
            }
            i += 1;
        }
        if squares != 8 {
            // An empty rank has no text to point at: take the slashes around it instead.
            let span = if i == rank_start {
                let from = if rank_start > start {
                    rank_start - 1
                } else {
                    rank_start
                };
                let to = if i < bytes.len() && bytes[i] == b'/' {
                    i + 1
                } else {
                    i
                };
                from..to
            } else {
                rank_start..i
            };
            return Err(Problem::new(
                ErrorKind::RankLength { rank, squares },
                Field::Placement,
                span,
            ));
        }
        let more = i < bytes.len() && bytes[i] == b'/';
        if rank_index == 7 || !more {
            if more || rank_index < 7 {
                // Count every rank of the field to say how many there are.
                let mut end = i;
                let mut ranks = rank_index as u32 + 1;
                while end < bytes.len() && bytes[end] != b' ' {
                    if bytes[end] == b'/' {
                        ranks = ranks.saturating_add(1);
                    }
                    end += 1;
                }
                let _ = tri!(field_end(bytes, i, Field::Placement));
                return Err(Problem::new(
                    ErrorKind::RankCount { ranks },
                    Field::Placement,
                    start..end,
                ));
            }
            return Ok((Board::from_raw_parts(white, planes), i));
        }
        i += 1; // the '/'
        rank_index += 1;
    }
}

const fn parse_side_to_move(text: &[u8], start: usize) -> Result<Color, Problem> {
    match text {
        [b'w'] => Ok(Color::White),
        [b'b'] => Ok(Color::Black),
        _ => {
            let problem = Problem::new(
                ErrorKind::SideToMove {
                    found: Snippet::new(text),
                },
                Field::SideToMove,
                start..start + text.len(),
            );
            Err(match text {
                [b'W'] | [b'B'] => problem.with_hint(Hint::LowerCaseSideToMove),
                _ => problem,
            })
        }
    }
}

/// The rook a castling letter names, X-FEN style: `K`/`Q` the outermost rook on that side of
/// the king on the back rank (the h- or a-file when there is none), a file letter that file.
pub(crate) const fn castling_file(board: &Board, color: Color, key: u8) -> File {
    let rank_mask: u64 = match color {
        Color::White => 0xff,
        Color::Black => 0xff << 56,
    };
    let shift = match color {
        Color::White => 0,
        Color::Black => 56,
    };
    let rooks = ((board.by_piece(Piece::new(color, Role::Rook)) & rank_mask) >> shift) as u8;
    let kings = ((board.by_piece(Piece::new(color, Role::King)) & rank_mask) >> shift) as u8;
    let king_file = if kings != 0 {
        kings.trailing_zeros()
    } else {
        File::E as u32
    };
    match key {
        0 => {
            let outer = rooks & !((2u16 << king_file) - 1) as u8;
            if outer != 0 {
                File::ALL[7 - outer.leading_zeros() as usize]
            } else {
                File::H
            }
        }
        9 => {
            let outer = rooks & ((1u16 << king_file) - 1) as u8;
            if outer != 0 {
                File::ALL[outer.trailing_zeros() as usize]
            } else {
                File::A
            }
        }
        _ => File::ALL[(8 - key) as usize],
    }
}

const fn parse_castling(
    text: &[u8],
    start: usize,
    board: &Board,
) -> Result<CastlingRights, Problem> {
    let mut rights = CastlingRights::NONE;
    // The letter that named each right so far, to report two letters naming one rook.
    let mut letters_at = [[0u8; 8]; 2];
    if let [b'-'] = text {
        return Ok(rights);
    }
    let mut letters = CastlingLetters::EMPTY;
    let mut in_order = true;
    let mut last: Option<(Color, u8)> = None;
    let mut i = 0;
    while i < text.len() {
        let byte = text[i];
        let at = start + i;
        let (color, key) = match CastlingLetters::key(byte) {
            Some(found) => found,
            None => {
                let problem = Problem::new(
                    ErrorKind::CastlingChar { found: byte },
                    Field::Castling,
                    at..at + 1,
                );
                return Err(if byte == b'-' {
                    problem.with_hint(Hint::CastlingDashAlone)
                } else {
                    problem
                });
            }
        };
        if letters.contains(color, key) {
            return Err(Problem::new(
                ErrorKind::CastlingDuplicate { letter: byte },
                Field::Castling,
                at..at + 1,
            ));
        }
        letters.insert(color, key);
        if let Some((last_color, last_key)) = last {
            if (color as u8) < (last_color as u8)
                || (color as u8 == last_color as u8 && key < last_key)
            {
                in_order = false;
            }
        }
        last = Some((color, key));
        let file = castling_file(board, color, key);
        if rights.has(color, file) {
            return Err(Problem::new(
                ErrorKind::CastlingSameRook {
                    first: letters_at[color as usize][file as usize],
                    second: byte,
                    rook: CastlingRights::rook_square(color, file),
                },
                Field::Castling,
                at..at + 1,
            ));
        }
        rights.add(color, file);
        letters_at[color as usize][file as usize] = byte;
        i += 1;
    }
    if !in_order {
        return Err(Problem::new(
            ErrorKind::CastlingOrder,
            Field::Castling,
            start..start + text.len(),
        )
        .with_hint(Hint::CastlingOrder { canonical: letters }));
    }
    Ok(rights)
}

const fn parse_en_passant(
    text: &[u8],
    start: usize,
    turn: Color,
) -> Result<Option<Square>, Problem> {
    if let [b'-'] = text {
        return Ok(None);
    }
    let span = start..start + text.len();
    let square = match Square::from_ascii(text) {
        Some(square) => square,
        None => {
            return Err(Problem::new(
                ErrorKind::EnPassantSquare {
                    found: Snippet::new(text),
                },
                Field::EnPassant,
                span,
            ))
        }
    };
    match square.rank() {
        Rank::Third | Rank::Sixth => Ok(Some(square)),
        _ => Err(en_passant_rank_problem(square, turn, span)),
    }
}

/// An en passant square on the wrong rank for the side to move, with a hint when the square
/// looks like the pushed pawn's square.
pub(crate) const fn en_passant_rank_problem(
    square: Square,
    turn: Color,
    span: core::ops::Range<usize>,
) -> Problem {
    let problem = Problem::new(
        ErrorKind::EnPassantRank { square, turn },
        Field::EnPassant,
        span,
    );
    let meant = match (turn, square.rank()) {
        (Color::White, Rank::Fifth) => Some(Rank::Sixth),
        (Color::Black, Rank::Fourth) => Some(Rank::Third),
        _ => None,
    };
    match meant {
        Some(rank) => problem.with_hint(Hint::EnPassantSquare {
            square: Square::from_coords(square.file(), rank),
        }),
        None => problem,
    }
}

pub(crate) const fn parse_counter(text: &[u8], start: usize, field: Field) -> Result<u32, Problem> {
    let span = start..start + text.len();
    let mut value: u64 = 0;
    let mut i = 0;
    while i < text.len() {
        let byte = text[i];
        if !byte.is_ascii_digit() {
            return Err(Problem::new(
                ErrorKind::Counter {
                    found: Snippet::new(text),
                },
                field,
                span,
            ));
        }
        value = value * 10 + (byte - b'0') as u64;
        if value > u32::MAX as u64 {
            // Keep scanning so that a later non-digit is reported as such.
            let mut j = i + 1;
            while j < text.len() {
                if !text[j].is_ascii_digit() {
                    return Err(Problem::new(
                        ErrorKind::Counter {
                            found: Snippet::new(text),
                        },
                        field,
                        span,
                    ));
                }
                j += 1;
            }
            return Err(Problem::new(ErrorKind::CounterTooLarge, field, span));
        }
        i += 1;
    }
    Ok(value as u32)
}

/// Text after the last field read, which ended at `end` (a space): the span of the extra
/// fields, without the whitespace around them, and how many there are. Only whitespace after
/// the last field is [`ErrorKind::TrailingWhitespace`]. (Two spaces before an extra field are
/// not an empty field: the field is extra, whatever separates it.)
const fn extra_fields(
    bytes: &[u8],
    end: usize,
    last: Field,
) -> Result<(core::ops::Range<usize>, u32), Problem> {
    let mut start = end;
    while start < bytes.len() && is_separator_like(bytes[start]) && bytes[start] != b'_' {
        start += 1;
    }
    if start == bytes.len() {
        return Err(Problem::new(
            ErrorKind::TrailingWhitespace { found: bytes[end] },
            last,
            end..bytes.len(),
        ));
    }
    let mut stop = bytes.len();
    while is_separator_like(bytes[stop - 1]) && bytes[stop - 1] != b'_' {
        stop -= 1;
    }
    Ok((start..stop, count_fields(bytes, start, stop)))
}

/// Counts the runs of text between whitespace in `bytes[start..stop]`.
const fn count_fields(bytes: &[u8], start: usize, stop: usize) -> u32 {
    let mut fields: u32 = 0;
    let mut in_field = false;
    let mut i = start;
    while i < stop {
        let space = is_separator_like(bytes[i]) && bytes[i] != b'_';
        if !space && !in_field {
            fields = fields.saturating_add(1);
        }
        in_field = !space;
        i += 1;
    }
    fields
}

impl Board {
    /// Parses the placement field alone, such as `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`
    /// (for board editors and image recognisers that produce only the board).
    ///
    /// ```
    /// use fen_core::{Board, ErrorKind, Rank};
    /// assert_eq!(Board::from_placement("8/8/8/8/8/8/8/8"), Ok(Board::EMPTY));
    /// let err = Board::from_placement("8/8/8/8/8/8/8/9").unwrap_err();
    /// assert_eq!(*err.kind(), ErrorKind::InvalidDigit { rank: Rank::First, digit: b'9' });
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`](crate::FenError) with the first syntax problem; text after the
    /// placement is [`ErrorKind::PlacementOnly`].
    pub const fn from_placement(placement: &str) -> Result<Board, crate::FenError> {
        let bytes = placement.as_bytes();
        let result = if bytes.is_empty() {
            Err(Problem::new(ErrorKind::Empty, Field::Placement, 0..0))
        } else if is_separator_like(bytes[0]) && bytes[0] != b'_' {
            Err(Problem::new(
                ErrorKind::LeadingWhitespace { found: bytes[0] },
                Field::Placement,
                0..1,
            ))
        } else {
            match parse_placement(bytes, 0) {
                Ok((board, end)) if end == bytes.len() => Ok(board),
                Ok((_, end)) => match extra_fields(bytes, end, Field::Placement) {
                    Ok((span, fields)) => Err(Problem::new(
                        ErrorKind::PlacementOnly {
                            fields: fields.saturating_add(1),
                        },
                        Field::SideToMove,
                        span,
                    )),
                    Err(problem) => Err(problem),
                },
                Err(problem) => Err(problem),
            }
        };
        match result {
            Ok(board) => Ok(board),
            Err(problem) => Err(crate::FenError::new(problem)),
        }
    }
}

/// Parses the four fields FEN shares with EPD; returns the position (counters 0 and 1) and
/// where the en passant field ends.
pub(crate) const fn parse_epd_fields(bytes: &[u8]) -> Result<(Position, usize), Problem> {
    if bytes.is_empty() {
        return Err(Problem::new(ErrorKind::Empty, Field::Placement, 0..0));
    }
    if is_separator_like(bytes[0]) && bytes[0] != b'_' {
        return Err(Problem::new(
            ErrorKind::LeadingWhitespace { found: bytes[0] },
            Field::Placement,
            0..1,
        ));
    }

    let (board, end) = tri!(parse_placement(bytes, 0));

    let start = tri!(next_field(bytes, end, Field::Placement, Field::SideToMove));
    let end = tri!(field_end(bytes, start, Field::SideToMove));
    let turn = tri!(parse_side_to_move(slice(bytes, start, end), start));

    let start = tri!(next_field(bytes, end, Field::SideToMove, Field::Castling));
    let end = tri!(field_end(bytes, start, Field::Castling));
    let castling = tri!(parse_castling(slice(bytes, start, end), start, &board));

    let start = tri!(next_field(bytes, end, Field::Castling, Field::EnPassant));
    let end = tri!(field_end(bytes, start, Field::EnPassant));
    let ep_square = tri!(parse_en_passant(slice(bytes, start, end), start, turn));
    Ok((
        Position::from_parts(board, turn, castling, ep_square, 0, 1),
        end,
    ))
}

/// Parses a whole FEN (four or six fields), checking syntax only.
pub(crate) const fn parse(bytes: &[u8]) -> Result<Position, Problem> {
    let (position, end) = tri!(parse_epd_fields(bytes));
    let board = *position.board();
    let turn = position.turn();
    let castling = position.castling();
    let ep_square = position.ep_square();
    let mut halfmoves = 0;
    let mut fullmoves = 1;
    if end < bytes.len() {
        let start = tri!(next_field(
            bytes,
            end,
            Field::EnPassant,
            Field::HalfmoveClock
        ));
        let end = tri!(field_end(bytes, start, Field::HalfmoveClock));
        halfmoves = tri!(parse_counter(
            slice(bytes, start, end),
            start,
            Field::HalfmoveClock
        ));

        let start = tri!(next_field(
            bytes,
            end,
            Field::HalfmoveClock,
            Field::FullmoveNumber
        ));
        let end = tri!(field_end(bytes, start, Field::FullmoveNumber));
        fullmoves = tri!(parse_counter(
            slice(bytes, start, end),
            start,
            Field::FullmoveNumber
        ));
        if fullmoves == 0 {
            fullmoves = 1;
        }

        if end < bytes.len() {
            let (span, fields) = tri!(extra_fields(bytes, end, Field::FullmoveNumber));
            return Err(Problem::new(
                ErrorKind::TooManyFields {
                    fields: fields.saturating_add(6),
                },
                Field::FullmoveNumber,
                span,
            ));
        }
    }

    Ok(Position::from_parts(
        board, turn, castling, ep_square, halfmoves, fullmoves,
    ))
}
