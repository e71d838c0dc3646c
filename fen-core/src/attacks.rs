//! Attack tables computed at compile time, and slider attacks by the classical ray method.
//!
//! Bitboards are `u64` with a1 = bit 0, h8 = bit 63.

use crate::{Color, Square};

/// (file step, rank step) of the eight directions. The first four step towards higher square
/// indices, the last four towards lower ones.
const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),   // north
    (1, 1),   // north-east
    (1, 0),   // east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, -1), // south-west
    (-1, 0),  // west
    (1, -1),  // south-east
];

const fn offset(square: usize, file_step: i32, rank_step: i32) -> u64 {
    let file = (square % 8) as i32 + file_step;
    let rank = (square / 8) as i32 + rank_step;
    if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
        1 << (rank * 8 + file)
    } else {
        0
    }
}

const fn leaper_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut square = 0;
    while square < 64 {
        let mut i = 0;
        while i < steps.len() {
            table[square] |= offset(square, steps[i].0, steps[i].1);
            i += 1;
        }
        square += 1;
    }
    table
}

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut square = 0;
        while square < 64 {
            let (df, dr) = DIRECTIONS[dir];
            let mut k = 1;
            while k < 8 {
                table[dir][square] |= offset(square, df * k, dr * k);
                k += 1;
            }
            square += 1;
        }
        dir += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);
static WHITE_PAWN: [u64; 64] = leaper_table(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: [u64; 64] = leaper_table(&[(-1, -1), (1, -1)]);
static RAYS: [[u64; 64]; 8] = ray_table();

/// Squares a knight on `square` attacks.
pub(crate) const fn knight(square: Square) -> u64 {
    KNIGHT[square as usize]
}

/// Squares a king on `square` attacks.
pub(crate) const fn king(square: Square) -> u64 {
    KING[square as usize]
}

/// Squares a pawn of `color` on `square` attacks.
pub(crate) const fn pawn(color: Color, square: Square) -> u64 {
    match color {
        Color::White => WHITE_PAWN[square as usize],
        Color::Black => BLACK_PAWN[square as usize],
    }
}

const fn ray_attacks(dir: usize, square: Square, occupied: u64) -> u64 {
    let ray = RAYS[dir][square as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let blocker = if dir < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray ^ RAYS[dir][blocker as usize]
}

/// Squares a rook on `square` attacks, given the occupied squares.
pub(crate) const fn rook(square: Square, occupied: u64) -> u64 {
    ray_attacks(0, square, occupied)
        | ray_attacks(2, square, occupied)
        | ray_attacks(4, square, occupied)
        | ray_attacks(6, square, occupied)
}

/// Squares a bishop on `square` attacks, given the occupied squares.
pub(crate) const fn bishop(square: Square, occupied: u64) -> u64 {
    ray_attacks(1, square, occupied)
        | ray_attacks(3, square, occupied)
        | ray_attacks(5, square, occupied)
        | ray_attacks(7, square, occupied)
}

/// The squares strictly between `a` and `b` when they share a line, else 0.
pub(crate) const fn between(a: Square, b: Square) -> u64 {
    let mut dir = 0;
    while dir < 8 {
        if RAYS[dir][a as usize] & b.bit() != 0 {
            return RAYS[dir][a as usize] & !RAYS[dir][b as usize] & !b.bit();
        }
        dir += 1;
    }
    0
}

/// `true` when `a`, `b` and `c` lie on one rank, file or diagonal.
pub(crate) const fn aligned(a: Square, b: Square, c: Square) -> bool {
    let mut dir = 0;
    while dir < 8 {
        let line = RAYS[dir][a as usize] | RAYS[(dir + 4) % 8][a as usize];
        if line & b.bit() != 0 {
            return line & c.bit() != 0;
        }
        dir += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(knight(Square::A1), Square::B3.bit() | Square::C2.bit());
        assert_eq!(king(Square::H8).count_ones(), 3);
        assert_eq!(
            pawn(Color::White, Square::E4),
            Square::D5.bit() | Square::F5.bit()
        );
        assert_eq!(pawn(Color::Black, Square::A7), Square::B6.bit());
        let occupied = Square::E6.bit() | Square::B4.bit();
        let attacks = rook(Square::E4, occupied);
        assert_ne!(attacks & Square::E6.bit(), 0);
        assert_eq!(attacks & Square::E7.bit(), 0);
        assert_ne!(attacks & Square::B4.bit(), 0);
        assert_eq!(attacks & Square::A4.bit(), 0);
        assert_eq!(attacks.count_ones(), 2 + 3 + 3 + 3);
        assert_eq!(bishop(Square::A1, 0).count_ones(), 7);
        assert_eq!(
            between(Square::A1, Square::D4),
            Square::B2.bit() | Square::C3.bit()
        );
        assert_eq!(between(Square::A1, Square::B3), 0);
        assert!(aligned(Square::A1, Square::C3, Square::H8));
        assert!(!aligned(Square::A1, Square::C3, Square::H7));
    }
}
