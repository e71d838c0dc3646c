use fen::{fen, Position};

const PLAIN: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const RAW: Position = fen!(r"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const RAW_HASH: Position = fen!(r#"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"#);
// Escapes are read as in any string literal: `\x20` is a space.
const ESCAPED: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\x20w KQkq - 0 1");
// A line continuation: the newline and the indentation after it are not part of the text.
const CONTINUED: Position = fen!(
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \
     w KQkq - 0 1"
);

fn main() {
    assert_eq!(PLAIN, Position::START);
    assert_eq!(RAW, Position::START);
    assert_eq!(RAW_HASH, Position::START);
    assert_eq!(ESCAPED, Position::START);
    assert_eq!(CONTINUED, Position::START);
}
