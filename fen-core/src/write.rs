//! The FEN writer: canonical text into a fixed-size buffer, in `const fn`.

use crate::error::CastlingLetters;
use crate::parse::castling_file;
use crate::validate;
use crate::{Board, Color, Position, Square, StrBuf};

/// The longest canonical FEN: 71 bytes of placement, 16 castling letters, two 10-digit
/// counters and the separators fit in 128 bytes.
pub const FEN_CAPACITY: usize = 128;

/// The longest placement field: 64 pieces and 7 slashes.
pub const PLACEMENT_CAPACITY: usize = 71;

/// Which en passant square [`Position::to_fen_with`] writes.
///
/// # Examples
///
/// ```
/// use fen_core::{EnPassantOutput, Position};
///
/// // The pawn on d4 cannot be taken: no black pawn stands beside it.
/// let pos = Position::from_fen("4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1")?;
/// assert_eq!(pos.to_fen_with(EnPassantOutput::AsStored).as_str(), "4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1");
/// assert_eq!(pos.to_fen_with(EnPassantOutput::Legal).as_str(), "4k3/8/8/8/3P4/8/8/4K3 b - - 0 1");
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum EnPassantOutput {
    /// The square as stored (what the FEN gave): round-trips byte for byte.
    #[default]
    AsStored,
    /// Only when an en passant capture is legal, pins and checks considered (python-chess's
    /// default, and what position hashing wants).
    Legal,
}

impl Board {
    /// Writes the placement field into a fixed buffer.
    ///
    /// ```
    /// use fen_core::Board;
    /// assert_eq!(Board::START.to_placement().as_str(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    /// ```
    pub const fn to_placement(&self) -> StrBuf<PLACEMENT_CAPACITY> {
        let mut out = StrBuf::new();
        self.write_placement(&mut out);
        out
    }

    pub(crate) const fn write_placement<const N: usize>(&self, out: &mut StrBuf<N>) {
        const LETTERS: &[u8; 16] = b"?pnbrqk??PNBRQK?";
        let occupied = self.occupied();
        let (white, planes) = self.raw_parts();
        let mut rank = 8;
        while rank > 0 {
            rank -= 1;
            let shift = rank * 8;
            let row = (occupied >> shift) & 0xff;
            let mut file = 0;
            while file < 8 {
                let rest = row >> file;
                if rest == 0 {
                    out.push_byte(b'0' + (8 - file) as u8);
                    break;
                }
                let empty = rest.trailing_zeros();
                if empty > 0 {
                    out.push_byte(b'0' + empty as u8);
                    file += empty;
                }
                let square = shift + file;
                let code = ((planes[0] >> square) & 1)
                    | (((planes[1] >> square) & 1) << 1)
                    | (((planes[2] >> square) & 1) << 2)
                    | (((white >> square) & 1) << 3);
                out.push_byte(LETTERS[code as usize]);
                file += 1;
            }
            if rank > 0 {
                out.push_byte(b'/');
            }
        }
    }
}

impl Position {
    /// Writes the canonical FEN into a fixed buffer (no allocation).
    ///
    /// Castling rights are written `K`/`Q` when the rook is the outermost on its side of the
    /// king (X-FEN), as file letters otherwise; the en passant square as stored.
    ///
    /// ```
    /// use fen_core::Position;
    /// const FEN: &str = "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1";
    /// const TEXT: fen_core::StrBuf<128> = match Position::from_fen(FEN) {
    ///     Ok(pos) => pos.to_fen(),
    ///     Err(_) => panic!(),
    /// };
    /// assert_eq!(TEXT.as_str(), FEN);
    /// ```
    pub const fn to_fen(&self) -> StrBuf<FEN_CAPACITY> {
        self.to_fen_with(EnPassantOutput::AsStored)
    }

    /// Writes the four fields FEN shares with EPD (no counters).
    ///
    /// ```
    /// assert_eq!(
    ///     fen_core::Position::START.to_epd().as_str(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    /// );
    /// ```
    pub const fn to_epd(&self) -> StrBuf<FEN_CAPACITY> {
        let mut out = StrBuf::new();
        self.write_epd_fields(&mut out, self.ep_square());
        out
    }

    /// Writes the canonical FEN, choosing which en passant square to write.
    ///
    /// ```
    /// use fen_core::{EnPassantOutput, Position};
    /// let pos = Position::from_fen("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1")?;
    /// assert_eq!(pos.to_fen_with(EnPassantOutput::Legal).as_str(), "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn to_fen_with(&self, en_passant: EnPassantOutput) -> StrBuf<FEN_CAPACITY> {
        let ep = match (self.ep_square(), en_passant) {
            (Some(square), EnPassantOutput::Legal) => {
                if validate::ep_capture_legal(self, square) {
                    Some(square)
                } else {
                    None
                }
            }
            (ep, _) => ep,
        };
        let mut out = StrBuf::new();
        self.write_epd_fields(&mut out, ep);
        out.push_byte(b' ');
        out.push_u64(self.halfmoves() as u64);
        out.push_byte(b' ');
        out.push_u64(self.fullmoves() as u64);
        out
    }

    /// Writes placement, side to move, castling and the given en passant square.
    const fn write_epd_fields<const N: usize>(&self, out: &mut StrBuf<N>, ep: Option<Square>) {
        self.board().write_placement(out);
        out.push_byte(b' ');
        out.push_byte(self.turn().char() as u8);
        out.push_byte(b' ');
        self.write_castling(out);
        out.push_byte(b' ');
        match ep {
            Some(square) => {
                let name = square.name();
                out.push_byte(name[0]);
                out.push_byte(name[1]);
            }
            None => out.push_byte(b'-'),
        }
    }

    const fn write_castling<const N: usize>(&self, out: &mut StrBuf<N>) {
        let rights = self.castling();
        if rights.is_empty() {
            out.push_byte(b'-');
            return;
        }
        let mut c = 0;
        while c < 2 {
            let color = Color::ALL[c];
            let files = rights.files(color);
            let king_side = castling_file(self.board(), color, 0) as u8;
            let queen_side = castling_file(self.board(), color, 9) as u8;
            let mut key = 0;
            while key < 10 {
                let file = match key {
                    0 => king_side,
                    9 => queen_side,
                    _ => 8 - key,
                };
                let named_by_side =
                    (key != 0 && file == king_side) || (key != 9 && file == queen_side);
                let is_letter_key = key == 0 || key == 9;
                if files & (1 << file) != 0 && (is_letter_key || !named_by_side) {
                    out.push_byte(CastlingLetters::letter(color, key));
                }
                key += 1;
            }
            c += 1;
        }
    }
}
