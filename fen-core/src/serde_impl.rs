//! `serde` support (feature `serde`): a [`Position`] is its FEN string.

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Position;

impl Serialize for Position {
    /// Serializes as the canonical FEN string.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.to_fen().as_str())
    }
}

struct FenVisitor;

impl Visitor<'_> for FenVisitor {
    type Value = Position;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEN string of a legal position")
    }

    fn visit_str<E: de::Error>(self, fen: &str) -> Result<Position, E> {
        Position::from_fen(fen).map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for Position {
    /// Deserializes from a FEN string, with the legality checks of [`Position::from_fen`].
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        deserializer.deserialize_str(FenVisitor)
    }
}
