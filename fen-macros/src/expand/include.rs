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
#[derive(Debug)]
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

#[cfg(test)]
// The closures return fen-core's inline `FenError`, as in `expand::include_fen`.
#[allow(clippy::result_large_err)]
mod tests {
    use super::*;

    fn file(text: &str) -> File {
        File {
            written: "data/test.fen".to_owned(),
            absolute: "/nowhere/data/test.fen".to_owned(),
            text: text.to_owned(),
            span: Span::call_site(),
        }
    }

    fn fen_lines(file: &File) -> syn::Result<Vec<TokenStream>> {
        file.parse_lines(|line| {
            fen_core::Position::from_fen(line).map(|pos| tokens::fields(&pos).into())
        })
    }

    fn messages(err: syn::Error) -> Vec<String> {
        err.into_iter().map(|err| err.to_string()).collect()
    }

    #[test]
    fn blank_lines_comments_and_crlf_are_skipped() {
        let text = "# comment\n\n  \t\n   # indented\r\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\r\n\r\n8/8/8/8/8/8/8/K1k5 b - - 0 1";
        assert_eq!(fen_lines(&file(text)).unwrap().len(), 2);
        assert!(fen_lines(&file("")).unwrap().is_empty());
        assert!(fen_lines(&file("\n\n# only comments\n"))
            .unwrap()
            .is_empty());
    }

    #[test]
    fn each_problem_names_its_line_and_column() {
        let text = "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n\n8/8/8/8/8/8/8/8 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w - e9 0 1\n";
        let errors = messages(fen_lines(&file(text)).unwrap_err());
        assert_eq!(
            errors,
            [
                "white has no king\n  at data/test.fen:3:1\n  8/8/8/8/8/8/8/8 w - - 0 1\n  ^^^^^^^^^^^^^^^",
                "black has no king\n  at data/test.fen:3:1\n  8/8/8/8/8/8/8/8 w - - 0 1\n  ^^^^^^^^^^^^^^^",
                "en passant 'e9' is not a square, expected '-' or a square on rank 3 or 6\n  at data/test.fen:4:25\n  4k3/8/8/8/8/8/8/4K3 w - e9 0 1\n                          ^^",
            ]
        );
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(report::column("abc", 0), 1);
        assert_eq!(report::column("abc", 2), 3);
        assert_eq!(report::column("é b", 3), 3);
        assert_eq!(report::column("ab", 9), 3);
        // The bad escape `\q` is at byte 43, character 41.
        let text = "# é\n4k3/8/8/8/8/8/8/4K3 w - - c0 \"été\"; id \"x\\q\";\n";
        let err = file(text)
            .parse_lines(|line| fen_core::Epd::from_epd(line).map(|_| TokenStream::new()))
            .unwrap_err();
        let errors = messages(err);
        assert!(errors[0].contains("at data/test.fen:2:42\n"), "{errors:?}");
    }

    #[test]
    fn bad_lines_past_the_cap_are_counted() {
        let good = "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
        let bad = "4k3/8/8/8/8/8/8/4K3 x - - 0 1\n";
        let text = good.to_owned() + &bad.repeat(MAX_BAD_LINES + 3) + good;
        let errors = messages(fen_lines(&file(&text)).unwrap_err());
        assert_eq!(errors.len(), MAX_BAD_LINES + 1);
        assert!(
            errors[MAX_BAD_LINES - 1].contains(&format!("at data/test.fen:{}:", MAX_BAD_LINES + 1))
        );
        assert_eq!(
            errors[MAX_BAD_LINES],
            format!(
                "and 3 more bad lines in `data/test.fen`, the first at line {}\n  help: only the first 50 bad lines are reported",
                MAX_BAD_LINES + 2
            )
        );

        let text = bad.repeat(MAX_BAD_LINES + 1);
        let errors = messages(fen_lines(&file(&text)).unwrap_err());
        assert!(errors[MAX_BAD_LINES].starts_with("and 1 more bad line in"));

        let text = bad.repeat(MAX_BAD_LINES);
        assert_eq!(
            messages(fen_lines(&file(&text)).unwrap_err()).len(),
            MAX_BAD_LINES
        );
    }

    #[test]
    fn problems_past_the_kept_ones_are_counted() {
        let errors =
            messages(fen_lines(&file("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1")).unwrap_err());
        assert_eq!(errors.len(), fen_core::MAX_PROBLEMS + 1);
        assert_eq!(
            errors.last().unwrap(),
            "and 1 more problem\n  at data/test.fen:1"
        );
    }

    #[test]
    fn the_expansion_tracks_the_file() {
        let expansion = file("").expansion(Vec::new()).to_string();
        assert_eq!(
            expansion,
            "{ const _ : & [:: core :: primitive :: u8] = :: core :: include_bytes ! (\"/nowhere/data/test.fen\") ; & [] }"
        );
    }

    #[test]
    fn resolved_paths_lose_dot_segments() {
        assert_eq!(
            normalize(Path::new("/work/crate/./a/../../b/c.fen")),
            Path::new("/work/b/c.fen")
        );
        assert_eq!(normalize(Path::new("/a/b")), Path::new("/a/b"));
    }

    #[test]
    fn unreadable_files_name_both_paths() {
        let literal = |path: &str| LitStr::new(path, Span::call_site());
        let err = read("include_fen", &literal("tests/no-such-file.fen")).unwrap_err();
        let dir = env!("CARGO_MANIFEST_DIR");
        assert_eq!(
            err.to_string(),
            format!("cannot read `tests/no-such-file.fen`: no such file\n  resolved to {dir}/tests/no-such-file.fen\n  help: include_fen! reads a path relative to the directory of the crate's Cargo.toml (CARGO_MANIFEST_DIR)")
        );
        let err = read("include_epd", &literal("src/../src")).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("cannot read `src/../src`: it is a directory\n  resolved to {dir}/src")
        );
        let file = read("include_fen", &literal("Cargo.toml")).unwrap();
        assert!(file.text.contains("proc-macro = true"));
        assert!(Path::new(&file.absolute).is_absolute());
    }

    #[test]
    fn text_that_is_not_utf8_is_located() {
        let dir = std::env::temp_dir().join(format!("fen-macros-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("latin1.fen");
        std::fs::write(&path, b"# ok\n4k3/8/8/8/8/8/8/4K3 w - - 0 1 \xe9t\xe9\n").unwrap();
        let literal = LitStr::new(path.to_str().unwrap(), Span::call_site());
        let err = read("include_fen", &literal).unwrap_err().to_string();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            err.ends_with(&format!(
                "is not UTF-8: byte 0xe9 at line 2, column 31\n  resolved to {}\n  help: include_fen! reads text files in UTF-8",
                path.display()
            )),
            "{err}"
        );
    }
}
