//! The game commands: the five of SPEC section 6, a move typed as text, and
//! a look at an earlier position.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

use super::{body, lock, object, text_field, AppState};
use crate::dto::{GameView, MoveDto, MoveInput, PositionView};
use crate::error::CommandError;
use crate::time_control::TimeControl;

/// Reads the move from `{move: {...}}`, `{mv: {...}}` or a flat
/// `{from, to, promotion?}`.
fn move_input(args: &Value) -> Result<MoveInput, CommandError> {
    let outer = args.as_object().ok_or_else(|| {
        CommandError::BadRequest("play expects {move: {from, to, promotion?}}".to_owned())
    })?;
    let inner = match outer.get("move").or_else(|| outer.get("mv")) {
        Some(Value::Object(m)) => m,
        Some(_) => {
            return Err(CommandError::InvalidMove(
                "the move must be an object {from, to, promotion?}".to_owned(),
            ))
        }
        None => outer,
    };
    let from = text_field(inner, "from")?
        .ok_or_else(|| CommandError::InvalidMove("the move has no 'from' square".to_owned()))?;
    let to = text_field(inner, "to")?
        .ok_or_else(|| CommandError::InvalidMove("the move has no 'to' square".to_owned()))?;
    let promotion = text_field(inner, "promotion")?;
    Ok(MoveInput {
        from,
        to,
        promotion,
    })
}

/// Reads `new_game`'s optional `{options: {timeControl: TimeControl | null}}`
/// (no arguments, `{}` or `{options: {}}` start an untimed game).
fn new_game_options(args: &Value) -> Result<Option<TimeControl>, CommandError> {
    const USAGE: &str = "new_game expects nothing or {options: {timeControl: TimeControl | null}}";
    let options = match args {
        Value::Null => return Ok(None),
        Value::Object(obj) => match obj.get("options") {
            None | Some(Value::Null) => return Ok(None),
            Some(Value::Object(options)) => options,
            Some(_) => return Err(CommandError::BadRequest(USAGE.to_owned())),
        },
        _ => return Err(CommandError::BadRequest(USAGE.to_owned())),
    };
    match options.get("timeControl") {
        None | Some(Value::Null) => Ok(None),
        Some(value) => TimeControl::from_json(value)
            .map(Some)
            .map_err(CommandError::BadRequest),
    }
}

/// Starts a new game, timed or not (the old one stays in the archive).
#[tauri::command]
pub fn new_game(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<GameView, CommandError> {
    let time_control = new_game_options(&body(&request)?)?;
    lock(&state)?.new_game(time_control)
}

/// The current game; a fallen flag becomes the verdict first.
#[tauri::command]
pub fn status(state: State<'_, AppState>) -> Result<GameView, CommandError> {
    let view = lock(&state)?.status()?;
    signal_ready();
    Ok(view)
}

/// The benchmark's start-up signal: with `HOTSEAT_BENCH_READY=1` in the
/// environment, the first `status` answer (the page asks for it as soon as
/// it is mounted) prints the line `ready` to stdout. Off by default.
fn signal_ready() {
    static SIGNALLED: AtomicBool = AtomicBool::new(false);
    if SIGNALLED.load(Ordering::Relaxed)
        || std::env::var_os("HOTSEAT_BENCH_READY").is_none_or(|v| v != "1")
        || SIGNALLED.swap(true, Ordering::Relaxed)
    {
        return;
    }
    let mut out = std::io::stdout().lock();
    // Nobody may be reading stdout; that is not an error for the app.
    let _ = writeln!(out, "ready");
    let _ = out.flush();
}

/// The legal moves of the side to move, or of the piece on `from`.
#[tauri::command]
pub fn legal_moves(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Vec<MoveDto>, CommandError> {
    let args = body(&request)?;
    let from = match &args {
        Value::Object(obj) => text_field(obj, "from")?,
        Value::Null => None,
        _ => {
            return Err(CommandError::BadRequest(
                "legal_moves expects {from?: square}".to_owned(),
            ))
        }
    };
    lock(&state)?.legal_moves(from.as_deref())
}

/// Plays a move; answers the game after it.
#[tauri::command]
pub fn play(state: State<'_, AppState>, request: Request<'_>) -> Result<GameView, CommandError> {
    let input = move_input(&body(&request)?)?;
    lock(&state)?.play(&input)
}

/// Takes back the last ply.
#[tauri::command]
pub fn undo(state: State<'_, AppState>) -> Result<GameView, CommandError> {
    lock(&state)?.undo()
}

/// Plays a move typed as SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`e7e8q`).
#[tauri::command]
pub fn play_text(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<GameView, CommandError> {
    let args = body(&request)?;
    let text = text_field(object(&args, "{text: string}")?, "text")?
        .ok_or_else(|| CommandError::BadRequest("play_text expects {text: string}".to_owned()))?;
    lock(&state)?.play_text(&text)
}

/// The board after the first `ply` plies (0 is the start); reads only.
#[tauri::command]
pub fn position_at(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<PositionView, CommandError> {
    let args = body(&request)?;
    let ply = object(&args, "{ply: number}")?
        .get("ply")
        .and_then(Value::as_u64)
        .ok_or_else(|| {
            CommandError::BadRequest("position_at expects {ply: a whole number from 0}".to_owned())
        })?;
    lock(&state)?.position_at(ply)
}
