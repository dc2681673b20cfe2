//! Bytes to text: PGN files come as UTF-8 (with or without a byte order
//! mark) or, from older Windows tools, as Latin-1 / Windows-1252.

use std::borrow::Cow;

/// The characters Windows-1252 puts at 0x80..=0x9F (where Latin-1 has C1
/// control codes); the five bytes it leaves undefined read as themselves.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

/// Reads a PGN file's bytes as text.
///
/// A UTF-8 byte order mark is dropped; valid UTF-8 is taken as it is
/// (borrowed, no copy); anything else is read as Windows-1252, the superset
/// of Latin-1 that ChessBase-era files use. No input is refused: every byte
/// is some character in Windows-1252.
///
/// # Examples
///
/// ```
/// use hotseat_rules::decode_pgn;
/// assert_eq!(decode_pgn(b"\xef\xbb\xbf[White \"Tal\"]"), "[White \"Tal\"]");
/// assert_eq!(decode_pgn("[White \"Réti\"]".as_bytes()), "[White \"Réti\"]");
/// // Latin-1: 0xE9 is é.
/// assert_eq!(decode_pgn(b"[White \"R\xe9ti\"]"), "[White \"Réti\"]");
/// ```
pub fn decode_pgn(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()),
    }
}

fn windows_1252(byte: u8) -> char {
    match byte {
        0x80..=0x9f => CP1252_HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_1252_specials_and_plain_latin1() {
        assert_eq!(decode_pgn(b"\x80 \x93x\x94 \xfc"), "€ “x” ü");
        assert!(matches!(decode_pgn(b"plain"), Cow::Borrowed("plain")));
    }
}
