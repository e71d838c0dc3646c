//! The error type: every problem found in a FEN, each with its kind, field, span and hint.

use core::fmt;
use core::ops::Range;

use crate::message;
use crate::{Color, Piece, Rank, Role, Square, StrBuf};

/// The FEN fields, in order.
///
/// # Examples
///
/// ```
/// use fen_core::Field;
/// assert_eq!(Field::Castling.name(), "castling");
/// assert_eq!(Field::ALL[5], Field::FullmoveNumber);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// Piece placement, ranks 8 to 1.
    Placement,
    /// `w` or `b`.
    SideToMove,
    /// Castling rights.
    Castling,
    /// En passant target square.
    EnPassant,
    /// Halfmoves since the last capture or pawn move.
    HalfmoveClock,
    /// The move number, starting at 1.
    FullmoveNumber,
    /// EPD operations, after the first four fields.
    Operations,
}

impl Field {
    /// All six fields in FEN order.
    ///
    /// ```
    /// assert_eq!(fen_core::Field::ALL.len(), 6);
    /// ```
    pub const ALL: [Field; 6] = [
        Field::Placement,
        Field::SideToMove,
        Field::Castling,
        Field::EnPassant,
        Field::HalfmoveClock,
        Field::FullmoveNumber,
    ];

    /// The six fields of a FEN and the operations of an EPD record.
    ///
    /// ```
    /// assert_eq!(fen_core::Field::WITH_OPERATIONS[6], fen_core::Field::Operations);
    /// ```
    pub const WITH_OPERATIONS: [Field; 7] = [
        Field::Placement,
        Field::SideToMove,
        Field::Castling,
        Field::EnPassant,
        Field::HalfmoveClock,
        Field::FullmoveNumber,
        Field::Operations,
    ];

    /// The field's name as used in messages, such as `"side to move"`.
    ///
    /// ```
    /// assert_eq!(fen_core::Field::HalfmoveClock.name(), "halfmove clock");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Field::Placement => "placement",
            Field::SideToMove => "side to move",
            Field::Castling => "castling",
            Field::EnPassant => "en passant",
            Field::HalfmoveClock => "halfmove clock",
            Field::FullmoveNumber => "fullmove number",
            Field::Operations => "operations",
        }
    }

    /// The field's position, 0 (placement) to 5 (fullmove number); 6 for EPD operations.
    ///
    /// ```
    /// assert_eq!(fen_core::Field::EnPassant.index(), 3);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A short piece of the input quoted in a message (at most 12 bytes kept).
///
/// # Examples
///
/// ```
/// use fen_core::{ErrorKind, Position};
///
/// let err = Position::from_fen("8/8/8/8/8/8/8/8 white - - 0 1").unwrap_err();
/// match err.kind() {
///     ErrorKind::SideToMove { found } => assert_eq!(found.to_string(), "white"),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Snippet {
    bytes: [u8; Snippet::CAPACITY],
    len: u8,
    truncated: bool,
}

impl Snippet {
    const CAPACITY: usize = 12;

    /// Copies up to 12 bytes of `text` (ASCII only; other bytes become `?`).
    ///
    /// ```
    /// let s = fen_core::Snippet::new(b"0123456789abcdef");
    /// assert_eq!(s.to_string(), "0123456789ab...");
    /// ```
    pub const fn new(text: &[u8]) -> Snippet {
        let mut bytes = [0; Snippet::CAPACITY];
        let mut i = 0;
        while i < text.len() && i < Snippet::CAPACITY {
            bytes[i] = if text[i].is_ascii() && !text[i].is_ascii_control() {
                text[i]
            } else {
                b'?'
            };
            i += 1;
        }
        Snippet {
            bytes,
            len: i as u8,
            truncated: text.len() > Snippet::CAPACITY,
        }
    }

