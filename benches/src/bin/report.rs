//! Turns criterion's estimates and callgrind's counts into the tables of BENCHMARKS.md.
//!
//!     report collect RUN                 after `cargo bench`: one TSV line per benchmark,
//!                                        `RUN  ID  NS_PER_FEN` (criterion's median)
//!     report table RUNS.tsv COUNTS.tsv   the Markdown tables; COUNTS.tsv holds
//!                                        `ID  INSTRUCTIONS_PER_FEN` lines from callgrind
//!
//! Ratios are taken within each run (both sides measured minutes apart on the same machine
//! load), then the median and the range of those per-run ratios are reported.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use fen_bench::{corpus, Parsed, PARSERS, WRITERS};

/// Where `cargo bench` leaves criterion's files, relative to this crate.
const CRITERION: &str = "target/criterion";

/// The reference of each ratio column.
const FLOOR: &str = "parse/floor/split";
const SHAKMATY_FULL: &str = "parse/shakmaty/full";

/// Each writer's fen-core counterpart doing the same job.
fn writer_pair(id: &str) -> &'static str {
    if id.contains("Legal") {
        "write/fen-core/to_fen_with(Legal)"
    } else {
        "write/fen-core/to_fen"
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["collect", run] => collect(run),
        ["table", runs, counts] => print!("{}", table(runs, counts)),
        _ => {
            eprintln!("usage: report collect RUN | report table RUNS.tsv COUNTS.tsv");
            std::process::exit(2);
        }
    }
}

fn ids() -> Vec<String> {
    let parse = PARSERS.iter().map(|p| format!("parse/{}", p.name));
    parse
        .chain(WRITERS.iter().map(|w| format!("write/{}", w.name)))
        .collect()
}

/// Reads `target/criterion/*/*/new/{benchmark,estimates}.json` for every known id.
fn collect(run: &str) {
    let mut found = BTreeMap::new();
    for group in ["parse", "write"] {
        let Ok(entries) = fs::read_dir(Path::new(CRITERION).join(group)) else {
            continue;
        };
        for entry in entries.flatten() {
            let dir = entry.path().join("new");
            let (Ok(bench), Ok(estimates)) = (
                fs::read_to_string(dir.join("benchmark.json")),
                fs::read_to_string(dir.join("estimates.json")),
            ) else {
                continue;
            };
            let bench: serde_json::Value = serde_json::from_str(&bench).expect("benchmark.json");
            let estimates: serde_json::Value =
                serde_json::from_str(&estimates).expect("estimates.json");
            let id = bench["full_id"].as_str().expect("full_id").to_owned();
            let elements = bench["throughput"]["Elements"]
                .as_f64()
                .expect("throughput in elements");
            let median = estimates["median"]["point_estimate"]
                .as_f64()
                .expect("median");
            found.insert(id, median / elements);
        }
    }
    for id in ids() {
        match found.get(&id) {
            Some(ns) => println!("{run}\t{id}\t{ns:.2}"),
            None => eprintln!("report: no criterion estimate for {id}"),
        }
    }
}

/// Median and range of a list of figures.
struct Stats {
    median: f64,
    min: f64,
    max: f64,
}

impl Stats {
    fn of(mut values: Vec<f64>) -> Option<Stats> {
        if values.is_empty() {
            return None;
        }
        values.sort_by(f64::total_cmp);
        let n = values.len();
        let median = if n % 2 == 1 {
            values[n / 2]
        } else {
            (values[n / 2 - 1] + values[n / 2]) / 2.0
        };
        Some(Stats {
            median,
            min: values[0],
            max: values[n - 1],
        })
    }

    /// `123 (118–131, ±5%)`: median, range and the half-range relative to the median.
    fn time(&self) -> String {
        let spread = (self.max - self.min) / 2.0 / self.median * 100.0;
        format!(
            "{:.0} | {:.0}–{:.0} (±{spread:.0}%)",
            self.median, self.min, self.max
        )
    }

    fn ratio(&self) -> String {
        format!("{:.2}× ({:.2}–{:.2})", self.median, self.min, self.max)
    }
}

