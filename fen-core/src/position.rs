//! A whole position: placement, side to move, castling, en passant square and counters.

use core::fmt;
use core::str::FromStr;

use crate::parse::{self, tri};
use crate::validate;
use crate::{
    Board, CastlingMode, CastlingRights, CastlingSide, Color, FenError, Piece, Role, Square,
};

/// How [`Position::from_fen_with`] reads a FEN.
///
/// # Examples
///
/// ```
/// use fen_core::{FenOptions, Position};
///
/// // A deliberately illegal test position: no kings.
/// let options = FenOptions::new().syntax_only();
/// assert!(Position::from_fen_with("8/8/8/8/8/8/8/8 w - - 0 1", options).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FenOptions {
    castling: CastlingMode,
    syntax_only: bool,
}

impl FenOptions {
    /// Standard chess, full legality checks: what [`Position::from_fen`] does.
    ///
    /// ```
    /// assert_eq!(fen_core::FenOptions::new(), fen_core::FenOptions::default());
    /// ```
    pub const fn new() -> FenOptions {
        FenOptions {
            castling: CastlingMode::Standard,
            syntax_only: false,
        }
    }

    /// Reads and checks castling rights as Chess960 (X-FEN and Shredder-FEN letters).
    ///
    /// ```
    /// use fen_core::{CastlingMode, FenOptions};
    /// assert_eq!(FenOptions::new().chess960().castling_mode(), CastlingMode::Chess960);
    /// ```
    #[must_use]
    pub const fn chess960(mut self) -> FenOptions {
        self.castling = CastlingMode::Chess960;
        self
    }

    /// Sets the castling mode.
    ///
    /// ```
    /// use fen_core::{CastlingMode, FenOptions};
    /// let options = FenOptions::new().castling(CastlingMode::Chess960);
    /// assert_eq!(options.castling_mode(), CastlingMode::Chess960);
    /// ```
    #[must_use]
    pub const fn castling(mut self, mode: CastlingMode) -> FenOptions {
        self.castling = mode;
        self
    }

    /// Checks the syntax only and skips every legality rule, for deliberately illegal test
    /// positions.
    ///
    /// ```
    /// assert!(fen_core::FenOptions::new().syntax_only().is_syntax_only());
    /// ```
    #[must_use]
    pub const fn syntax_only(mut self) -> FenOptions {
        self.syntax_only = true;
        self
    }

    /// The castling mode.
    ///
    /// ```
    /// use fen_core::{CastlingMode, FenOptions};
    /// assert_eq!(FenOptions::new().castling_mode(), CastlingMode::Standard);
    /// ```
    pub const fn castling_mode(&self) -> CastlingMode {
        self.castling
    }

    /// `true` when legality checks are skipped.
    ///
    /// ```
    /// assert!(!fen_core::FenOptions::new().is_syntax_only());
    /// ```
    pub const fn is_syntax_only(&self) -> bool {
        self.syntax_only
    }
}

/// A chess position: everything a FEN says.
///
/// `size_of::<Position>()` is 48 bytes: the board in four bitboards (32), side to move (1),
/// castling rights (2), en passant square (1), and the two counters as `u32` (8), padded to a
/// multiple of 8.
///
/// Equality is derived, so a named `const` position can be a `match` pattern.
///
/// # Examples
///
/// ```
/// use fen_core::{Color, Position, Square};
///
/// let pos = Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")?;
/// assert_eq!(pos.turn(), Color::Black);
/// assert_eq!(pos.piece_at(Square::F3).unwrap().char(), 'N');
/// assert_eq!(pos.halfmoves(), 1);
/// assert_eq!(pos.to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
/// assert_eq!(core::mem::size_of::<Position>(), 48);
///
/// // In a const context:
/// const START: Position = match Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
///     Ok(pos) => pos,
///     Err(_) => panic!("bad FEN"),
/// };
/// assert_eq!(START, Position::START);
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
}