    /// The kept text.
    ///
    /// ```
    /// assert_eq!(fen_core::Snippet::new(b"e9").as_str(), "e9");
    /// ```
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.bytes.split_at(self.len as usize).0) {
            Ok(text) => text,
            Err(_) => "",
        }
    }

    /// `true` when the input was longer than what is kept.
    ///
    /// ```
    /// assert!(!fen_core::Snippet::new(b"e9").is_truncated());
    /// ```
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }
}

impl fmt::Debug for Snippet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())?;
        if self.truncated {
            f.write_str("...")?;
        }
        Ok(())
    }
}

impl fmt::Display for Snippet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.truncated {
            f.write_str("...")?;
        }
        Ok(())
    }
}

/// A set of castling letters, used to suggest their canonical order.
///
/// # Examples
///
/// ```
/// use fen_core::{Hint, Position};
///
/// let err = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w kqKQ - 0 1").unwrap_err();
/// match err.hint() {
///     Some(Hint::CastlingOrder { canonical }) => assert_eq!(canonical.to_string(), "KQkq"),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingLetters {
    /// Per colour, bit `key` set for each letter: key 0 = `K`, 1..=8 = files `H`..`A`, 9 = `Q`.
    keys: [u16; 2],
}

impl CastlingLetters {
    pub(crate) const EMPTY: CastlingLetters = CastlingLetters { keys: [0, 0] };

    /// The sort key of a castling letter (`K` < `H` < … < `A` < `Q`) and its colour.
    pub(crate) const fn key(letter: u8) -> Option<(Color, u8)> {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match letter.to_ascii_lowercase() {
            b'k' => Some((color, 0)),
            b'q' => Some((color, 9)),
            file @ b'a'..=b'h' => Some((color, 1 + (b'h' - file))),
            _ => None,
        }
    }

    pub(crate) const fn letter(color: Color, key: u8) -> u8 {
        let lower = match key {
            0 => b'k',
            9 => b'q',
            _ => b'h' - (key - 1),
        };
        match color {
            Color::White => lower.to_ascii_uppercase(),
            Color::Black => lower,
        }
    }

    pub(crate) const fn contains(&self, color: Color, key: u8) -> bool {
        self.keys[color as usize] & (1 << key) != 0
    }

    pub(crate) const fn insert(&mut self, color: Color, key: u8) {
        self.keys[color as usize] |= 1 << key;
    }

    /// Writes the letters in canonical order: white before black, `K`, then files `H` to `A`,
    /// then `Q`.
    pub(crate) const fn write<const N: usize>(&self, out: &mut StrBuf<N>) {
        let mut c = 0;
        while c < 2 {
            let mut key = 0;
            while key < 10 {
                if self.contains(Color::ALL[c], key) {
                    out.push_byte(CastlingLetters::letter(Color::ALL[c], key));
                }
                key += 1;
            }
            c += 1;
        }
    }
}

impl fmt::Display for CastlingLetters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = StrBuf::<20>::new();
        self.write(&mut out);
        f.write_str(out.as_str())
    }
}

/// What is wrong with a castling right (part of [`ErrorKind::CastlingRight`]).
///
/// # Examples
///
/// ```
/// use fen_core::{CastlingIssue, ErrorKind, Position};
///
/// let err = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1").unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::CastlingRight { issue: CastlingIssue::MissingRook, .. }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CastlingIssue {
    /// Standard chess: the king is not on e1 (white) or e8 (black).
    MissingKing,
    /// The rook the right names is not there.
    MissingRook,
    /// Standard chess: neither the king nor the rook is at home.
    MissingKingAndRook,
    /// Standard chess: the right names a rook that is not on the a- or h-file.
    NotCornerRook,
    /// Chess960: the king is not on its back rank.
    KingNotOnBackRank,
    /// Chess960: the named rook stands on the king's own file.
    RookOnKingFile,
    /// Chess960: a second right on the same side of the king (the letter of the other is given).
    SecondOnSide {
        /// The letter of the right that was kept.
        other: u8,
    },
}

