//! A stage of a time control (a number of moves, or the rest of the game,
//! with its own time and per-move rule) and where a side stands in its
//! stages after some moves.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::PerMove;

/// One stage of a side's time control: `moves` moves (or, absent, the rest
/// of the game) played with `perMove`; `ms` is added to the side's clock
/// when the stage begins (for the first stage: its base time).
///
/// A last stage with a move count repeats (`40/7200` alone: two hours for
/// every 40 moves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Stage {
    /// Moves in the stage; absent: the rest of the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub moves: Option<u32>,
    /// Time added when the stage begins.
    pub ms: u32,
    /// What each move in the stage earns.
    pub per_move: PerMove,
}

/// Where a side stands in its stages: the stage its next move belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StagePosition {
    /// The stage's number, 0 for the first (a repeating last stage keeps
    /// counting up).
    pub index: u32,
    /// The stage.
    pub stage: Stage,
    /// Moves the side has made in this stage.
    pub made: u32,
}

impl StagePosition {
    /// Moves still to make before the next stage begins (`None` in a stage
    /// that lasts the rest of the game).
    pub fn moves_left(&self) -> Option<u32> {
        self.stage.moves.map(|n| n.saturating_sub(self.made))
    }

    /// The moves made before this stage began.
    pub fn start(&self, stages: impl IntoIterator<Item = Stage>) -> u32 {
        let mut start = 0u32;
        let mut last = None;
        for (i, stage) in (0..self.index).zip(stages) {
            start += stage.moves.unwrap_or(0);
            last = Some((i, stage));
        }
        // A repeating last stage: the repeats before this one.
        if let Some((i, stage)) = last {
            start += (self.index - 1 - i) * stage.moves.unwrap_or(0);
        }
        start
    }
}

/// Where a side stands after `made` moves under `stages` (at least one; a
/// stage without a move count ends the list; move counts are at least 1).
///
/// # Examples
///
/// ```
/// use hotseat_chess_lib::time_control::{locate, PerMove, Stage};
///
/// let fide = [
///     Stage { moves: Some(40), ms: 5_400_000, per_move: PerMove::Fischer { ms: 30_000 } },
///     Stage { moves: None, ms: 1_800_000, per_move: PerMove::Fischer { ms: 30_000 } },
/// ];
/// let at = locate(fide, 39);
/// assert_eq!((at.index, at.made, at.moves_left()), (0, 39, Some(1)));
/// let at = locate(fide, 40);
/// assert_eq!((at.index, at.made, at.moves_left()), (1, 0, None));
/// ```
pub fn locate(stages: impl IntoIterator<Item = Stage>, made: u32) -> StagePosition {
    let mut left = made;
    let mut index = 0u32;
    let mut last = Stage {
        moves: None,
        ms: 0,
        per_move: PerMove::None,
    };
    for stage in stages {
        last = stage;
        match stage.moves {
            Some(n) if left >= n && n > 0 => left -= n,
            _ => {
                return StagePosition {
                    index,
                    stage,
                    made: left,
                }
            }
        }
        index += 1;
    }
    // Past the end: the last stage repeats.
    let n = last.moves.unwrap_or(1).max(1);
    StagePosition {
        index: index + left / n,
        stage: last,
        made: left % n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn stage(moves: Option<u32>, ms: u32) -> Stage {
        Stage {
            moves,
            ms,
            per_move: PerMove::None,
        }
    }

    #[test]
    fn stages_are_found_by_the_moves_made() {
        let two = [
            stage(Some(40), 7_200_000),
            stage(Some(20), 3_600_000),
            stage(None, 900_000),
        ];
        let repeating = [stage(Some(40), 7_200_000)];
        /// Stages, moves made, then the index, made in the stage, left.
        type Case<'a> = (&'a [Stage], u32, u32, u32, Option<u32>);
        let cases: &[Case] = &[
            (&two, 0, 0, 0, Some(40)),
            (&two, 39, 0, 39, Some(1)),
            (&two, 40, 1, 0, Some(20)),
            (&two, 59, 1, 19, Some(1)),
            (&two, 60, 2, 0, None),
            (&two, 500, 2, 440, None),
            (&repeating, 0, 0, 0, Some(40)),
            (&repeating, 40, 1, 0, Some(40)),
            (&repeating, 95, 2, 15, Some(25)),
            (&[stage(None, 60_000)], 7, 0, 7, None),
        ];
        for &(stages, made, index, in_stage, left) in cases {
            let at = locate(stages.iter().copied(), made);
            assert_eq!(
                (at.index, at.made, at.moves_left()),
                (index, in_stage, left),
                "{stages:?} after {made}"
            );
            assert_eq!(
                at.start(stages.iter().copied()) + at.made,
                made,
                "{stages:?} after {made}"
            );
        }
    }
}
