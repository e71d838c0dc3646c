//! A coloured piece.

use core::fmt;

use crate::{Color, Role};

/// A piece: a [`Role`] of a [`Color`].
///
/// # Examples
///
/// ```
/// use fen_core::{Color, Piece, Role};
///
/// let knight = Piece::from_char('N').unwrap();
/// assert_eq!(knight, Piece { color: Color::White, role: Role::Knight });
/// assert_eq!(knight.char(), 'N');
/// assert_eq!(Piece::from_char('x'), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// The side the piece belongs to.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    ///
    /// ```
    /// use fen_core::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::Black, Role::Queen).char(), 'q');
    /// ```
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// Reads a FEN piece letter: upper case is white, lower case black.
    ///
    /// ```
    /// use fen_core::{Color, Piece, Role};
    /// assert_eq!(Piece::from_char('q'), Some(Piece::new(Color::Black, Role::Queen)));
    /// ```
    pub const fn from_char(ch: char) -> Option<Piece> {
        if ch.is_ascii_uppercase() {
            match Role::from_char(ch.to_ascii_lowercase()) {
                Some(role) => Some(Piece::new(Color::White, role)),
                None => None,
            }
        } else {
            match Role::from_char(ch) {
                Some(role) => Some(Piece::new(Color::Black, role)),
                None => None,
            }
        }
    }

    /// The FEN letter: upper case for white, lower case for black.
    ///
    /// ```
    /// use fen_core::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::White, Role::King).char(), 'K');
    /// ```
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The same role in the other colour.
    ///
    /// ```
    /// use fen_core::Piece;
    /// assert_eq!(Piece::from_char('p').unwrap().swap_color().char(), 'P');
    /// ```
    #[must_use]
    pub const fn swap_color(self) -> Piece {
        Piece::new(self.color.other(), self.role)
    }
}

impl fmt::Display for Piece {
    /// Writes the piece as words, for example `white knight`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}
