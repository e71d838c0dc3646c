#!/usr/bin/env bash
# Short fuzz run of every cargo-fuzz target in fuzz/ (FUZZ_SECONDS each, default 30), from the
# committed seed corpus. Skips, saying so, when the nightly toolchain or cargo-fuzz is missing.
# Exits non-zero when a target crashes; the reproducer is left in fuzz/artifacts/<target>/.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

seconds=${FUZZ_SECONDS:-30}

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
    echo "fuzz smoke: skipped (no nightly toolchain; rustup toolchain install nightly)"
    exit 0
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    echo "fuzz smoke: skipped (cargo-fuzz not installed; cargo install cargo-fuzz)"
    exit 0
fi

# New inputs go to a scratch directory, so the committed corpus stays as it is.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# fen-core has no unsafe code: no sanitizer; debug assertions and overflow checks stay on.
cargo +nightly fuzz build -s none

status=0
for target in $(cargo +nightly fuzz list); do
    case "$target" in
        parts) options=(-max_len=64) ;;
        *) options=(-dict=fen.dict -max_len=256) ;;
    esac
    mkdir -p "$scratch/$target"
    log="$scratch/$target.log"
    if cargo +nightly fuzz run -s none "$target" "$scratch/$target" "corpus/$target" -- \
        "${options[@]}" -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
        echo "fuzz smoke: $target ok, $runs runs, $coverage"
    else
        tail -n 40 "$log"
        echo "fuzz smoke: $target FAILED; reproducer in fuzz/artifacts/$target/"
        status=1
    fi
done
exit "$status"
