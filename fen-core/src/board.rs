//! Piece placement: which piece stands on which square.

use core::fmt;

use crate::{Color, Piece, Role, Square};

/// The placement of the pieces: the first FEN field.
///
/// Stored in 32 bytes as four bitboards: one bit per square for "white piece here", and three
/// bit planes that together hold each square's role (1 = pawn … 6 = king, 0 = empty). Two
/// boards are equal exactly when every square holds the same piece.
///
/// # Examples
///
/// ```
/// use fen_core::{Board, Color, Piece, Role, Square};
///
/// let board = Board::from_placement("4k3/8/8/8/8/8/4P3/4K3").unwrap();
/// assert_eq!(board.piece_at(Square::E2), Some(Piece::new(Color::White, Role::Pawn)));
/// assert_eq!(board.king_of(Color::Black), Some(Square::E8));
/// assert_eq!(board.to_string(), "4k3/8/8/8/8/8/4P3/4K3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Squares holding a white piece (always a subset of the occupied squares).
    white: u64,
    /// Bit `i` of a square's role number is in `planes[i]`.
    planes: [u64; 3],
}

impl Board {
    /// The empty board.
    ///
    /// ```
    /// assert_eq!(fen_core::Board::EMPTY.occupied(), 0);
    /// ```
    pub const EMPTY: Board = Board {
        white: 0,
        planes: [0; 3],
    };

