//! A game reviewed move by move: each position searched, each move judged
//! by how much it lowered its mover's winning chances — lichess's
//! thresholds on the same curve (an inaccuracy loses a tenth of the
//! chances, a mistake a fifth, a blunder three tenths) — with the
//! engine's better move and line where the played one was not the best.
use hotseat_rules::{Move, Position};

use crate::score::MATE_BOUND;
use crate::search::{Limits, Search};
use crate::zobrist::hash;
use crate::Score;

/// What a move was worth, by the winning chances it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// The engine's own choice.
    Best,
    /// Another move that keeps the chances (within a tenth).
    Good,
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Judgement {
    /// The PGN numeric annotation glyph: `$6` (?!), `$2` (?), `$4` (??).
    pub const fn nag(self) -> Option<u8> {
        match self {
            Judgement::Inaccuracy => Some(6),
            Judgement::Mistake => Some(2),
            Judgement::Blunder => Some(4),
            Judgement::Best | Judgement::Good => None,
        }
    }

    /// The move list's mark: `?!`, `?`, `??`.
    pub const fn mark(self) -> Option<&'static str> {
        match self {
            Judgement::Inaccuracy => Some("?!"),
            Judgement::Mistake => Some("?"),
            Judgement::Blunder => Some("??"),
            Judgement::Best | Judgement::Good => None,
        }
    }
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// The position's value before the move and after it, from White's side.
    pub before: Score,
    pub after: Score,
    pub judgement: Judgement,
    /// The engine's move in the position before, and its line (empty when
    /// the played move was it).
    pub better: Option<Move>,
    pub line: Vec<Move>,
}

/// The mover's winning chances for a score from its own side, from −1
/// (lost) to 1 (won): lichess's logistic curve; a mate is ±1.
///
/// ```
/// use hotseat_engine::{winning_chances, Score};
/// assert_eq!(winning_chances(Score::cp(0)), 0.0);
/// assert!((winning_chances(Score::cp(300)) - 0.5).abs() < 0.01);
/// ```
pub fn winning_chances(score: Score) -> f64 {
    match score.mate_in() {
        // The sign says who mates (a mate on the board is "in 0" either way).
        Some(_) if score.value() > 0 => 1.0,
        Some(_) => -1.0,
        None => 2.0 / (1.0 + (-0.003_682_08 * f64::from(score.value())).exp()) - 1.0,
    }
}

/// The judgement of a move that took its mover's score (its own side's
/// view) from `before` to `after`; `best` when it was the engine's move.
pub fn judge(before: Score, after: Score, best: bool) -> Judgement {
    let lost = winning_chances(before) - winning_chances(after);
    if lost >= 0.3 {
        Judgement::Blunder
    } else if lost >= 0.2 {
        Judgement::Mistake
    } else if lost >= 0.1 {
        Judgement::Inaccuracy
    } else if best {
        Judgement::Best
    } else {
        Judgement::Good
    }
}

/// The default search per position: deep enough to see a blunder's
/// refutation, short enough for a 40-move game in seconds on one core
/// (depth 12, at most 250,000 nodes: Fischer–Spassky 1972's 81 plies in
/// 13.5 s on our machine with the second looks, `hotseat-engine bench
/// review`; 400,000 took 19.5).
pub fn review_limits() -> Limits {
    Limits {
        depth: Some(12),
        nodes: Some(250_000),
        ..Limits::default()
    }
}

/// What searches the review's positions: our [`Search`], or another
/// engine through UCI ([`crate::UciEngine`]).
pub trait Analyst {
    /// Why a look failed (ours never fails).
    type Error;

    /// Searches `position`, reached from `start` by `moves` (`earlier`: the
    /// keys of the positions before it, oldest first), within `limits`.
    ///
    /// # Errors
    ///
    /// `Self::Error` when the search could not be made.
    fn look(
        &mut self,
        start: &Position,
        moves: &[Move],
        position: &Position,
        earlier: &[u64],
        limits: &Limits,
    ) -> Result<Looked, Self::Error>;
}

/// What one look found: the position's value for its side to move, the
/// best move (none when the game is over there) and its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Looked {
    pub score: Score,
    pub best: Option<Move>,
    pub pv: Vec<Move>,
}

impl Analyst for Search {
    type Error = std::convert::Infallible;

    fn look(
        &mut self,
        _start: &Position,
        _moves: &[Move],
        position: &Position,
        earlier: &[u64],
        limits: &Limits,
    ) -> Result<Looked, Self::Error> {
        let found = self.run(position, earlier, limits.clone(), |_| {});
        Ok(Looked {
            score: found.score,
            best: found.best,
            pv: found.pv,
        })
    }
}

