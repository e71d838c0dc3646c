#!/usr/bin/env bash
# Compile cost of `fen!` and `fen_const!` against the same positions written by hand.
#
#   scripts/compile-cost.sh [COUNTS...]     (default: 1000 10000)
#
# For each count N it generates three library crates with the first N positions of
# corpus/positions.fen, each as `pub const P<i>: … = …;`:
#
#   fen!        fen!("<FEN>")
#   fen_const!  fen_const!("<FEN>")
#   literal     a plain struct literal: a 64-square [Option<Piece>; 64] board, side to move,
#               castling files, en passant square and counters (what a user writes by hand)
#
# The literals are written by a generator that parses the corpus with fen-core (no second
# FEN parser). Dependencies are built first; then each crate is rebuilt (touch + `cargo build`,
# dev profile, and `cargo check`) three times and the fastest run is reported, so the
# figures are the crate's own compile time (wall clock, and CPU time: user + system, which
# other load on the machine disturbs less). Finally the cold build of the dependencies is
# timed: `fen` (fen-core + fen-macros + syn, quote, proc-macro2) against fen-core alone.
#
# Everything is generated under target/compile-cost/ and built with the pinned toolchain.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
corpus="$root/corpus/positions.fen"
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1000 10000)
work="$root/target/compile-cost"
export CARGO_TARGET_DIR="$work/target"
mkdir -p "$work"

now() { date +%s.%N; }

# A crate of its own (not a workspace member), pinned to the workspace's lock file.
new_crate() { # name, dependency lines
    local dir="$work/$1"
    mkdir -p "$dir/src"
    cat >"$dir/Cargo.toml" <<EOF
[package]
name = "$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$2

[workspace]
EOF
    cp "$root/Cargo.lock" "$dir/Cargo.lock"
    : >"$dir/src/lib.rs"
}

# The generator: reads the corpus with fen-core and writes the three kinds of source.
new_crate gen "fen-core = { path = \"$root/fen-core\" }"
rm -f "$work/gen/src/lib.rs"
cat >"$work/gen/src/main.rs" <<'EOF'
use std::fmt::Write as _;
use fen_core::{Color, Position, Role};

fn role(role: Role) -> &'static str {
    match role {
        Role::Pawn => "Pawn",
        Role::Knight => "Knight",
        Role::Bishop => "Bishop",
        Role::Rook => "Rook",
        Role::Queen => "Queen",
        Role::King => "King",
    }
}

fn color(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (kind, count, corpus) = (&args[1], args[2].parse::<usize>().unwrap(), &args[3]);
    let text = std::fs::read_to_string(corpus).unwrap();
    let mut out = String::new();
    match kind.as_str() {
        "macro" => out.push_str("use fen::{fen, Position};\n"),
        "fen_const" => out.push_str("use fen::{fen_const, Position};\n"),
        _ => out.push_str(
            "use fen::Color::*;\nuse fen::Role::*;\nuse fen::{Color, Piece, Square};\n\n\
             pub struct HandPosition {\n    pub board: [Option<Piece>; 64],\n    pub turn: Color,\n    \
             pub castling: [u8; 2],\n    pub ep_square: Option<Square>,\n    pub halfmoves: u32,\n    \
             pub fullmoves: u32,\n}\n",
        ),
    }
    for (i, fen) in text.lines().take(count).enumerate() {
        match kind.as_str() {
            "macro" => writeln!(out, "pub const P{i}: Position = fen!(\"{fen}\");").unwrap(),
            "fen_const" => writeln!(out, "pub const P{i}: Position = fen_const!(\"{fen}\");").unwrap(),
            _ => {
                let pos = Position::from_fen(fen).unwrap();
                let squares: Vec<String> = pos
                    .board()
                    .to_squares()
                    .iter()
                    .map(|square| match square {
                        Some(piece) => format!(
                            "Some(Piece {{ color: {}, role: {} }})",
                            color(piece.color),
                            role(piece.role)
                        ),
                        None => "None".to_owned(),
                    })
                    .collect();
                let ep = match pos.ep_square() {
                    Some(square) => format!("Some(Square::{:?})", square),
                    None => "None".to_owned(),
                };
                writeln!(
                    out,
                    "pub const P{i}: HandPosition = HandPosition {{ board: [{}], turn: {}, castling: [{}, {}], ep_square: {ep}, halfmoves: {}, fullmoves: {} }};",
                    squares.join(", "),
                    color(pos.turn()),
                    pos.castling().files(Color::White),
                    pos.castling().files(Color::Black),
                    pos.halfmoves(),
                    pos.fullmoves()
                )
                .unwrap();
            }
        }
    }
    print!("{out}");
}
EOF
(cd "$work/gen" && cargo build --quiet --release)
generate() { "$CARGO_TARGET_DIR/release/gen" "$@"; }

# Times one command: prints "wall cpu" in seconds, cpu being user + system time of cargo
# and rustc, which other load on the machine disturbs less than the wall-clock time.
measure() {
    local TIMEFORMAT='%R %U %S' times
    times=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
    echo "$times" | awk '{ printf "%.2f %.2f", $1, $2 + $3 }'
}

# Times a rebuild of one crate: the run with the least CPU time of three.
time_crate() { # dir, cargo subcommand
    local best="" run
    for _ in 1 2 3; do
        touch "$1/src/lib.rs"
        run=$(cd "$1" && measure cargo "$2" --quiet)
        best=$(echo "$run ${best:-x x}" | awk '{ if ($3 == "x" || $2 < $4) print $1, $2; else print $3, $4 }')
    done
    echo "$best"
}

printf '\n%-8s %-11s %17s %17s %12s\n' "count" "kind" "build wall/cpu (s)" "check wall/cpu (s)" "source (KiB)"
for count in "${counts[@]}"; do
    for kind in macro fen_const literal; do
        name="cost_${kind}_${count}"
        new_crate "$name" "fen = { path = \"$root\" }"
        generate "$kind" "$count" "$corpus" >"$work/$name/src/lib.rs"
        (cd "$work/$name" && cargo build --quiet && cargo check --quiet)
        read -r build_wall build_cpu <<<"$(time_crate "$work/$name" build)"
        read -r check_wall check_cpu <<<"$(time_crate "$work/$name" check)"
        size=$(( $(wc -c <"$work/$name/src/lib.rs") / 1024 ))
        label=$kind
        [ "$kind" = macro ] && label='fen!'
        [ "$kind" = fen_const ] && label='fen_const!'
        printf '%-8s %-11s %8s /%7s %8s /%7s %12s\n' "$count" "$label" \
            "$build_wall" "$build_cpu" "$check_wall" "$check_cpu" "$size"
    done
done

# Cold builds of the dependencies alone, each in a fresh target directory.
printf '\n%-52s %17s\n' "cold build of the dependencies (dev profile)" "wall/cpu (s)"
for dep in fen fen-core; do
    name="cold_${dep//-/_}"
    if [ "$dep" = fen ]; then line="fen = { path = \"$root\" }"; else line="fen-core = { path = \"$root/fen-core\" }"; fi
    new_crate "$name" "$line"
    rm -rf "$work/cold-target"
    read -r wall cpu <<<"$(cd "$work/$name" && CARGO_TARGET_DIR="$work/cold-target" measure cargo build --quiet)"
    label="$dep"
    [ "$dep" = fen ] && label="fen (fen-core, fen-macros, syn, quote, proc-macro2)"
    printf '%-52s %8s /%7s\n' "$label" "$wall" "$cpu"
done
rm -rf "$work/cold-target"
echo
echo "rustc: $(rustc --version)   cores: $(nproc)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
