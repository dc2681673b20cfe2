//! A PGN file opened by the players (the Open PGN… dialog or a file
//! dropped on the window): listed a block at a time by the Rust side (the
//! picker's tags and each game's place in the file, `scan`), any one game
//! read again from the file on demand (`source`), or all of them archived
//! in batches (`bulk`); `library` holds the opened file.
//!
//! The page never sees the file system: it gets the list and asks for
//! games by their index in the file.

pub mod bulk;
mod library;
mod scan;
mod source;

pub use library::PgnLibrary;

use std::ops::Range;
use std::path::Path;

use hotseat_rules::{decode_pgn, read_pgn_games, PgnGame, PgnGameError};

use crate::dto::PgnFileGame;
use crate::error::CommandError;
use scan::{list_games, Listed, ScanError};
use source::{ReadError, Source};

/// The largest file opened (256 MiB): some 350,000 games. The file is
/// listed a block at a time and only the picker's tags of each game are
/// held (about 100 bytes a game), so this bounds the list, not a copy of
/// the text. A whole online database (gigabytes) is refused.
pub const MAX_PGN_FILE_BYTES: u64 = 256 << 20;

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
    /// Written, replaced or cut since it was opened: its games are no
    /// longer where the list says (open it again).
    #[error("{name} has changed since it was opened: open it again")]
    Changed {
        /// The file's name.
        name: String,
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

/// An opened PGN file: where its bytes are and the list of its games.
#[derive(Debug)]
pub struct PgnFile {
    name: String,
    source: Source,
    games: Vec<Listed>,
}

/// A game of the file read: the game, or why it does not read.
pub type ReadGame = Result<PgnGame, PgnGameError>;

impl PgnFile {
    /// Lists the games of the file at `path` (UTF-8 or Latin-1, see
    /// [`decode_pgn`]), reading it a block at a time; the games are read
    /// from the file again when asked for.
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
        let file = std::fs::File::open(path).map_err(unreadable)?;
        let metadata = file.metadata().map_err(unreadable)?;
        let bytes = metadata.len();
        if bytes > MAX_PGN_FILE_BYTES {
            return Err(PgnFileError::TooLarge {
                name,
                bytes,
                max: MAX_PGN_FILE_BYTES,
            });
        }
        let games = Self::listed(&name, list_games(file))?;
        Ok(PgnFile {
            source: Source::file(path.to_path_buf(), &metadata),
            name,
            games,
        })
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
        let games = Self::listed(&name, list_games(data))?;
        Ok(PgnFile {
            name,
            source: Source::Bytes(data.to_vec()),
            games,
        })
    }

    fn listed(
        name: &str,
        scanned: Result<Vec<Listed>, ScanError>,
    ) -> Result<Vec<Listed>, PgnFileError> {
        let name = name.to_owned();
        match scanned {
            Ok(games) if games.is_empty() => Err(PgnFileError::NoGames { name }),
            Ok(games) => Ok(games),
            Err(ScanError::NotText) => Err(PgnFileError::NotText { name }),
            Err(ScanError::Io(e)) => Err(PgnFileError::Unreadable {
                name,
                cause: e.to_string(),
            }),
        }
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
        let text = |value: &Option<Box<str>>| value.as_deref().map(str::to_owned);
        self.games
            .iter()
            .enumerate()
            .skip(offset)
            .take(limit)
            .map(|(index, listed)| PgnFileGame {
                index: u32::try_from(index).unwrap_or(u32::MAX),
                white: text(&listed.white),
                black: text(&listed.black),
                event: text(&listed.event),
                date: text(&listed.date),
                result: text(&listed.result),
                full_moves: listed.plies.div_ceil(2),
                variant: listed.variant,
            })
            .collect()
    }

    /// Game `index` (0 is the first) read and played through the rules; its
    /// error names it by its number in the file (`game 12, move 5 (Ke3): …`).
    ///
    /// # Errors
    ///
    /// The file's: it cannot be read again, or it has changed.
    ///
    /// # Panics
    ///
    /// Never for `index < self.len()`; callers check the index.
    pub fn game(&self, index: usize) -> Result<ReadGame, PgnFileError> {
        let mut read = self.games(index..index + 1)?;
        Ok(read.pop().expect("one game asked, one read"))
    }

    /// Games `range` read (a batch of the bulk import), their bytes read
    /// from the file at once.
    ///
    /// # Errors
    ///
    /// The file's: it cannot be read again, or it has changed.
    ///
    /// # Panics
    ///
    /// Never for a range within `0..self.len()`; callers check it.
    pub fn games(&self, range: Range<usize>) -> Result<Vec<ReadGame>, PgnFileError> {
        let listed = &self.games[range.clone()];
        let (Some(first), Some(last)) = (listed.first(), listed.last()) else {
            return Ok(Vec::new());
        };
        let from = first.span.start;
        let bytes = self.source.read(from..last.span.end).map_err(|e| match e {
            ReadError::Changed => PgnFileError::Changed {
                name: self.name.clone(),
            },
            ReadError::Io(e) => PgnFileError::Unreadable {
                name: self.name.clone(),
                cause: e.to_string(),
            },
        })?;
        let at = |n: u64| usize::try_from(n - from).unwrap_or(usize::MAX);
        Ok(listed
            .iter()
            .zip(range)
            .map(|(listed, index)| {
                let own = bytes
                    .get(at(listed.span.start)..at(listed.span.end))
                    .unwrap_or_default();
                read_one(&decode_pgn(own), listed).map_err(|error| PgnGameError {
                    game: index + 1,
                    error,
                })
            })
            .collect())
    }
}

