//! Files, ranks and squares.

use core::fmt;

/// A file (column), `a` to `h`.
///
/// # Examples
///
/// ```
/// use fen_core::File;
///
/// assert_eq!(File::from_char('c'), Some(File::C));
/// assert_eq!(File::H.char(), 'h');
/// assert_eq!(File::A.index(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum File {
    /// The a-file.
    A = 0,
    /// The b-file.
    B = 1,
    /// The c-file.
    C = 2,
    /// The d-file.
    D = 3,
    /// The e-file.
    E = 4,
    /// The f-file.
    F = 5,
    /// The g-file.
    G = 6,
    /// The h-file.
    H = 7,
}

impl File {
    /// All files, a to h.
    ///
    /// ```
    /// assert_eq!(fen_core::File::ALL[7], fen_core::File::H);
    /// ```
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with the given index, 0 (a) to 7 (h).
    ///
    /// ```
    /// assert_eq!(fen_core::File::new(4), Some(fen_core::File::E));
    /// assert_eq!(fen_core::File::new(8), None);
    /// ```
    pub const fn new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// Reads a lower-case file letter, `a` to `h`.
    ///
    /// ```
    /// assert_eq!(fen_core::File::from_char('H'), None);
    /// ```
    pub const fn from_char(ch: char) -> Option<File> {
        if ch >= 'a' && ch <= 'h' {
            File::new(ch as u32 - 'a' as u32)
        } else {
            None
        }
    }

    /// The lower-case letter.
    ///
    /// ```
    /// assert_eq!(fen_core::File::D.char(), 'd');
    /// ```
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The upper-case letter, as used for white in Shredder-FEN castling rights.
    ///
    /// ```
    /// assert_eq!(fen_core::File::D.upper_char(), 'D');
    /// ```
    pub const fn upper_char(self) -> char {
        (b'A' + self as u8) as char
    }

