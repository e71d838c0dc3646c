//! Legality checks.

use crate::parse::Parsed;
use crate::{CastlingMode, FenError, Position, Square};

pub(crate) const fn validate(_parsed: &Parsed, _fen: &[u8], _mode: CastlingMode) -> Result<(), FenError> {
    Ok(())
}

pub(crate) const fn ep_capture_legal(_pos: &Position, _square: Square) -> bool {
    true
}
