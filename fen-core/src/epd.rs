//! EPD records: the first four FEN fields, then operations such as `bm Nf3; id "WAC.001";`.

use core::fmt;

use crate::error::{ErrorKind, Problem, Snippet};
use crate::parse::{bytes_eq, next_field, parse_counter, parse_epd_fields, slice, stray_byte, tri};
use crate::validate;
use crate::{FenError, FenOptions, Field, Position};

/// An EPD record: a position (placement, side to move, castling, en passant square) and its
/// operations, borrowed from the input.
///
/// The grammar: the four FEN fields, then, after one space, operations. An operation is an
/// opcode (a letter, then letters, digits or `_`), operands each after a space (unquoted
/// tokens, numbers, or strings in `"…"` with `\"` and `\\` escapes), and `;`. Operations are
/// separated by a space. `hmvc` and `fmvn` set the move counters (0 and 1 without them). The
/// position goes through the same legality checks as a FEN.
///
/// # Examples
///
/// ```
/// use fen_core::Epd;
///
/// let epd = Epd::from_epd(r#"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id "Ruy \"Lopez\""; hmvc 2; fmvn 3;"#)?;
/// assert_eq!(epd.position().fullmoves(), 3);
/// let bm = epd.operation("bm").unwrap();
/// assert_eq!(bm.operands().next().unwrap().as_raw_str(), "Bb5");
/// let id = epd.operation("id").unwrap().operands().next().unwrap();
/// assert!(id.is_quoted());
/// assert_eq!(id.to_string(), r#"Ruy "Lopez""#);
/// assert_eq!(epd.operations().count(), 4);
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Epd<'a> {
    position: Position,
    operations: &'a str,
}

impl<'a> Epd<'a> {
    /// Parses an EPD record and checks that the position is legal in standard chess.
    ///
    /// ```
    /// use fen_core::Epd;
    /// let epd = Epd::from_epd("4k3/8/8/8/8/8/4P3/4K3 w - -")?;
    /// assert_eq!(epd.operations_text(), "");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] with the first syntax problem (fields or operations), or every legality
    /// problem of the position.
    pub const fn from_epd(text: &'a str) -> Result<Epd<'a>, FenError> {
        Epd::from_epd_with(text, FenOptions::new())
    }

    /// Parses an EPD record with the given options (Chess960 castling, syntax only).
    ///
    /// ```
    /// use fen_core::{Epd, FenOptions};
    /// let epd = Epd::from_epd_with("8/8/8/8/8/8/8/8 w - - c0 \"empty\";", FenOptions::new().syntax_only())?;
    /// assert_eq!(epd.operations().next().unwrap().opcode(), "c0");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_epd`](Self::from_epd).
    pub const fn from_epd_with(text: &'a str, options: FenOptions) -> Result<Epd<'a>, FenError> {
        let bytes = text.as_bytes();
        let (position, end) = match parse_epd_fields(bytes) {
            Ok(parsed) => parsed,
            Err(problem) => return Err(FenError::new(problem)),
        };
        let (start, halfmoves, fullmoves) = match parse_operations(bytes, end) {
            Ok(parsed) => parsed,
            Err(problem) => return Err(FenError::new(problem)),
        };
        let position = Position::from_parts(
            *position.board(),
            position.turn(),
            position.castling(),
            position.ep_square(),
            halfmoves,
            fullmoves,
        );
        if !options.is_syntax_only() {
            tri!(validate::validate(
                &position,
                bytes,
                options.castling_mode()
            ));
        }
        let operations = match core::str::from_utf8(slice(bytes, start, bytes.len())) {
            Ok(operations) => operations,
            // Unreachable: `start` follows an ASCII space of a `str`.
            Err(_) => "",
        };
        Ok(Epd {
            position,
            operations,
        })
    }

    /// The position; its counters come from `hmvc` and `fmvn` (0 and 1 without them).
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - hmvc 7;")?;
    /// assert_eq!(epd.position().halfmoves(), 7);
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn position(&self) -> Position {
        self.position
    }

    /// The operations as written, from the first opcode to the end.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - am Kd7; id \"x\";")?;
    /// assert_eq!(epd.operations_text(), "am Kd7; id \"x\";");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn operations_text(&self) -> &'a str {
        self.operations
    }

    /// The operations, in order.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - am Kd7; id \"x\";")?;
    /// let opcodes: Vec<&str> = epd.operations().map(|op| op.opcode()).collect();
    /// assert_eq!(opcodes, ["am", "id"]);
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub fn operations(&self) -> Operations<'a> {
        Operations {
            rest: self.operations,
        }
    }