/// Why a check on the side to move cannot have arisen from a legal move
/// (part of [`ErrorKind::ImpossibleCheck`]).
///
/// # Examples
///
/// ```
/// use fen_core::{CheckIssue, ErrorKind, Position};
///
/// let err = Position::from_fen("1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1").unwrap_err();
/// assert!(err.problems().iter().any(|p| matches!(
///     p.kind(),
///     ErrorKind::ImpossibleCheck { issue: CheckIssue::SameKind { .. }, .. }
/// )));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CheckIssue {
    /// Three or more pieces give check; one move gives at most two.
    TooManyCheckers,
    /// Two checkers on one line through the king, one on each side; neither check can have
    /// been discovered by the piece giving the other.
    AlignedSliders,
    /// Two checkers that are pawns or knights of different kinds; a double check needs a
    /// discovered check, and only bishops, rooks and queens are discovered.
    NoSlider,
    /// Two checkers of one kind (two pawns, two knights); one move cannot give both checks.
    SameKind {
        /// The checkers' role.
        role: Role,
    },
    /// An en passant square is set, so the last move was that double push, but the push
    /// neither gave nor discovered this check.
    NotFromDoublePush {
        /// The en passant square.
        en_passant: Square,
    },
}

/// What is wrong. Each variant carries what was found; its documentation is one sentence on
/// the rule.
///
/// `Display` writes the message, lowercase, without a trailing period, naming what was found,
/// what was expected and where.
///
/// # Examples
///
/// ```
/// use fen_core::{ErrorKind, Position, Rank};
///
/// let err = Position::from_fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(*err.kind(), ErrorKind::RankLength { rank: Rank::Seventh, squares: 9 });
/// assert_eq!(err.kind().to_string(), "rank 7 has 9 squares, expected 8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input is empty.
    Empty,
    /// The input starts with whitespace; a FEN starts with the placement field.
    LeadingWhitespace {
        /// The whitespace byte.
        found: u8,
    },
    /// The input ends with whitespace after the last field.
    TrailingWhitespace {
        /// The first trailing whitespace byte.
        found: u8,
    },
    /// Fields are separated by something other than one ASCII space (a tab, a newline, `_`).
    Separator {
        /// The separating byte.
        found: u8,
    },
    /// Two spaces in a row: the field between them is empty.
    EmptyField,
    /// The input ends before this field (the problem's [`Field`]); four fields (no counters)
    /// or six are accepted.
    MissingField {
        /// How many fields were found.
        fields: u8,
    },
    /// Text after the placement where only the placement field was expected
    /// ([`Board::from_placement`](crate::Board::from_placement)).
    PlacementOnly {
        /// How many fields were found.
        fields: u32,
    },
    /// More than six fields.
    TooManyFields {
        /// How many fields were found.
        fields: u32,
    },
    /// A byte outside ASCII; FEN is ASCII only.
    NonAscii {
        /// The character (U+FFFD when the bytes are not UTF-8).
        found: char,
    },
    /// A byte in the placement that is not a piece letter, a digit or `/`.
    PlacementChar {
        /// The rank being read.
        rank: Rank,
        /// The byte found.
        found: u8,
    },
    /// A digit outside `1`–`8` in the placement.
    InvalidDigit {
        /// The rank being read.
        rank: Rank,
        /// The digit found (`0` or `9`).
        digit: u8,
    },
    /// Two digits in a row in a rank (such as `44`); one digit says how many squares are empty.
    AdjacentDigits {
        /// The rank being read.
        rank: Rank,
        /// The first digit.
        first: u8,
        /// The second digit.
        second: u8,
    },
    /// A rank that does not describe exactly eight squares.
    RankLength {
        /// The rank.
        rank: Rank,
        /// How many squares it describes.
        squares: u32,
    },
    /// The placement does not have exactly eight ranks.
    RankCount {
        /// How many ranks were found.
        ranks: u32,
    },
    /// The side to move is not `w` or `b`.
    SideToMove {
        /// The field's text.
        found: Snippet,
    },
    /// A byte in the castling field that is not `-`, `K`, `Q`, `k`, `q` or a file letter.
    CastlingChar {
        /// The byte found.
        found: u8,
    },
    /// The same castling letter twice.
    CastlingDuplicate {
        /// The letter.
        letter: u8,
    },
    /// Two castling letters that name the same rook (such as `K` and `H` with the rook on h1).
    CastlingSameRook {
        /// The first letter.
        first: u8,
        /// The second letter.
        second: u8,
        /// The rook both name.
        rook: Square,
    },
    /// Castling letters out of order: white's before black's, then `K`, files `H`–`A`, `Q`.
    CastlingOrder,
    /// The en passant field is neither `-` nor a square.
    EnPassantSquare {
        /// The field's text.
        found: Snippet,
    },
    /// The en passant square is not on rank 6 with white to move or rank 3 with black to move.
    EnPassantRank {
        /// The square given.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// A move counter that is not a plain decimal number.
    Counter {
        /// The field's text.
        found: Snippet,
    },
    /// A move counter larger than 4294967295.
    CounterTooLarge,
    /// An EPD operation that does not start with an opcode: a letter, then letters, digits
    /// or `_`.
    EpdOpcode {
        /// The byte found.
        found: u8,
    },
    /// An EPD operation not ended by `;`.
    EpdSemicolon {
        /// The operation's opcode.
        opcode: Snippet,
    },
    /// A quoted EPD operand without its closing `"`.
    EpdUnterminatedString,
    /// A `"` inside an unquoted EPD operand; a string operand starts with `"` after a space.
    EpdStrayQuote,
    /// A `\` in a quoted EPD operand not followed by `"` or `\`.
    EpdEscape {
        /// The byte after the backslash (0 at the end of the input).
        found: u8,
    },
    /// An `hmvc` or `fmvn` operation without exactly one operand.
    EpdCounterOperands {
        /// The operation's opcode.
        opcode: Snippet,
        /// How many operands it has.
        operands: u32,
    },
    /// A side has no king.
    MissingKing {
        /// The side.
        color: Color,
    },
    /// A side has more than one king.
    TooManyKings {
        /// The side.
        color: Color,
        /// The kings' squares.
        squares: u64,
    },
    /// Pawns on rank 1 or 8, where no pawn can stand.
    PawnsOnBackRank {
        /// The rank.
        rank: Rank,
        /// The pawns' squares.
        squares: u64,
    },
    /// A castling right whose king or rook is not where the right needs it.
    CastlingRight {
        /// The side the right belongs to.
        color: Color,
        /// The letter as written in the FEN.
        letter: u8,
        /// The rook square the right names (for standard chess, the corner it needs).
        rook: Square,
        /// Where the side's king is, if it has exactly one.
        king: Option<Square>,
        /// What is wrong.
        issue: CastlingIssue,
    },
    /// No pawn of the side that just moved stands in front of the en passant square.
    EnPassantNoPawn {
        /// The en passant square.
        square: Square,
        /// Where the pawn should be.
        pawn: Square,
        /// The side that made the double push.
        color: Color,
    },
    /// The en passant square, or the square the pawn came from, is occupied.
    EnPassantBlocked {
        /// The en passant square.
        square: Square,
        /// The occupied square.
        blocked: Square,
        /// The piece on it.
        piece: Piece,
    },
    /// The side that is not to move is in check.
    OppositeCheck {
        /// The side in check.
        color: Color,
        /// Its king.
        king: Square,
        /// The pieces giving check.
        checkers: u64,
    },
    /// The side to move is in a check that no legal move can have given.
    ImpossibleCheck {
        /// The king in check.
        king: Square,
        /// The pieces giving check.
        checkers: u64,
        /// Why it is impossible.
        issue: CheckIssue,
    },
    /// The en passant square says the last move was a double push, but with that push taken
    /// back the side to move is in check, with the other side to move.
    CheckBeforeDoublePush {
        /// The king of the side to move.
        king: Square,
        /// The pieces that checked it before the push.
        checkers: u64,
        /// The en passant square.
        en_passant: Square,
    },
    /// A side has more than eight pawns.
    TooManyPawns {
        /// The side.
        color: Color,
        /// Its pawns.
        count: u32,
    },
    /// A side has more than sixteen pieces (pawns included).
    TooManyPieces {
        /// The side.
        color: Color,
        /// Its pieces.
        count: u32,
    },
    /// A side has more promoted pieces than its missing pawns could have become.
    TooMuchMaterial {
        /// The side.
        color: Color,
        /// Its pawns.
        pawns: u32,
        /// Pieces beyond one queen, two rooks, two knights and one bishop per square colour.
        extra: u32,
    },
}

