//! A clock adjustment as the archive's replay shows it.

use hotseat_rules::Game;
use serde::Serialize;
use ts_rs::TS;

use super::moves::before_ply;
use super::MoveNumber;
use crate::chess_match::{Adjustment, AdjustmentRecord};
use crate::pgn::export::adjustment_words;

/// One clock adjustment of a stored game: where in the game it was made
/// (after which move, named by the Rust side), what it was and what both
/// clocks showed after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AdjustmentView {
    /// The plies played when it was made (0: before the first move).
    pub ply: u32,
    /// The number and mover of the move it followed (none at ply 0).
    pub after_number: Option<MoveNumber>,
    /// That move in SAN (none at ply 0).
    pub after_san: Option<String>,
    /// What was adjusted.
    pub adjustment: Adjustment,
    /// It in words, as the PGN writes it ("+15 s to Black").
    pub words: String,
    /// White's time left just after it, in ms.
    pub white_ms: u64,
    /// Black's time left just after it, in ms.
    pub black_ms: u64,
}

impl AdjustmentView {
    /// The views of `records`, made in `game`, oldest first.
    pub fn all_of(game: &Game, records: &[AdjustmentRecord]) -> Vec<AdjustmentView> {
        records
            .iter()
            .map(|record| {
                let last = record.ply.checked_sub(1);
                let played = last.and_then(|i| game.history().get(i));
                AdjustmentView {
                    ply: u32::try_from(record.ply).unwrap_or(u32::MAX),
                    after_number: last
                        .filter(|_| played.is_some())
                        .map(|i| MoveNumber::before(before_ply(game, i))),
                    after_san: played.map(|p| p.san.clone()),
                    adjustment: record.adjustment,
                    words: adjustment_words(&record.adjustment),
                    white_ms: record.shown.white,
                    black_ms: record.shown.black,
                }
            })
            .collect()
    }
}
