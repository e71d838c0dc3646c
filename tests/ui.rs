//! Compile-fail and pass cases for `fen!`, `fen_const!`, `include_fen!`, `include_epd!` and
//! `epd!`, run by trybuild.
//!
//! The `.stderr` files hold rustc's exact output, which changes between compilers, so the
//! cases run only on the toolchain pinned in `rust-toolchain.toml`. Regenerate them with
//! `TRYBUILD=overwrite cargo test --test ui`, then read every changed line before committing.

use std::process::Command;

/// The toolchain the `.stderr` files were written with.
const PINNED: &str = "1.95.0";

#[test]
fn ui() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .expect("rustc --version");
    let version = String::from_utf8_lossy(&version.stdout);
    if !version.starts_with(&format!("rustc {PINNED} ")) {
        eprintln!("skipping the UI tests: they need rustc {PINNED}, found {version}");
        return;
    }

    let t = trybuild::TestCases::new();
    t.pass("ui-tests/pass/*.rs");
    // What the macros accept as input, and the errors of included files.
    t.compile_fail("ui-tests/input/*.rs");
    // Syntax problems, by field.
    t.compile_fail("ui-tests/whole/*.rs");
    t.compile_fail("ui-tests/placement/*.rs");
    t.compile_fail("ui-tests/side-to-move/*.rs");
    t.compile_fail("ui-tests/castling/*.rs");
    t.compile_fail("ui-tests/en-passant/*.rs");
    t.compile_fail("ui-tests/counters/*.rs");
    // Legality problems, each with its hint, several at once.
    t.compile_fail("ui-tests/legality/*.rs");
    // fen_const!: the same text, as a panic in const evaluation.
    t.compile_fail("ui-tests/fen-const/*.rs");
}
