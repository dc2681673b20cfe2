//! A PGN file opened by the players (the Open PGN… dialog or a file
//! dropped on the window): read whole by the Rust side, its games listed
//! by their headers for the picker, any one of them read on demand, or all
//! of them archived in batches (`bulk`); `library` holds the opened file.
//!
//! The page never sees the file system: it gets the list and asks for
//! games by their index in the file.

pub mod bulk;
mod library;

pub use library::PgnLibrary;

use std::ops::Range;
use std::path::Path;

use hotseat_rules::{decode_pgn, read_pgn_games, scan_pgn_headers, PgnGame, PgnGameError};

use crate::dto::PgnFileGame;
use crate::error::CommandError;

/// The largest file opened (64 MiB): some 60,000 annotated games, held in
/// memory with their headers while the picker is open. A whole online
/// database (gigabytes) is refused rather than swapped in.
pub const MAX_PGN_FILE_BYTES: u64 = 64 << 20;

/// Why a file could not be opened as PGN: sent to the page as the facts
/// of [`CommandError::InvalidFile`] (`{ "problem": "not_text", "name":
/// "photo.jpg" }`), worded there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, ts_rs::TS)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PgnFileError {
    /// Larger than [`MAX_PGN_FILE_BYTES`].
    #[error("{name} is {bytes} bytes; files of at most {max} bytes can be opened")]
    TooLarge {
        /// The file's name.
        name: String,
        /// Its size.
        #[ts(type = "number")]
        bytes: u64,
        /// The limit.
        #[ts(type = "number")]
        max: u64,
    },
    /// It holds NUL bytes: a binary file (an image, a ChessBase `.cbv`),
    /// not text.
    #[error("{name} is not a text file, so it holds no PGN")]
    NotText {
        /// The file's name.
        name: String,
    },
    /// Text, but no game in it.
    #[error("{name} holds no PGN game")]
    NoGames {
        /// The file's name.
        name: String,
    },
    /// The operating system refused (gone, a folder, no permission).
    #[error("{name} could not be read: {cause}")]
    Unreadable {
        /// The file's name.
        name: String,
        /// The system's words.
        cause: String,
    },
    /// Dropped on the window without the `.pgn` extension.
    #[error("{name} is not a .pgn file: only PGN files can be opened")]
    NotPgn {
        /// The (first) dropped file's name.
        name: String,
    },
    /// The file chosen in the system's dialog has no path that can be read
    /// (a mobile content URI the app cannot open).
    #[error("the chosen file cannot be read: {cause}")]
    Unpicked {
        /// The system's words.
        cause: String,
    },
}

impl From<PgnFileError> for CommandError {
    fn from(e: PgnFileError) -> Self {
        CommandError::InvalidFile {
            message: e.to_string(),
            file: e,
        }
    }
}

/// One game of the file as the header scan saw it (no move played yet).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Listed {
    tags: Vec<(String, String)>,
    plies: usize,
    span: Range<usize>,
}

/// An opened PGN file: its text and the list of its games.
#[derive(Debug)]
pub struct PgnFile {
    name: String,
    text: String,
    games: Vec<Listed>,
}

impl PgnFile {
    /// Reads the file at `path` (UTF-8 or Latin-1, see
    /// [`decode_pgn`]) and lists its games.
    ///
    /// # Errors
    ///
    /// [`PgnFileError`]: too large, not text, no game, or unreadable.
    pub fn read(path: &Path) -> Result<PgnFile, PgnFileError> {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let unreadable = |e: std::io::Error| PgnFileError::Unreadable {
            name: name.clone(),
            cause: e.to_string(),
        };
        let bytes = std::fs::metadata(path).map_err(unreadable)?.len();
        if bytes > MAX_PGN_FILE_BYTES {
            return Err(PgnFileError::TooLarge {
                name,
                bytes,
                max: MAX_PGN_FILE_BYTES,
            });
        }
        let data = std::fs::read(path).map_err(unreadable)?;
        Self::from_bytes(name, &data)
    }

    /// As [`PgnFile::read`], from bytes already read (`name` for messages).
    ///
    /// # Errors
    ///
    /// [`PgnFileError`]: too large, not text, or no game.
    pub fn from_bytes(name: String, data: &[u8]) -> Result<PgnFile, PgnFileError> {
        let bytes = u64::try_from(data.len()).unwrap_or(u64::MAX);
        if bytes > MAX_PGN_FILE_BYTES {
            return Err(PgnFileError::TooLarge {
                name,
                bytes,
                max: MAX_PGN_FILE_BYTES,
            });
        }
        if data.contains(&0) {
            return Err(PgnFileError::NotText { name });
        }
        let text = decode_pgn(data).into_owned();
        let games: Vec<Listed> = scan_pgn_headers(&text)
            .map(|h| Listed {
                tags: h.tags,
                plies: h.plies,
                span: h.span,
            })
            .collect();
        if games.is_empty() {
            return Err(PgnFileError::NoGames { name });
        }
        Ok(PgnFile { name, text, games })
    }

