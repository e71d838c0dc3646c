//! The `fen` command: check FEN chess positions the way a compiler checks code, show them as a
//! board, and fix the mechanical mistakes.
//!
//! ```text
//! fen check examples/positions.fen        # every line of a file
//! fen check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1'
//! fen show '4k3/8/8/8/8/8/8/4K2R w KQ - 0 1'
//! fen fix '4k3/8/8/8/8/8/8/44 w - - 0 0'
//! ```
//!
//! Exit status: 0 when every FEN is valid, 1 when one is not (or `fix` cannot fix it), 2 on a
//! usage error or an input that cannot be read.

use std::ffi::OsString;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use annotate_snippets::Renderer;
use clap::{Args, Parser, Subcommand, ValueEnum};
use fen_core::FenOptions;

mod check;
mod diagnostic;
mod fix;
mod input;
mod show;

use check::{Checker, Format};
use input::Source;

/// Check, show and fix FEN chess positions.
#[derive(Debug, Parser)]
#[command(name = "fen", version, about, long_about = None)]
struct Cli {
    /// When to use colours: `auto` colours a terminal unless NO_COLOR is set.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    /// What to do.
    #[command(subcommand)]
    command: Command,
}

/// When output is coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ColorChoice {
    /// When the output is a terminal and `NO_COLOR` is unset or empty.
    Auto,
    /// Always (ANSI escapes).
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to colour a stream that is (or is not) a terminal.
    fn enabled(self, is_terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                is_terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
            }
        }
    }
}

/// The rules to check with.
#[derive(Debug, Clone, Copy, Args)]
struct RuleArgs {
    /// Read castling rights as Chess960 (X-FEN and Shredder-FEN letters).
    #[arg(long)]
    chess960: bool,
    /// Check the syntax only, not whether the position is legal.
    #[arg(long)]
    syntax_only: bool,
}

impl RuleArgs {
    /// The fen-core options these arguments ask for.
    fn options(self) -> FenOptions {
        let mut options = FenOptions::new();
        if self.chess960 {
            options = options.chess960();
        }
        if self.syntax_only {
            options = options.syntax_only();
        }
        options
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
enum Command {
    /// Check FENs given as arguments, in files (one FEN or EPD line each; blank and '#' lines
    /// skipped) or on standard input ('-', or no argument).
    ///
    /// An argument that names an existing file is read as a file; one that looks like a path
    /// (no spaces, and a '.', a leading '/' or '~') but does not exist is an error; anything
    /// else is a FEN.
    Check {
        /// FENs, files, or '-' for standard input.
        #[arg(value_name = "FEN | FILE | -")]
        inputs: Vec<OsString>,
        /// How to write problems: rustc-style reports, or one JSON object per problem.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// The rules to check with.
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Show a FEN as a board, with its fields and problems (squares involved highlighted).
    Show {
        /// The FEN (its fields may also be given as separate arguments).
        #[arg(required = true, num_args = 1.., value_name = "FEN")]
        fen: Vec<String>,
        /// The rules to check with.
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Print the FEN with its mechanical mistakes fixed; the changes go to standard error.
    ///
    /// Fixes: digits in a row summed ('44' -> '8'), castling letters in canonical order,
    /// castling rights that cannot be valid dropped, an en passant square on the pawn's rank
    /// moved behind it ('e5' -> 'e6'), 'W'/'B' lower-cased, an upside-down board turned over,
    /// fullmove number 0 -> 1. Pieces are never added or removed.
    Fix {
        /// The FEN (its fields may also be given as separate arguments).
        #[arg(required = true, num_args = 1.., value_name = "FEN")]
        fen: Vec<String>,
        /// Read castling rights as Chess960 (X-FEN and Shredder-FEN letters).
        #[arg(long)]
        chess960: bool,
    },
}

/// A report renderer, coloured or plain.
fn renderer(color: bool) -> Renderer {
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    // Long EPD lines are shown whole rather than cut to a terminal's width.
    renderer.term_width(1 << 12)
}

/// Exit status: every FEN valid (or fixed).
const VALID: u8 = 0;
/// Exit status: a FEN is invalid (or cannot be fixed).
const INVALID: u8 = 1;
/// Exit status: a usage error (clap's), an input that cannot be read, or output that cannot
/// be written.
const TROUBLE: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => ExitCode::from(code),
        // `fen check big.fen | head`: the reader left, nothing more to say.
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(TROUBLE),
        Err(err) => {
            eprintln!("error: cannot write the output: {err}");
            ExitCode::from(TROUBLE)
        }
    }
}

/// Runs a command; the error is a failure to write the output.
fn run(cli: Cli) -> io::Result<u8> {
    let stdout = io::stdout();
    let stdout_color = cli.color.enabled(stdout.is_terminal());
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    match cli.command {
        Command::Check {
            inputs,
            format,
            rules,
        } => {
            let renderer = renderer(stdout_color);
            let mut checker = Checker::new(&mut out, rules.options(), format, &renderer);
            let sources: Vec<Source> = if inputs.is_empty() {
                vec![Source::Stdin]
            } else {
                inputs
                    .iter()
                    .enumerate()
                    .map(|(i, arg)| Source::classify(arg, i + 1))
                    .collect()
            };
            for source in &sources {
                checker.check_source(source)?;
            }
            let summary = checker.finish()?;
            Ok(if summary.unreadable > 0 {
                TROUBLE
            } else if summary.invalid > 0 {
                INVALID
            } else {
                VALID
            })
        }
        Command::Show { fen, rules } => {
            let fen = fen.join(" ");
            let renderer = renderer(stdout_color);
            let valid = show::show(&mut out, &fen, rules.options(), stdout_color, &renderer)?;
            out.flush()?;
            Ok(if valid { VALID } else { INVALID })
        }
        Command::Fix { fen, chess960 } => {
            let fen = fen.join(" ");
            let options = RuleArgs {
                chess960,
                syntax_only: false,
            }
            .options();
            let outcome = fix::fix(&fen, options);
            let stderr = io::stderr();
            let mut err = stderr.lock();
            for change in &outcome.changes {
                writeln!(err, "fixed {change}")?;
            }
            match &outcome.remaining {
                None => {
                    if outcome.changes.is_empty() {
                        writeln!(err, "nothing to fix: the position is valid")?;
                    }
                    writeln!(out, "{}", outcome.fen)?;
                    out.flush()?;
                    Ok(VALID)
                }
                Some(error) => {
                    let renderer = renderer(cli.color.enabled(stderr.is_terminal()));
                    let path = if outcome.changes.is_empty() {
                        "<argument>"
                    } else {
                        "<after the fixes>"
                    };
                    let line = diagnostic::Line {
                        path,
                        number: 1,
                        bytes: outcome.fen.as_bytes(),
                    };
                    diagnostic::write_report(&mut err, &renderer, line, error, None)?;
                    let problems = error.problems().len() + error.omitted();
                    writeln!(
                        err,
                        "cannot fix this position: {problems} problem{} left that no mechanical fix solves",
                        if problems == 1 { "" } else { "s" }
                    )?;
                    Ok(INVALID)
                }
            }
        }
    }
}