    /// The index, 0 (a) to 7 (h).
    ///
    /// ```
    /// assert_eq!(fen_core::File::B.index(), 1);
    /// ```
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The file mirrored across the board's middle (a becomes h).
    ///
    /// ```
    /// assert_eq!(fen_core::File::B.flip(), fen_core::File::G);
    /// ```
    #[must_use]
    pub const fn flip(self) -> File {
        File::ALL[7 - self as usize]
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A rank (row), `1` to `8`.
///
/// # Examples
///
/// ```
/// use fen_core::Rank;
///
/// assert_eq!(Rank::from_char('8'), Some(Rank::Eighth));
/// assert_eq!(Rank::Third.char(), '3');
/// assert_eq!(Rank::First.index(), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rank {
    /// Rank 1, white's back rank.
    First = 0,
    /// Rank 2.
    Second = 1,
    /// Rank 3.
    Third = 2,
    /// Rank 4.
    Fourth = 3,
    /// Rank 5.
    Fifth = 4,
    /// Rank 6.
    Sixth = 5,
    /// Rank 7.
    Seventh = 6,
    /// Rank 8, black's back rank.
    Eighth = 7,
}

impl Rank {
    /// All ranks, 1 to 8.
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::ALL[0], fen_core::Rank::First);
    /// ```
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with the given index, 0 (rank 1) to 7 (rank 8).
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::new(7), Some(fen_core::Rank::Eighth));
    /// ```
    pub const fn new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// Reads a rank digit, `1` to `8`.
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::from_char('9'), None);
    /// ```
    pub const fn from_char(ch: char) -> Option<Rank> {
        if ch >= '1' && ch <= '8' {
            Rank::new(ch as u32 - '1' as u32)
        } else {
            None
        }
    }

    /// The digit, `1` to `8`.
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::Sixth.char(), '6');
    /// ```
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The index, 0 (rank 1) to 7 (rank 8).
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::Eighth.index(), 7);
    /// ```
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The rank seen from the other side (1 becomes 8).
    ///
    /// ```
    /// assert_eq!(fen_core::Rank::Third.flip(), fen_core::Rank::Sixth);
    /// ```
    #[must_use]
    pub const fn flip(self) -> Rank {
        Rank::ALL[7 - self as usize]
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A square of the board, `a1` (index 0) to `h8` (index 63).
///
/// Squares are numbered rank by rank from a1, so the square's bit in a bitboard (`u64`) is
/// `1 << square as u8`.
///
/// # Examples
///
/// ```
/// use fen_core::{File, Rank, Square};
///
/// let e4 = Square::from_coords(File::E, Rank::Fourth);
/// assert_eq!(e4, Square::E4);
/// assert_eq!(Square::from_ascii(b"e4"), Some(Square::E4));
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(e4.bit(), 1 << 28);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[rustfmt::skip]
pub enum Square {
    /// The square a1.
    A1 = 0,
    /// The square b1.
    B1 = 1,
    /// The square c1.
    C1 = 2,
    /// The square d1.
    D1 = 3,
    /// The square e1.
    E1 = 4,
    /// The square f1.
    F1 = 5,
    /// The square g1.
    G1 = 6,
    /// The square h1.
    H1 = 7,
    /// The square a2.
    A2 = 8,
    /// The square b2.
    B2 = 9,
    /// The square c2.
    C2 = 10,
    /// The square d2.
    D2 = 11,
    /// The square e2.
    E2 = 12,
    /// The square f2.
    F2 = 13,
    /// The square g2.
    G2 = 14,
    /// The square h2.
    H2 = 15,
    /// The square a3.
    A3 = 16,
    /// The square b3.
    B3 = 17,
    /// The square c3.
    C3 = 18,
    /// The square d3.
    D3 = 19,
    /// The square e3.
    E3 = 20,
    /// The square f3.
    F3 = 21,
    /// The square g3.
    G3 = 22,
    /// The square h3.
    H3 = 23,
    /// The square a4.
    A4 = 24,
    /// The square b4.
    B4 = 25,
    /// The square c4.
    C4 = 26,
    /// The square d4.
    D4 = 27,
    /// The square e4.
    E4 = 28,
    /// The square f4.
    F4 = 29,
    /// The square g4.
    G4 = 30,
    /// The square h4.
    H4 = 31,
    /// The square a5.
    A5 = 32,
    /// The square b5.
    B5 = 33,
    /// The square c5.
    C5 = 34,
    /// The square d5.
    D5 = 35,
    /// The square e5.
    E5 = 36,
    /// The square f5.
    F5 = 37,
    /// The square g5.
    G5 = 38,
    /// The square h5.
    H5 = 39,
    /// The square a6.
    A6 = 40,
    /// The square b6.
    B6 = 41,
    /// The square c6.
    C6 = 42,
    /// The square d6.
    D6 = 43,
    /// The square e6.
    E6 = 44,
    /// The square f6.
    F6 = 45,
    /// The square g6.
    G6 = 46,
    /// The square h6.
    H6 = 47,
    /// The square a7.
    A7 = 48,
    /// The square b7.
    B7 = 49,
    /// The square c7.
    C7 = 50,
    /// The square d7.
    D7 = 51,
    /// The square e7.
    E7 = 52,
    /// The square f7.
    F7 = 53,
    /// The square g7.
    G7 = 54,
    /// The square h7.
    H7 = 55,
    /// The square a8.
    A8 = 56,
    /// The square b8.
    B8 = 57,
    /// The square c8.
    C8 = 58,
    /// The square d8.
    D8 = 59,
    /// The square e8.
    E8 = 60,
    /// The square f8.
    F8 = 61,
    /// The square g8.
    G8 = 62,
    /// The square h8.
    H8 = 63,
}

impl Square {
    /// All 64 squares, a1 first, then b1, …, h8.
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::ALL[63], Square::H8);
    /// ```
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::F1, Square::G1, Square::H1, Square::A2, Square::B2, Square::C2, Square::D2, Square::E2, Square::F2, Square::G2, Square::H2, Square::A3, Square::B3, Square::C3, Square::D3, Square::E3, Square::F3, Square::G3, Square::H3, Square::A4, Square::B4, Square::C4, Square::D4, Square::E4, Square::F4, Square::G4, Square::H4, Square::A5, Square::B5, Square::C5, Square::D5, Square::E5, Square::F5, Square::G5, Square::H5, Square::A6, Square::B6, Square::C6, Square::D6, Square::E6, Square::F6, Square::G6, Square::H6, Square::A7, Square::B7, Square::C7, Square::D7, Square::E7, Square::F7, Square::G7, Square::H7, Square::A8, Square::B8, Square::C8, Square::D8, Square::E8, Square::F8, Square::G8, Square::H8];

    /// The square with the given index, 0 (a1) to 63 (h8).
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::new(8), Some(Square::A2));
    /// assert_eq!(Square::new(64), None);
    /// ```
    pub const fn new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square on the given file and rank.
    ///
    /// ```
    /// use fen_core::{File, Rank, Square};
    /// assert_eq!(Square::from_coords(File::H, Rank::Eighth), Square::H8);
    /// ```
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * 8 + file as usize]
    }

    /// Reads a square name such as `e3` (lower-case file, then rank); `None` for anything else.
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::from_ascii(b"h8"), Some(Square::H8));
    /// assert_eq!(Square::from_ascii(b"E3"), None);
    /// assert_eq!(Square::from_ascii(b"e33"), None);
    /// ```
    pub const fn from_ascii(name: &[u8]) -> Option<Square> {
        match name {
            [file, rank] => match (
                File::from_char(*file as char),
                Rank::from_char(*rank as char),
            ) {
                (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The file of the square.
    ///
    /// ```
    /// assert_eq!(fen_core::Square::C7.file(), fen_core::File::C);
    /// ```
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// The rank of the square.
    ///
    /// ```
    /// assert_eq!(fen_core::Square::C7.rank(), fen_core::Rank::Seventh);
    /// ```
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// The index, 0 (a1) to 63 (h8).
    ///
    /// ```
    /// assert_eq!(fen_core::Square::H1.index(), 7);
    /// ```
    pub const fn index(self) -> u32 {
        self as u32
    }

    /// The square's bit in a bitboard: `1 << index`.
    ///
    /// ```
    /// assert_eq!(fen_core::Square::A2.bit(), 0x100);
    /// ```
    pub const fn bit(self) -> u64 {
        1 << self as u32
    }

    /// The two letters of the square's name, such as `*b"e4"`.
    ///
    /// ```
    /// assert_eq!(&fen_core::Square::E4.name(), b"e4");
    /// ```
    pub const fn name(self) -> [u8; 2] {
        [self.file().char() as u8, self.rank().char() as u8]
    }

    /// The same square seen with the board upside down (e2 becomes e7).
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::E2.flip_vertical(), Square::E7);
    /// ```
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// The same square mirrored left to right (b1 becomes g1).
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::B1.flip_horizontal(), Square::G1);
    /// ```
    #[must_use]
    pub const fn flip_horizontal(self) -> Square {
        Square::ALL[self as usize ^ 7]
    }

    /// `true` for a light square (h1 is light, a1 is dark).
    ///
    /// ```
    /// use fen_core::Square;
    /// assert!(Square::H1.is_light());
    /// assert!(!Square::A1.is_light());
    /// ```
    pub const fn is_light(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 1
    }

    /// The lowest square set in a bitboard, if any.
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::first_in(0x8100), Some(Square::A2));
    /// assert_eq!(Square::first_in(0), None);
    /// ```
    pub const fn first_in(bitboard: u64) -> Option<Square> {
        if bitboard == 0 {
            None
        } else {
            Some(Square::ALL[bitboard.trailing_zeros() as usize])
        }
    }

    /// The highest square set in a bitboard, if any.
    ///
    /// ```
    /// use fen_core::Square;
    /// assert_eq!(Square::last_in(0x8100), Some(Square::H2));
    /// ```
    pub const fn last_in(bitboard: u64) -> Option<Square> {
        if bitboard == 0 {
            None
        } else {
            Some(Square::ALL[63 - bitboard.leading_zeros() as usize])
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}
