//! The game commands: the five of SPEC section 6, a move typed as text, and
//! a look at an earlier position.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Deserializer};
use serde_json::{json, Value};
use ts_rs::TS;

use super::args::{check_len, deserialize, not_an_object, Args, NoArgs, MAX_FIELD_LEN};
use crate::dto::{GameView, MoveDto, MoveInput, NewGameOptions, PositionView};
use crate::error::CommandError;
use crate::roster::Roster;
use crate::session::Session;
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
        .find(|k| !["timeControl", "roster"].contains(&k.as_str()))
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
    Ok(Some(NewGameOptions {
        roster,
        time_control,
    }))
}

impl Args for NewGameArgs {
    const USAGE: &'static str =
        "nothing or {options: {timeControl?: TimeControl | null, roster?: {white?, black?, event?, site?, round?}}}";
}

/// Starts a new game, timed or not (the old one stays in the archive).
pub fn new_game(session: &mut Session, args: NewGameArgs) -> Result<GameView, CommandError> {
    let options = args.options.unwrap_or_default();
    session.new_named_game(options.time_control, options.roster.unwrap_or_default())
}

/// The return game after a verdict: same clock, colours swapped.
pub fn rematch(session: &mut Session, _: NoArgs) -> Result<GameView, CommandError> {
    session.rematch()
}

/// The current game; a fallen flag becomes the verdict first.
pub fn status(session: &mut Session, _: NoArgs) -> Result<GameView, CommandError> {
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
    #[ts(optional, as = "Option<hotseat_rules::Square>")]
    pub from: Option<String>,
}

impl Args for LegalMovesArgs {
    const USAGE: &'static str = "{from?: square}";

    fn check(&self) -> Result<(), CommandError> {
        check_len("from", self.from.as_deref(), MAX_FIELD_LEN)
    }
}

/// The legal moves of the side to move, or of the piece on `from`.
pub fn legal_moves(
    session: &mut Session,
    args: LegalMovesArgs,
) -> Result<Vec<MoveDto>, CommandError> {
    session.legal_moves(args.from.as_deref())
}

/// `play`'s arguments: `{move: {from, to, promotion?}, since?}`;
/// `{mv: {...}}` and a flat `{from, to, promotion?}` are read too.
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

impl Args for PlayArgs {
    const USAGE: &'static str = "{move: {from, to, promotion?}, since?: number}";

    /// A move that is not an object or lacks a square is an `invalid_move`
    /// (as a move the rules refuse); wrong types are `bad_request`s.
    fn read(command: &str, body: Value) -> Result<Self, CommandError> {
        let Value::Object(mut outer) = body else {
            return Err(not_an_object(command, Self::USAGE));
        };
        let since = outer.remove("since").unwrap_or(Value::Null);
        let inner = match outer.remove("move").or_else(|| outer.remove("mv")) {
            Some(inner) => inner,
            None => Value::Object(outer),
        };
        let Value::Object(fields) = &inner else {
            return Err(CommandError::InvalidMove(
                "the move must be an object {from, to, promotion?}".to_owned(),
            ));
        };
        for square in ["from", "to"] {
            if fields.get(square).is_none_or(Value::is_null) {
                return Err(CommandError::InvalidMove(format!(
                    "the move has no '{square}' square"
                )));
            }
        }
        let args: PlayArgs = deserialize(
            command,
            Self::USAGE,
            &json!({ "move": inner, "since": since }),
        )?;
        let input = &args.r#move;
        check_len("move.from", Some(&input.from), MAX_FIELD_LEN)?;
        check_len("move.to", Some(&input.to), MAX_FIELD_LEN)?;
        check_len("move.promotion", input.promotion.as_deref(), MAX_FIELD_LEN)?;
        Ok(args)
    }
}

/// Plays a move; answers the game after it (its move list from `since`).
pub fn play(session: &mut Session, args: PlayArgs) -> Result<GameView, CommandError> {
    session.play_since(&args.r#move, args.since)
}

/// Takes back the last ply.
pub fn undo(session: &mut Session, _: NoArgs) -> Result<GameView, CommandError> {
    session.undo()
}

/// `play_text`'s arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct PlayTextArgs {
    /// SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`e7e8q`).
    pub text: String,
}

impl Args for PlayTextArgs {
    const USAGE: &'static str = "{text: string}";

    fn check(&self) -> Result<(), CommandError> {
        check_len("text", Some(&self.text), MAX_FIELD_LEN)
    }
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

impl Args for PositionAtArgs {
    const USAGE: &'static str = "{ply: a whole number from 0}";
}

/// The board after the first `ply` plies (0 is the start); reads only.
pub fn position_at(
    session: &mut Session,
    args: PositionAtArgs,
) -> Result<PositionView, CommandError> {
    session.position_at(args.ply)
}