fn table(runs: &str, counts: &str) -> String {
    // run -> id -> ns per FEN
    let mut by_run: BTreeMap<String, BTreeMap<String, f64>> = BTreeMap::new();
    for line in fs::read_to_string(runs).expect("runs file").lines() {
        let [run, id, ns] = line.split('\t').collect::<Vec<_>>()[..] else {
            continue;
        };
        by_run
            .entry(run.to_owned())
            .or_default()
            .insert(id.to_owned(), ns.parse().expect("ns"));
    }
    let mut instructions = BTreeMap::new();
    for line in fs::read_to_string(counts).unwrap_or_default().lines() {
        let [id, count] = line.split('\t').collect::<Vec<_>>()[..] else {
            continue;
        };
        instructions.insert(id.to_owned(), count.parse::<f64>().expect("count"));
    }
    let times = |id: &str| {
        Stats::of(
            by_run
                .values()
                .filter_map(|run| run.get(id).copied())
                .collect(),
        )
    };
    // Per-run ratio `id / reference`.
    let ratio = |id: &str, reference: &str| {
        Stats::of(
            by_run
                .values()
                .filter_map(|run| Some(run.get(id)? / run.get(reference)?))
                .collect(),
        )
    };
    let instr = |id: &str| instructions.get(id).copied();
    let instr_ratio = |id: &str, reference: &str| Some(instr(id)? / instr(reference)?);
    let or_dash = |value: Option<String>| value.unwrap_or_else(|| "–".to_owned());

    let lines = corpus();
    let parsed = Parsed::new(&lines);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} runs of `cargo bench`; time = criterion's median per run, divided by the {} FENs; \
         the figure is the median of the runs, then their range. Ratios are taken within each run.\n",
        by_run.len(),
        lines.len()
    );
    let _ = writeln!(
        out,
        "| parse | accepts | ns/FEN | range | ÷ split floor | speed-up over shakmaty/full | instructions/FEN | ÷ split floor | speed-up over shakmaty/full |"
    );
    let _ = writeln!(out, "|---|--:|--:|---|---|---|--:|--:|--:|");
    for parser in &PARSERS {
        let id = format!("parse/{}", parser.name);
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            parser.name,
            (parser.run)(&lines),
            times(&id)
                .map(|s| s.time())
                .unwrap_or_else(|| "– | –".to_owned()),
            or_dash(ratio(&id, FLOOR).map(|s| s.ratio())),
            or_dash(ratio(SHAKMATY_FULL, &id).map(|s| s.ratio())),
            or_dash(instr(&id).map(|n| format!("{n:.0}"))),
            or_dash(instr_ratio(&id, FLOOR).map(|r| format!("{r:.2}×"))),
            or_dash(instr_ratio(SHAKMATY_FULL, &id).map(|r| format!("{r:.2}×"))),
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "| write | bytes | ns/FEN | range | ÷ fen-core (same job) | instructions/FEN | ÷ fen-core (same job) |"
    );
    let _ = writeln!(out, "|---|--:|--:|---|---|--:|--:|");
    for writer in &WRITERS {
        let id = format!("write/{}", writer.name);
        let pair = writer_pair(&id);
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} |",
            writer.name,
            (writer.run)(&parsed),
            times(&id)
                .map(|s| s.time())
                .unwrap_or_else(|| "– | –".to_owned()),
            or_dash(ratio(&id, pair).map(|s| s.ratio())),
            or_dash(instr(&id).map(|n| format!("{n:.0}"))),
            or_dash(instr_ratio(&id, pair).map(|r| format!("{r:.2}×"))),
        );
    }
    let _ = writeln!(
        out,
        "\nsize_of on this host: Position {} B, FenError {} B, Result<Position, FenError> {} B",
        std::mem::size_of::<fen_core::Position>(),
        std::mem::size_of::<fen_core::FenError>(),
        std::mem::size_of::<Result<fen_core::Position, fen_core::FenError>>()
    );
    out
}
