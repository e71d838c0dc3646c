//! Runs one benchmark's work `REPS` times, for `valgrind --tool=callgrind`:
//!
//!     callgrind ID REPS      ID as in `cargo bench`, e.g. `parse/fen-core/full`
//!     callgrind --list       the ids
//!
//! `./run.sh` runs it with REPS = 1 and 2 and divides the difference of the instruction
//! counts by the number of FENs, so start-up, reading the corpus and parsing it for the
//! writers cancel out.

use std::hint::black_box;

use fen_bench::{corpus, Parsed, PARSERS, WRITERS};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (id, reps) = match args.as_slice() {
        [flag] if flag == "--list" => {
            for parser in &PARSERS {
                println!("parse/{}", parser.name);
            }
            for writer in &WRITERS {
                println!("write/{}", writer.name);
            }
            return;
        }
        [id, reps] => (
            id.as_str(),
            reps.parse::<usize>().expect("REPS is a number"),
        ),
        _ => {
            eprintln!("usage: callgrind ID REPS | callgrind --list");
            std::process::exit(2);
        }
    };
    let lines = corpus();
    if let Some(parser) = PARSERS
        .iter()
        .find(|p| id.strip_prefix("parse/") == Some(p.name))
    {
        for _ in 0..reps {
            black_box((parser.run)(black_box(&lines)));
        }
    } else if let Some(writer) = WRITERS
        .iter()
        .find(|w| id.strip_prefix("write/") == Some(w.name))
    {
        let parsed = Parsed::new(&lines);
        for _ in 0..reps {
            black_box((writer.run)(black_box(&parsed)));
        }
    } else {
        eprintln!("unknown benchmark {id:?}; see --list");
        std::process::exit(2);
    }
}