/// The one game of `text` (a listed game's bytes).
fn read_one(text: &str, listed: &Listed) -> Result<PgnGame, hotseat_rules::PgnError> {
    match read_pgn_games(text).next() {
        Some(read) => read.map_err(|e| e.error),
        // The scan found a game here, so the reader does too; an empty
        // game is the start position either way.
        None => {
            let tags = [
                ("Event", &listed.event),
                ("Date", &listed.date),
                ("White", &listed.white),
                ("Black", &listed.black),
                ("Result", &listed.result),
            ];
            Ok(PgnGame {
                tags: tags
                    .into_iter()
                    .filter_map(|(name, value)| {
                        Some((name.to_owned(), value.as_deref()?.to_owned()))
                    })
                    .collect(),
                game: hotseat_rules::Game::new(),
                mainline: hotseat_rules::Line::default(),
                result: None,
            })
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
            file.game(0).expect("file").expect("reads").game.san_moves(),
            ["e4", "e5", "Nf3"]
        );
        let error = file
            .game(1)
            .expect("file")
            .expect_err("Ke3 is illegal")
            .to_string();
        assert!(error.starts_with("game 2, move 2 (Ke3): "), "{error}");
    }

    #[test]
    fn games_are_read_again_from_the_file_and_a_changed_file_is_noticed() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("two.pgn");
        std::fs::write(&path, TWO).expect("write");
        let file = PgnFile::read(&path).expect("reads");
        assert_eq!(file.name(), "two.pgn");
        assert_eq!(file.page(0, 2)[1].white.as_deref(), Some("B"));
        let both = file.games(0..2).expect("file");
        assert_eq!(
            both[0].as_ref().expect("reads").game.san_moves(),
            ["e4", "e5", "Nf3"]
        );
        assert_eq!(both[1].as_ref().expect_err("Ke3").game, 2);

        // Another program writes the file: its games are no longer where
        // the list says, and reading one says so rather than misreading.
        std::fs::write(&path, format!("{TWO}\n[White \"C\"]\n\n1. d4 *\n")).expect("rewrite");
        assert_eq!(
            file.game(0).expect_err("changed"),
            PgnFileError::Changed {
                name: "two.pgn".to_owned()
            }
        );
        std::fs::remove_file(&path).expect("remove");
        assert!(matches!(file.game(0), Err(PgnFileError::Unreadable { .. })));
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
