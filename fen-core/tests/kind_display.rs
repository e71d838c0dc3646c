//! `ErrorKind`'s own `Display` does not know the field, so it words field names generically;
//! `Problem`'s names the field.

use fen_core::Position;

#[test]
fn kind_display_without_field_is_generic() {
    let cases = [
        (
            "8/8/8/8/8/8/8/8",
            "missing field, found 1 field, expected 6 (or 4 without the move counters)",
            "missing side to move field, found 1 field, expected 6 (or 4 without the move counters)",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
            "move counter 'x' is not a number, expected ASCII digits",
            "fullmove number 'x' is not a number, expected ASCII digits",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1",
            "move counter is too large, expected at most 4294967295",
            "halfmove clock is too large, expected at most 4294967295",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w\t- - 0 1",
            "unexpected '\\t' in a field, expected a single space between fields",
            "unexpected '\\t' in the side to move field, expected a single space between fields",
        ),
    ];
    for (fen, kind_text, problem_text) in cases {
        let err = Position::from_fen(fen).unwrap_err();
        assert_eq!(err.kind().to_string(), kind_text, "{fen}");
        let mut message = fen_core::StrBuf::<256>::new();
        err.problems()[0].write_message(&mut message);
        assert_eq!(message.as_str(), problem_text, "{fen}");
    }
}
