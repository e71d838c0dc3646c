#!/usr/bin/env bash
# The runtime figures of BENCHMARKS.md: `cargo bench` RUNS times (default 5), every
# benchmark once under callgrind, then the same work in ROUNDS interleaved rounds (default
# 200; src/bin/interleave.rs), and the tables.
#
#   benches/run.sh [RUNS [ROUNDS]]
#
# Raw data: target/bench-runs.tsv (ns per FEN, one line per run and benchmark) and
# target/callgrind.tsv (instructions per FEN). Needs valgrind for the instruction counts.
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-5}
rounds=${2:-200}
mkdir -p target
: >target/bench-runs.tsv
: >target/callgrind.tsv

cargo build --release --quiet --bins
cargo bench --quiet --bench fen --no-run
for run in $(seq 1 "$runs"); do
    echo "run $run/$runs" >&2
    cargo bench --quiet --bench fen -- --noplot >"target/bench-run-$run.log" 2>&1
    target/release/report collect "$run" >>target/bench-runs.tsv
done

# Instructions per FEN: the difference between 2 passes and 1 pass over the corpus, so
# start-up and setup cancel out.
if command -v valgrind >/dev/null; then
    count() { # id reps
        valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/callgrind "$1" "$2" 2>&1 \
            | awk '/Collected/ { print $NF }'
    }
    fens=$(wc -l <../corpus/positions.fen)
    target/release/callgrind --list | while read -r id; do
        one=$(count "$id" 1)
        two=$(count "$id" 2)
        printf '%s\t%s\n' "$id" "$(( (two - one) / fens ))" >>target/callgrind.tsv
    done
else
    echo "valgrind not found: no instruction counts" >&2
fi

target/release/report table target/bench-runs.tsv target/callgrind.tsv
echo
target/release/interleave "$rounds"
