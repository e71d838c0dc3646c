//! A fixed-capacity string that `const fn` code can write into.

use core::fmt;

/// A string of at most `N` bytes, stored inline, that `const fn` code can build.
///
/// The FEN writer returns one ([`Position::to_fen`](crate::Position::to_fen)) so that no_std
/// users get text without an allocator, and `fen_const!` builds its panic message in one.
/// Pushing past the capacity drops what does not fit (at a character boundary) and sets
/// [`is_truncated`](Self::is_truncated); it never panics.
///
/// # Examples
///
/// ```
/// use fen_core::StrBuf;
///
/// const GREETING: StrBuf<16> = {
///     let mut buf = StrBuf::new();
///     buf.push_str("rank ");
///     buf.push_u64(7);
///     buf
/// };
/// assert_eq!(GREETING.as_str(), "rank 7");
/// ```
#[derive(Clone, Copy)]
pub struct StrBuf<const N: usize> {
    bytes: [u8; N],
    len: usize,
    truncated: bool,
}

impl<const N: usize> StrBuf<N> {
    /// An empty buffer.
    ///
    /// ```
    /// assert!(fen_core::StrBuf::<8>::new().is_empty());
    /// ```
    pub const fn new() -> Self {
        StrBuf {
            bytes: [0; N],
            len: 0,
            truncated: false,
        }
    }

    /// The text written so far.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<8>::new();
    /// buf.push_str("e4");
    /// assert_eq!(buf.as_str(), "e4");
    /// ```
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.as_bytes()) {
            Ok(text) => text,
            // Unreachable: only whole UTF-8 characters are ever pushed.
            Err(_) => "",
        }
    }

    /// The bytes written so far.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<8>::new();
    /// buf.push_byte(b'w');
    /// assert_eq!(buf.as_bytes(), b"w");
    /// ```
    pub const fn as_bytes(&self) -> &[u8] {
        self.bytes.split_at(self.len).0
    }

    /// The number of bytes written.
    ///
    /// ```
    /// assert_eq!(fen_core::StrBuf::<8>::new().len(), 0);
    /// ```
    pub const fn len(&self) -> usize {
        self.len
    }

    /// `true` when nothing has been written.
    ///
    /// ```
    /// assert!(fen_core::StrBuf::<4>::new().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// `true` when some text did not fit and was dropped.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<2>::new();
    /// buf.push_str("abc");
    /// assert!(buf.is_truncated());
    /// assert_eq!(buf.as_str(), "ab");
    /// ```
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// Appends one ASCII byte; a non-ASCII byte is ignored (it could break UTF-8).
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<2>::new();
    /// buf.push_byte(b'b');
    /// assert_eq!(buf.as_str(), "b");
    /// ```
    pub const fn push_byte(&mut self, byte: u8) {
        if !byte.is_ascii() {
            return;
        }
        if self.len < N {
            self.bytes[self.len] = byte;
            self.len += 1;
        } else {
            self.truncated = true;
        }
    }

    /// Appends a string, or as many whole characters of it as fit.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<16>::new();
    /// buf.push_str("KQkq");
    /// assert_eq!(buf.as_str(), "KQkq");
    /// ```
    pub const fn push_str(&mut self, text: &str) {
        let bytes = text.as_bytes();
        let mut end = bytes.len();
        if end > N - self.len {
            self.truncated = true;
            end = N - self.len;
            // Back up to a character boundary.
            while end > 0 && end < bytes.len() && (bytes[end] & 0xC0) == 0x80 {
                end -= 1;
            }
        }
        let mut i = 0;
        while i < end {
            self.bytes[self.len] = bytes[i];
            self.len += 1;
            i += 1;
        }
    }

    /// Appends a character (ASCII or not) if it fits whole.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<8>::new();
    /// buf.push_char('é');
    /// assert_eq!(buf.as_str(), "é");
    /// ```
    pub const fn push_char(&mut self, ch: char) {
        let mut utf8 = [0; 4];
        let text = ch.encode_utf8(&mut utf8);
        self.push_str(text);
    }

    /// Appends a number in decimal.
    ///
    /// ```
    /// let mut buf = fen_core::StrBuf::<24>::new();
    /// buf.push_u64(18_446_744_073_709_551_615);
    /// assert_eq!(buf.as_str(), "18446744073709551615");
    /// ```
    pub const fn push_u64(&mut self, mut value: u64) {
        let mut digits = [0u8; 20];
        let mut count = 0;
        loop {
            digits[count] = b'0' + (value % 10) as u8;
            count += 1;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        while count > 0 {
            count -= 1;
            self.push_byte(digits[count]);
        }
    }
}

impl<const N: usize> Default for StrBuf<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> AsRef<str> for StrBuf<N> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<const N: usize> core::ops::Deref for StrBuf<N> {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl<const N: usize> PartialEq for StrBuf<N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl<const N: usize> Eq for StrBuf<N> {}

impl<const N: usize> PartialEq<str> for StrBuf<N> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl<const N: usize> PartialEq<&str> for StrBuf<N> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl<const N: usize> fmt::Display for StrBuf<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<const N: usize> fmt::Debug for StrBuf<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl<const N: usize> fmt::Write for StrBuf<N> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        if self.truncated {
            Err(fmt::Error)
        } else {
            Ok(())
        }
    }
}