/// A suggestion of what was probably meant.
///
/// # Examples
///
/// ```
/// use fen_core::{Hint, Position, Square};
///
/// let err = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 2").unwrap_err();
/// assert_eq!(err.hint(), Some(Hint::EnPassantSquare { square: Square::D6 }));
/// assert_eq!(err.hint().unwrap().to_string(), "did you mean d6?");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Hint {
    /// Two digits in a row: write their sum.
    DigitSum {
        /// The sum of the digits.
        sum: u8,
    },
    /// The en passant square probably meant.
    EnPassantSquare {
        /// The square.
        square: Square,
    },
    /// The castling letters in canonical order.
    CastlingOrder {
        /// The letters, in order.
        canonical: CastlingLetters,
    },
    /// Fields are separated by one ASCII space.
    Separator,
    /// The side to move is lower case.
    LowerCaseSideToMove,
    /// `-` stands alone in the castling field.
    CastlingDashAlone,
    /// `~` is Crazyhouse notation.
    Crazyhouse,
    /// Where the side's rooks on its back rank are.
    RooksOn {
        /// The side.
        color: Color,
        /// The files of its rooks on its back rank, one bit per file (bit 0 = a-file).
        files: u8,
    },
    /// The right is valid in Chess960; parse in Chess960 mode.
    Chess960,
    /// The position is valid with the other side to move.
    OtherSideToMove {
        /// The side that would make it valid.
        color: Color,
    },
    /// The board is valid when turned upside down: ranks are listed from 8 down to 1.
    UpsideDown,
    /// The board is valid with colours swapped: upper case is white.
    ColorsSwapped,
    /// The board is valid upside down and with colours swapped (they look the same here).
    UpsideDownOrColorsSwapped,
}

