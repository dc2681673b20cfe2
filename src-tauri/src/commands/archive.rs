//! The archive of games: a page of the list, a read-only replay, the PGN,
//! delete (undoable until the next start-up) and restore.

use hotseat_rules::Variant;
use serde::Deserialize;
use ts_rs::TS;

use super::args::optional_text_at_most;
use crate::dto::{AdjustmentView, GamePage, Ply, PositionView};
use crate::error::CommandError;
use crate::pgn::roster::MAX_NAME_CHARS;
use crate::session::Session;

/// `games`' arguments: a page of the list.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct GamesArgs {
    /// How many games to skip, newest first.
    pub offset: u32,
    /// How many games at most.
    pub limit: u32,
    /// Only the games in which a player's name contains this (any case);
    /// all games when absent or empty.
    #[serde(
        default,
        deserialize_with = "optional_text_at_most::<MAX_NAME_CHARS, _>"
    )]
    #[ts(optional)]
    pub name: Option<String>,
    /// Only the games of this kind of chess; all kinds when absent.
    #[serde(default)]
    #[ts(optional)]
    pub variant: Option<Variant>,
}

/// A stored game's id (a whole number; ids are never negative).
fn stored_id(id: u64) -> Result<i64, CommandError> {
    i64::try_from(id).map_err(|_| CommandError::BadRequest {
        message: "'id' is too large".to_owned(),
    })
}

/// `archived_position`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct ArchivedPositionArgs {
    /// The stored game.
    pub id: u64,
    /// How many plies from its start.
    pub ply: u64,
}

/// The arguments of the commands on one stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct IdArgs {
    /// The stored game.
    pub id: u64,
}

/// A page of stored games, newest first.
pub fn games(session: &mut Session, args: GamesArgs) -> Result<GamePage, CommandError> {
    let name = args
        .name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty());
    session
        .archive()
        .games(args.offset, args.limit, name, args.variant)
}

/// The players' names of the latest stored games, newest first, each once:
/// what the New game dialog offers.
pub fn recent_names(session: &mut Session) -> Result<Vec<String>, CommandError> {
    session.archive().recent_names()
}

/// The board of a stored game after `ply` plies.
pub fn archived_position(
    session: &mut Session,
    args: ArchivedPositionArgs,
) -> Result<PositionView, CommandError> {
    session
        .archive()
        .archived_position(stored_id(args.id)?, args.ply)
}

/// The move list of a stored game.
pub fn archived_moves(session: &mut Session, args: IdArgs) -> Result<Vec<Ply>, CommandError> {
    session.archive().archived_moves(stored_id(args.id)?)
}

/// The clock adjustments of a stored game.
pub fn archived_adjustments(
    session: &mut Session,
    args: IdArgs,
) -> Result<Vec<AdjustmentView>, CommandError> {
    session.archive().archived_adjustments(stored_id(args.id)?)
}

/// A stored game as PGN.
pub fn archived_pgn(session: &mut Session, args: IdArgs) -> Result<String, CommandError> {
    session.archive().archived_pgn(stored_id(args.id)?)
}

/// Deletes a stored game (not the current one).
pub fn delete_game(session: &mut Session, args: IdArgs) -> Result<(), CommandError> {
    session.archive().delete_game(stored_id(args.id)?)
}

/// Restores a game deleted since the app started.
pub fn restore_game(session: &mut Session, args: IdArgs) -> Result<(), CommandError> {
    session.archive().restore_game(stored_id(args.id)?)
}