    /// The standard starting placement.
    ///
    /// ```
    /// use fen_core::Board;
    /// assert_eq!(Board::START.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    /// ```
    pub const START: Board =
        match Board::from_placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR") {
            Ok(board) => board,
            Err(_) => panic!("the starting placement parses"),
        };

    /// Builds a board from its raw bitboards, the inverse of [`raw_parts`](Self::raw_parts).
    ///
    /// Used by the `fen!` expansion. Bits of `white` on empty squares are dropped and a role
    /// number 7 is read as empty, so every input gives a well-formed board.
    ///
    /// ```
    /// use fen_core::Board;
    /// let (white, planes) = Board::START.raw_parts();
    /// assert_eq!(Board::from_raw_parts(white, planes), Board::START);
    /// ```
    pub const fn from_raw_parts(white: u64, planes: [u64; 3]) -> Board {
        let invalid = planes[0] & planes[1] & planes[2];
        let planes = [
            planes[0] & !invalid,
            planes[1] & !invalid,
            planes[2] & !invalid,
        ];
        let occupied = planes[0] | planes[1] | planes[2];
        Board {
            white: white & occupied,
            planes,
        }
    }

    /// The raw bitboards: white pieces, and the three role bit planes.
    ///
    /// ```
    /// let (white, _) = fen_core::Board::START.raw_parts();
    /// assert_eq!(white, 0xffff);
    /// ```
    pub const fn raw_parts(&self) -> (u64, [u64; 3]) {
        (self.white, self.planes)
    }

    /// Builds a board from 64 squares, a1 first (index = [`Square`] index).
    ///
    /// ```
    /// use fen_core::{Board, Piece, Square};
    /// let mut squares = [None; 64];
    /// squares[Square::E1 as usize] = Piece::from_char('K');
    /// squares[Square::E8 as usize] = Piece::from_char('k');
    /// assert_eq!(Board::from_squares(squares).to_string(), "4k3/8/8/8/8/8/8/4K3");
    /// ```
    pub const fn from_squares(squares: [Option<Piece>; 64]) -> Board {
        let mut board = Board::EMPTY;
        let mut i = 0;
        while i < 64 {
            board.set_piece_at(Square::ALL[i], squares[i]);
            i += 1;
        }
        board
    }

    /// The 64 squares, a1 first.
    ///
    /// ```
    /// use fen_core::{Board, Square};
    /// let squares = Board::START.to_squares();
    /// assert_eq!(squares[Square::D1 as usize].unwrap().char(), 'Q');
    /// assert_eq!(squares[Square::D4 as usize], None);
    /// ```
    pub const fn to_squares(&self) -> [Option<Piece>; 64] {
        let mut squares = [None; 64];
        let mut i = 0;
        while i < 64 {
            squares[i] = self.piece_at(Square::ALL[i]);
            i += 1;
        }
        squares
    }

    /// The piece on a square, if any.
    ///
    /// ```
    /// use fen_core::{Board, Square};
    /// assert_eq!(Board::START.piece_at(Square::G8).unwrap().char(), 'n');
    /// ```
    pub const fn piece_at(&self, square: Square) -> Option<Piece> {
        let i = square as u32;
        let code = ((self.planes[0] >> i) & 1)
            | (((self.planes[1] >> i) & 1) << 1)
            | (((self.planes[2] >> i) & 1) << 2);
        match Role::from_index(code as u8) {
            Some(role) => Some(Piece {
                color: if (self.white >> i) & 1 == 1 {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }

    /// Puts a piece on a square (or empties it with `None`).
    ///
    /// ```
    /// use fen_core::{Board, Piece, Square};
    /// let mut board = Board::EMPTY;
    /// board.set_piece_at(Square::A1, Piece::from_char('R'));
    /// assert_eq!(board.to_string(), "8/8/8/8/8/8/8/R7");
    /// ```
    pub const fn set_piece_at(&mut self, square: Square, piece: Option<Piece>) {
        let bit = square.bit();
        let (code, white) = match piece {
            Some(piece) => (piece.role as u8, piece.color.is_white()),
            None => (0, false),
        };
        let mut plane = 0;
        while plane < 3 {
            if (code >> plane) & 1 == 1 {
                self.planes[plane] |= bit;
            } else {
                self.planes[plane] &= !bit;
            }
            plane += 1;
        }
        if white {
            self.white |= bit;
        } else {
            self.white &= !bit;
        }
    }

    /// All occupied squares.
    ///
    /// ```
    /// assert_eq!(fen_core::Board::START.occupied(), 0xffff_0000_0000_ffff);
    /// ```
    pub const fn occupied(&self) -> u64 {
        self.planes[0] | self.planes[1] | self.planes[2]
    }

    /// Squares holding a piece of `color`.
    ///
    /// ```
    /// use fen_core::{Board, Color};
    /// assert_eq!(Board::START.by_color(Color::Black), 0xffff_0000_0000_0000);
    /// ```
    pub const fn by_color(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.occupied() & !self.white,
        }
    }

    /// Squares holding a piece of `role`, either colour.
    ///
    /// ```
    /// use fen_core::{Board, Role, Square};
    /// assert_eq!(Board::START.by_role(Role::King), Square::E1.bit() | Square::E8.bit());
    /// ```
    pub const fn by_role(&self, role: Role) -> u64 {
        let code = role as u8;
        let p0 = if code & 1 != 0 {
            self.planes[0]
        } else {
            !self.planes[0]
        };
        let p1 = if code & 2 != 0 {
            self.planes[1]
        } else {
            !self.planes[1]
        };
        let p2 = if code & 4 != 0 {
            self.planes[2]
        } else {
            !self.planes[2]
        };
        p0 & p1 & p2
    }

    /// Squares holding `piece`.
    ///
    /// ```
    /// use fen_core::{Board, Piece};
    /// assert_eq!(Board::START.by_piece(Piece::from_char('Q').unwrap()), 1 << 3);
    /// ```
    pub const fn by_piece(&self, piece: Piece) -> u64 {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// The square of `color`'s king when it has exactly one.
    ///
    /// ```
    /// use fen_core::{Board, Color, Square};
    /// assert_eq!(Board::START.king_of(Color::White), Some(Square::E1));
    /// assert_eq!(Board::EMPTY.king_of(Color::White), None);
    /// ```
    pub const fn king_of(&self, color: Color) -> Option<Square> {
        let kings = self.by_piece(Piece::new(color, Role::King));
        if kings.count_ones() == 1 {
            Square::first_in(kings)
        } else {
            None
        }
    }

    /// The board upside down: rank 1 becomes rank 8, pieces keep their colour.
    ///
    /// ```
    /// use fen_core::Board;
    /// let board = Board::from_placement("8/8/8/8/8/8/P7/K7").unwrap();
    /// assert_eq!(board.flip_vertical().to_string(), "K7/P7/8/8/8/8/8/8");
    /// ```
    #[must_use]
    pub const fn flip_vertical(&self) -> Board {
        Board {
            white: self.white.swap_bytes(),
            planes: [
                self.planes[0].swap_bytes(),
                self.planes[1].swap_bytes(),
                self.planes[2].swap_bytes(),
            ],
        }
    }

    /// The board mirrored left to right: the a-file becomes the h-file.
    ///
    /// ```
    /// use fen_core::Board;
    /// let board = Board::from_placement("8/8/8/8/8/8/P7/K7").unwrap();
    /// assert_eq!(board.flip_horizontal().to_string(), "8/8/8/8/8/8/7P/7K");
    /// ```
    #[must_use]
    pub const fn flip_horizontal(&self) -> Board {
        Board {
            white: mirror_files(self.white),
            planes: [
                mirror_files(self.planes[0]),
                mirror_files(self.planes[1]),
                mirror_files(self.planes[2]),
            ],
        }
    }

    /// The board with every piece's colour swapped (upper case becomes lower case).
    ///
    /// ```
    /// use fen_core::Board;
    /// let board = Board::from_placement("4k3/8/8/8/8/8/8/4K2R").unwrap();
    /// assert_eq!(board.swap_colors().to_string(), "4K3/8/8/8/8/8/8/4k2r");
    /// ```
    #[must_use]
    pub const fn swap_colors(&self) -> Board {
        Board {
            white: self.occupied() & !self.white,
            planes: self.planes,
        }
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::START
    }
}

/// Reverses the order of the files in every rank of a bitboard.
const fn mirror_files(bb: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let bb = ((bb >> 1) & K1) | ((bb & K1) << 1);
    let bb = ((bb >> 2) & K2) | ((bb & K2) << 2);
    ((bb >> 4) & K4) | ((bb & K4) << 4)
}

impl fmt::Display for Board {
    /// Writes the placement field, such as `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.to_placement().as_str())
    }
}
