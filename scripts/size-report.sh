#!/usr/bin/env bash
# Code size of fen-core on a Cortex-M0 (thumbv6m-none-eabi), from firmware/footprint:
#
#   scripts/size-report.sh [OPT_LEVELS...]     (default: s z)
#
# Builds every binary of firmware/footprint (release: panic = "abort", lto, one codegen unit)
# at each opt-level and prints, per binary, the flash it takes (vector table + .text +
# .rodata + .data) and what it adds to `baseline` (cortex-m-rt and an empty loop):
#
#   baseline     no fen-core code
#   consts       four `fen!` constants, read at run time: must add nothing
#   syntax       Position::from_fen_syntax_only (the grammar alone)
#   parse        Position::from_fen (grammar + legality checks, errors built, no text)
#   parse_write  parse + Position::to_fen
#   messages     parse + every problem's message written through core::fmt
#
# Then it checks that `consts` holds no fen-core symbol and no error text, and lists the
# largest symbols of `parse`. Needs the thumbv6m-none-eabi target and arm-none-eabi-size/-nm
# (Debian's binutils-arm-none-eabi; installed if missing and apt-get is there) or llvm-size/-nm.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
crate="$root/firmware/footprint"
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(s z)
bins=(baseline consts syntax parse parse_write messages)

if ! command -v arm-none-eabi-size >/dev/null && command -v apt-get >/dev/null; then
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils-arm-none-eabi; } >/dev/null
fi
if command -v arm-none-eabi-size >/dev/null; then
    size=arm-none-eabi-size nm=arm-none-eabi-nm
else
    size=llvm-size nm=llvm-nm
fi
rustup target add thumbv6m-none-eabi >/dev/null 2>&1 || true

flash() { # elf: bytes in flash
    "$size" -A "$1" | awk '$1 ~ /^\.(vector_table|text|rodata|data)$/ { sum += $2 } END { print sum }'
}
section() { # elf section
    "$size" -A "$1" | awk -v s="$2" '$1 == s { print $2 }'
}

cd "$crate"
for level in "${levels[@]}"; do
    target_dir="$crate/target/opt-$level"
    CARGO_TARGET_DIR="$target_dir" cargo build --quiet --release --bins \
        --config "profile.release.opt-level=\"$level\""
    out="$target_dir/thumbv6m-none-eabi/release"
    base=$(flash "$out/baseline")
    printf '\nopt-level "%s" (%s)\n' "$level" "$(rustc --version)"
    printf '%-12s %8s %8s %8s %10s %10s\n' binary .text .rodata flash "+baseline" "KiB added"
    for bin in "${bins[@]}"; do
        total=$(flash "$out/$bin")
        printf '%-12s %8s %8s %8s %10s %10.1f\n' "$bin" "$(section "$out/$bin" .text)" \
            "$(section "$out/$bin" .rodata)" "$total" "$((total - base))" \
            "$(echo "$total $base" | awk '{ print ($1 - $2) / 1024 }')"
    done
done

# The checks and the symbol list, on the first opt-level.
out="$crate/target/opt-${levels[0]}/thumbv6m-none-eabi/release"
symbols=$("$nm" -C "$out/consts" | grep -c 'fen_core' || true)
texts=$(grep -c -a -e 'expected 8' -e 'castling right' "$out/consts" || true)
printf '\nconsts: %s fen_core symbols, %s error texts\n' "$symbols" "$texts"
if [ "$symbols" != 0 ] || [ "$texts" != 0 ]; then
    echo "size-report: parser code found in consts" >&2
    exit 1
fi
printf '\nlargest symbols of parse (opt-level "%s"): bytes, kind, name\n' "${levels[0]}"
"$nm" -C --size-sort -S "$out/parse" | while read -r _ hex kind name; do
    printf '%6d %s %s\n' "$((16#$hex))" "$kind" "$name"
done | sort -rn | head -20
