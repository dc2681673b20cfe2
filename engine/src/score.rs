//! A search's score: centipawns from the side to move's view, or a mate.

/// The score of a mate on the board (at ply 0); a mate `n` plies away
/// scores `MATE - n`.
pub(crate) const MATE: i32 = 32_000;
/// Scores at least this far from zero are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Above any score.
pub(crate) const INFINITY: i32 = MATE + 1;

/// A position's value for the side to move: centipawns (100 is a pawn),
/// or a forced mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub(crate) i32);

impl Score {
    /// A score of `cp` centipawns.
    pub const fn cp(cp: i32) -> Score {
        Score(cp)
    }

    /// A forced mate in `moves` moves: positive when the side to move
    /// mates, negative when it is mated (0: mated on the board), as
    /// [`Score::mate_in`] answers it (a PGN's `[%eval #-2]` read back).
    ///
    /// ```
    /// use hotseat_engine::Score;
    /// for n in [-3, -1, 0, 1, 4] {
    ///     assert_eq!(Score::mate(n).mate_in(), Some(n));
    /// }
    /// ```
    pub const fn mate(moves: i32) -> Score {
        if moves > 0 {
            Score(MATE - (2 * moves - 1))
        } else {
            Score(-MATE - 2 * moves)
        }
    }

    /// The same value from the other side's view.
    #[must_use]
    pub const fn flipped(self) -> Score {
        Score(-self.0)
    }

    /// The raw value: centipawns, or ±(32,000 − plies to mate).
    pub const fn value(self) -> i32 {
        self.0
    }

    /// Moves (not plies) to a forced mate: positive when the side to move
    /// mates, negative when it is mated; `None` for a centipawn score.
    ///
    /// ```
    /// use hotseat_engine::Score;
    /// assert_eq!(Score::cp(35).mate_in(), None);
    /// ```
    pub const fn mate_in(self) -> Option<i32> {
        if self.0 >= MATE_BOUND {
            Some((MATE - self.0 + 1) / 2)
        } else if self.0 <= -MATE_BOUND {
            Some(-(MATE + self.0) / 2)
        } else {
            None
        }
    }

    /// Centipawns, `None` for a mate.
    pub const fn centipawns(self) -> Option<i32> {
        if self.mate_in().is_some() {
            None
        } else {
            Some(self.0)
        }
    }
}

impl std::fmt::Display for Score {
    /// As UCI's `info score`: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.mate_in() {
            Some(n) => write!(f, "mate {n}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

/// A mate score `ply` plies from the root, as the table stores it: from
/// the node's own view (mates counted from there), so that it stays true
/// wherever the position is met again.
pub(crate) const fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`].
pub(crate) const fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_count_moves_for_the_side_to_move() {
        assert_eq!(Score(MATE - 1).mate_in(), Some(1));
        assert_eq!(Score(MATE - 3).mate_in(), Some(2));
        assert_eq!(Score(-MATE + 2).mate_in(), Some(-1));
        assert_eq!(Score(-MATE).mate_in(), Some(0));
        assert_eq!(Score(MATE - 3).to_string(), "mate 2");
        assert_eq!(Score(-40).to_string(), "cp -40");
    }

    #[test]
    fn the_table_keeps_mates_true_from_where_they_are_met() {
        for ply in [0, 3, 17] {
            for score in [MATE - 5, -MATE + 8, 120, -3] {
                assert_eq!(from_table(to_table(score, ply), ply), score);
            }
        }
    }
}
