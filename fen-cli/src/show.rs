//! `fen show`: the board as a diagram, the other fields, and the problems on the board.

use std::io::{self, Write};

use annotate_snippets::Renderer;
use fen_core::{
    CastlingIssue, Color, ErrorKind, FenError, FenOptions, File, Piece, Position, Problem, Rank,
    Role, Square,
};

use crate::diagnostic::{self, Line};

/// Background of light squares (24-bit colour).
const LIGHT: &str = "\x1b[48;2;240;217;181m";
/// Background of dark squares.
const DARK: &str = "\x1b[48;2;181;136;99m";
/// Background of a highlighted light square.
const LIGHT_MARKED: &str = "\x1b[48;2;240;128;112m";
/// Background of a highlighted dark square.
const DARK_MARKED: &str = "\x1b[48;2;204;82;66m";
/// Foreground of white pieces.
const WHITE_PIECE: &str = "\x1b[1;38;2;255;255;255m";
/// Foreground of black pieces.
const BLACK_PIECE: &str = "\x1b[1;38;2;0;0;0m";
/// Back to the terminal's colours.
const RESET: &str = "\x1b[0m";

/// The Unicode chess symbol of a piece: outlined for white, filled for black (`solid` gives
/// the filled one for both, for coloured diagrams).
fn symbol(piece: Piece, solid: bool) -> char {
    let white = piece.color == Color::White && !solid;
    match (piece.role, white) {
        (Role::King, true) => '♔',
        (Role::Queen, true) => '♕',
        (Role::Rook, true) => '♖',
        (Role::Bishop, true) => '♗',
        (Role::Knight, true) => '♘',
        (Role::Pawn, true) => '♙',
        (Role::King, false) => '♚',
        (Role::Queen, false) => '♛',
        (Role::Rook, false) => '♜',
        (Role::Bishop, false) => '♝',
        (Role::Knight, false) => '♞',
        (Role::Pawn, false) => '♟',
    }
}

/// The squares a problem is about, as a bitboard (a1 = bit 0).
pub fn problem_squares(problem: &Problem, position: &Position) -> u64 {
    match *problem.kind() {
        ErrorKind::TooManyKings { squares, .. } | ErrorKind::PawnsOnBackRank { squares, .. } => {
            squares
        }
        ErrorKind::CastlingRight {
            rook, king, issue, ..
        } => {
            let king_too = matches!(
                issue,
                CastlingIssue::MissingKing
                    | CastlingIssue::MissingKingAndRook
                    | CastlingIssue::KingNotOnBackRank
                    | CastlingIssue::RookOnKingFile
            );
            rook.bit() | king.filter(|_| king_too).map_or(0, Square::bit)
        }
        ErrorKind::EnPassantRank { square, .. } => square.bit(),
        ErrorKind::EnPassantNoPawn { square, pawn, .. } => square.bit() | pawn.bit(),
        ErrorKind::EnPassantBlocked {
            square, blocked, ..
        } => square.bit() | blocked.bit(),
        ErrorKind::OppositeCheck { king, checkers, .. }
        | ErrorKind::ImpossibleCheck { king, checkers, .. } => king.bit() | checkers,
        ErrorKind::TooManyPawns { color, .. } => {
            position.by_color(color) & position.by_role(Role::Pawn)
        }
        ErrorKind::TooManyPieces { color, .. } => position.by_color(color),
        ErrorKind::TooMuchMaterial { color, .. } => {
            position.by_color(color) & !position.by_role(Role::Pawn) & !position.by_role(Role::King)
        }
        _ => 0,
    }
}

