//! `include_fen!` and `include_epd!`: the file behind the path literal, its lines, and the
//! tokens that make the crate rebuild when the file changes.

use std::path::{Component, Path, PathBuf};

use fen_core::FenError;
use proc_macro2::{Literal, Span, TokenStream};
use quote::quote;
use syn::LitStr;

use super::report::{self, LineOf};
use super::tokens;

/// How many bad lines are reported, each with all its problems, before the rest are only
/// counted.
pub(crate) const MAX_BAD_LINES: usize = 50;

/// A file read for an include macro.
pub(crate) struct File {
    /// The path as the caller wrote it.
    written: String,
    /// The absolute path `include_bytes!` is given, so that editing the file rebuilds the
    /// crate.
    absolute: String,
    /// The text.
    text: String,
    /// The path literal, which every error points at.
    span: Span,
}

/// Reads the file `literal` names, relative to the calling crate's manifest directory
/// (an absolute path is taken as it is).
///
/// # Errors
///
/// One error naming the path as written and as resolved when `CARGO_MANIFEST_DIR` is not set
/// or the file is missing, unreadable, a directory or not UTF-8.
pub(crate) fn read(name: &str, literal: &LitStr) -> syn::Result<File> {
    let written = literal.value();
    let span = literal.span();
    let error = |message: String| syn::Error::new(span, message);
    let Some(manifest_dir) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        return Err(error(format!(
            "cannot read `{written}`: CARGO_MANIFEST_DIR is not set\n  help: {name}! reads a path relative to the directory of the crate's Cargo.toml, which Cargo passes in CARGO_MANIFEST_DIR"
        )));
    };
    let path = Path::new(&manifest_dir).join(&written);
    let resolved = normalize(&path);
    let resolved_line = format!("resolved to {}", resolved.display());
    if path.is_dir() {
        return Err(error(format!(
            "cannot read `{written}`: it is a directory\n  {resolved_line}"
        )));
    }
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(err) => {
            let (reason, help) = match err.kind() {
                std::io::ErrorKind::NotFound => (
                    "no such file".to_owned(),
                    format!("\n  help: {name}! reads a path relative to the directory of the crate's Cargo.toml (CARGO_MANIFEST_DIR)"),
                ),
                std::io::ErrorKind::PermissionDenied => ("permission denied".to_owned(), String::new()),
                _ => (err.to_string(), String::new()),
            };
            return Err(error(format!(
                "cannot read `{written}`: {reason}\n  {resolved_line}{help}"
            )));
        }
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(err) => {
            let bytes = err.as_bytes();
            let utf8 = err.utf8_error();
            let at = utf8.valid_up_to();
            // The text before the bad byte is valid UTF-8.
            let before = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
            let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
            let line = before.matches('\n').count() + 1;
            let column = report::column(&before[line_start..], at - line_start);
            let what = match utf8.error_len() {
                Some(_) => format!("byte 0x{:02x}", bytes[at]),
                None => "a character cut off by the end of the file".to_owned(),
            };
            return Err(error(format!(
                "`{written}` is not UTF-8: {what} at line {line}, column {column}\n  {resolved_line}\n  help: {name}! reads text files in UTF-8"
            )));
        }
    };
    let canonical = std::fs::canonicalize(&path).unwrap_or(path);
    let Some(absolute) = canonical.to_str().map(str::to_owned) else {
        return Err(error(format!(
            "cannot include `{written}`: its absolute path {} is not UTF-8, which include_bytes! needs to track the file",
            canonical.display()
        )));
    };
    Ok(File {
        written,
        absolute,
        text,
        span,
    })
}

/// The path with `.` and `..` taken out, for messages (it may not exist, so it cannot be
/// canonicalized).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push(component);
                }
            }
            component => out.push(component),
        }
    }
    out
}

impl File {
    /// Parses every line that is not blank or a `#` comment with `parse`, which gives the
    /// tokens of one value; returns the values, or one error per problem of the first
    /// [`MAX_BAD_LINES`] bad lines and one that counts the rest.
    pub(crate) fn parse_lines(
        &self,
        mut parse: impl FnMut(&str) -> Result<TokenStream, FenError>,
    ) -> syn::Result<Vec<TokenStream>> {
        let mut values = Vec::new();
        let mut errors: Option<syn::Error> = None;
        let mut bad_lines = 0;
        let mut first_unreported = 0;
        for (index, line) in self.text.split('\n').enumerate() {
            let line = line.strip_suffix('\r').unwrap_or(line);
            if is_skipped(line) {
                continue;
            }
            match parse(line) {
                Ok(value) => values.push(value),
                Err(err) => {
                    bad_lines += 1;
                    let number = index + 1;
                    if bad_lines > MAX_BAD_LINES {
                        if first_unreported == 0 {
                            first_unreported = number;
                        }
                        continue;
                    }
                    let at = LineOf {
                        path: &self.written,
                        number,
                    };
                    let error = report::line_errors(self.span, &at, line, &err);
                    match &mut errors {
                        Some(errors) => errors.combine(error),
                        None => errors = Some(error),
                    }
                }
            }
        }
        let Some(mut errors) = errors else {
            return Ok(values);
        };
        if bad_lines > MAX_BAD_LINES {
            let more = bad_lines - MAX_BAD_LINES;
            let lines = if more == 1 { "line" } else { "lines" };
            errors.combine(syn::Error::new(
                self.span,
                format!(
                    "and {more} more bad {lines} in `{}`, the first at line {first_unreported}\n  help: only the first {MAX_BAD_LINES} bad lines are reported",
                    self.written
                ),
            ));
        }
        Err(errors)
    }

    /// `{ const _: &[u8] = ::core::include_bytes!("/absolute/path"); &[values] }`: the values
    /// as a slice, beside the bytes of the file, which make Cargo rebuild the crate when the
    /// file changes (the bytes themselves are unused and not in the binary).
    pub(crate) fn expansion(&self, values: Vec<TokenStream>) -> TokenStream {
        let path = Literal::string(&self.absolute);
        let values = tokens::slice(values);
        quote!({
            const _: &[::core::primitive::u8] = ::core::include_bytes!(#path);
            #values
        })
    }
}

/// Whether a line holds no record: blank (ASCII whitespace only) or a `#` comment.
fn is_skipped(line: &str) -> bool {
    let line = line.trim_start_matches(|ch: char| ch.is_ascii_whitespace());
    line.is_empty() || line.starts_with('#')
}
