//! The post-game review: a game analysed by our engine off the main thread
//! with progress (one core: a tablet's battery), stopped at any moment,
//! saved with the game; a saved review read back.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Deserialize;
use tauri::ipc::{Channel, JavaScriptChannelId};
use tauri::{AppHandle, Manager, Runtime, WebviewWindow};
use ts_rs::TS;

use super::{lock, locked, AppState};
use crate::dto::{AnalysisProgress, GameAnalysis};
use crate::error::{CommandError, Refusal};
use crate::review::analyse;
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
    let (id, game) = lock(state).archive().reviewable(args.id)?;
    let stop = state.start_review();
    let channel: Channel<AnalysisProgress> = args.progress.channel_on(window.as_ref().clone());
    let worker = app.clone();
    tauri::async_runtime::spawn_blocking(move || {
        let analysis = analyse(&game, &stop, |done, total| {
            let done = u32::try_from(done).unwrap_or(u32::MAX);
            let total = u32::try_from(total).unwrap_or(u32::MAX);
            // A page gone away stops nothing: the review is still saved.
            let _ = channel.send(AnalysisProgress { done, total });
        })
        .map_err(|e| CommandError::not_allowed(Refusal::EngineVariant, e.to_string()))?;
        let state = worker.state::<AppState>();
        let saved = lock(&state).archive().save_analysis(id, &game, &analysis);
        saved
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
