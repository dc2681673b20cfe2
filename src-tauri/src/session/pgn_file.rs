//! The opened PGN file: held for the picker, one game made current, or
//! every game archived by `pgn_file::bulk` with this session storing each
//! batch.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::Session;
use crate::archive::MAX_PAGE;
use crate::chess_match::Match;
use crate::dto::{GameView, PgnFilePage, PgnFileSummary};
use crate::error::{CommandError, Task};
use crate::pgn_file::bulk::ArchivedImport;
use crate::pgn_file::PgnFile;
use crate::roster::Roster;

/// The file the players opened, and the bulk import running on it.
#[derive(Debug, Default)]
pub(crate) struct OpenedPgn {
    file: Option<Arc<PgnFile>>,
    /// Set while `import_all_pgn` runs; setting the flag asks it to stop.
    import: Option<Arc<AtomicBool>>,
}

fn no_file() -> CommandError {
    CommandError::NotFound("no PGN file is open: open one first".to_owned())
}

impl Session {
    /// Holds `file` for the picker (in place of any file opened before).
    pub fn open_pgn_file(&mut self, file: PgnFile) -> PgnFileSummary {
        let summary = PgnFileSummary {
            name: file.name().to_owned(),
            games: u32::try_from(file.len()).unwrap_or(u32::MAX),
        };
        self.opened.file = Some(Arc::new(file));
        summary
    }

    /// Forgets the opened file (the picker closed); a running import goes
    /// on with its own copy.
    pub fn close_pgn_file(&mut self) {
        self.opened.file = None;
    }

    fn pgn_file(&self) -> Result<&Arc<PgnFile>, CommandError> {
        self.opened.file.as_ref().ok_or_else(no_file)
    }

    /// The opened file's games `offset..offset + limit`, for the picker.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::BadRequest`] for a `limit` of 0 or over [`MAX_PAGE`].
    pub fn pgn_file_games(&self, offset: u32, limit: u32) -> Result<PgnFilePage, CommandError> {
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(CommandError::BadRequest(format!(
                "limit is {limit}: a page has 1 to {MAX_PAGE} games"
            )));
        }
        let file = self.pgn_file()?;
        let at = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        Ok(PgnFilePage {
            total: u32::try_from(file.len()).unwrap_or(u32::MAX),
            items: file.page(at(offset), at(limit)),
        })
    }

    /// Makes game `index` of the opened file the current game, as
    /// [`Session::import`] does with a pasted one (its record kept; the
    /// old game stays in the archive).
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::BadRequest`] for an index past its end,
    /// [`CommandError::InvalidPgn`] naming the game and move that do not
    /// read, or a failed save.
    pub fn pick_pgn_game(&mut self, index: u32) -> Result<GameView, CommandError> {
        let file = Arc::clone(self.pgn_file()?);
        let at = usize::try_from(index).unwrap_or(usize::MAX);
        if at >= file.len() {
            return Err(CommandError::BadRequest(format!(
                "index is {index}: the file has {} games",
                file.len()
            )));
        }
        let read = file
            .game(at)
            .map_err(|e| CommandError::InvalidPgn(e.to_string()))?;
        let record = read.to_pgn();
        let roster = Roster::from_tags(|name| read.tag(name));
        self.replace_game(Match::new(read.game, None), Some(record), roster)
            .map_err(|e| e.during(Task::Import).into())
    }

    /// Starts a bulk import of the opened file: the file and the flag that
    /// stops it.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] without an opened file,
    /// [`CommandError::NotAllowed`] while an import runs or when games
    /// cannot be saved.
    pub fn start_pgn_import(&mut self) -> Result<(Arc<PgnFile>, Arc<AtomicBool>), CommandError> {
        let file = Arc::clone(self.pgn_file()?);
        if self.opened.import.is_some() {
            return Err(CommandError::NotAllowed(
                "games are being imported already: wait for the end or stop it".to_owned(),
            ));
        }
        if self.store.is_none() {
            return Err(CommandError::NotAllowed(
                "games cannot be saved on this device, so none can be imported".to_owned(),
            ));
        }
        let cancel = Arc::new(AtomicBool::new(false));
        self.opened.import = Some(Arc::clone(&cancel));
        Ok((file, cancel))
    }

    /// Stores one batch of the bulk import in the archive, in one
    /// transaction.
    ///
    /// # Errors
    ///
    /// [`CommandError::Storage`] when the write fails (none of the batch is
    /// stored then).
    pub fn archive_batch(&mut self, games: &[ArchivedImport]) -> Result<(), CommandError> {
        let (store, _) = self.store.as_mut().ok_or_else(|| {
            CommandError::NotAllowed("games cannot be saved on this device".to_owned())
        })?;
        store
            .archive_imports(games)
            .map(drop)
            .map_err(|e| e.during(Task::ImportAll).into())
    }

    /// The bulk import has ended.
    pub fn finish_pgn_import(&mut self) {
        self.opened.import = None;
    }

    /// Asks the running bulk import to stop after its batch; nothing
    /// happens when none runs.
    pub fn cancel_pgn_import(&self) {
        if let Some(cancel) = &self.opened.import {
            cancel.store(true, Ordering::Release);
        }
    }
}