/// Writes the diagram: ranks 8 to 1 with their labels, then the file labels. `marked` squares
/// are highlighted (in colour) or put in brackets (plain text).
fn write_board(
    out: &mut impl Write,
    position: &Position,
    marked: u64,
    color: bool,
) -> io::Result<()> {
    if !color {
        writeln!(out, "  +------------------------+")?;
    }
    for rank in Rank::ALL.iter().rev() {
        if color {
            write!(out, "{} ", rank.char())?;
        } else {
            write!(out, "{} |", rank.char())?;
        }
        for file in File::ALL {
            let square = Square::from_coords(file, *rank);
            let is_marked = marked & square.bit() != 0;
            let piece = position.piece_at(square);
            if color {
                let background = match (square.is_light(), is_marked) {
                    (true, false) => LIGHT,
                    (false, false) => DARK,
                    (true, true) => LIGHT_MARKED,
                    (false, true) => DARK_MARKED,
                };
                match piece {
                    Some(piece) => {
                        let foreground = match piece.color {
                            Color::White => WHITE_PIECE,
                            Color::Black => BLACK_PIECE,
                        };
                        write!(out, "{background}{foreground} {} ", symbol(piece, true))?;
                    }
                    None => write!(out, "{background}   ")?,
                }
            } else {
                let shown = piece.map_or('·', |piece| symbol(piece, false));
                if is_marked {
                    write!(out, "[{shown}]")?;
                } else {
                    write!(out, " {shown} ")?;
                }
            }
        }
        if color {
            writeln!(out, "{RESET}")?;
        } else {
            writeln!(out, "|")?;
        }
    }
    if color {
        writeln!(out, "   a  b  c  d  e  f  g  h")?;
    } else {
        writeln!(out, "  +------------------------+")?;
        writeln!(out, "    a  b  c  d  e  f  g  h")?;
    }
    Ok(())
}

/// Writes side to move, castling rights, en passant square and the counters.
fn write_fields(out: &mut impl Write, position: &Position) -> io::Result<()> {
    let fen = position.to_fen();
    let mut fields = fen.as_str().split(' ');
    let castling = fields.nth(2).unwrap_or("-");
    let en_passant = fields.next().unwrap_or("-");
    writeln!(out, "side to move     {}", position.turn().name())?;
    writeln!(out, "castling         {castling}")?;
    writeln!(out, "en passant       {en_passant}")?;
    writeln!(out, "halfmove clock   {}", position.halfmoves())?;
    writeln!(out, "fullmove number  {}", position.fullmoves())
}

/// The names of the squares of a bitboard, `a1, e4, h8`.
fn square_names(squares: u64) -> String {
    Square::ALL
        .iter()
        .filter(|square| squares & square.bit() != 0)
        .map(|square| {
            let [file, rank] = square.name();
            format!("{}{}", file as char, rank as char)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Shows `fen`: the diagram, the fields and every problem. Returns whether the position is
/// valid (legal, with `options`).
///
/// A FEN whose syntax is broken has no board to draw: only its problems are written.
///
/// # Errors
///
/// When writing to `out` fails.
pub fn show(
    out: &mut impl Write,
    fen: &str,
    options: FenOptions,
    color: bool,
    renderer: &Renderer,
) -> io::Result<bool> {
    let line = Line {
        path: "<argument>",
        number: 1,
        bytes: fen.as_bytes(),
    };
    let position = match Position::from_fen_with(fen, options.syntax_only()) {
        Ok(position) => position,
        Err(error) => {
            diagnostic::write_report(out, renderer, line, &error, None)?;
            return Ok(false);
        }
    };
    let error: Option<FenError> = if options.is_syntax_only() {
        None
    } else {
        Position::from_fen_with(fen, options).err()
    };
    let marked = error.as_ref().map_or(0, |error| {
        error.problems().iter().fold(0, |squares, problem| {
            squares | problem_squares(problem, &position)
        })
    });
    write_board(out, &position, marked, color)?;
    writeln!(out)?;
    write_fields(out, &position)?;
    writeln!(out)?;
    match error {
        None => {
            let what = if options.is_syntax_only() {
                "the FEN is well-formed (legality not checked)"
            } else {
                "the position is legal"
            };
            writeln!(out, "{what}")?;
            Ok(true)
        }
        Some(error) => {
            diagnostic::write_report(out, renderer, line, &error, None)?;
            if marked != 0 {
                let how = if color { "highlighted" } else { "marked [ ]" };
                writeln!(out, "squares {how}: {}", square_names(marked))?;
            }
            Ok(false)
        }
    }
}