/// One problem in a FEN: what is wrong, in which field, where (a byte span), and a hint.
///
/// # Examples
///
/// ```
/// use fen_core::{Field, Position};
///
/// let err = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x").unwrap_err();
/// let problem = err.problems()[0];
/// assert_eq!(problem.field(), Field::FullmoveNumber);
/// assert_eq!(problem.span(), 55..56);
/// assert_eq!(problem.to_string(), "fullmove number 'x' is not a number, expected ASCII digits");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    kind: ErrorKind,
    hint: Option<Hint>,
    field: Field,
    offset: u32,
    len: u32,
}

const fn saturate(value: usize) -> u32 {
    if value > u32::MAX as usize {
        u32::MAX
    } else {
        value as u32
    }
}

impl Problem {
    pub(crate) const fn new(kind: ErrorKind, field: Field, span: Range<usize>) -> Problem {
        Problem {
            kind,
            hint: None,
            field,
            offset: saturate(span.start),
            len: saturate(span.end.saturating_sub(span.start)),
        }
    }

    pub(crate) const fn with_hint(mut self, hint: Hint) -> Problem {
        self.hint = Some(hint);
        self
    }

    pub(crate) const fn set_hint(&mut self, hint: Option<Hint>) {
        self.hint = hint;
    }

    /// What is wrong.
    ///
    /// ```
    /// use fen_core::{ErrorKind, Position};
    /// let err = Position::from_fen("").unwrap_err();
    /// assert_eq!(*err.problems()[0].kind(), ErrorKind::Empty);
    /// ```
    pub const fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The field the problem is in.
    ///
    /// ```
    /// use fen_core::{Field, Position};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(err.problems()[0].field(), Field::SideToMove);
    /// ```
    pub const fn field(&self) -> Field {
        self.field
    }

