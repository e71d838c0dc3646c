//! EPD records that live in `static` memory: what `fen::epd!` and `fen::include_epd!` build
//! at compile time, with every operand's escapes already resolved.

use core::fmt;

use crate::parse::bytes_eq;
use crate::{Epd, Operand, Operation, Position};

/// An EPD record held in `static` data: a position and its operations, the operands as
/// `&'static str` values with quotes removed and escapes resolved.
///
/// `fen::epd!` and `fen::include_epd!` build these at compile time from text that
/// [`Epd::from_epd_with`] accepted; [`new`](Self::new) builds one by hand. A record equals an
/// [`Epd`] with the same position and the same operations in the same order (operands
/// compared by value, so `"Nf3"` and `Nf3` are equal).
///
/// # Examples
///
/// ```
/// use fen_core::{Epd, Position, StaticEpd, StaticOperation};
///
/// static RECORD: StaticEpd = StaticEpd::new(
///     Position::START,
///     &[
///         StaticOperation::new("bm", &["e4", "d4"]),
///         StaticOperation::new("id", &["start \"1\""]),
///     ],
/// );
/// assert_eq!(RECORD.operation("bm").unwrap().operands(), ["e4", "d4"]);
///
/// let text = r#"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id "start \"1\"";"#;
/// assert_eq!(RECORD, Epd::from_epd(text)?);
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StaticEpd {
    position: Position,
    operations: &'static [StaticOperation],
}

impl StaticEpd {
    /// A record from a position and its operations, taken as they are (nothing is checked).
    ///
    /// ```
    /// use fen_core::{Position, StaticEpd};
    /// const START: StaticEpd = StaticEpd::new(Position::START, &[]);
    /// assert!(START.operations().is_empty());
    /// ```
    pub const fn new(position: Position, operations: &'static [StaticOperation]) -> StaticEpd {
        StaticEpd {
            position,
            operations,
        }
    }

    /// The position; as in [`Epd::position`], its move counters come from the `hmvc` and
    /// `fmvn` operations (0 and 1 without them).
    ///
    /// ```
    /// use fen_core::{Position, StaticEpd};
    /// assert_eq!(StaticEpd::new(Position::START, &[]).position(), Position::START);
    /// ```
    pub const fn position(&self) -> Position {
        self.position
    }

    /// The operations, in the order written, `hmvc` and `fmvn` included.
    ///
    /// ```
    /// use fen_core::{Position, StaticEpd, StaticOperation};
    /// const RECORD: StaticEpd = StaticEpd::new(Position::START, &[StaticOperation::new("id", &["start"])]);
    /// assert_eq!(RECORD.operations()[0].opcode(), "id");
    /// ```
    pub const fn operations(&self) -> &'static [StaticOperation] {
        self.operations
    }

    /// The first operation with this opcode.
    ///
    /// ```
    /// use fen_core::{Position, StaticEpd, StaticOperation};
    /// const RECORD: StaticEpd = StaticEpd::new(
    ///     Position::START,
    ///     &[StaticOperation::new("am", &["f3"]), StaticOperation::new("am", &["g4"])],
    /// );
    /// assert_eq!(RECORD.operation("am").unwrap().operands(), ["f3"]);
    /// assert!(RECORD.operation("bm").is_none());
    /// ```
    pub const fn operation(&self, opcode: &str) -> Option<&'static StaticOperation> {
        let operations = self.operations;
        let mut i = 0;
        while i < operations.len() {
            if bytes_eq(operations[i].opcode.as_bytes(), opcode.as_bytes()) {
                return Some(&operations[i]);
            }
            i += 1;
        }
        None
    }
}

impl PartialEq<Epd<'_>> for StaticEpd {
    fn eq(&self, other: &Epd<'_>) -> bool {
        self.position == other.position()
            && self.operations.len() == other.operations().count()
            && self
                .operations
                .iter()
                .zip(other.operations())
                .all(|(ours, theirs)| *ours == theirs)
    }
}

impl PartialEq<StaticEpd> for Epd<'_> {
    fn eq(&self, other: &StaticEpd) -> bool {
        other == self
    }
}

