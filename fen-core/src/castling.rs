//! Castling rights, stored as the rooks they refer to.

use crate::{Color, File, Rank, Square};

/// The side of the king a castling rook stands on.
///
/// # Examples
///
/// ```
/// use fen_core::CastlingSide;
/// assert_eq!(CastlingSide::KingSide.char(), 'K');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastlingSide {
    /// Towards the h-file (`K`, `k`; "short" castling, O-O).
    KingSide,
    /// Towards the a-file (`Q`, `q`; "long" castling, O-O-O).
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    ///
    /// ```
    /// assert_eq!(fen_core::CastlingSide::ALL.len(), 2);
    /// ```
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The white X-FEN letter, `K` or `Q`.
    ///
    /// ```
    /// assert_eq!(fen_core::CastlingSide::QueenSide.char(), 'Q');
    /// ```
    pub const fn char(self) -> char {
        match self {
            CastlingSide::KingSide => 'K',
            CastlingSide::QueenSide => 'Q',
        }
    }
}

/// How castling rights are read and checked.
///
/// The mode is always chosen by the caller, never guessed from the position.
///
/// # Examples
///
/// ```
/// use fen_core::{CastlingMode, Position};
///
/// let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
/// assert!(Position::from_fen(fen).is_err());
/// assert!(Position::from_fen_chess960(fen).is_ok());
/// assert_eq!(CastlingMode::default(), CastlingMode::Standard);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    /// Standard chess: a right needs the king on e1/e8 and the rook on a1/h1/a8/h8.
    #[default]
    Standard,
    /// Chess960: a right needs the king on its back rank and a rook of its colour on that side
    /// of it, at most one right per side and colour.
    Chess960,
}

/// Castling rights, each naming the file of the rook it castles with.
///
/// Naming the rook (as X-FEN and Shredder-FEN do) makes Chess960 fit; in standard chess the rooks
/// are on the a- and h-files. White's rooks are on rank 1, black's on rank 8.
///
/// # Examples
///
/// ```
/// use fen_core::{CastlingRights, Color, File, Square};
///
/// let rights = CastlingRights::ALL_STANDARD;
/// assert!(rights.has(Color::White, File::H));
/// assert_eq!(rights.rooks(), Square::A1.bit() | Square::H1.bit() | Square::A8.bit() | Square::H8.bit());
/// assert!(CastlingRights::NONE.is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    /// Per colour, one bit per rook file (bit 0 = a-file).
    files: [u8; 2],
}

impl CastlingRights {
    /// No castling rights (`-`).
    ///
    /// ```
    /// assert_eq!(fen_core::CastlingRights::NONE.rooks(), 0);
    /// ```
    pub const NONE: CastlingRights = CastlingRights { files: [0, 0] };

    /// All four standard rights, `KQkq`: rooks on a1, h1, a8 and h8.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color};
    /// assert_eq!(CastlingRights::ALL_STANDARD.files(Color::Black), 0b1000_0001);
    /// ```
    pub const ALL_STANDARD: CastlingRights = CastlingRights {
        files: [0b1000_0001, 0b1000_0001],
    };

    /// Builds rights from a file mask per colour (bit 0 = a-file), white first.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File};
    /// let rights = CastlingRights::from_files(0b1000_0000, 0);
    /// assert!(rights.has(Color::White, File::H));
    /// assert!(!rights.has(Color::Black, File::H));
    /// ```
    pub const fn from_files(white: u8, black: u8) -> CastlingRights {
        CastlingRights {
            files: [white, black],
        }
    }

    /// The rook files of `color`'s rights, one bit per file (bit 0 = a-file).
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color};
    /// assert_eq!(CastlingRights::NONE.files(Color::White), 0);
    /// ```
    pub const fn files(&self, color: Color) -> u8 {
        self.files[color as usize]
    }

    /// `true` when `color` may castle with the rook on `file` of its back rank.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File};
    /// assert!(CastlingRights::ALL_STANDARD.has(Color::Black, File::A));
    /// ```
    pub const fn has(&self, color: Color, file: File) -> bool {
        self.files[color as usize] & (1 << file as u8) != 0
    }

    /// Adds the right for `color` to castle with the rook on `file`.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File};
    /// let mut rights = CastlingRights::NONE;
    /// rights.add(Color::White, File::G);
    /// assert!(rights.has(Color::White, File::G));
    /// ```
    pub const fn add(&mut self, color: Color, file: File) {
        self.files[color as usize] |= 1 << file as u8;
    }

    /// Removes the right for `color` to castle with the rook on `file`.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File};
    /// let mut rights = CastlingRights::ALL_STANDARD;
    /// rights.remove(Color::White, File::A);
    /// assert!(!rights.has(Color::White, File::A));
    /// ```
    pub const fn remove(&mut self, color: Color, file: File) {
        self.files[color as usize] &= !(1 << file as u8);
    }

    /// `true` when there are no rights.
    ///
    /// ```
    /// assert!(!fen_core::CastlingRights::ALL_STANDARD.is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.files[0] == 0 && self.files[1] == 0
    }

    /// The number of rights.
    ///
    /// ```
    /// assert_eq!(fen_core::CastlingRights::ALL_STANDARD.len(), 4);
    /// ```
    pub const fn len(&self) -> u32 {
        self.files[0].count_ones() + self.files[1].count_ones()
    }

    /// The castling rooks' squares as a bitboard (white's on rank 1, black's on rank 8).
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File, Square};
    /// let rights = CastlingRights::from_files(0, 1 << File::A as u8);
    /// assert_eq!(rights.rooks(), Square::A8.bit());
    /// ```
    pub const fn rooks(&self) -> u64 {
        self.files[0] as u64 | ((self.files[1] as u64) << 56)
    }

    /// The square of the rook behind `color`'s right on `file`.
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File, Square};
    /// assert_eq!(CastlingRights::rook_square(Color::Black, File::H), Square::H8);
    /// ```
    pub const fn rook_square(color: Color, file: File) -> Square {
        Square::from_coords(
            file,
            match color {
                Color::White => Rank::First,
                Color::Black => Rank::Eighth,
            },
        )
    }

    /// The rights mirrored left to right (a right on the a-file moves to the h-file).
    ///
    /// ```
    /// use fen_core::{CastlingRights, Color, File};
    /// let rights = CastlingRights::from_files(1, 0).flip_horizontal();
    /// assert!(rights.has(Color::White, File::H));
    /// ```
    #[must_use]
    pub const fn flip_horizontal(&self) -> CastlingRights {
        CastlingRights {
            files: [self.files[0].reverse_bits(), self.files[1].reverse_bits()],
        }
    }
}
