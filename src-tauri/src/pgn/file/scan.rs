//! The list of a PGN file's games, read a block at a time: a file of
//! 100,000 games (70 MB) is never held whole, only its current block and,
//! for each game, the picker's few tags and where its bytes are.
//!
//! Each block is scanned with the rules' header scan; the last game found
//! in a block may be cut by the block's end, so it is scanned again with
//! the next block (a game's end is known once the next one starts).

use std::io::Read;
use std::ops::Range;

use hotseat_rules::{scan_pgn_headers, Variant};

/// Bytes read at a time: a few hundred games.
const BLOCK: usize = 4 << 20;

/// One game of the file as the header scan saw it (no move played yet):
/// what the picker shows and where the game's bytes are in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Listed {
    pub white: Option<Box<str>>,
    pub black: Option<Box<str>>,
    pub event: Option<Box<str>>,
    pub date: Option<Box<str>>,
    pub result: Option<Box<str>>,
    /// The kind of chess its `Variant` tag names (none for standard chess
    /// or a name the rules do not know: reading the game says so).
    pub variant: Option<Variant>,
    /// The main line's moves as written (not checked).
    pub plies: u32,
    /// The game's bytes in the file.
    pub span: Range<u64>,
}

/// Why a file could not be listed.
#[derive(Debug)]
pub(super) enum ScanError {
    /// It holds NUL bytes: not text.
    NotText,
    /// The system's error while reading.
    Io(std::io::Error),
}

/// The games of the PGN text read from `input`, in file order.
pub(super) fn list_games(input: impl Read) -> Result<Vec<Listed>, ScanError> {
    list_games_in_blocks(input, BLOCK)
}

fn list_games_in_blocks(mut input: impl Read, block: usize) -> Result<Vec<Listed>, ScanError> {
    let mut games = Vec::new();
    // The bytes not yet listed, from the start of the game the last block
    // cut, and where they start in the file.
    let mut pending: Vec<u8> = Vec::new();
    let mut base: u64 = 0;
    let mut first = true;
    loop {
        let eof = fill(&mut input, &mut pending, block)?;
        if pending.contains(&0) {
            return Err(ScanError::NotText);
        }
        if first {
            first = false;
            if pending.starts_with(b"\xef\xbb\xbf") {
                pending.drain(..3);
                base = 3;
            }
        }
        let (text, encoding) = decode_block(&pending, eof);
        let mut found: Vec<_> = scan_pgn_headers(&text).collect();
        // A game cut by the block's end is listed with the next block.
        let cut = if eof { None } else { found.pop() };
        let mut to_byte = ByteOffsets::new(&text, encoding);
        for header in found {
            let start = to_byte.of(header.span.start);
            let end = to_byte.of(header.span.end);
            games.push(Listed {
                white: tag(&header.tags, "White"),
                black: tag(&header.tags, "Black"),
                event: tag(&header.tags, "Event"),
                date: tag(&header.tags, "Date"),
                result: tag(&header.tags, "Result"),
                variant: header
                    .tag("Variant")
                    .and_then(Variant::from_pgn_name)
                    .filter(|&v| v != Variant::Standard),
                plies: u32::try_from(header.plies).unwrap_or(u32::MAX),
                span: base + start..base + end,
            });
        }
        if eof {
            return Ok(games);
        }
        // Keep the cut game's bytes (all of them when no game ended in the
        // block: a game longer than a block grows the next read).
        let keep_from = match cut {
            Some(header) if header.span.start > 0 => to_byte.of(header.span.start),
            _ => 0,
        };
        let keep_from_usize = usize::try_from(keep_from).unwrap_or(pending.len());
        pending.drain(..keep_from_usize);
        base += keep_from;
    }
}

/// Appends up to `block` bytes of `input` to `pending`; true at the end of
/// the input.
fn fill(input: &mut impl Read, pending: &mut Vec<u8>, block: usize) -> Result<bool, ScanError> {
    let want = pending.len() + block;
    while pending.len() < want {
        let at = pending.len();
        pending.resize(want, 0);
        match input.read(&mut pending[at..]) {
            Ok(0) => {
                pending.truncate(at);
                return Ok(true);
            }
            Ok(n) => pending.truncate(at + n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => pending.truncate(at),
            Err(e) => return Err(ScanError::Io(e)),
        }
    }
    Ok(false)
}

/// How a block's bytes became its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Encoding {
    /// UTF-8: a text offset is a byte offset.
    Utf8,
    /// Windows-1252: one character per byte.
    Windows1252,
}