    /// The file's name (not its folder).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// How many games the file holds.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether the file holds no game (never, once read).
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The picker's rows `offset..offset + limit` (fewer at the end).
    pub fn page(&self, offset: usize, limit: usize) -> Vec<PgnFileGame> {
        let tag = |listed: &Listed, name: &str| {
            listed
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .filter(|v| !v.is_empty() && v != "?")
        };
        self.games
            .iter()
            .enumerate()
            .skip(offset)
            .take(limit)
            .map(|(index, listed)| PgnFileGame {
                index: u32::try_from(index).unwrap_or(u32::MAX),
                white: tag(listed, "White"),
                black: tag(listed, "Black"),
                event: tag(listed, "Event"),
                date: tag(listed, "Date"),
                result: tag(listed, "Result"),
                full_moves: u32::try_from(listed.plies.div_ceil(2)).unwrap_or(u32::MAX),
                variant: tag(listed, "Variant")
                    .and_then(|name| hotseat_rules::Variant::from_pgn_name(&name))
                    .filter(|&v| v != hotseat_rules::Variant::Standard),
            })
            .collect()
    }

    /// Game `index` (0 is the first) read and played through the rules; its
    /// error names it by its number in the file (`game 12, move 5 (Ke3): …`).
    ///
    /// # Panics
    ///
    /// Never for `index < self.len()`; callers check the index.
    pub fn game(&self, index: usize) -> Result<PgnGame, PgnGameError> {
        let listed = &self.games[index];
        let mut games = read_pgn_games(&self.text[listed.span.clone()]);
        match games.next() {
            Some(read) => read.map_err(|e| e.error).map_err(|error| PgnGameError {
                game: index + 1,
                error,
            }),
            // The scan found a game here, so the reader does too; an empty
            // game is the start position either way.
            None => Ok(PgnGame {
                tags: listed.tags.clone(),
                game: hotseat_rules::Game::new(),
                mainline: hotseat_rules::Line::default(),
                result: None,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[Event \"Club\"]\n[White \"Réti\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[White \"B\"]\n\n1. e4 e5 2. Ke3 *\n";

    #[test]
    fn lists_each_game_with_its_tags_and_moves() {
        let file = PgnFile::from_bytes("two.pgn".to_owned(), TWO.as_bytes()).expect("reads");
        assert_eq!(file.len(), 2);
        let rows = file.page(0, 10);
        assert_eq!(rows[0].white.as_deref(), Some("Réti"));
        assert_eq!(rows[0].black, None, "'?' is no name");
        assert_eq!(rows[0].event.as_deref(), Some("Club"));
        assert_eq!(rows[0].result.as_deref(), Some("1-0"));
        assert_eq!(rows[0].full_moves, 2);
        assert_eq!(rows[1].index, 1);
        assert_eq!(file.page(1, 10).len(), 1);
        assert!(file.page(5, 10).is_empty());
    }

    #[test]
    fn a_game_reads_alone_and_its_error_names_its_number() {
        let file = PgnFile::from_bytes("two.pgn".to_owned(), TWO.as_bytes()).expect("reads");
        assert_eq!(
            file.game(0).expect("reads").game.san_moves(),
            ["e4", "e5", "Nf3"]
        );
        let error = file.game(1).expect_err("Ke3 is illegal").to_string();
        assert!(error.starts_with("game 2, move 2 (Ke3): "), "{error}");
    }

    #[test]
    fn latin1_and_a_byte_order_mark_are_read() {
        let latin1 = b"\xef\xbb\xbf[White \"R\xe9ti\"]\n\n1. e4 *\n";
        // A BOM then Latin-1 is not UTF-8: read as Windows-1252 after the BOM.
        let file = PgnFile::from_bytes("l.pgn".to_owned(), latin1).expect("reads");
        assert_eq!(file.page(0, 1)[0].white.as_deref(), Some("Réti"));
    }

    #[test]
    fn odd_files_are_refused_with_their_reason() {
        assert_eq!(
            PgnFile::from_bytes("a.png".to_owned(), b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap_err(),
            PgnFileError::NotText {
                name: "a.png".to_owned()
            }
        );
        assert_eq!(
            PgnFile::from_bytes("e.pgn".to_owned(), b"  \n\n").unwrap_err(),
            PgnFileError::NoGames {
                name: "e.pgn".to_owned()
            }
        );
        let dir = tempfile::tempdir().expect("dir");
        let huge = dir.path().join("huge.pgn");
        let file = std::fs::File::create(&huge).expect("create");
        // A sparse file: the size is checked before anything is read.
        file.set_len(MAX_PGN_FILE_BYTES + 1).expect("set_len");
        assert!(matches!(
            PgnFile::read(&huge),
            Err(PgnFileError::TooLarge { bytes, .. }) if bytes == MAX_PGN_FILE_BYTES + 1
        ));
        assert!(matches!(
            PgnFile::read(&dir.path().join("gone.pgn")),
            Err(PgnFileError::Unreadable { .. })
        ));
        let no_games = PgnFileError::NoGames {
            name: "e.pgn".to_owned(),
        };
        assert_eq!(
            CommandError::from(no_games.clone()),
            CommandError::InvalidFile {
                message: "e.pgn holds no PGN game".to_owned(),
                file: no_games,
            }
        );
    }
}
