//! The PGN file the players opened, held for the picker, and the bulk
//! import running on it: the app's PGN library, its own state beside the
//! game being played (the session picks a game from it, and stores the
//! import's batches through the archive).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use hotseat_rules::PgnGame;

use super::PgnFile;
use crate::archive::MAX_PAGE;
use crate::dto::{PgnFilePage, PgnFileSummary};
use crate::error::{CommandError, Refusal};

/// The opened file, and the flag of the bulk import running on it.
#[derive(Debug, Default)]
pub struct PgnLibrary {
    file: Option<Arc<PgnFile>>,
    /// Set while `import_all_pgn` runs; setting the flag asks it to stop.
    import: Option<Arc<AtomicBool>>,
}

fn no_file() -> CommandError {
    CommandError::NotFound {
        message: "no PGN file is open: open one first".to_owned(),
    }
}

impl PgnLibrary {
    /// Holds `file` for the picker (in place of any file opened before).
    pub fn open(&mut self, file: PgnFile) -> PgnFileSummary {
        let summary = PgnFileSummary {
            name: file.name().to_owned(),
            games: u32::try_from(file.len()).unwrap_or(u32::MAX),
        };
        self.file = Some(Arc::new(file));
        summary
    }

    /// Forgets the opened file (the picker closed); a running import goes
    /// on with its own copy.
    pub fn close(&mut self) {
        self.file = None;
    }

    fn file(&self) -> Result<&Arc<PgnFile>, CommandError> {
        self.file.as_ref().ok_or_else(no_file)
    }

    /// The opened file's games `offset..offset + limit`, for the picker.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::BadRequest`] for a `limit` of 0 or over [`MAX_PAGE`].
    pub fn page(&self, offset: u32, limit: u32) -> Result<PgnFilePage, CommandError> {
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(CommandError::BadRequest {
                message: format!("limit is {limit}: a page has 1 to {MAX_PAGE} games"),
            });
        }
        let file = self.file()?;
        let at = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        Ok(PgnFilePage {
            total: u32::try_from(file.len()).unwrap_or(u32::MAX),
            items: file.page(at(offset), at(limit)),
        })
    }

    /// Game `index` of the opened file, read.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::BadRequest`] for an index past its end,
    /// [`CommandError::InvalidPgn`] naming the game and move that do not
    /// read, [`CommandError::InvalidFile`] when the file cannot be read
    /// again or has changed since it was opened.
    pub fn game(&self, index: u32) -> Result<PgnGame, CommandError> {
        let file = self.file()?;
        let at = usize::try_from(index).unwrap_or(usize::MAX);
        if at >= file.len() {
            return Err(CommandError::BadRequest {
                message: format!("index is {index}: the file has {} games", file.len()),
            });
        }
        file.game(at)?.map_err(CommandError::from)
    }

    /// Starts a bulk import of the opened file: the file and the flag that
    /// stops it.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::NotAllowed`] while an import runs.
    pub fn start_import(&mut self) -> Result<(Arc<PgnFile>, Arc<AtomicBool>), CommandError> {
        let file = Arc::clone(self.file()?);
        if self.import.is_some() {
            return Err(CommandError::not_allowed(
                Refusal::ImportRunning,
                "games are being imported already: wait for the end or stop it",
            ));
        }
        let cancel = Arc::new(AtomicBool::new(false));
        self.import = Some(Arc::clone(&cancel));
        Ok((file, cancel))
    }

    /// The bulk import has ended.
    pub fn finish_import(&mut self) {
        self.import = None;
    }

    /// Asks the running bulk import to stop after its batch; nothing
    /// happens when none runs.
    pub fn cancel_import(&self) {
        if let Some(cancel) = &self.import {
            cancel.store(true, Ordering::Release);
        }
    }
}