impl fmt::Display for StaticEpd {
    /// Writes the record as EPD: the four fields, then each operation, operands quoted
    /// where they have to be (see [`StaticOperation`]'s `Display`).
    ///
    /// ```
    /// use fen_core::{Position, StaticEpd, StaticOperation};
    /// const RECORD: StaticEpd = StaticEpd::new(
    ///     Position::START,
    ///     &[StaticOperation::new("bm", &["e4"]), StaticOperation::new("c0", &["the \"best\" move"])],
    /// );
    /// assert_eq!(
    ///     RECORD.to_string(),
    ///     r#"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; c0 "the \"best\" move";"#
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.position.to_epd().as_str())?;
        for operation in self.operations {
            write!(f, " {operation}")?;
        }
        Ok(())
    }
}

/// One operation of a [`StaticEpd`]: an opcode and its operand values.
///
/// # Examples
///
/// ```
/// use fen_core::StaticOperation;
///
/// const BM: StaticOperation = StaticOperation::new("bm", &["Nf3", "c4"]);
/// assert_eq!(BM.opcode(), "bm");
/// assert_eq!(BM.operands(), ["Nf3", "c4"]);
/// assert_eq!(BM.to_string(), "bm Nf3 c4;");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StaticOperation {
    opcode: &'static str,
    operands: &'static [&'static str],
}

impl StaticOperation {
    /// An operation from its opcode and operand values, taken as they are.
    ///
    /// ```
    /// let noop = fen_core::StaticOperation::new("noop", &[]);
    /// assert!(noop.operands().is_empty());
    /// ```
    pub const fn new(opcode: &'static str, operands: &'static [&'static str]) -> StaticOperation {
        StaticOperation { opcode, operands }
    }

    /// The opcode, such as `bm` or `id`.
    ///
    /// ```
    /// assert_eq!(fen_core::StaticOperation::new("id", &["x"]).opcode(), "id");
    /// ```
    pub const fn opcode(&self) -> &'static str {
        self.opcode
    }

    /// The operand values, in order: a quoted string without its quotes and with `\"` and
    /// `\\` resolved, an unquoted token as written.
    ///
    /// ```
    /// let c0 = fen_core::StaticOperation::new("c0", &["a \"quote\""]);
    /// assert_eq!(c0.operands(), ["a \"quote\""]);
    /// ```
    pub const fn operands(&self) -> &'static [&'static str] {
        self.operands
    }
}

impl PartialEq<Operation<'_>> for StaticOperation {
    fn eq(&self, other: &Operation<'_>) -> bool {
        self.opcode == other.opcode()
            && self.operands.len() == other.operands().count()
            && self
                .operands
                .iter()
                .zip(other.operands())
                .all(|(ours, theirs)| value_eq(ours, &theirs))
    }
}

impl PartialEq<StaticOperation> for Operation<'_> {
    fn eq(&self, other: &StaticOperation) -> bool {
        other == self
    }
}

impl fmt::Display for StaticOperation {
    /// Writes the operation as EPD: the opcode, each operand after a space, then `;`. An
    /// operand is written as it is when it is a plain token, and quoted, with `"` and `\`
    /// escaped, when it is empty or holds a space, `;`, `"`, `\` or a non-ASCII or control
    /// character.
    ///
    /// ```
    /// use fen_core::StaticOperation;
    /// assert_eq!(StaticOperation::new("id", &["WAC.001"]).to_string(), "id WAC.001;");
    /// assert_eq!(StaticOperation::new("c0", &["a b", ""]).to_string(), r#"c0 "a b" "";"#);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.opcode)?;
        for operand in self.operands {
            f.write_str(" ")?;
            write_operand(operand, f)?;
        }
        f.write_str(";")
    }
}

/// Writes an operand value, quoted and escaped when it cannot stand as a plain token.
fn write_operand(value: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let plain = !value.is_empty()
        && value
            .bytes()
            .all(|byte| byte.is_ascii_graphic() && !matches!(byte, b';' | b'"' | b'\\'));
    if plain {
        return f.write_str(value);
    }
    f.write_str("\"")?;
    for ch in value.chars() {
        if ch == '"' || ch == '\\' {
            f.write_str("\\")?;
        }
        fmt::Write::write_char(f, ch)?;
    }
    f.write_str("\"")
}

/// Whether an operand's value, escapes resolved, is `value`.
fn value_eq(value: &str, operand: &Operand<'_>) -> bool {
    let mut chars = value.chars();
    operand.chars().all(|ch| chars.next() == Some(ch)) && chars.next().is_none()
}
