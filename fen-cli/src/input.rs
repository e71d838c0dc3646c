//! Where FENs come from (arguments, files, standard input) and which part of a line is the FEN.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// One argument of `fen check`, classified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A FEN given on the command line; `index` is the argument's position, 1-based.
    Fen {
        /// The argument's bytes (not necessarily UTF-8).
        bytes: Vec<u8>,
        /// The argument's position among the inputs, 1-based.
        index: usize,
    },
    /// A file to read line by line (it may not exist: reading it then reports the error).
    File(PathBuf),
    /// Standard input (`-`, or no argument at all).
    Stdin,
}

impl Source {
    /// Classifies an argument: `-` is standard input, an existing path is a file, something
    /// that looks like a path (no whitespace, and a `.`, a leading `/` or `~`, or a `\`) is a
    /// file that will fail to open, and anything else is a FEN.
    ///
    /// A FEN always has spaces between its fields, while paths seldom do; a placement alone
    /// such as `8/8/8/8/8/8/8/8` has no dot and is checked as a FEN.
    pub fn classify(arg: &OsStr, index: usize) -> Source {
        if arg == "-" {
            return Source::Stdin;
        }
        let path = Path::new(arg);
        if path.exists() || looks_like_path(arg.as_encoded_bytes()) {
            return Source::File(path.to_path_buf());
        }
        Source::Fen {
            bytes: arg.as_encoded_bytes().to_vec(),
            index,
        }
    }
}

/// `true` for text that is surely meant as a path rather than a FEN.
fn looks_like_path(bytes: &[u8]) -> bool {
    !bytes.iter().any(u8::is_ascii_whitespace)
        && (bytes.contains(&b'.')
            || bytes.contains(&b'\\')
            || matches!(bytes.first(), Some(b'/' | b'~')))
}

/// The line without its line ending (`\n` or `\r\n`).
pub fn strip_newline(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// `true` for lines `fen check` skips in files: blank lines and `#` comments.
pub fn is_skipped(line: &[u8]) -> bool {
    match line.iter().position(|byte| !byte.is_ascii_whitespace()) {
        None => true,
        Some(first) => line[first] == b'#',
    }
}

/// The part of a line that is checked: the whole line for a FEN, the first four fields for an
/// EPD line (four fields, then operations such as `bm e4; id "x";`).
///
/// A line is EPD when the text after its fourth space starts with a letter (an opcode; the
/// counters of a FEN are digits) and ends with `;`.
pub fn fen_part(line: &[u8]) -> &[u8] {
    let mut spaces = 0;
    for (i, &byte) in line.iter().enumerate() {
        if byte == b' ' {
            spaces += 1;
            if spaces == 4 {
                let rest = &line[i + 1..];
                let opcode = rest.first().is_some_and(u8::is_ascii_alphabetic);
                let terminated = rest.trim_ascii_end().ends_with(b";");
                return if opcode && terminated {
                    &line[..i]
                } else {
                    line
                };
            }
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epd_lines_keep_four_fields() {
        let epd = b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm e5; id \"x\";";
        assert_eq!(
            fen_part(epd),
            b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3"
        );
        let fen = b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assert_eq!(fen_part(fen), fen);
        // A counter that is a word is a broken FEN, not EPD: no ';'.
        let broken = b"8/8/8/8/8/8/8/8 w - - x 1";
        assert_eq!(fen_part(broken), broken);
    }

    #[test]
    fn blank_and_comment_lines_are_skipped() {
        assert!(is_skipped(b""));
        assert!(is_skipped(b"  \t"));
        assert!(is_skipped(b"# a comment"));
        assert!(is_skipped(b"   # indented"));
        assert!(!is_skipped(b"8/8/8/8/8/8/8/8 w - - 0 1"));
    }

    #[test]
    fn newlines_are_stripped() {
        assert_eq!(strip_newline(b"abc\r\n"), b"abc");
        assert_eq!(strip_newline(b"abc\n"), b"abc");
        assert_eq!(strip_newline(b"abc"), b"abc");
    }

    #[test]
    fn arguments_are_classified() {
        assert_eq!(Source::classify(OsStr::new("-"), 1), Source::Stdin);
        assert_eq!(
            Source::classify(OsStr::new("no/such/file.fen"), 1),
            Source::File(PathBuf::from("no/such/file.fen"))
        );
        assert_eq!(
            Source::classify(OsStr::new("8/8/8/8/8/8/8/8"), 2),
            Source::Fen {
                bytes: b"8/8/8/8/8/8/8/8".to_vec(),
                index: 2
            }
        );
        assert!(matches!(
            Source::classify(OsStr::new("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 1),
            Source::Fen { .. }
        ));
    }
}
