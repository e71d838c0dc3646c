//! Piece kinds without colour.

use core::fmt;

/// A kind of piece, without its colour.
///
/// The discriminants run from 1 (pawn) to 6 (king), so `0` is free to mean an empty square in
/// compact encodings.
///
/// # Examples
///
/// ```
/// use fen_core::Role;
///
/// assert_eq!(Role::from_char('n'), Some(Role::Knight));
/// assert_eq!(Role::Queen.char(), 'q');
/// assert_eq!(Role::Queen.upper_char(), 'Q');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// Pawn, `p`.
    Pawn = 1,
    /// Knight, `n`.
    Knight = 2,
    /// Bishop, `b`.
    Bishop = 3,
    /// Rook, `r`.
    Rook = 4,
    /// Queen, `q`.
    Queen = 5,
    /// King, `k`.
    King = 6,
}

impl Role {
    /// All roles, pawn first.
    ///
    /// ```
    /// assert_eq!(fen_core::Role::ALL[5], fen_core::Role::King);
    /// ```
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// Reads a lower-case piece letter (`p`, `n`, `b`, `r`, `q`, `k`).
    ///
    /// ```
    /// use fen_core::Role;
    /// assert_eq!(Role::from_char('k'), Some(Role::King));
    /// assert_eq!(Role::from_char('K'), None);
    /// ```
    pub const fn from_char(ch: char) -> Option<Role> {
        match ch {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The role with the given discriminant (1 = pawn … 6 = king).
    ///
    /// ```
    /// use fen_core::Role;
    /// assert_eq!(Role::from_index(4), Some(Role::Rook));
    /// assert_eq!(Role::from_index(0), None);
    /// ```
    pub const fn from_index(index: u8) -> Option<Role> {
        match index {
            1 => Some(Role::Pawn),
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            6 => Some(Role::King),
            _ => None,
        }
    }

    /// The lower-case letter.
    ///
    /// ```
    /// assert_eq!(fen_core::Role::Bishop.char(), 'b');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The upper-case letter.
    ///
    /// ```
    /// assert_eq!(fen_core::Role::Rook.upper_char(), 'R');
    /// ```
    pub const fn upper_char(self) -> char {
        (self.char() as u8 - b'a' + b'A') as char
    }

    /// The English name (`"pawn"`, …, `"king"`), as used in error messages.
    ///
    /// ```
    /// assert_eq!(fen_core::Role::Knight.name(), "knight");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
