//! Positions built in code (`Position::from_parts`), which need not come from any FEN: any
//! board, castling rights on any files, any en passant square, any counters.
//!
//! - Writing (`to_fen`, both en passant outputs, `Display`), `castling_rook` and `validate`
//!   never panic, and the FEN is never truncated.
//! - A position that `validate` accepts writes a FEN that the checked parser reads back to the
//!   same position, in the same castling mode.

#![no_main]

use fen_core::{
    Board, CastlingMode, CastlingRights, CastlingSide, Color, EnPassantOutput, FenOptions,
    Position, Square,
};
use libfuzzer_sys::fuzz_target;

fn u64_at(data: &[u8], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = data.get(at + i).copied().unwrap_or(0);
    }
    u64::from_le_bytes(bytes)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 45 {
        return;
    }
    // Sparse boards are likelier to be legal: mask the planes with an occupancy word.
    let occupied = u64_at(data, 0) & u64_at(data, 8);
    let planes = [
        u64_at(data, 16) & occupied,
        u64_at(data, 24) & occupied,
        u64_at(data, 32),
    ];
    let board = Board::from_raw_parts(u64_at(data, 40), planes);
    let flags = data[44];
    let turn = if flags & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let castling = CastlingRights::from_files(
        data.get(45).copied().unwrap_or(0),
        data.get(46).copied().unwrap_or(0),
    );
    let ep = data.get(47).and_then(|&byte| Square::new(u32::from(byte)));
    let counter = |at: usize| {
        u32::from_le_bytes([0, 1, 2, 3].map(|i| data.get(at + i).copied().unwrap_or(0)))
    };
    let pos = Position::from_parts(board, turn, castling, ep, counter(48), counter(52));

    let fen = pos.to_fen();
    assert!(!fen.is_truncated());
    assert_eq!(pos.to_string(), fen.as_str());
    let _ = pos.to_fen_with(EnPassantOutput::Legal);
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            let _ = pos.castling_rook(color, side);
        }
    }
    for (mode, options) in [
        (CastlingMode::Standard, FenOptions::new()),
        (CastlingMode::Chess960, FenOptions::new().chess960()),
    ] {
        match pos.validate(mode) {
            Ok(()) => assert_eq!(
                Position::from_ascii_with(fen.as_bytes(), options),
                Ok(pos),
                "{}",
                fen.as_str()
            ),
            Err(err) => {
                for problem in err.problems() {
                    assert!(problem.span().end <= fen.len());
                }
                let _ = err.to_string();
            }
        }
    }
});
