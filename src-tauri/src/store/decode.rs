//! Reading a stored game back: its row, its moves replayed through the
//! rules (with each move's clock readings), its declared verdict and its
//! clock, into a [`Match`]. Anything that does not read is
//! [`StoreError::Damaged`], naming what.

use hotseat_rules::{Color, Game};
use rusqlite::OptionalExtension;

use super::codes::{declaration_from_code, to_u64};
use super::{MoveClock, SavedGame, Store, StoreError};
use crate::chess_match::Match;
use crate::clock::{SavedClock, Shown};
use crate::pgn::roster::Roster;
use crate::time_control::TimeControl;

/// The columns of a `games` row that a game is rebuilt from.
struct GameRow {
    variant: Option<String>,
    start_fen: String,
    created_at: i64,
    time_control: Option<String>,
    ended_by: Option<String>,
    draw_offer: Option<String>,
    /// White's and Black's banked time and the turn's time spent.
    clock_ms: [Option<i64>; 3],
    clock_turn: Option<String>,
    pgn_record: Option<String>,
    roster: Roster,
}

/// A game's roster: its columns, or for a game imported before they
/// existed (schema 3), its record's tags.
pub(super) fn roster_of(columns: Roster, record: Option<&str>) -> Roster {
    if !columns.is_empty() {
        return columns;
    }
    record.map_or(columns, Roster::of_pgn)
}

fn damaged(what: impl Into<String>) -> StoreError {
    StoreError::Damaged(what.into())
}

/// Both clocks as stored (negative times read as 0).
fn shown(white: i64, black: i64) -> Shown {
    Shown {
        white: to_u64(white),
        black: to_u64(black),
    }
}

impl Store {
    /// The current game (the one named by the `current_game` setting),
    /// replayed move by move through the rules.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a saved FEN or move is not valid, or the
    /// current game's row is missing.
    pub fn load_current(&self) -> Result<Option<SavedGame>, StoreError> {
        let Some(id) = self.current_id()? else {
            return Ok(None);
        };
        match self.load_game(id)? {
            Some(saved) => Ok(Some(saved)),
            None => Err(damaged(format!("current game {id} is missing"))),
        }
    }

    /// Any stored game (deleted ones too, until they are purged), replayed
    /// through the rules; `None` when there is no such row.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a saved FEN, move or clock is not valid.
    pub fn load_game(&self, id: i64) -> Result<Option<SavedGame>, StoreError> {
        let Some(row) = self.game_row(id)? else {
            return Ok(None);
        };
        let variant = super::games::variant_of(row.variant.as_deref())?;
        let mut game = Game::from_fen_in(&row.start_fen, variant)
            .map_err(|e| damaged(format!("start position: {e}")))?;
        let time_control = row
            .time_control
            .as_deref()
            .map(|text| {
                serde_json::from_str::<TimeControl>(text)
                    .map_err(|e| damaged(format!("time control: {e}")))
            })
            .transpose()?;
        let readings = self.replay_moves(id, &mut game, time_control.is_some())?;
        if let Some(code) = &row.ended_by {
            let declaration = declaration_from_code(code)
                .ok_or_else(|| damaged(format!("unknown verdict '{code}'")))?;
            game.declare(declaration)
                .map_err(|e| damaged(format!("verdict '{code}': {e}")))?;
        }
        let clock = match time_control {
            None => None,
            Some(control) => Some((control, saved_clock(&row)?)),
        };
        let draw_offer = row.draw_offer.as_deref().and_then(Color::from_name);
        let adjustments = self.adjustments_of(id)?;
        Ok(Some(SavedGame {
            id,
            created_at: row.created_at,
            played: Match::restore(game, clock, readings, draw_offer)
                .with_clock_adjustments(adjustments),
            roster: roster_of(row.roster, row.pgn_record.as_deref()),
            record: row.pgn_record,
        }))
    }

    fn game_row(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT start_fen, created_at, time_control, ended_by, draw_offer,
                        clock_white_ms, clock_black_ms, clock_spent_ms, clock_turn,
                        pgn_record, white_name, black_name, event, site, round, variant
                 FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok(GameRow {
                        variant: r.get(15)?,
                        start_fen: r.get(0)?,
                        created_at: r.get(1)?,
                        time_control: r.get(2)?,
                        ended_by: r.get(3)?,
                        draw_offer: r.get(4)?,
                        clock_ms: [r.get(5)?, r.get(6)?, r.get(7)?],
                        clock_turn: r.get(8)?,
                        pgn_record: r.get(9)?,
                        roster: Roster {
                            white: r.get(10)?,
                            black: r.get(11)?,
                            event: r.get(12)?,
                            site: r.get(13)?,
                            round: r.get(14)?,
                        },
                    })
                },
            )
            .optional()?)
    }

    /// Plays game `id`'s stored moves on `game`, ply 1 first, and returns
    /// their clock readings (which a timed game must have for every move).
    fn replay_moves(
        &self,
        id: i64,
        game: &mut Game,
        timed: bool,
    ) -> Result<Vec<MoveClock>, StoreError> {
        let mut readings = Vec::new();
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, uci, white_ms, black_ms, after_ms FROM moves WHERE game_id = ?1 ORDER BY ply",
        )?;
        let rows = stmt.query_map([id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                [
                    r.get::<_, Option<i64>>(2)?,
                    r.get::<_, Option<i64>>(3)?,
                    r.get::<_, Option<i64>>(4)?,
                ],
            ))
        })?;
        for (i, row) in rows.enumerate() {
            let (ply, uci, clock) = row?;
            if usize::try_from(ply).ok() != Some(i + 1) {
                return Err(damaged(format!("ply {} is missing", i + 1)));
            }
            game.play_uci(&uci)
                .map_err(|e| damaged(format!("move {ply} ({uci}): {e}")))?;
            if timed {
                let [Some(white), Some(black), Some(after)] = clock else {
                    return Err(damaged(format!("move {ply} has no clock")));
                };
                readings.push(MoveClock {
                    before: shown(white, black),
                    after_ms: to_u64(after),
                });
            }
        }
        Ok(readings)
    }
}

/// The clock columns of a timed game's row.
fn saved_clock(row: &GameRow) -> Result<SavedClock, StoreError> {
    let [Some(white), Some(black), Some(spent)] = row.clock_ms else {
        return Err(damaged("the clock is missing"));
    };
    Ok(SavedClock {
        banked: shown(white, black),
        turn: row.clock_turn.as_deref().and_then(Color::from_name),
        spent_ms: to_u64(spent),
    })
}