    /// The first operation with this opcode.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - am Kd7 Kf7;")?;
    /// assert_eq!(epd.operation("am").unwrap().operands().count(), 2);
    /// assert!(epd.operation("bm").is_none());
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub fn operation(&self, opcode: &str) -> Option<Operation<'a>> {
        self.operations()
            .find(|operation| operation.opcode() == opcode)
    }
}

impl fmt::Display for Epd<'_> {
    /// Writes the record: the four fields, canonical, then the operations as given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.position.to_epd().as_str())?;
        if !self.operations.is_empty() {
            write!(f, " {}", self.operations)?;
        }
        Ok(())
    }
}

/// Checks the operations after the four fields ending at `end`; returns where they start and
/// the counters `hmvc` and `fmvn` give.
const fn parse_operations(bytes: &[u8], end: usize) -> Result<(usize, u32, u32), Problem> {
    let mut halfmoves = 0;
    let mut fullmoves = 1;
    if end == bytes.len() {
        return Ok((end, halfmoves, fullmoves));
    }
    let start = tri!(next_field(bytes, end, Field::EnPassant, Field::Operations));
    let mut i = start;
    loop {
        // The opcode.
        let opcode_start = i;
        if !bytes[i].is_ascii_alphabetic() {
            return Err(operation_byte_problem(bytes, i));
        }
        while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        let opcode = slice(bytes, opcode_start, i);
        // Operands, each after a space, up to the `;`.
        let mut operands: u32 = 0;
        let mut first_operand = (0, 0);
        loop {
            if i == bytes.len() {
                return Err(Problem::new(
                    ErrorKind::EpdSemicolon {
                        opcode: Snippet::new(opcode),
                    },
                    Field::Operations,
                    opcode_start..bytes.len(),
                ));
            }
            match bytes[i] {
                b';' => {
                    i += 1;
                    break;
                }
                b' ' => {
                    i += 1;
                    if i == bytes.len() {
                        return Err(Problem::new(
                            ErrorKind::TrailingWhitespace { found: b' ' },
                            Field::Operations,
                            i - 1..i,
                        ));
                    }
                    let operand_start = i;
                    match bytes[i] {
                        b';' => continue,
                        b' ' => {
                            return Err(Problem::new(
                                ErrorKind::EmptyField,
                                Field::Operations,
                                i - 1..i + 1,
                            ))
                        }
                        b'"' => i = tri!(quoted_end(bytes, i)),
                        _ => {
                            while i < bytes.len() && bytes[i] != b' ' && bytes[i] != b';' {
                                if bytes[i] < b' ' || bytes[i] >= 0x7f {
                                    return Err(operation_byte_problem(bytes, i));
                                }
                                if bytes[i] == b'"' {
                                    return Err(Problem::new(
                                        ErrorKind::EpdStrayQuote,
                                        Field::Operations,
                                        i..i + 1,
                                    ));
                                }
                                i += 1;
                            }
                        }
                    }
                    if operands == 0 {
                        first_operand = (operand_start, i);
                    }
                    operands = operands.saturating_add(1);
                }
                _ => return Err(operation_byte_problem(bytes, i)),
            }
        }
        // `hmvc` and `fmvn` carry the move counters.
        let counter = if bytes_eq(opcode, b"hmvc") {
            Some(Field::HalfmoveClock)
        } else if bytes_eq(opcode, b"fmvn") {
            Some(Field::FullmoveNumber)
        } else {
            None
        };
        if let Some(field) = counter {
            if operands != 1 {
                return Err(Problem::new(
                    ErrorKind::EpdCounterOperands {
                        opcode: Snippet::new(opcode),
                        operands,
                    },
                    Field::Operations,
                    // Without the `;`.
                    opcode_start..i - 1,
                ));
            }
            let (from, to) = first_operand;
            let value = tri!(parse_counter(slice(bytes, from, to), from, field));
            match field {
                Field::HalfmoveClock => halfmoves = value,
                _ => fullmoves = if value == 0 { 1 } else { value },
            }
        }
        // The next operation, after one space (or none).
        if i == bytes.len() {
            return Ok((start, halfmoves, fullmoves));
        }
        if bytes[i] == b' ' {
            i += 1;
            if i == bytes.len() {
                return Err(Problem::new(
                    ErrorKind::TrailingWhitespace { found: b' ' },
                    Field::Operations,
                    i - 1..i,
                ));
            }
        }
    }
}

