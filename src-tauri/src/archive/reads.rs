//! The archive's commands: a page of the list, the recent names, a stored
//! game's replay and PGN, delete and restore, read through the store the
//! session lends ([`crate::session::Session::archive`]).

use hotseat_rules::Variant;

use super::{ArchiveError, MAX_PAGE};
use crate::dto::{plies_of, AdjustmentView, GamePage, Ply, PositionView};
use crate::error::{CommandError, Failed, Refusal};
use crate::pgn::export;
use crate::pgn::file::bulk::ArchivedImport;
use crate::session::position_in;
use crate::store::{SavedGame, Store};

/// How many recent names the New game dialog is offered.
pub const RECENT_NAMES: usize = 8;

/// An archive read's error as the players read it.
fn unread(e: impl Into<ArchiveError>) -> CommandError {
    e.into().during(Failed::ReadArchive)
}

/// The stored games, through the session's store: the current game's id
/// marks it (it cannot be deleted). Without a store (nothing is saved) the
/// archive is empty.
#[derive(Debug)]
pub struct Archive<'a> {
    store: Option<(&'a mut Store, i64)>,
}

impl<'a> Archive<'a> {
    /// The archive of `store`, whose current game is `current`.
    pub(crate) fn of(store: Option<(&'a mut Store, i64)>) -> Archive<'a> {
        Archive { store }
    }

    pub(super) fn store(&self) -> Option<(&Store, i64)> {
        self.store.as_ref().map(|(store, id)| (&**store, *id))
    }

    pub(super) fn store_mut(&mut self) -> Option<&mut Store> {
        self.store.as_mut().map(|(store, _)| &mut **store)
    }

    /// A page of the archive, newest first.
    ///
    /// # Errors
    ///
    /// [`CommandError::BadRequest`] for a `limit` of 0 or over
    /// [`MAX_PAGE`]; a failed read.
    pub fn games(
        &self,
        offset: u32,
        limit: u32,
        name: Option<&str>,
        variant: Option<Variant>,
    ) -> Result<GamePage, CommandError> {
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(CommandError::BadRequest {
                message: format!("limit is {limit}: a page has 1 to {MAX_PAGE} games"),
            });
        }
        match self.store() {
            Some((store, current)) => store
                .list_games(offset, limit, name, variant, Some(current))
                .map_err(unread),
            None => Ok(GamePage {
                total: 0,
                items: Vec::new(),
            }),
        }
    }

    /// The players' names of the latest stored games, newest first, each
    /// once (at most `RECENT_NAMES` of them).
    ///
    /// # Errors
    ///
    /// A failed read.
    pub fn recent_names(&self) -> Result<Vec<String>, CommandError> {
        match self.store() {
            Some((store, _)) => store.recent_names(RECENT_NAMES).map_err(unread),
            None => Ok(Vec::new()),
        }
    }

    /// A stored game (not deleted), replayed.
    pub(super) fn archived(&self, id: i64) -> Result<SavedGame, CommandError> {
        let (store, _) = self
            .store()
            .ok_or_else(|| unread(ArchiveError::NotFound(id)))?;
        if !store.is_live(id).map_err(unread)? {
            return Err(unread(ArchiveError::NotFound(id)));
        }
        store
            .load_game(id)
            .map_err(unread)?
            .ok_or_else(|| unread(ArchiveError::NotFound(id)))
    }

    /// The board of stored game `id` after `ply` plies; reads only.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`], [`CommandError::BadRequest`] for a
    /// ply past the game's end, or a failed read.
    pub fn archived_position(&self, id: i64, ply: u64) -> Result<PositionView, CommandError> {
        let saved = self.archived(id)?;
        position_in(saved.played.game(), ply, &format!("game {id}"))
    }

    /// The move list of stored game `id` (SAN, move numbers, colours),
    /// for the replay's list of moves; reads only.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] or a failed read.
    pub fn archived_moves(&self, id: i64) -> Result<Vec<Ply>, CommandError> {
        Ok(plies_of(self.archived(id)?.played.game()))
    }

    /// The clock adjustments of stored game `id`, oldest first, for the
    /// replay; reads only.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] or a failed read.
    pub fn archived_adjustments(&self, id: i64) -> Result<Vec<AdjustmentView>, CommandError> {
        let played = self.archived(id)?.played;
        Ok(AdjustmentView::all_of(
            played.game(),
            played.clock_adjustments(),
        ))
    }

    /// Stored game `id` as PGN (with its time control and clock
    /// comments if it was timed, and its kept record if it was imported).
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] or a failed read.
    pub fn archived_pgn(&self, id: i64) -> Result<String, CommandError> {
        let saved = self.archived(id)?;
        let analysis = match self.store() {
            Some((store, _)) => store.load_analysis(id).map_err(unread)?,
            None => None,
        };
        Ok(export::match_pgn(
            &saved.played,
            saved.created_at,
            &saved.roster,
            saved.record.as_deref(),
            analysis.as_ref(),
        ))
    }

    /// Deletes stored game `id`, undoably until the next start-up.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] for the game being played,
    /// [`CommandError::NotFound`], or a failed write.
    pub fn delete_game(&mut self, id: i64) -> Result<(), CommandError> {
        let store = self
            .store_mut()
            .ok_or_else(|| ArchiveError::NotFound(id).during(Failed::Delete))?;
        store.delete_game(id).map_err(|e| e.during(Failed::Delete))
    }

    /// Takes back [`Archive::delete_game`].
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] when the game is not deleted, or a
    /// failed write.
    pub fn restore_game(&mut self, id: i64) -> Result<(), CommandError> {
        let store = self
            .store_mut()
            .ok_or_else(|| ArchiveError::NotFound(id).during(Failed::Restore))?;
        store
            .restore_game(id)
            .map_err(|e| e.during(Failed::Restore))
    }

    /// Stores one batch of a PGN file's bulk import in the archive, in one
    /// transaction.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] when nothing is saved,
    /// [`CommandError::Storage`] when the write fails (none of the batch is
    /// stored then).
    pub fn store_imports(&mut self, games: &[ArchivedImport]) -> Result<(), CommandError> {
        let store = self.store_mut().ok_or_else(|| {
            CommandError::not_allowed(
                Refusal::NoStorage,
                "games cannot be saved on this device, so none can be imported",
            )
        })?;
        store
            .archive_imports(games)
            .map(drop)
            .map_err(|e| e.during(Failed::ImportAll).into())
    }
}
