use fen::fen_const;

fn main() {
    // Not in a `const` item, and still checked at compile time.
    let position = fen_const!("8/8/8/8/8/8/8/8 w - - 0 1");
    let _ = position;
}
