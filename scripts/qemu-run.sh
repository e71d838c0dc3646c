#!/usr/bin/env bash
# Runs firmware/qemu on an emulated Cortex-M3 (QEMU's lm3s6965evb) and checks what it prints.
#
#   scripts/qemu-run.sh
#
# The firmware holds `fen!` constants, parses the same FENs at run time with
# Position::from_fen, checks they are equal, writes them back with to_fen, reports the
# problems of a rejected FEN and exits through semihosting. This script installs what it
# needs (the thumbv7m-none-eabi target; Debian's qemu-system-arm when it is missing), builds
# the firmware, runs it with a timeout and fails unless the firmware exits 0 and printed the
# expected lines. `.ci/run` runs it.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
crate="$root/firmware/qemu"
target=thumbv7m-none-eabi
cd "$root" # rust-toolchain.toml picks the toolchain

if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi
if ! command -v qemu-system-arm >/dev/null; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        echo "qemu-run: qemu-system-arm is missing; install Debian's qemu-system-arm" >&2
        exit 1
    fi
    echo "qemu-run: installing qemu-system-arm" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends qemu-system-arm >/dev/null
fi

(cd "$crate" && cargo build --release --quiet)
elf="$crate/target/$target/release/fen-qemu"

status=0
output=$(timeout 60 qemu-system-arm -cpu cortex-m3 -machine lm3s6965evb -nographic \
    -semihosting-config enable=on,target=native -kernel "$elf" 2>&1) || status=$?
printf '%s\n' "$output"

fail() {
    echo "qemu-run: $*" >&2
    exit 1
}
[ "$status" != 124 ] || fail "the firmware did not exit within 60 s"
[ "$status" = 0 ] || fail "the firmware exited with status $status"
expect() {
    grep -qF -- "$1" <<<"$output" || fail "missing from the output: $1"
}
expect "size_of: Position 48 B"
expect "ok    from_fen == fen!: r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1"
expect "ok    to_fen: bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
expect "castling right 'K' needs a white rook on h1 (the white rooks on rank 1 are on a1, f1) (bytes 26..27)"
expect "fen-qemu: 13 passed, 0 failed"
if grep -q FAIL <<<"$output"; then fail "a check failed"; fi
echo "qemu-run: the firmware ran on the emulated Cortex-M3 and every check passed"
