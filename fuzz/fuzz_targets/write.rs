//! The writer: any position that parses (syntax only) writes a FEN that parses back to it.
//!
//! - `to_fen` is not truncated, parses back (syntax only) to the same position, and is a
//!   fixed point: writing the re-read position gives the same text. `Display` agrees.
//! - `Board::to_placement` is the start of the FEN and `Board::from_placement` reads it back.
//! - `EnPassantOutput::Legal` output parses back too, differing at most in the ep square.

#![no_main]

use fen_core::{Board, EnPassantOutput, FenOptions, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(pos) = Position::from_ascii_with(data, FenOptions::new().syntax_only()) else {
        return;
    };
    let fen = pos.to_fen();
    assert!(!fen.is_truncated());
    let back = Position::from_fen_syntax_only(fen.as_str())
        .unwrap_or_else(|err| panic!("{:?} does not parse back: {err}", fen.as_str()));
    assert_eq!(back, pos, "{}", fen.as_str());
    assert_eq!(back.to_fen().as_str(), fen.as_str());
    assert_eq!(pos.to_string(), fen.as_str());

    let placement = pos.board().to_placement();
    assert!(!placement.is_truncated());
    assert!(fen.as_str().starts_with(placement.as_str()));
    assert_eq!(Board::from_placement(placement.as_str()), Ok(*pos.board()));
    assert_eq!(pos.board().to_string(), placement.as_str());

    let legal = pos.to_fen_with(EnPassantOutput::Legal);
    let back = Position::from_fen_syntax_only(legal.as_str())
        .unwrap_or_else(|err| panic!("{:?} does not parse back: {err}", legal.as_str()));
    assert_eq!(back.board(), pos.board());
    assert_eq!(back.castling(), pos.castling());
    assert!(back.ep_square().is_none() || back.ep_square() == pos.ep_square());
    assert_eq!(
        (back.halfmoves(), back.fullmoves()),
        (pos.halfmoves(), pos.fullmoves())
    );
});