/// The end of the quoted operand starting at `start` (just after its closing `"`).
const fn quoted_end(bytes: &[u8], start: usize) -> Result<usize, Problem> {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => return Ok(i + 1),
            b'\\' => {
                let next = if i + 1 < bytes.len() { bytes[i + 1] } else { 0 };
                if next != b'"' && next != b'\\' {
                    return Err(Problem::new(
                        ErrorKind::EpdEscape { found: next },
                        Field::Operations,
                        i..if next == 0 { i + 1 } else { i + 2 },
                    ));
                }
                i += 2;
            }
            byte if byte < b' ' => {
                if let Some(problem) = stray_byte(bytes, i, Field::Operations) {
                    return Err(problem);
                }
                i += 1;
            }
            // Any other character, non-ASCII text included, is part of the string.
            _ => i += 1,
        }
    }
    Err(Problem::new(
        ErrorKind::EpdUnterminatedString,
        Field::Operations,
        start..bytes.len(),
    ))
}

/// A byte where an opcode, an operand, a space or `;` was expected.
const fn operation_byte_problem(bytes: &[u8], i: usize) -> Problem {
    match stray_byte(bytes, i, Field::Operations) {
        Some(problem) if bytes[i] != b'_' => problem,
        _ => Problem::new(
            ErrorKind::EpdOpcode { found: bytes[i] },
            Field::Operations,
            i..i + 1,
        ),
    }
}

/// The operations of an [`Epd`] record, in order.
///
/// ```
/// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - bm Kd7; id \"a;b\";")?;
/// let mut operations = epd.operations();
/// assert_eq!(operations.next().unwrap().opcode(), "bm");
/// assert_eq!(operations.next().unwrap().operands_text(), "\"a;b\"");
/// assert!(operations.next().is_none());
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Operations<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Operations<'a> {
    type Item = Operation<'a>;

    fn next(&mut self) -> Option<Operation<'a>> {
        let text = self.rest.trim_start_matches(' ');
        if text.is_empty() {
            self.rest = text;
            return None;
        }
        let opcode_end = text.find([' ', ';']).unwrap_or(text.len());
        let (opcode, rest) = text.split_at(opcode_end);
        // The `;` that ends the operation is the first one outside quotes.
        let bytes = rest.as_bytes();
        let mut i = 0;
        let mut quoted = false;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' if quoted => i += 1,
                b'"' => quoted = !quoted,
                b';' if !quoted => break,
                _ => {}
            }
            i += 1;
        }
        let operands = rest[..i.min(rest.len())].trim_start_matches(' ');
        self.rest = rest.get(i + 1..).unwrap_or("");
        Some(Operation { opcode, operands })
    }
}

/// One EPD operation: an opcode and its operands.
///
/// ```
/// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - pv Kd7 Kc6;")?;
/// let pv = epd.operation("pv").unwrap();
/// assert_eq!(pv.opcode(), "pv");
/// assert_eq!(pv.operands_text(), "Kd7 Kc6");
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operation<'a> {
    opcode: &'a str,
    operands: &'a str,
}