    /// The byte offset of the span, 0-based, into the parsed text.
    ///
    /// Offsets and lengths beyond `u32::MAX` are clamped to it.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(err.problems()[0].offset(), 16);
    /// ```
    pub const fn offset(&self) -> usize {
        self.offset as usize
    }

    /// The length of the span in bytes (0 for a missing field at the end of the input).
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(err.problems()[0].len(), 1);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// `true` for an empty span (a missing field at the end of the input).
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert!(err.problems()[0].is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The span of the smallest text that explains the problem, as a byte range.
    ///
    /// ```
    /// use fen_core::Position;
    /// let fen = "8/8/8/8/8/8/8/8 w - e9 0 1";
    /// let err = Position::from_fen(fen).unwrap_err();
    /// assert_eq!(&fen[err.problems()[0].span()], "e9");
    /// ```
    pub const fn span(&self) -> Range<usize> {
        self.offset()..self.offset() + self.len()
    }

    /// A suggestion of what was meant, where the text makes one likely.
    ///
    /// ```
    /// use fen_core::{Hint, Position};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/44 w - - 0 1").unwrap_err();
    /// assert_eq!(err.problems()[0].hint(), Some(Hint::DigitSum { sum: 8 }));
    /// ```
    pub const fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// A fixed summary of the kind, for `const` contexts; `Display` gives the full message.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// assert_eq!(err.problems()[0].message(), "invalid side to move");
    /// ```
    pub const fn message(&self) -> &'static str {
        message::summary(&self.kind)
    }

    /// Writes the full message (without the hint) into a buffer, in a `const` context.
    ///
    /// ```
    /// use fen_core::{Position, StrBuf};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
    /// let mut out = StrBuf::<128>::new();
    /// err.problems()[0].write_message(&mut out);
    /// assert_eq!(out.as_str(), "side to move 'x', expected 'w' or 'b'");
    /// ```
    pub const fn write_message<const N: usize>(&self, out: &mut StrBuf<N>) {
        message::write_kind(&self.kind, Some(self.field), out);
    }

    /// Writes the hint, if any, into a buffer, in a `const` context; returns whether there
    /// was one.
    ///
    /// ```
    /// use fen_core::{Position, StrBuf};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/44 w - - 0 1").unwrap_err();
    /// let mut out = StrBuf::<128>::new();
    /// assert!(err.problems()[0].write_hint(&mut out));
    /// assert_eq!(out.as_str(), "write '8' for 8 empty squares");
    /// ```
    pub const fn write_hint<const N: usize>(&self, out: &mut StrBuf<N>) -> bool {
        match &self.hint {
            Some(hint) => {
                message::write_hint(hint, out);
                true
            }
            None => false,
        }
    }
}

