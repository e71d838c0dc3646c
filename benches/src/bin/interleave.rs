//! The same work as `cargo bench`, timed in interleaved rounds: each round runs every parser
//! and writer once over the whole corpus, in an order rotated from round to round, so a
//! burst of load on a shared machine hits all of them alike. Prints a Markdown table:
//! fastest and median round per benchmark, and the median of the per-round ratios.
//!
//!     interleave [ROUNDS]     (default 100)

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Instant;

use fen_bench::{corpus, Parsed, PARSERS, WRITERS};

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The `q`-quantile (0..=1) of the values, nearest rank.
fn quantile(mut values: Vec<f64>, q: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * q).round() as usize]
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .map_or(100, |n| n.parse().expect("ROUNDS is a number"));
    let lines = corpus();
    let parsed = Parsed::new(&lines);
    let fens = lines.len() as f64;

    // One closure per benchmark, parsers first; `times[i][round]` in ns per FEN.
    let mut jobs: Vec<(String, Box<dyn Fn() -> usize>)> = Vec::new();
    for parser in &PARSERS {
        let lines = &lines;
        jobs.push((
            format!("parse/{}", parser.name),
            Box::new(move || (parser.run)(black_box(lines))),
        ));
    }
    for writer in &WRITERS {
        let parsed = &parsed;
        jobs.push((
            format!("write/{}", writer.name),
            Box::new(move || (writer.run)(black_box(parsed))),
        ));
    }
    // Warm-up: two passes of everything.
    for _ in 0..2 {
        for (_, job) in &jobs {
            black_box(job());
        }
    }
    let mut times = vec![Vec::with_capacity(rounds); jobs.len()];
    for round in 0..rounds {
        for k in 0..jobs.len() {
            let i = (k + round) % jobs.len();
            let start = Instant::now();
            black_box(jobs[i].1());
            times[i].push(start.elapsed().as_nanos() as f64 / fens);
        }
    }

    let index = |id: &str| {
        jobs.iter()
            .position(|(name, _)| name == id)
            .expect("known id")
    };
    // Median over the rounds of `time[i] / time[j]`.
    let ratio =
        |i: usize, j: usize| median((0..rounds).map(|k| times[i][k] / times[j][k]).collect());
    let stats = |i: usize| {
        format!(
            "{:.0} | {:.0} | {:.0}",
            quantile(times[i].clone(), 0.0),
            median(times[i].clone()),
            quantile(times[i].clone(), 0.9)
        )
    };
    let (floor, shakmaty) = (index("parse/floor/split"), index("parse/shakmaty/full"));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{rounds} interleaved rounds over the {} FENs. ns per FEN: the fastest round, the median \
         round and the 90th percentile; ratios: the median of the per-round ratios.\n",
        lines.len()
    );
    let _ = writeln!(
        out,
        "| parse | fastest | median | p90 | ÷ split floor | speed-up over shakmaty/full |"
    );
    let _ = writeln!(out, "|---|--:|--:|--:|--:|--:|");
    for (i, (id, _)) in jobs
        .iter()
        .enumerate()
        .filter(|(_, (id, _))| id.starts_with("parse/"))
    {
        let name = &id["parse/".len()..];
        let _ = writeln!(
            out,
            "| {name} | {} | {:.2}× | {:.2}× |",
            stats(i),
            ratio(i, floor),
            ratio(shakmaty, i)
        );
    }
    let _ = writeln!(
        out,
        "\n| write | fastest | median | p90 | ÷ fen-core (same job) |"
    );
    let _ = writeln!(out, "|---|--:|--:|--:|--:|");
    for (i, (id, _)) in jobs
        .iter()
        .enumerate()
        .filter(|(_, (id, _))| id.starts_with("write/"))
    {
        let pair = if id.contains("Legal") {
            "write/fen-core/to_fen_with(Legal)"
        } else {
            "write/fen-core/to_fen"
        };
        let name = &id["write/".len()..];
        let _ = writeln!(
            out,
            "| {name} | {} | {:.2}× |",
            stats(i),
            ratio(i, index(pair))
        );
    }
    print!("{out}");
}