/// Reviews the game played from `start` by `moves` (each legal in turn):
/// every position is searched within `limits` (its repetitions known),
/// and the two positions around a move judged a blunder once more, two
/// plies deeper and with four times the nodes; `progress(done, total)`
/// hears each position and answers whether to go on (false: stop, and the
/// moves reviewed so far are answered, without the second look).
/// Stopped by `A`'s error: the first look that fails ends the review.
pub fn review<A: Analyst>(
    start: &Position,
    moves: &[Move],
    analyst: &mut A,
    limits: &Limits,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Vec<MoveReview>, A::Error> {
    let mut positions = vec![*start];
    for &m in moves {
        let mut next = *positions.last().unwrap_or(start);
        next.play_unchecked(m);
        positions.push(next);
    }
    let keys: Vec<u64> = positions.iter().map(hash).collect();
    // Each position's score from its side to move, and the engine's move there.
    let mut found: Vec<(Score, Option<Move>, Vec<Move>)> = Vec::with_capacity(positions.len());
    let mut stopped = false;
    for (i, pos) in positions.iter().enumerate() {
        let looked = analyst.look(start, &moves[..i], pos, &keys[..i], limits)?;
        found.push((looked.score, looked.best, looked.pv));
        if !progress(i + 1, positions.len()) {
            stopped = true;
            break;
        }
    }
    // A second look where the first judged a blunder: both positions
    // searched again, deeper (a horizon's swing is the usual false
    // blunder), and the move judged from those values. A stopped review
    // answers at once, from the first look.
    let deeper = Limits {
        depth: limits.depth.map(|d| d + 2),
        nodes: limits.nodes.map(|n| n.saturating_mul(4)),
        ..limits.clone()
    };
    let looked_again = if stopped {
        0
    } else {
        found.len().saturating_sub(1)
    };
    for i in 0..looked_again {
        let (before, best, _) = &found[i];
        let after = Score(-found[i + 1].0.value());
        if *best == Some(moves[i]) || judge(*before, after, false) != Judgement::Blunder {
            continue;
        }
        for at in [i, i + 1] {
            let looked = analyst.look(start, &moves[..at], &positions[at], &keys[..at], &deeper)?;
            // A stop's search answers what it finished, possibly nothing new.
            if looked.best.is_some() || positions[at].legal_moves().is_empty() {
                found[at] = (looked.score, looked.best, looked.pv);
            }
        }
    }
    let white_view = |i: usize, score: Score| {
        if positions[i].turn() == hotseat_rules::Color::White {
            score
        } else {
            Score(-score.value())
        }
    };
    Ok((0..found.len().saturating_sub(1))
        .map(|i| {
            let (before, best, line) = &found[i];
            let (after_own, _, _) = &found[i + 1];
            let played = moves[i];
            let after = Score(-after_own.value());
            let is_best = *best == Some(played);
            // The engine's own move is never worse than itself (two searches
            // of neighbouring positions may disagree by a horizon).
            let judgement = if is_best {
                Judgement::Best
            } else {
                judge(*before, after, false)
            };
            MoveReview {
                before: white_view(i, *before),
                after: white_view(i + 1, *after_own),
                judgement,
                better: (!is_best).then_some(*best).flatten(),
                line: if is_best { Vec::new() } else { line.clone() },
            }
        })
        .collect())
}

/// Whether a score is a mate (for a graph that draws mates at its edge).
pub fn is_mate(score: Score) -> bool {
    score.value().abs() >= MATE_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(start: &Position, uci: &str) -> Vec<Move> {
        let mut pos = *start;
        uci.split_whitespace()
            .map(|t| {
                let m = pos.canonical(Move::from_uci(t).expect(t));
                assert!(pos.legal_moves().contains(&m), "{t}");
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn lichess_thresholds_on_the_winning_chances() {
        let cp = Score::cp;
        assert_eq!(judge(cp(0), cp(0), true), Judgement::Best);
        assert_eq!(judge(cp(30), cp(0), false), Judgement::Good);
        assert_eq!(judge(cp(0), cp(-60), false), Judgement::Inaccuracy);
        assert_eq!(judge(cp(0), cp(-120), false), Judgement::Mistake);
        assert_eq!(judge(cp(0), cp(-200), false), Judgement::Blunder);
        // Far ahead, the same centipawns matter less.
        assert_eq!(judge(cp(900), cp(700), false), Judgement::Good);
        assert_eq!(
            judge(Score(crate::score::MATE - 3), cp(200), false),
            Judgement::Blunder
        );
        assert_eq!(Judgement::Blunder.nag(), Some(4));
        assert_eq!(Judgement::Inaccuracy.mark(), Some("?!"));
    }

    #[test]
    fn a_blunder_into_a_mate_is_found_with_the_better_move() {
        // 3… Nf6?? allows 4. Qxf7#; 3… g6 holds.
        let start = Position::start();
        let game = moves(&start, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7");
        let mut search = Search::new(16);
        let mut told = 0;
        let Ok(reviewed) = review(
            &start,
            &game,
            &mut search,
            &Limits::depth(6),
            |done, total| {
                told = done;
                assert_eq!(total, game.len() + 1);
                true
            },
        );
        assert_eq!(told, game.len() + 1);
        assert_eq!(reviewed.len(), game.len());
        let nf6 = &reviewed[5];
        assert_eq!(nf6.judgement, Judgement::Blunder, "{nf6:?}");
        assert!(nf6.better.is_some());
        assert_eq!(nf6.after.mate_in(), Some(1), "White mates in one after it");
        let qxf7 = &reviewed[6];
        assert_eq!(qxf7.judgement, Judgement::Best);
        assert!(qxf7.line.is_empty());
    }

    #[test]
    fn a_stop_answers_what_was_reviewed() {
        let start = Position::start();
        let game = moves(&start, "e2e4 e7e5 g1f3 b8c6");
        let Ok(reviewed) = review(
            &start,
            &game,
            &mut Search::new(4),
            &Limits::depth(3),
            |done, _| done < 3,
        );
        assert_eq!(reviewed.len(), 2);
    }
}