impl ErrorKind {
    /// A stable snake_case name of the kind, for tools (`rank_length`, `missing_king`, …).
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// assert_eq!(err.kind().name(), "missing_king");
    /// ```
    pub const fn name(&self) -> &'static str {
        match self {
            ErrorKind::Empty => "empty",
            ErrorKind::LeadingWhitespace { .. } => "leading_whitespace",
            ErrorKind::TrailingWhitespace { .. } => "trailing_whitespace",
            ErrorKind::Separator { .. } => "separator",
            ErrorKind::EmptyField => "empty_field",
            ErrorKind::MissingField { .. } => "missing_field",
            ErrorKind::PlacementOnly { .. } => "placement_only",
            ErrorKind::TooManyFields { .. } => "too_many_fields",
            ErrorKind::NonAscii { .. } => "non_ascii",
            ErrorKind::PlacementChar { .. } => "placement_char",
            ErrorKind::InvalidDigit { .. } => "invalid_digit",
            ErrorKind::AdjacentDigits { .. } => "adjacent_digits",
            ErrorKind::RankLength { .. } => "rank_length",
            ErrorKind::RankCount { .. } => "rank_count",
            ErrorKind::SideToMove { .. } => "side_to_move",
            ErrorKind::CastlingChar { .. } => "castling_char",
            ErrorKind::CastlingDuplicate { .. } => "castling_duplicate",
            ErrorKind::CastlingSameRook { .. } => "castling_same_rook",
            ErrorKind::CastlingOrder => "castling_order",
            ErrorKind::EnPassantSquare { .. } => "en_passant_square",
            ErrorKind::EnPassantRank { .. } => "en_passant_rank",
            ErrorKind::Counter { .. } => "counter",
            ErrorKind::CounterTooLarge => "counter_too_large",
            ErrorKind::MissingKing { .. } => "missing_king",
            ErrorKind::TooManyKings { .. } => "too_many_kings",
            ErrorKind::PawnsOnBackRank { .. } => "pawns_on_back_rank",
            ErrorKind::CastlingRight { .. } => "castling_right",
            ErrorKind::EnPassantNoPawn { .. } => "en_passant_no_pawn",
            ErrorKind::EnPassantBlocked { .. } => "en_passant_blocked",
            ErrorKind::OppositeCheck { .. } => "opposite_check",
            ErrorKind::ImpossibleCheck { .. } => "impossible_check",
            ErrorKind::CheckBeforeDoublePush { .. } => "check_before_double_push",
            ErrorKind::TooManyPawns { .. } => "too_many_pawns",
            ErrorKind::TooManyPieces { .. } => "too_many_pieces",
            ErrorKind::TooMuchMaterial { .. } => "too_much_material",
            ErrorKind::EpdOpcode { .. } => "epd_opcode",
            ErrorKind::EpdSemicolon { .. } => "epd_semicolon",
            ErrorKind::EpdUnterminatedString => "epd_unterminated_string",
            ErrorKind::EpdStrayQuote => "epd_stray_quote",
            ErrorKind::EpdEscape { .. } => "epd_escape",
            ErrorKind::EpdCounterOperands { .. } => "epd_counter_operands",
        }
    }
}

impl fmt::Display for ErrorKind {
    /// The message. A kind alone does not know its field, so kinds that name one (missing
    /// field, counters, separators) word it generically here; [`Problem`]'s `Display` names
    /// the field.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = StrBuf::<{ message::CAPACITY }>::new();
        message::write_kind(self, None, &mut out);
        f.write_str(out.as_str())
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = StrBuf::<{ message::CAPACITY }>::new();
        message::write_hint(self, &mut out);
        f.write_str(out.as_str())
    }
}

impl fmt::Display for Problem {
    /// The message, then the hint in parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = StrBuf::<{ message::CAPACITY }>::new();
        self.write_message(&mut out);
        f.write_str(out.as_str())?;
        if let Some(hint) = &self.hint {
            write!(f, " ({hint})")?;
        }
        Ok(())
    }
}

/// The most problems one [`FenError`] holds; further ones are counted, not kept.
pub const MAX_PROBLEMS: usize = 8;

/// Why a FEN was rejected: one syntax problem, or every legality problem of the position.
///
/// The accessors [`kind`](Self::kind), [`field`](Self::field), [`span`](Self::span) and
/// [`hint`](Self::hint) describe the first problem; [`problems`](Self::problems) gives all of
/// them (at most [`MAX_PROBLEMS`], in the order of the rules). Spans are byte offsets into the
/// text that was parsed, 0-based.
///
/// The problems are stored inline, so the error needs no allocator; that makes it 328 bytes
/// (40 per problem), and clippy's `result_large_err` lint fires on functions that return it.
/// In `std` code that passes errors up many frames, `Box<FenError>` keeps the `Result` small.
///
/// ```
/// assert_eq!(core::mem::size_of::<fen_core::FenError>(), 328);
/// ```
///
/// # Examples
///
/// ```
/// use fen_core::{ErrorKind, Position};
///
/// let fen = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// let err = Position::from_fen(fen).unwrap_err();
/// assert_eq!(err.to_string(), "rank 7 has 9 squares, expected 8");
/// assert_eq!(&fen[err.span()], "ppppppppp");
///
/// // Legality problems are reported together.
/// let err = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
/// assert_eq!(err.problems().len(), 2);
/// assert_eq!(err.to_string(), "white has no king; black has no king");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FenError {
    problems: [Problem; MAX_PROBLEMS],
    len: u8,
    omitted: u8,
}

