//! The post-game review: a game analysed by our engine off the main thread
//! with progress (one core: a tablet's battery), stopped at any moment,
//! saved with the game; a saved review read back.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Deserialize;
use tauri::ipc::{Channel, JavaScriptChannelId};
use tauri::{AppHandle, Manager, Runtime, WebviewWindow};
use ts_rs::TS;

use super::args::NoArgs;
use super::file_dialog::{file_dialog, pick_file};
use super::{lock, locked, AppState};
use crate::dto::{AnalysisProgress, EngineFault, EngineTrouble, GameAnalysis, ReviewEngine};
use crate::error::{CommandError, Refusal};
use crate::review::{analyse, file_name, ChosenEngine};
use crate::session::Session;

/// `analyse_game`'s arguments.
#[derive(Deserialize, TS)]
pub struct AnalyseGameArgs {
    /// The game's id in the archive; absent: the game being played (once
    /// it has its verdict).
    #[ts(optional)]
    pub id: Option<i64>,
    /// Where each position's progress is sent.
    #[ts(type = "Channel<AnalysisProgress>")]
    pub progress: JavaScriptChannelId,
}

// Tauri's channel id has no Debug of its own.
impl std::fmt::Debug for AnalyseGameArgs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalyseGameArgs")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// A new review's stop flag; the review running before it (one at a
    /// time: one core) is told to stop.
    fn start_review(&self) -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(false));
        let old = std::mem::replace(&mut *locked(&self.review), flag.clone());
        old.store(true, Ordering::Relaxed);
        flag
    }
}

/// Reviews a game with our engine: every position searched (to the
/// review's depth), `progress` told after each; then the review is saved
/// with the game and answered as saved. [`stop_analysis`] ends it early:
/// the moves reviewed so far are saved and answered (`complete: false`).
///
/// Async, and the search on a blocking thread: the session is locked only
/// to read the game and to save the review, so the app stays responsive.
pub async fn analyse_game<R: Runtime>(
    app: AppHandle<R>,
    window: WebviewWindow<R>,
    state: &AppState,
    args: AnalyseGameArgs,
) -> Result<Option<GameAnalysis>, CommandError> {
    let (id, game, chosen) = {
        let mut session = lock(state);
        let chosen = session.review_engine().cloned();
        let (id, game) = session.archive().reviewable(args.id)?;
        (id, game, chosen)
    };
    let stop = state.start_review();
    let channel: Channel<AnalysisProgress> = args.progress.channel_on(window.as_ref().clone());
    let worker = app.clone();
    tauri::async_runtime::spawn_blocking(move || {
        let reviewed = analyse(&game, chosen.as_ref(), &stop, |done, total| {
            let done = u32::try_from(done).unwrap_or(u32::MAX);
            let total = u32::try_from(total).unwrap_or(u32::MAX);
            // A page gone away stops nothing: the review is still saved.
            let _ = channel.send(AnalysisProgress { done, total });
        })
        .map_err(|e| CommandError::not_allowed(Refusal::EngineVariant, e.to_string()))?;
        let state = worker.state::<AppState>();
        let saved = lock(&state)
            .archive()
            .save_analysis(id, &game, &reviewed.analysis);
        Ok(saved?.map(|mut answer| {
            answer.fallback = reviewed.fallback.map(|(engine, fault)| EngineTrouble {
                name: engine.name,
                fault: fault.into(),
            });
            answer
        }))
    })
    .await
    .map_err(|e| CommandError::internal(format!("the review failed: {e}")))?
}

/// Asks the running review to stop after the position it is searching.
pub fn stop_analysis(state: &AppState) -> Result<(), CommandError> {
    locked(&state.review).store(true, Ordering::Relaxed);
    Ok(())
}

/// `game_analysis`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct GameAnalysisArgs {
    /// The game's id in the archive; absent: the game being played.
    #[ts(optional)]
    pub id: Option<i64>,
}

/// The saved review of a game (or its imported record's `[%eval]`s);
/// null when it has none.
pub fn game_analysis(
    session: &mut Session,
    args: GameAnalysisArgs,
) -> Result<Option<GameAnalysis>, CommandError> {
    session.archive().analysis(args.id)
}

/// The engine the players chose for the review; null: ours.
pub fn review_engine(session: &mut Session) -> Result<Option<ReviewEngine>, CommandError> {
    Ok(session.review_engine().map(ReviewEngine::from))
}

/// The test seam of the engine's open dialog (debug builds only, as
/// `HOTSEAT_OPEN_PGN`): when set, the dialog is not shown and "returns"
/// this path; set and empty, the players "cancel".
pub const OPEN_ENGINE_SEAM: &str = "HOTSEAT_OPEN_ENGINE";

/// Asks which program to review with (the system's open dialog), starts
/// it to check that it speaks UCI and to learn its name, and keeps it as
/// the review's engine; `None` when the players cancel (nothing changes).
///
/// # Errors
///
/// [`CommandError::EngineUnusable`] naming the file and why: the choice is
/// not made.
pub async fn choose_review_engine<R: Runtime>(
    app: AppHandle<R>,
    window: WebviewWindow<R>,
    _: &AppState,
    _: NoArgs,
) -> Result<Option<ReviewEngine>, CommandError> {
    let Some(file) = pick_file(file_dialog(&app, &window), OPEN_ENGINE_SEAM).await? else {
        return Ok(None);
    };
    // A tablet's picker may answer a document, not a program's path.
    let name = file.to_string();
    let path = file.into_path().map_err(|e| CommandError::EngineUnusable {
        message: format!("{name} is not a file this app can run: {e}"),
        engine: EngineTrouble {
            name,
            fault: EngineFault::NotRunnable,
        },
    })?;
    let checked = tauri::async_runtime::spawn_blocking(move || {
        ChosenEngine::check(path.clone()).map_err(|fault| (path, fault))
    })
    .await
    .map_err(|e| CommandError::internal(format!("checking the engine failed: {e}")))?;
    let chosen = checked.map_err(|(path, fault)| CommandError::EngineUnusable {
        message: format!("{} cannot review: {fault}", path.display()),
        engine: EngineTrouble {
            name: file_name(&path),
            fault: fault.into(),
        },
    })?;
    let state = app.state::<AppState>();
    let answer = ReviewEngine::from(&chosen);
    lock(&state).set_review_engine(Some(chosen))?;
    Ok(Some(answer))
}

/// Our engine reviews again (the chosen program is forgotten).
pub fn use_our_engine(session: &mut Session) -> Result<(), CommandError> {
    session.set_review_engine(None)
}
