//! The two sides.

use core::fmt;

/// A side: white or black.
///
/// # Examples
///
/// ```
/// use fen_core::Color;
///
/// assert_eq!(Color::from_char('w'), Some(Color::White));
/// assert_eq!(Color::White.other(), Color::Black);
/// assert_eq!(Color::Black.char(), 'b');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// White, written upper case in FEN and `w` as the side to move.
    White = 0,
    /// Black, written lower case in FEN and `b` as the side to move.
    Black = 1,
}

impl Color {
    /// Both colours, white first.
    ///
    /// ```
    /// assert_eq!(fen_core::Color::ALL.len(), 2);
    /// ```
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// Reads the side-to-move letter: `w` or `b` (lower case only, as FEN requires).
    ///
    /// ```
    /// use fen_core::Color;
    /// assert_eq!(Color::from_char('b'), Some(Color::Black));
    /// assert_eq!(Color::from_char('W'), None);
    /// ```
    pub const fn from_char(ch: char) -> Option<Color> {
        match ch {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// The side-to-move letter, `w` or `b`.
    ///
    /// ```
    /// assert_eq!(fen_core::Color::White.char(), 'w');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The English name, `"white"` or `"black"`, as used in error messages.
    ///
    /// ```
    /// assert_eq!(fen_core::Color::Black.name(), "black");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The other side.
    ///
    /// ```
    /// use fen_core::Color;
    /// assert_eq!(Color::Black.other(), Color::White);
    /// ```
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `true` for white.
    ///
    /// ```
    /// assert!(fen_core::Color::White.is_white());
    /// ```
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// 0 for white, 1 for black.
    ///
    /// ```
    /// assert_eq!(fen_core::Color::Black.index(), 1);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl core::ops::Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