impl FenError {
    pub(crate) const fn new(first: Problem) -> FenError {
        FenError {
            problems: [first; MAX_PROBLEMS],
            len: 1,
            omitted: 0,
        }
    }

    pub(crate) const fn push(&mut self, problem: Problem) {
        if (self.len as usize) < MAX_PROBLEMS {
            self.problems[self.len as usize] = problem;
            self.len += 1;
        } else {
            self.omitted = self.omitted.saturating_add(1);
        }
    }

    pub(crate) const fn problems_mut(&mut self) -> &mut [Problem] {
        self.problems.split_at_mut(self.len as usize).0
    }

    /// Every problem kept, in rule order (syntax errors stop parsing, so there is one).
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("k7/8/8/8/8/8/8/7k w - - 0 1").unwrap_err();
    /// assert_eq!(err.problems().len(), 2);
    /// ```
    pub const fn problems(&self) -> &[Problem] {
        self.problems.split_at(self.len as usize).0
    }

    /// How many further problems were found beyond the [`MAX_PROBLEMS`] kept.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    /// assert_eq!(err.omitted(), 0);
    /// ```
    pub const fn omitted(&self) -> usize {
        self.omitted as usize
    }

    /// The first problem.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("").unwrap_err();
    /// assert_eq!(err.first().offset(), 0);
    /// ```
    pub const fn first(&self) -> &Problem {
        &self.problems[0]
    }

    /// The first problem's kind.
    ///
    /// ```
    /// use fen_core::{ErrorKind, Position};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert_eq!(*err.kind(), ErrorKind::MissingField { fields: 1 });
    /// ```
    pub const fn kind(&self) -> &ErrorKind {
        &self.problems[0].kind
    }

    /// The first problem's field.
    ///
    /// ```
    /// use fen_core::{Field, Position};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert_eq!(err.field(), Field::SideToMove);
    /// ```
    pub const fn field(&self) -> Field {
        self.problems[0].field
    }

    /// The first problem's byte offset.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert_eq!(err.offset(), 15);
    /// ```
    pub const fn offset(&self) -> usize {
        self.problems[0].offset()
    }

    /// The first problem's span length in bytes.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert_eq!(err.len(), 0);
    /// ```
    pub const fn len(&self) -> usize {
        self.problems[0].len()
    }

    /// `true` when the first problem's span is empty.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8").unwrap_err();
    /// assert!(err.is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.problems[0].is_empty()
    }

    /// The first problem's span.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 01a").unwrap_err();
    /// assert_eq!(err.span(), 24..27);
    /// ```
    pub const fn span(&self) -> Range<usize> {
        self.problems[0].span()
    }

    /// The first problem's hint.
    ///
    /// ```
    /// use fen_core::{Hint, Position};
    /// let err = Position::from_fen("8/8/8/8/8/8/8/8 W - - 0 1").unwrap_err();
    /// assert_eq!(err.hint(), Some(Hint::LowerCaseSideToMove));
    /// ```
    pub const fn hint(&self) -> Option<Hint> {
        self.problems[0].hint
    }

    /// The first problem's fixed summary, for `const` contexts.
    ///
    /// ```
    /// use fen_core::Position;
    /// let err = Position::from_fen("").unwrap_err();
    /// assert_eq!(err.message(), "empty FEN");
    /// ```
    pub const fn message(&self) -> &'static str {
        self.problems[0].message()
    }
}

impl fmt::Display for FenError {
    /// Every problem, separated by `; `, each with its hint in parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.problems().iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{problem}")?;
        }
        if self.omitted > 0 {
            write!(f, "; and {} more", self.omitted)?;
        }
        Ok(())
    }
}

impl core::error::Error for FenError {}
