//! The game commands: the five of SPEC section 6, a move typed as text, and
//! a look at an earlier position.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Deserializer};
use serde_json::Value;
use ts_rs::TS;

use super::args::text_at_most;
use hotseat_rules::{Square, Variant};

use crate::dto::{DropInput, GameView, MoveDto, MoveInput, NewGameOptions, PositionView};
use crate::error::CommandError;
use crate::pgn::roster::Roster;
use crate::session::Session;
use crate::session::Start;
use crate::time_control::TimeControl;

/// `new_game`'s arguments: nothing, `{}` or `{options: {}}` start an
/// untimed game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, TS)]
pub struct NewGameArgs {
    /// The game's options.
    #[serde(default, deserialize_with = "checked_options")]
    #[ts(optional = nullable)]
    pub options: Option<NewGameOptions>,
}

/// Reads the options, the time control checked by [`TimeControl::from_json`]
/// (unknown fields, base times, increments).
fn checked_options<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<NewGameOptions>, D::Error> {
    let Some(options) = Option::<serde_json::Map<String, Value>>::deserialize(deserializer)? else {
        return Ok(None);
    };
    if let Some(unknown) = options
        .keys()
        .find(|k| !["timeControl", "roster", "variant", "chess960"].contains(&k.as_str()))
    {
        return Err(serde::de::Error::custom(format!(
            "unknown field `{unknown}`"
        )));
    }
    let time_control = match options.get("timeControl") {
        None | Some(Value::Null) => None,
        Some(value) => Some(TimeControl::from_json(value).map_err(serde::de::Error::custom)?),
    };
    let roster = match options.get("roster") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            Roster::deserialize(value)
                .map_err(|e| serde::de::Error::custom(format!("roster: {e}")))?
                .normalized()
                .map_err(|e| serde::de::Error::custom(format!("roster: {e}")))?,
        ),
    };
    let variant = match options.get("variant") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            Variant::deserialize(value)
                .map_err(|e| serde::de::Error::custom(format!("variant: {e}")))?,
        ),
    };
    let chess960 = match options.get("chess960") {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            u16::deserialize(value)
                .ok()
                .filter(|&n| n < 960)
                .ok_or_else(|| {
                    serde::de::Error::custom("chess960: a start number from 0 to 959")
                })?,
        ),
    };
    if chess960.is_some() && variant != Some(Variant::Chess960) {
        return Err(serde::de::Error::custom(
            "chess960: a start number is for variant \"chess960\" only",
        ));
    }
    Ok(Some(NewGameOptions {
        roster,
        time_control,
        variant,
        chess960,
    }))
}

/// Starts a new game, timed or not (the old one stays in the archive).
pub fn new_game(session: &mut Session, args: NewGameArgs) -> Result<GameView, CommandError> {
    let options = args.options.unwrap_or_default();
    let start = match (options.variant.unwrap_or_default(), options.chess960) {
        (Variant::Chess960, Some(number)) => Start::Chess960(number),
        (Variant::Chess960, None) => Start::RandomChess960,
        (variant, _) => Start::Variant(variant),
    };
    session.new_game_from(
        start,
        options.time_control,
        options.roster.unwrap_or_default(),
    )
}

/// `drop_piece`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct DropPieceArgs {
    /// The piece and the square.
    pub drop: DropInput,
    /// As [`PlayArgs::since`].
    #[serde(default)]
    #[ts(optional)]
    pub since: Option<u32>,
}

/// Puts a piece from the mover's pocket on the board (Crazyhouse);
/// answers the game after it (its move list from `since`).
pub fn drop_piece(session: &mut Session, args: DropPieceArgs) -> Result<GameView, CommandError> {
    session.drop_since(args.drop, args.since)
}

/// The return game after a verdict: same clock, colours swapped.
pub fn rematch(session: &mut Session) -> Result<GameView, CommandError> {
    session.rematch()
}

/// The current game; a fallen flag becomes the verdict first.
pub fn status(session: &mut Session) -> Result<GameView, CommandError> {
    let view = session.status()?;
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

/// `legal_moves`' arguments.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, TS)]
pub struct LegalMovesArgs {
    /// The piece's square; all the side to move's moves when absent.
    #[serde(default)]
    #[ts(optional)]
    pub from: Option<Square>,
}

/// The legal moves of the side to move, or of the piece on `from`.
pub fn legal_moves(
    session: &mut Session,
    args: LegalMovesArgs,
) -> Result<Vec<MoveDto>, CommandError> {
    Ok(session.legal_moves(args.from))
}

/// `play`'s arguments: `{move: {from, to, promotion?}, since?}`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct PlayArgs {
    /// The move.
    pub r#move: MoveInput,
    /// How many plies of the move list the page already holds: the answer
    /// then carries only the plies after them (see `GameView::moves_from`).
    #[serde(default)]
    #[ts(optional)]
    pub since: Option<u32>,
}

/// Plays a move; answers the game after it (its move list from `since`).
pub fn play(session: &mut Session, args: PlayArgs) -> Result<GameView, CommandError> {
    session.play_since(args.r#move, args.since)
}

/// Takes back the last ply.
pub fn undo(session: &mut Session) -> Result<GameView, CommandError> {
    session.undo()
}

/// The longest typed move looked at (`exd8=Q+` is 7; the rest is room
/// for spaces and annotations).
const MAX_TYPED_MOVE_LEN: usize = 64;

/// `play_text`'s arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct PlayTextArgs {
    /// SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`e7e8q`).
    #[serde(deserialize_with = "text_at_most::<MAX_TYPED_MOVE_LEN, _>")]
    pub text: String,
}

/// Plays a move typed as SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`e7e8q`).
pub fn play_text(session: &mut Session, args: PlayTextArgs) -> Result<GameView, CommandError> {
    session.play_text(&args.text)
}

/// `position_at`'s arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct PositionAtArgs {
    /// How many plies from the start (0 is the start).
    pub ply: u64,
}

/// The board after the first `ply` plies (0 is the start); reads only.
pub fn position_at(
    session: &mut Session,
    args: PositionAtArgs,
) -> Result<PositionView, CommandError> {
    session.position_at(args.ply)
}
