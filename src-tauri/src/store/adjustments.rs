//! The record of a game's clock adjustments: each one saved with the
//! game's state after it, in one transaction, and read back in order.

use hotseat_rules::ByColor;
use rusqlite::params;

use super::codes::{to_i64, to_u64};
use super::{GameState, Store, StoreError};
use crate::chess_match::{Adjustment, AdjustmentRecord};
use crate::clock::Shown;

impl Store {
    /// Saves a game's clock adjustments `records`, numbered from `seq`
    /// (0-based) on, and the game's state after them, in one transaction.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn add_adjustments(
        &mut self,
        game_id: i64,
        seq: usize,
        records: &[AdjustmentRecord],
        state: &GameState,
    ) -> Result<(), StoreError> {
        let now = self.time.date_ms();
        let tx = self.conn.transaction()?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO clock_adjustments
                     (game_id, seq, ply, adjustment, white_ms, black_ms, white_moves, black_moves)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?;
            for (i, record) in records.iter().enumerate() {
                let adjustment = serde_json::to_string(&record.adjustment)
                    .map_err(|e| StoreError::Damaged(format!("clock adjustment: {e}")))?;
                insert.execute(params![
                    game_id,
                    i64::try_from(seq + i).unwrap_or(i64::MAX),
                    i64::try_from(record.ply).unwrap_or(i64::MAX),
                    adjustment,
                    to_i64(record.shown.white),
                    to_i64(record.shown.black),
                    record.moves.white,
                    record.moves.black,
                ])?;
            }
        }
        Self::set_state(&tx, game_id, state, now)?;
        tx.commit()?;
        Ok(())
    }

    /// Game `id`'s clock adjustments, oldest first.
    ///
    /// # Errors
    ///
    /// [`StoreError::Damaged`] when a stored adjustment does not read (as
    /// a stored move that does not: the game's record is not to be
    /// guessed at, so the file goes to the recovery).
    pub(super) fn adjustments_of(&self, id: i64) -> Result<Vec<AdjustmentRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, adjustment, white_ms, black_ms, white_moves, black_moves
             FROM clock_adjustments WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                [r.get::<_, i64>(2)?, r.get::<_, i64>(3)?],
                [r.get::<_, u32>(4)?, r.get::<_, u32>(5)?],
            ))
        })?;
        let mut records = Vec::new();
        for row in rows {
            let (ply, text, [white_ms, black_ms], [white_moves, black_moves]) = row?;
            let adjustment = serde_json::from_str::<Adjustment>(&text)
                .map_err(|e| StoreError::Damaged(format!("clock adjustment '{text}': {e}")))?;
            let ply = usize::try_from(ply)
                .map_err(|_| StoreError::Damaged(format!("clock adjustment at ply {ply}")))?;
            records.push(AdjustmentRecord {
                ply,
                adjustment,
                shown: Shown {
                    white: to_u64(white_ms),
                    black: to_u64(black_ms),
                },
                moves: ByColor::new(white_moves, black_moves),
            });
        }
        Ok(records)
    }
}