/// The block's text: UTF-8 when it is (a character cut by the block's end
/// is left for the next block), else Windows-1252, as `decode_pgn` reads
/// a whole file.
fn decode_block(bytes: &[u8], eof: bool) -> (std::borrow::Cow<'_, str>, Encoding) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.into(), Encoding::Utf8),
        // Only the block's last character is cut: the text before it.
        Err(e) if !eof && e.error_len().is_none() => {
            let valid = &bytes[..e.valid_up_to()];
            (
                std::str::from_utf8(valid).unwrap_or_default().into(),
                Encoding::Utf8,
            )
        }
        Err(_) => (hotseat_rules::decode_pgn(bytes), Encoding::Windows1252),
    }
}

/// Text offsets of a block to its byte offsets, asked in increasing order.
struct ByteOffsets<'a> {
    text: &'a str,
    encoding: Encoding,
    /// The last offset asked, in text and in bytes.
    at: (usize, u64),
}

impl<'a> ByteOffsets<'a> {
    fn new(text: &'a str, encoding: Encoding) -> Self {
        ByteOffsets {
            text,
            encoding,
            at: (0, 0),
        }
    }

    fn of(&mut self, offset: usize) -> u64 {
        match self.encoding {
            Encoding::Utf8 => offset as u64,
            Encoding::Windows1252 => {
                let (from, bytes) = self.at;
                let (from, bytes) = if offset < from { (0, 0) } else { (from, bytes) };
                let chars = self.text.get(from..offset).map_or(0, |s| s.chars().count());
                self.at = (offset, bytes + chars as u64);
                self.at.1
            }
        }
    }
}

/// The value of the first tag named `name`; none when empty or `?`.
fn tag(tags: &[(String, String)], name: &str) -> Option<Box<str>> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty() && *v != "?")
        .map(Box::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games_of(n: usize) -> String {
        (0..n)
            .map(|i| {
                format!("[White \"Réti {i}\"]\n[Result \"1-0\"]\n\n1. e4 {{ é }} e5 2. Nf3 1-0\n\n")
            })
            .collect()
    }

    /// The whole text scanned at once: the reference the blocks must match.
    fn at_once(bytes: &[u8]) -> Vec<Listed> {
        list_games_in_blocks(bytes, bytes.len() + 1).expect("lists")
    }

    #[test]
    fn blocks_of_any_size_list_what_one_scan_lists() {
        let text = games_of(40);
        let whole = at_once(text.as_bytes());
        assert_eq!(whole.len(), 40);
        assert_eq!(whole[7].white.as_deref(), Some("Réti 7"));
        assert_eq!(whole[7].plies, 3);
        for block in [1, 2, 3, 7, 50, 64, 100, 1000] {
            let listed = list_games_in_blocks(text.as_bytes(), block).expect("lists");
            assert_eq!(listed, whole, "blocks of {block} bytes");
        }
        // Each span is the game's bytes in the file.
        let third = &text.as_bytes()[usize::try_from(whole[3].span.start).unwrap()
            ..usize::try_from(whole[3].span.end).unwrap()];
        assert!(std::str::from_utf8(third)
            .unwrap()
            .starts_with("[White \"Réti 3\"]"));
    }

    #[test]
    fn windows_1252_spans_are_bytes_of_the_file() {
        let text = games_of(12);
        // The same games in Windows-1252: é is one byte.
        let bytes: Vec<u8> = text
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap())
            .collect();
        let whole = at_once(&bytes);
        assert_eq!(whole[5].white.as_deref(), Some("Réti 5"));
        for block in [5, 33, 70] {
            assert_eq!(
                list_games_in_blocks(&bytes[..], block).expect("lists"),
                whole
            );
        }
        let game = &bytes[usize::try_from(whole[5].span.start).unwrap()
            ..usize::try_from(whole[5].span.end).unwrap()];
        assert!(game.starts_with(b"[White \"R\xe9ti 5\"]"));
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_nul_bytes_refused() {
        let mut bytes = b"\xef\xbb\xbf".to_vec();
        bytes.extend_from_slice(games_of(2).as_bytes());
        let listed = at_once(&bytes);
        assert_eq!(listed[0].span.start, 3);
        assert!(matches!(
            list_games_in_blocks(&b"[White \"x\"]\0"[..], 4),
            Err(ScanError::NotText)
        ));
    }
}
