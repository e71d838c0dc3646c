//! Runs the `fen` binary and compares what it prints, byte for byte, and its exit status.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What a run of `fen` gave.
#[derive(Debug)]
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

/// A directory of its own for each test, for the files it writes; `fen` runs in it.
fn dir(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("fen-cli")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a file into the test's directory.
fn write(dir: &Path, name: &str, contents: &[u8]) {
    std::fs::write(dir.join(name), contents).unwrap();
}

/// Runs `fen` in `dir` with `args`, `stdin` on standard input.
fn fen_in(dir: &Path, args: &[&str], stdin: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fen"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let output = child.wait_with_output().unwrap();
    Run {
        status: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// Runs `fen` with `args` and nothing on standard input.
fn fen(args: &[&str]) -> Run {
    fen_in(Path::new(env!("CARGO_TARGET_TMPDIR")), args, b"")
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

#[test]
fn valid_file_skips_blank_and_comment_lines() {
    let dir = dir("valid_file");
    let text = format!("# openings\n{START}\n\n   \n  # indented comment\n{E4}\n");
    write(&dir, "valid.fen", text.as_bytes());
    let run = fen_in(&dir, &["check", "valid.fen"], b"");
    assert_eq!(run.stdout, "2 checked, 0 invalid\n");
    assert_eq!(run.stderr, "");
    assert_eq!(run.status, 0);
}

#[test]
fn invalid_file_reports_like_rustc() {
    let dir = dir("invalid_file");
    write(
        &dir,
        "bad.fen",
        b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1\n",
    );
    let run = fen_in(&dir, &["check", "bad.fen"], b"");
    let expected = "\
error: en passant square e4 is on rank 4; with black to move it must be on rank 3
 --> bad.fen:1:54
  |
1 | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1
  |                                                      ^^
  |
  = help: did you mean e3?

1 checked, 1 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.stderr, "");
    assert_eq!(run.status, 1);
}

#[test]
fn mixed_file_reports_every_problem_of_each_line() {
    let dir = dir("mixed_file");
    let text = format!(
        "{START}\n4k3/8/8/8/8/8/8/4K3 w KQ - 0 1\n# fine again\n{E4}\n4k3/8/8/8/8/8/8/4K3 w\n"
    );
    write(&dir, "mixed.fen", text.as_bytes());
    let run = fen_in(&dir, &["check", "mixed.fen"], b"");
    let expected = "\
error: castling right 'K' needs a white rook on h1
 --> mixed.fen:2:23
  |
2 | 4k3/8/8/8/8/8/8/4K3 w KQ - 0 1
  |                       ^
  |
  = help: white has no rook on rank 1

error: castling right 'Q' needs a white rook on a1
 --> mixed.fen:2:24
  |
2 | 4k3/8/8/8/8/8/8/4K3 w KQ - 0 1
  |                        ^
  |
  = help: white has no rook on rank 1

error: missing castling field, found 2 fields, expected 6 (or 4 without the move counters)
 --> mixed.fen:5:22
  |
5 | 4k3/8/8/8/8/8/8/4K3 w
  |                      ^

4 checked, 2 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

#[test]
fn epd_lines_and_crlf_line_endings() {
    let dir = dir("epd");
    let text = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"Ruy Lopez\";\r\n\
                4k3/8/8/8/8/8/8/4K3 w - - 0 1\r\n\
                4k3/8/8/8/8/8/8/4K3 w - e5 bm Ke2;\r\n";
    write(&dir, "test.epd", text.as_bytes());
    let run = fen_in(&dir, &["check", "test.epd"], b"");
    let expected = "\
error: en passant square e5 is on rank 5; with white to move it must be on rank 6
 --> test.epd:3:25
  |
3 | 4k3/8/8/8/8/8/8/4K3 w - e5 bm Ke2;
  |                         ^^
  |
  = help: did you mean e6?

3 checked, 1 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

#[test]
fn stdin_by_dash_and_by_default() {
    let input = format!("{START}\n8/8/8/8/8/8/8/8 w - - 0 1\n");
    let expected = "\
error: white has no king
 --> <stdin>:2:1
  |
2 | 8/8/8/8/8/8/8/8 w - - 0 1
  | ^^^^^^^^^^^^^^^

error: black has no king
 --> <stdin>:2:1
  |
2 | 8/8/8/8/8/8/8/8 w - - 0 1
  | ^^^^^^^^^^^^^^^

2 checked, 1 invalid
";
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for args in [&["check", "-"][..], &["check"][..]] {
        let run = fen_in(tmp, args, input.as_bytes());
        assert_eq!(run.stdout, expected, "{args:?}");
        assert_eq!(run.status, 1);
    }
}

#[test]
fn several_arguments_fens_files_and_stdin() {
    let dir = dir("several");
    write(&dir, "one.fen", format!("{E4}\n").as_bytes());
    let run = fen_in(
        &dir,
        &[
            "check",
            START,
            "one.fen",
            "-",
            "4k3/8/8/8/8/8/8/4K3 W - - 0 1",
        ],
        format!("{START}\n").as_bytes(),
    );
    let expected = "\
error: side to move 'W', expected 'w' or 'b'
 --> <argument 4>:1:21
  |
1 | 4k3/8/8/8/8/8/8/4K3 W - - 0 1
  |                     ^
  |
  = help: the side to move is lower case: 'w' or 'b'

4 checked, 1 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

#[test]
fn a_word_that_is_no_file_is_checked_as_a_fen_with_a_note() {
    let run = fen(&["check", "8/8/8"]);
    let expected = "\
error: placement has 3 ranks, expected 8 separated by '/'
 --> <argument 1>:1:1
  |
1 | 8/8/8
  | ^^^^^
  |
  = note: no file named '8/8/8' exists, so the argument was checked as a FEN

1 checked, 1 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

#[test]
fn missing_file_is_named_and_the_rest_still_checked() {
    let dir = dir("missing");
    write(&dir, "bad.fen", b"8/8/8/8/8/8/8/8 w - - 0 1\n");
    let run = fen_in(&dir, &["check", "missing.fen", START, "bad.fen"], b"");
    assert_eq!(
        run.stderr,
        "error: cannot read missing.fen: No such file or directory\n"
    );
    assert!(
        run.stdout.ends_with("2 checked, 1 invalid\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(" --> bad.fen:1:1\n"));
    // An input that cannot be read outranks an invalid FEN.
    assert_eq!(run.status, 2);

    let run = fen_in(&dir, &["check", "missing.fen", START], b"");
    assert_eq!(run.stdout, "1 checked, 0 invalid\n");
    assert_eq!(run.status, 2);
}

#[test]
fn non_utf8_lines_are_reported_not_fatal() {
    let dir = dir("non_utf8");
    let mut text = Vec::new();
    text.extend_from_slice(b"4k\xff3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    text.extend_from_slice(format!("{START}\n").as_bytes());
    text.extend_from_slice(b"\xe2\x99\x94 w - - 0 1\n");
    write(&dir, "latin1.fen", &text);
    let run = fen_in(&dir, &["check", "latin1.fen"], b"");
    let expected = "\
error: non-ASCII byte in the placement field, FEN is ASCII only
 --> latin1.fen:1:3
  |
1 | 4k\u{fffd}3/8/8/8/8/8/8/4K3 w - - 0 1
  |   ^

error: non-ASCII character '♔' (U+2654) in the placement field, FEN is ASCII only
 --> latin1.fen:3:1
  |
3 | ♔ w - - 0 1
  | ^

3 checked, 2 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);

    let run = fen_in(&dir, &["check", "--format", "json", "latin1.fen"], b"");
    let expected = concat!(
        r#"{"path":"latin1.fen","line":1,"column":3,"span":[2,3],"kind":"non_ascii","field":"placement","message":"non-ASCII byte in the placement field, FEN is ASCII only","hint":null}"#,
        "\n",
        r#"{"path":"latin1.fen","line":3,"column":1,"span":[0,3],"kind":"non_ascii","field":"placement","message":"non-ASCII character '♔' (U+2654) in the placement field, FEN is ASCII only","hint":null}"#,
        "\n",
    );
    assert_eq!(run.stdout, expected);
}

#[test]
fn empty_input_is_valid() {
    let dir = dir("empty");
    write(&dir, "empty.fen", b"");
    write(&dir, "comments.fen", b"# nothing here\n\n");
    for args in [
        &["check", "empty.fen"][..],
        &["check", "comments.fen"][..],
        &["check"][..],
    ] {
        let run = fen_in(&dir, args, b"");
        assert_eq!(run.stdout, "0 checked, 0 invalid\n", "{args:?}");
        assert_eq!(run.stderr, "");
        assert_eq!(run.status, 0);
    }
}

#[test]
fn json_shape() {
    let run = fen(&[
        "check",
        "--format",
        "json",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e5 0 1",
        START,
    ]);
    let expected = concat!(
        r#"{"path":"<argument 1>","line":1,"column":1,"span":[0,15],"kind":"missing_king","field":"placement","message":"white has no king","hint":null}"#,
        "\n",
        r#"{"path":"<argument 1>","line":1,"column":1,"span":[0,15],"kind":"missing_king","field":"placement","message":"black has no king","hint":null}"#,
        "\n",
        r#"{"path":"<argument 2>","line":1,"column":25,"span":[24,26],"kind":"en_passant_rank","field":"en passant","message":"en passant square e5 is on rank 5; with white to move it must be on rank 6","hint":"did you mean e6?"}"#,
        "\n",
    );
    assert_eq!(run.stdout, expected);
    // The summary stays off standard output, which holds one object per line.
    assert_eq!(run.stderr, "3 checked, 2 invalid\n");
    assert_eq!(run.status, 1);
    for line in run.stdout.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let keys: Vec<&str> = value
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["column", "field", "hint", "kind", "line", "message", "path", "span"]
        );
    }
}

#[test]
fn json_column_counts_characters_and_span_counts_bytes() {
    let run = fen(&["check", "--format", "json", "\u{2654}8/8 w - - 0 1"]);
    assert!(
        run.stdout
            .contains(r#""column":1,"span":[0,3],"kind":"non_ascii""#),
        "{}",
        run.stdout
    );
    let run = fen(&["check", "--format", "json", "8/8/8/8/8/8/8/8 w"]);
    assert!(
        run.stdout
            .contains(r#""column":18,"span":[17,17],"kind":"missing_field""#),
        "{}",
        run.stdout
    );
}

#[test]
fn chess960_and_syntax_only() {
    let fen960 = "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1";
    let run = fen(&["check", fen960]);
    let expected = "\
error: castling right 'B' names the rook on b1, expected a1 or h1 for white and a8 or h8 for black in standard chess
 --> <argument 1>:1:25
  |
1 | 4k3/8/8/8/8/8/8/1R2K3 w B - 0 1
  |                         ^
  |
  = help: the right is valid in Chess960; parse in Chess960 mode

1 checked, 1 invalid
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
    let run = fen(&["check", "--chess960", fen960]);
    assert_eq!(run.stdout, "1 checked, 0 invalid\n");
    assert_eq!(run.status, 0);

    let no_kings = "8/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(fen(&["check", no_kings]).status, 1);
    let run = fen(&["check", "--syntax-only", no_kings]);
    assert_eq!(run.stdout, "1 checked, 0 invalid\n");
    assert_eq!(run.status, 0);
}

#[test]
fn usage_errors_exit_2() {
    let run = fen(&["check", "--format", "xml", START]);
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("invalid value 'xml'"), "{}", run.stderr);
    assert_eq!(fen(&[]).status, 2);
    assert_eq!(fen(&["show"]).status, 2);
}

#[test]
fn show_a_legal_position() {
    let run = fen(&["show", E4]);
    let expected = "  +------------------------+
8 | ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ |
7 | ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟ |
6 | ·  ·  ·  ·  ·  ·  ·  · |
5 | ·  ·  ·  ·  ·  ·  ·  · |
4 | ·  ·  ·  ·  ♙  ·  ·  · |
3 | ·  ·  ·  ·  ·  ·  ·  · |
2 | ♙  ♙  ♙  ♙  ·  ♙  ♙  ♙ |
1 | ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ |
  +------------------------+
    a  b  c  d  e  f  g  h

side to move     black
castling         KQkq
en passant       e3
halfmove clock   0
fullmove number  1

the position is legal
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 0);
}

#[test]
fn show_marks_the_squares_of_a_problem() {
    // The fields may also come as separate arguments.
    let args = ["show", "4k3/8/8/8/8/8/4R3/4K3", "w", "-", "-", "3", "40"];
    let run = fen(&args);
    let expected = "  +------------------------+
8 | ·  ·  ·  · [♚] ·  ·  · |
7 | ·  ·  ·  ·  ·  ·  ·  · |
6 | ·  ·  ·  ·  ·  ·  ·  · |
5 | ·  ·  ·  ·  ·  ·  ·  · |
4 | ·  ·  ·  ·  ·  ·  ·  · |
3 | ·  ·  ·  ·  ·  ·  ·  · |
2 | ·  ·  ·  · [♖] ·  ·  · |
1 | ·  ·  ·  ·  ♔  ·  ·  · |
  +------------------------+
    a  b  c  d  e  f  g  h

side to move     white
castling         -
en passant       -
halfmove clock   3
fullmove number  40

error: black is in check but white is to move: the king on e8 is attacked from e2
 --> <argument>:1:2
  |
1 | 4k3/8/8/8/8/8/4R3/4K3 w - - 3 40
  |  ^
  |
  = help: the position is valid with black to move ('b')

squares marked [ ]: e2, e8
";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

#[test]
fn show_in_colour() {
    let fen_text = "4k3/8/8/8/8/8/8/R3K3 w K - 0 1";
    let run = fen(&["show", "--color", "always", fen_text]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    // Rank 1: a1 dark with a white rook, h1 light and highlighted (the missing rook).
    assert!(
        lines[7].starts_with("1 \x1b[48;2;181;136;99m\x1b[1;38;2;255;255;255m ♜ "),
        "{:?}",
        lines[7]
    );
    assert!(
        lines[7].ends_with("\x1b[48;2;240;128;112m   \x1b[0m"),
        "{:?}",
        lines[7]
    );
    assert_eq!(lines[8], "   a  b  c  d  e  f  g  h");
    assert!(run.stdout.contains("squares highlighted: h1\n"));
    assert_eq!(run.status, 1);

    // Not a terminal: plain text, whatever NO_COLOR says.
    let run = fen(&["show", fen_text]);
    assert!(!run.stdout.contains('\x1b'));
    assert!(run.stdout.contains("1 | ♖  ·  ·  ·  ♔  ·  · [·]|\n"));
}

#[test]
fn show_a_broken_fen_reports_without_a_board() {
    let run = fen(&["show", "8/8/8 w - - 0 1"]);
    let expected = "\
error: placement has 3 ranks, expected 8 separated by '/'
 --> <argument>:1:1
  |
1 | 8/8/8 w - - 0 1
  | ^^^^^

";
    assert_eq!(run.stdout, expected);
    assert_eq!(run.status, 1);
}

/// Runs `fen fix` and returns stdout, stderr and the status.
fn fix(fen_text: &str) -> (String, String, i32) {
    let run = fen(&["fix", fen_text]);
    (run.stdout, run.stderr, run.status)
}

#[test]
fn fix_sums_digits_and_counts_moves_from_one() {
    let (out, err, status) = fix("4k3/8/8/8/8/8/8/44K w - - 0 0");
    assert_eq!(out, "");
    assert_eq!(status, 1);
    assert!(err.starts_with("fixed rank 1: '44' → '8' (one digit per run of empty squares)\nerror: rank 1 has 9 squares"), "{err}");

    let (out, err, status) = fix("4k3/8/8/8/8/8/8/112K3 w - - 0 0");
    assert_eq!(out, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    assert_eq!(
        err,
        "\
fixed rank 1: '11' → '2' (one digit per run of empty squares)
fixed rank 1: '22' → '4' (one digit per run of empty squares)
fixed fullmove number: '0' → '1' (the count starts at 1)
"
    );
    assert_eq!(status, 0);
}

#[test]
fn fix_castling_order_and_rights() {
    let (out, err, status) = fix("r3k3/8/8/8/8/8/8/4K2R w kqKQ - 0 1");
    assert_eq!(out, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\n");
    assert_eq!(
        err,
        "\
fixed castling: 'kqKQ' → 'KQkq' (canonical order)
fixed castling: 'KQkq' → 'Kq' (dropped 'Qk': castling right 'Q' needs a white rook on a1; castling right 'k' needs a black rook on h8)
"
    );
    assert_eq!(status, 0);
}

#[test]
fn fix_en_passant_square_and_side_to_move() {
    let (out, err, status) = fix("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR B KQkq e4 0 1");
    assert_eq!(out, format!("{E4}\n"));
    assert_eq!(
        err,
        "\
fixed side to move: 'B' → 'b' (lower case)
fixed en passant: 'e4' → 'e3' (the square the pawn passed over)
"
    );
    assert_eq!(status, 0);
}

#[test]
fn fix_turns_an_upside_down_board_over() {
    // Fool's mate, ranks listed from 1 up: white to move is mated, so swapping the colours
    // instead would leave the side not to move in check; only turning it over is right.
    let (out, err, status) = fix("RNBQKBNR/PPPPP2P/5P2/6Pq/4p3/8/pppp1ppp/rnb1kbnr w KQkq - 1 3");
    assert_eq!(
        out,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"
    );
    assert_eq!(
        err,
        "fixed placement: 'RNBQKBNR/PPPPP2P/5P2/6Pq/4p3/8/pppp1ppp/rnb1kbnr' → \
         'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR' \
         (the board was upside down: ranks are listed from 8 down to 1)\n"
    );
    assert_eq!(status, 0);
}

#[test]
fn fix_turns_over_a_board_that_flipping_and_swapping_make_the_same() {
    // The starting position listed from rank 1: upside down and colours swapped are one board.
    let (out, err, status) = fix("RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1");
    assert_eq!(
        out,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
    );
    assert!(err.starts_with("fixed placement: "), "{err}");
    assert_eq!(status, 0);
}

#[test]
fn fix_leaves_an_ambiguous_board_alone() {
    // Upside down or colours swapped: either is valid, so nothing is certain.
    let (out, err, status) = fix("RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b KQkq - 0 1");
    assert_eq!(out, "");
    assert!(!err.contains("fixed"), "{err}");
    assert!(err.contains("help: the board looks upside down or its colours swapped"));
    assert!(
        err.ends_with("cannot fix this position: 4 problems left that no mechanical fix solves\n")
    );
    assert_eq!(status, 1);
}

#[test]
fn fix_never_invents_a_king() {
    let (out, err, status) = fix("8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(out, "");
    assert_eq!(
        err,
        "\
error: black has no king
 --> <argument>:1:1
  |
1 | 8/8/8/8/8/8/8/4K3 w - - 0 1
  | ^^^^^^^^^^^^^^^^^

cannot fix this position: 1 problem left that no mechanical fix solves
"
    );
    assert_eq!(status, 1);
}

#[test]
fn fix_keeps_a_chess960_right_unless_asked() {
    let fen960 = "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1";
    let (out, err, status) = fix(fen960);
    assert_eq!(out, "");
    assert!(
        err.contains("help: the right is valid in Chess960"),
        "{err}"
    );
    assert_eq!(status, 1);
    let run = fen(&["fix", "--chess960", fen960]);
    assert_eq!(run.stdout, format!("{fen960}\n"));
    assert_eq!(run.stderr, "nothing to fix: the position is valid\n");
    assert_eq!(run.status, 0);
}

#[test]
fn the_example_file_has_valid_and_broken_positions() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/positions.fen");
    let run = fen(&["check", example.to_str().unwrap()]);
    assert!(
        run.stdout.ends_with("12 checked, 7 invalid\n"),
        "{}",
        run.stdout
    );
    assert_eq!(run.status, 1);
}

#[test]
fn epd_operations_are_checked_too() {
    let input = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"x\\q\";\n\
                 4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"ok\";\n";
    let run = fen_in(&dir("epd-operations"), &["check", "-"], input.as_bytes());
    assert_eq!(
        run.stdout,
        "\
error: escape '\\q' in a string operand, expected '\\\"' or '\\\\'
 --> <stdin>:1:40
  |
1 | 4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"x\\q\";
  |                                        ^^

2 checked, 1 invalid
"
    );
    assert_eq!(run.status, 1);
}