impl<'a> Operation<'a> {
    /// The opcode, such as `bm` or `id`.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - noop;")?;
    /// assert_eq!(epd.operations().next().unwrap().opcode(), "noop");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn opcode(&self) -> &'a str {
        self.opcode
    }

    /// The operands as written, between the opcode and the `;`.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - c0 \"x\" 1;")?;
    /// assert_eq!(epd.operations().next().unwrap().operands_text(), "\"x\" 1");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn operands_text(&self) -> &'a str {
        self.operands
    }

    /// The operands, in order.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - am Kd7 \"Kf7\";")?;
    /// let operands: Vec<String> = epd.operations().next().unwrap().operands().map(|o| o.to_string()).collect();
    /// assert_eq!(operands, ["Kd7", "Kf7"]);
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub fn operands(&self) -> Operands<'a> {
        Operands {
            rest: self.operands,
        }
    }
}

/// The operands of an [`Operation`].
///
/// ```
/// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - c0 \"a b\" 7;")?;
/// assert_eq!(epd.operations().next().unwrap().operands().count(), 2);
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Operands<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Operands<'a> {
    type Item = Operand<'a>;

    fn next(&mut self) -> Option<Operand<'a>> {
        let text = self.rest.trim_start_matches(' ');
        if text.is_empty() {
            self.rest = text;
            return None;
        }
        if let Some(inner) = text.strip_prefix('"') {
            let bytes = inner.as_bytes();
            let mut i = 0;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            let end = i.min(inner.len());
            self.rest = inner.get(end + 1..).unwrap_or("");
            Some(Operand {
                text: &inner[..end],
                quoted: true,
            })
        } else {
            let end = text.find(' ').unwrap_or(text.len());
            self.rest = &text[end..];
            Some(Operand {
                text: &text[..end],
                quoted: false,
            })
        }
    }
}

/// One operand: an unquoted token (a move, a number) or a quoted string.
///
/// `Display` writes the value, with a quoted string's escapes resolved.
///
/// ```
/// let epd = fen_core::Epd::from_epd(r#"4k3/8/8/8/8/8/8/4K3 b - - c0 "say \"hi\" \\ bye";"#)?;
/// let c0 = epd.operations().next().unwrap().operands().next().unwrap();
/// assert_eq!(c0.as_raw_str(), r#"say \"hi\" \\ bye"#);
/// assert_eq!(c0.to_string(), r#"say "hi" \ bye"#);
/// # Ok::<(), fen_core::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand<'a> {
    text: &'a str,
    quoted: bool,
}

impl<'a> Operand<'a> {
    /// The text as written, without the quotes of a string (escapes kept).
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - bm Kd7;")?;
    /// assert_eq!(epd.operations().next().unwrap().operands().next().unwrap().as_raw_str(), "Kd7");
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn as_raw_str(&self) -> &'a str {
        self.text
    }

    /// `true` for a quoted string.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd("4k3/8/8/8/8/8/8/4K3 b - - id \"x\";")?;
    /// assert!(epd.operations().next().unwrap().operands().next().unwrap().is_quoted());
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub const fn is_quoted(&self) -> bool {
        self.quoted
    }

    /// The value's characters, escapes resolved.
    ///
    /// ```
    /// let epd = fen_core::Epd::from_epd(r#"4k3/8/8/8/8/8/8/4K3 b - - id "a\"b";"#)?;
    /// let id = epd.operations().next().unwrap().operands().next().unwrap();
    /// assert_eq!(id.chars().collect::<Vec<_>>(), ['a', '"', 'b']);
    /// # Ok::<(), fen_core::FenError>(())
    /// ```
    pub fn chars(&self) -> impl Iterator<Item = char> + 'a {
        let quoted = self.quoted;
        let mut chars = self.text.chars();
        core::iter::from_fn(move || match chars.next() {
            Some('\\') if quoted => chars.next(),
            other => other,
        })
    }
}

impl fmt::Display for Operand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        for ch in self.chars() {
            f.write_char(ch)?;
        }
        Ok(())
    }
}
