//! The archive's side of a game's review: which game may be reviewed, its
//! saved review (or its imported record's `[%eval]`s), and saving one.

use hotseat_rules::Game;

use super::reads::Archive;
use crate::dto::GameAnalysis;
use crate::error::{CommandError, Failed, Refusal};
use crate::review::{from_record, Analysis};

impl Archive<'_> {
    /// Game `id` (the one being played when `None`), with its id.
    fn resolve(
        &self,
        id: Option<i64>,
    ) -> Result<(i64, crate::store::SavedGame, bool), CommandError> {
        let current = self.store().map(|(_, current)| current);
        let id = id.or(current).ok_or_else(|| {
            CommandError::not_allowed(Refusal::NoStorage, "games are not saved on this device")
        })?;
        Ok((id, self.archived(id)?, Some(id) == current))
    }

    /// Game `id` (the one being played when `None`) to review, with its id.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] for the game being played before its
    /// verdict (the engine is never seen during a game) and for a kind of
    /// chess our engine does not play; [`CommandError::NotFound`] or a
    /// failed read.
    pub fn reviewable(&self, id: Option<i64>) -> Result<(i64, Game), CommandError> {
        let (id, saved, current) = self.resolve(id)?;
        let game = saved.played.game();
        if current && game.outcome().is_none() && saved.record.is_none() {
            return Err(CommandError::not_allowed(
                Refusal::GameInProgress,
                "the game is reviewed once it has a verdict",
            ));
        }
        if !matches!(game.start_position(), hotseat_rules::AnyPosition::Chess(_)) {
            return Err(CommandError::not_allowed(
                Refusal::EngineVariant,
                format!(
                    "the engine reviews standard chess and Chess960, not {}",
                    game.variant().pgn_name()
                ),
            ));
        }
        Ok((id, game.clone()))
    }

    /// The review of game `id` (the one being played when `None`): our
    /// engine's saved one, else its imported record's `[%eval]`s; `None`
    /// when it has neither.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotFound`] or a failed read.
    pub fn analysis(&self, id: Option<i64>) -> Result<Option<GameAnalysis>, CommandError> {
        let (id, saved, _) = self.resolve(id)?;
        let game = saved.played.game();
        let (store, _) = self
            .store()
            .ok_or_else(|| CommandError::not_found(format!("there is no game {id}")))?;
        let analysis = match store
            .load_analysis(id)
            .map_err(|e| e.during(Failed::ReadArchive))?
        {
            Some(analysis) => Some(analysis),
            None => saved.record.as_deref().and_then(|r| from_record(r, game)),
        };
        Ok(analysis.map(|a| GameAnalysis::of(id, game, &a)))
    }

    /// Saves our engine's `analysis` of game `id`, `game` as it was
    /// reviewed, and answers the review as it stands saved (a ply taken
    /// back meanwhile has none).
    ///
    /// # Errors
    ///
    /// A failed write or read.
    pub fn save_analysis(
        &mut self,
        id: i64,
        game: &Game,
        analysis: &Analysis,
    ) -> Result<Option<GameAnalysis>, CommandError> {
        let ucis: Vec<String> = game.history().iter().map(|p| p.uci.to_string()).collect();
        let store = self
            .store_mut()
            .ok_or_else(|| CommandError::not_found(format!("there is no game {id}")))?;
        store
            .save_analysis(id, &ucis, analysis)
            .map_err(|e| e.during(Failed::Analysis))?;
        self.analysis(Some(id))
    }
}
