//! A game's review as the store keeps it: the start position's value and
//! the analysing depth on the game's row, each ply's value after it, its
//! class, the better move and its line on the ply's own row — so that a
//! ply taken back takes its review along, and a ply played on has none.

use hotseat_rules::Move;
use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};
use crate::review::{AnalysedBy, Analysis, Eval, MoveClass, MoveNote};

/// An evaluation as two columns: centipawns, or moves to mate.
fn columns(eval: Option<Eval>) -> (Option<i32>, Option<i32>) {
    match eval {
        Some(Eval::Cp(cp)) => (Some(cp), None),
        Some(Eval::Mate(n)) => (None, Some(n)),
        None => (None, None),
    }
}

fn eval_of(cp: Option<i32>, mate: Option<i32>) -> Option<Eval> {
    mate.map(Eval::Mate).or(cp.map(Eval::Cp))
}

/// UCI moves, space-separated.
fn uci_line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn moves_of(line: &str) -> Vec<Move> {
    // Read back as written; the review's view makes each the position's own move.
    line.split_whitespace()
        .filter_map(|t| Move::from_uci(t).ok())
        .collect()
}

impl Store {
    /// Saves an engine's review of game `id`, whose plies are `ucis`, in
    /// one transaction: a ply whose row no longer holds that move (taken
    /// back meanwhile) is let be.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the write fails; nothing is changed then.
    pub fn save_analysis(
        &mut self,
        id: i64,
        ucis: &[String],
        analysis: &Analysis,
    ) -> Result<(), StoreError> {
        let AnalysedBy::Engine { depth, name } = &analysis.by else {
            // A record's evaluations stay in the record.
            return Ok(());
        };
        let tx = self.conn.transaction()?;
        let (cp, mate) = columns(analysis.evals.first().copied().flatten());
        tx.execute(
            "UPDATE games SET start_eval_cp = ?2, start_eval_mate = ?3, analysis_depth = ?4,
                              analysis_engine = ?5
             WHERE id = ?1",
            params![id, cp, mate, depth, name],
        )?;
        {
            let mut write = tx.prepare_cached(
                "UPDATE moves SET eval_cp = ?4, eval_mate = ?5, class = ?6, better = ?7, line = ?8
                 WHERE game_id = ?1 AND ply = ?2 AND uci = ?3",
            )?;
            for (i, (note, uci)) in analysis.moves.iter().zip(ucis).enumerate() {
                let (cp, mate) = columns(analysis.evals.get(i + 1).copied().flatten());
                write.execute(params![
                    id,
                    i64::try_from(i + 1).unwrap_or(i64::MAX),
                    uci,
                    cp,
                    mate,
                    note.class.map(MoveClass::code),
                    note.better.map(|m| m.to_string()),
                    (!note.line.is_empty()).then(|| uci_line(&note.line)),
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The saved engine review of game `id`: the plies reviewed, from
    /// the first up to the first one without a review. `None` when the
    /// game was never reviewed.
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] when the read fails.
    pub fn load_analysis(&self, id: i64) -> Result<Option<Analysis>, StoreError> {
        type Head = (Option<i32>, Option<i32>, Option<u32>, Option<String>);
        let head: Option<Head> = self
            .conn
            .query_row(
                "SELECT start_eval_cp, start_eval_mate, analysis_depth, analysis_engine
                 FROM games WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        let Some((cp, mate, Some(depth), name)) = head else {
            return Ok(None);
        };
        let mut evals = vec![eval_of(cp, mate)];
        let mut moves = Vec::new();
        let mut read = self.conn.prepare_cached(
            "SELECT eval_cp, eval_mate, class, better, line FROM moves WHERE game_id = ?1 ORDER BY ply",
        )?;
        let rows = read.query_map([id], |r| {
            Ok((
                r.get::<_, Option<i32>>(0)?,
                r.get::<_, Option<i32>>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
            ))
        })?;
        for row in rows {
            let (cp, mate, class, better, line) = row?;
            let Some(class) = class.as_deref().and_then(MoveClass::from_code) else {
                break;
            };
            evals.push(eval_of(cp, mate));
            moves.push(MoveNote {
                class: Some(class),
                better: better.as_deref().and_then(|b| moves_of(b).first().copied()),
                line: line.as_deref().map(moves_of).unwrap_or_default(),
            });
        }
        Ok(Some(Analysis {
            evals,
            moves,
            by: AnalysedBy::Engine { depth, name },
        }))
    }
}