impl Position {
    /// The standard starting position.
    ///
    /// ```
    /// use fen_core::Position;
    /// assert_eq!(Position::START.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub const START: Position = Position {
        board: Board::START,
        turn: Color::White,
        castling: CastlingRights::ALL_STANDARD,
        ep_square: None,
        halfmoves: 0,
        fullmoves: 1,
    };

    /// Parses a FEN and checks that the position is legal in standard chess.
    ///
    /// Four fields (EPD style, no counters) are accepted and mean halfmove clock 0, fullmove
    /// number 1. A fullmove number of 0 is read as 1.
    ///
    /// ```
    /// use fen_core::Position;
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - -")?;
    /// assert_eq!((pos.halfmoves(), pos.fullmoves()), (0, 1));
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] with the first syntax problem, or with every legality problem found.
    pub const fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_ascii_with(fen.as_bytes(), FenOptions::new())
    }

    /// Parses a FEN and checks that the position is legal in Chess960 (castling rights as
    /// X-FEN or Shredder-FEN letters).
    ///
    /// ```
    /// use fen_core::{Color, File, Position};
    /// let pos = Position::from_fen_chess960("rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11")?;
    /// assert!(pos.castling().has(Color::White, File::G));
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_fen`](Self::from_fen), with Chess960 castling rules.
    pub const fn from_fen_chess960(fen: &str) -> Result<Position, FenError> {
        Position::from_ascii_with(fen.as_bytes(), FenOptions::new().chess960())
    }

    /// Parses a FEN, checking its syntax only: no legality rule is applied, so a position
    /// without kings or with pawns on rank 8 loads.
    ///
    /// ```
    /// use fen_core::Position;
    /// assert!(Position::from_fen_syntax_only("P7/8/8/8/8/8/8/8 w - - 0 1").is_ok());
    /// assert!(Position::from_fen("P7/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] with the first syntax problem.
    pub const fn from_fen_syntax_only(fen: &str) -> Result<Position, FenError> {
        Position::from_ascii_with(fen.as_bytes(), FenOptions::new().syntax_only())
    }

    /// Parses a FEN with the given options.
    ///
    /// ```
    /// use fen_core::{FenOptions, Position};
    /// let options = FenOptions::new().chess960().syntax_only();
    /// assert!(Position::from_fen_with("8/8/8/8/8/8/8/8 w - - 0 1", options).is_ok());
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_fen`](Self::from_fen); with [`FenOptions::syntax_only`], syntax problems only.
    pub const fn from_fen_with(fen: &str, options: FenOptions) -> Result<Position, FenError> {
        Position::from_ascii_with(fen.as_bytes(), options)
    }

    /// Parses a FEN given as bytes (which need not be UTF-8; any non-ASCII byte is an error).
    ///
    /// ```
    /// use fen_core::{FenOptions, Position};
    /// let pos = Position::from_ascii_with(b"4k3/8/8/8/8/8/8/4K3 w - - 0 1", FenOptions::new())?;
    /// assert_eq!(pos.fullmoves(), 1);
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_fen_with`](Self::from_fen_with).
    pub const fn from_ascii_with(fen: &[u8], options: FenOptions) -> Result<Position, FenError> {
        let position = match parse::parse(fen) {
            Ok(position) => position,
            Err(problem) => return Err(FenError::new(problem)),
        };
        if !options.is_syntax_only() {
            tri!(validate::validate(&position, fen, options.castling_mode()));
        }
        Ok(position)
    }

    /// Builds a position from its parts, without any check.
    ///
    /// A fullmove number of 0 is stored as 1, as the parser reads it. Use
    /// [`validate`](Self::validate) to check the result.
    ///
    /// ```
    /// use fen_core::{Board, CastlingRights, Color, Position};
    /// let pos = Position::from_parts(Board::START, Color::White, CastlingRights::ALL_STANDARD, None, 0, 1);
    /// assert_eq!(pos, Position::START);
    /// ```
    pub const fn from_parts(
        board: Board,
        turn: Color,
        castling: CastlingRights,
        ep_square: Option<Square>,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        Position {
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves: if fullmoves == 0 { 1 } else { fullmoves },
        }
    }

    /// The compact constructor the `fen!` expansion calls; not part of the public API.
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    pub const fn __from_raw(
        white: u64,
        p0: u64,
        p1: u64,
        p2: u64,
        black_to_move: bool,
        castling: u16,
        ep_square: u8,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        Position {
            board: Board::from_raw_parts(white, [p0, p1, p2]),
            turn: if black_to_move {
                Color::Black
            } else {
                Color::White
            },
            castling: CastlingRights::from_files(castling as u8, (castling >> 8) as u8),
            ep_square: Square::new(ep_square as u32),
            halfmoves,
            fullmoves: if fullmoves == 0 { 1 } else { fullmoves },
        }
    }

    /// Checks a position built with [`from_parts`](Self::from_parts) against every legality
    /// rule; spans in the error refer to [`to_fen`](Self::to_fen)'s text.
    ///
    /// ```
    /// use fen_core::{Board, CastlingMode, CastlingRights, Color, Position};
    /// let pos = Position::from_parts(Board::EMPTY, Color::White, CastlingRights::NONE, None, 0, 1);
    /// let err = pos.validate(CastlingMode::Standard).unwrap_err();
    /// assert_eq!(err.to_string(), "white has no king; black has no king");
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] listing every legality problem.
    pub const fn validate(&self, mode: CastlingMode) -> Result<(), FenError> {
        let fen = self.to_fen();
        match Position::from_ascii_with(fen.as_bytes(), FenOptions::new().castling(mode)) {
            Ok(_) => Ok(()),
            Err(err) => Err(err),
        }
    }

    /// The piece placement.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.board(), &fen_core::Board::START);
    /// ```
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on a square.
    ///
    /// ```
    /// use fen_core::{Position, Square};
    /// assert_eq!(Position::START.piece_at(Square::E1).unwrap().char(), 'K');
    /// ```
    pub const fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.piece_at(square)
    }

    /// Squares holding a piece of `color` (a1 = bit 0).
    ///
    /// ```
    /// use fen_core::{Color, Position};
    /// assert_eq!(Position::START.by_color(Color::White), 0xffff);
    /// ```
    pub const fn by_color(&self, color: Color) -> u64 {
        self.board.by_color(color)
    }

    /// Squares holding a piece of `role`, either colour.
    ///
    /// ```
    /// use fen_core::{Position, Role};
    /// assert_eq!(Position::START.by_role(Role::Pawn), 0x00ff_0000_0000_ff00);
    /// ```
    pub const fn by_role(&self, role: Role) -> u64 {
        self.board.by_role(role)
    }

    /// Squares holding `piece`.
    ///
    /// ```
    /// use fen_core::{Piece, Position};
    /// assert_eq!(Position::START.by_piece(Piece::from_char('r').unwrap()), 0x8100_0000_0000_0000);
    /// ```
    pub const fn by_piece(&self, piece: Piece) -> u64 {
        self.board.by_piece(piece)
    }

    /// All occupied squares.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.occupied().count_ones(), 32);
    /// ```
    pub const fn occupied(&self) -> u64 {
        self.board.occupied()
    }

    /// The square of `color`'s king (when it has exactly one).
    ///
    /// ```
    /// use fen_core::{Color, Position, Square};
    /// assert_eq!(Position::START.king(Color::Black), Some(Square::E8));
    /// ```
    pub const fn king(&self, color: Color) -> Option<Square> {
        self.board.king_of(color)
    }

    /// The side to move.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.turn(), fen_core::Color::White);
    /// ```
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.castling(), fen_core::CastlingRights::ALL_STANDARD);
    /// ```
    pub const fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The rook `color` may castle with on `side`, if it has that right: the outermost
    /// castling rook on that side of its king.
    ///
    /// ```
    /// use fen_core::{CastlingSide, Color, Position, Square};
    /// let pos = Position::START;
    /// assert_eq!(pos.castling_rook(Color::White, CastlingSide::QueenSide), Some(Square::A1));
    /// ```
    pub const fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let files = self.castling.files(color);
        let rank_shift = match color {
            Color::White => 0,
            Color::Black => 56,
        };
        let kings =
            ((self.board.by_piece(Piece::new(color, Role::King)) >> rank_shift) & 0xff) as u8;
        let king_file = if kings != 0 {
            kings.trailing_zeros()
        } else {
            4
        };
        let candidates = match side {
            CastlingSide::KingSide => files & !((2u16 << king_file) - 1) as u8,
            CastlingSide::QueenSide => files & ((1u16 << king_file) - 1) as u8,
        };
        if candidates == 0 {
            return None;
        }
        let file = match side {
            CastlingSide::KingSide => 7 - candidates.leading_zeros(),
            CastlingSide::QueenSide => candidates.trailing_zeros(),
        };
        Square::new(rank_shift + file)
    }

    /// The en passant square, as the FEN gave it.
    ///
    /// ```
    /// use fen_core::{Position, Square};
    /// let pos = Position::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1")?;
    /// assert_eq!(pos.ep_square(), Some(Square::E3));
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The halfmove clock: halfmoves since the last capture or pawn move.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.halfmoves(), 0);
    /// ```
    pub const fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The fullmove number, starting at 1.
    ///
    /// ```
    /// assert_eq!(fen_core::Position::START.fullmoves(), 1);
    /// ```
    pub const fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::START
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// As [`Position::from_fen`].
    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl TryFrom<&str> for Position {
    type Error = FenError;

    /// As [`Position::from_fen`].
    fn try_from(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl fmt::Display for Position {
    /// Writes the canonical FEN (six fields).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.to_fen().as_str())
    }
}
