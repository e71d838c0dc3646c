//! `fen check`: every FEN of the arguments, files and standard input, line by line.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

use annotate_snippets::Renderer;
use fen_core::{Epd, FenOptions, Position};

use crate::diagnostic::{self, Line};
use crate::input::{self, Source};

/// How problems are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// rustc-style reports, then a summary line.
    Human,
    /// One JSON object per problem and line (the summary goes to standard error).
    Json,
}

/// What went wrong while reading one input.
enum Failure {
    /// The input could not be opened or read: reported, and the next input is checked.
    Read(io::Error),
    /// The output could not be written: checking stops.
    Write(io::Error),
}

/// The counts of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// FENs checked (blank and comment lines not counted).
    pub checked: u64,
    /// FENs with at least one problem.
    pub invalid: u64,
    /// Inputs that could not be read.
    pub unreadable: u64,
}

/// Checks FENs and writes their problems to `out`.
pub struct Checker<'r, W> {
    /// Where reports go (standard output, buffered).
    out: W,
    /// The rules.
    options: FenOptions,
    /// Reports or JSON.
    format: Format,
    /// Draws the reports.
    renderer: &'r Renderer,
    /// The counts so far.
    summary: Summary,
    /// Reused for each line read.
    buf: Vec<u8>,
}

impl<'r, W: Write> Checker<'r, W> {
    /// A checker writing to `out`.
    pub fn new(out: W, options: FenOptions, format: Format, renderer: &'r Renderer) -> Self {
        Checker {
            out,
            options,
            format,
            renderer,
            summary: Summary::default(),
            buf: Vec::with_capacity(256),
        }
    }

    /// Checks one input. Read errors are written to standard error and counted; the error
    /// returned is a failure to write the output.
    ///
    /// # Errors
    ///
    /// When writing to the output fails.
    pub fn check_source(&mut self, source: &Source) -> io::Result<()> {
        let result = match source {
            Source::Fen { bytes, index } => {
                let path = format!("<argument {index}>");
                // A single word may have been meant as a file name.
                let note = (!bytes.iter().any(u8::is_ascii_whitespace)).then(|| {
                    format!(
                        "no file named '{}' exists, so the argument was checked as a FEN",
                        String::from_utf8_lossy(bytes)
                    )
                });
                self.check_line(&path, 1, bytes, note.as_deref())
                    .map_err(Failure::Write)
            }
            Source::File(path) => {
                let name = path.display().to_string();
                match File::open(path) {
                    Ok(file) => self.check_lines(&name, BufReader::with_capacity(1 << 16, file)),
                    Err(err) => Err(Failure::Read(err)),
                }
            }
            Source::Stdin => self.check_lines("<stdin>", io::stdin().lock()),
        };
        match result {
            Ok(()) => Ok(()),
            Err(Failure::Write(err)) => Err(err),
            Err(Failure::Read(err)) => {
                self.summary.unreadable += 1;
                let name = match source {
                    Source::File(path) => path.display().to_string(),
                    _ => "standard input".to_owned(),
                };
                // Keep the order of what was printed so far.
                self.out.flush()?;
                eprintln!("error: cannot read {name}: {}", plain_io_error(&err));
                Ok(())
            }
        }
    }

    /// Checks every line of `reader`, streaming: one line in memory at a time.
    fn check_lines(&mut self, path: &str, mut reader: impl BufRead) -> Result<(), Failure> {
        let mut number = 0;
        let mut buf = std::mem::take(&mut self.buf);
        let result = loop {
            buf.clear();
            match reader.read_until(b'\n', &mut buf) {
                Ok(0) => break Ok(()),
                Ok(_) => {}
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => break Err(Failure::Read(err)),
            }
            number += 1;
            let line = input::strip_newline(&buf);
            if input::is_skipped(line) {
                continue;
            }
            if let Err(err) = self.check_line(path, number, line, None) {
                break Err(Failure::Write(err));
            }
        };
        self.buf = buf;
        result
    }

    /// Checks one line (a FEN, or an EPD line: four fields and operations).
    fn check_line(
        &mut self,
        path: &str,
        number: u64,
        line: &[u8],
        note: Option<&str>,
    ) -> io::Result<()> {
        self.summary.checked += 1;
        let fen = input::fen_part(line);
        let result = match std::str::from_utf8(line) {
            // An EPD line: its operations are checked too, spans are into the whole line.
            Ok(text) if fen.len() < line.len() => {
                Epd::from_epd_with(text, self.options).map(|epd| epd.position())
            }
            _ => Position::from_ascii_with(fen, self.options),
        };
        let error = match result {
            Ok(_) => return Ok(()),
            Err(error) => error,
        };
        self.summary.invalid += 1;
        let line = Line {
            path,
            number,
            bytes: line,
        };
        match self.format {
            Format::Human => {
                diagnostic::write_report(&mut self.out, self.renderer, line, &error, note)
            }
            Format::Json => diagnostic::write_json(&mut self.out, line, &error),
        }
    }

    /// Writes the summary line (`N checked, M invalid`): to the output for human reports, to
    /// standard error for JSON so that the output stays one object per line. Returns the
    /// counts.
    ///
    /// # Errors
    ///
    /// When writing to the output fails.
    pub fn finish(mut self) -> io::Result<Summary> {
        let Summary {
            checked, invalid, ..
        } = self.summary;
        let line = format!("{checked} checked, {invalid} invalid");
        match self.format {
            Format::Human => writeln!(self.out, "{line}")?,
            Format::Json => {
                self.out.flush()?;
                eprintln!("{line}");
            }
        }
        self.out.flush()?;
        Ok(self.summary)
    }
}

/// An I/O error's message without the `(os error N)` suffix.
fn plain_io_error(err: &io::Error) -> String {
    let text = err.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}
