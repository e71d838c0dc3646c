//! `cargo bench`: every parser over the whole corpus in one run, then the writers.
//!
//! One iteration parses all 20,000 lines, so criterion's time per element (`thrpt`) is the
//! time per FEN. `./run.sh` repeats the run and turns criterion's estimates into the tables
//! of BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use fen_bench::{corpus, Parsed, PARSERS, WRITERS};

fn parse(c: &mut Criterion) {
    let lines = corpus();
    let mut group = c.benchmark_group("parse");
    group.throughput(Throughput::Elements(lines.len() as u64));
    for parser in &PARSERS {
        group.bench_function(parser.name, |b| b.iter(|| (parser.run)(black_box(&lines))));
    }
    group.finish();
}

fn write(c: &mut Criterion) {
    let lines = corpus();
    let parsed = Parsed::new(&lines);
    let mut group = c.benchmark_group("write");
    group.throughput(Throughput::Elements(lines.len() as u64));
    for writer in &WRITERS {
        group.bench_function(writer.name, |b| b.iter(|| (writer.run)(black_box(&parsed))));
    }
    group.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = parse, write
}
criterion_main!(benches);
