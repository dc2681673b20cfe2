//! The post-game review: each position's evaluation, each move's class by
//! the winning chances it gave away, and the engine's better move with its
//! line — from our own engine (`hotseat-engine`, [`analyse`]) or another
//! the players chose (a UCI program, [`ChosenEngine`]), or read back
//! from an imported PGN's `[%eval]` comments ([`from_record`]); and its PGN
//! form (`[%eval]` comments and the NAGs `?!`, `?`, `??`).
//!
//! Pure: the store keeps an [`Analysis`] (`store::analysis`), the commands
//! run it off the main thread (`commands::review`).

mod engine;
mod eval_comment;

pub use engine::{analyse, file_name, ChosenEngine, NotReviewable, Reviewed, REVIEW_DEPTH};
pub use eval_comment::{eval_comment, from_record, read_eval};

use hotseat_engine::{judge, Judgement, Score};
use hotseat_rules::{Color, Move};
use serde::Serialize;
use ts_rs::TS;

/// A position's value from White's side: centipawns (100 is a pawn), or a
/// forced mate in so many moves (positive: White mates).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Eval {
    /// Centipawns from White's side.
    Cp(i32),
    /// Moves to mate: positive when White mates, negative when Black does
    /// (0: the side to move is mated on the board, whichever it is).
    Mate(i32),
}

impl Eval {
    /// `score`, the value for `turn`, the side to move, from White's side
    /// (a mate counted in the side to move's moves, as the engine counts it).
    pub fn of(score: Score, turn: Color) -> Eval {
        let white = |n: i32| if turn == Color::White { n } else { -n };
        match score.mate_in() {
            Some(n) => Eval::Mate(white(n)),
            None => Eval::Cp(white(score.value())),
        }
    }

    /// The value for `side` of a position with `turn` to move, as the
    /// engine scores it (`Mate(0)`, a mate on the board, is the side to
    /// move's loss).
    pub fn for_side(self, side: Color, turn: Color) -> Score {
        let own = |n: i32| if turn == Color::White { n } else { -n };
        let for_turn = match self {
            Eval::Cp(cp) => Score::cp(own(cp)),
            Eval::Mate(n) => Score::mate(own(n)),
        };
        if side == turn {
            for_turn
        } else {
            for_turn.flipped()
        }
    }
}

/// What a move was worth, by the winning chances it gave away (lichess's
/// thresholds: a tenth is an inaccuracy, a fifth a mistake, three tenths a
/// blunder).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MoveClass {
    /// The engine's own choice.
    Best,
    /// Keeps the chances (within a tenth).
    Good,
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl MoveClass {
    /// The class of a move by `mover` from a position valued `before` to
    /// one valued `after`.
    pub fn of_evals(before: Eval, after: Eval, mover: Color) -> MoveClass {
        judge(
            before.for_side(mover, mover),
            after.for_side(mover, !mover),
            false,
        )
        .into()
    }

    /// The PGN's numeric annotation glyph: `$6` (?!), `$2` (?), `$4` (??).
    pub fn nag(self) -> Option<u8> {
        Judgement::from(self).nag()
    }

    /// Its code as the store keeps it.
    pub fn code(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The class of a stored code.
    pub fn from_code(code: &str) -> Option<MoveClass> {
        [
            MoveClass::Best,
            MoveClass::Good,
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ]
        .into_iter()
        .find(|c| c.code() == code)
    }
}

impl From<Judgement> for MoveClass {
    fn from(judgement: Judgement) -> MoveClass {
        match judgement {
            Judgement::Best => MoveClass::Best,
            Judgement::Good => MoveClass::Good,
            Judgement::Inaccuracy => MoveClass::Inaccuracy,
            Judgement::Mistake => MoveClass::Mistake,
            Judgement::Blunder => MoveClass::Blunder,
        }
    }
}

impl From<MoveClass> for Judgement {
    fn from(class: MoveClass) -> Judgement {
        match class {
            MoveClass::Best => Judgement::Best,
            MoveClass::Good => Judgement::Good,
            MoveClass::Inaccuracy => Judgement::Inaccuracy,
            MoveClass::Mistake => Judgement::Mistake,
            MoveClass::Blunder => Judgement::Blunder,
        }
    }
}

/// One move of the game, reviewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveNote {
    /// Its class; unknown when the position before it has no evaluation
    /// (an imported record's first move).
    pub class: Option<MoveClass>,
    /// The engine's move in the position before, when the played one was
    /// not it, and its line (the better move first).
    pub better: Option<Move>,
    pub line: Vec<Move>,
}

/// Where an analysis came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysedBy {
    /// An engine, each position searched to this depth (at most): ours, or
    /// the one the players chose, by the name it gave itself.
    Engine { depth: u32, name: Option<String> },
    /// The `[%eval]` comments of the game's imported record.
    Record,
}

/// A game's review: `evals[0]` is the start position's value, `evals[i]`
/// the value after ply `i` (`None` where unknown); `moves[i]` is ply
/// `i + 1`. A review stopped part way has fewer of each than the game has
/// plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    pub evals: Vec<Option<Eval>>,
    pub moves: Vec<MoveNote>,
    pub by: AnalysedBy,
}

impl Analysis {
    /// Whether every one of the game's `plies` plies is reviewed.
    pub fn covers(&self, plies: usize) -> bool {
        self.moves.len() == plies
    }

    /// Ply `ply`'s (1-based) PGN annotation: its NAG and its `[%eval]`
    /// comment, when reviewed.
    pub fn pgn_note(&self, ply: usize) -> (Option<u8>, Option<String>) {
        let nag = ply
            .checked_sub(1)
            .and_then(|i| self.moves.get(i))
            .and_then(|note| note.class)
            .and_then(MoveClass::nag);
        let comment = self.evals.get(ply).copied().flatten().map(eval_comment);
        (nag, comment)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evals_turn_to_each_side() {
        let cases = [
            (Score::cp(35), Color::White, Eval::Cp(35)),
            (Score::cp(35), Color::Black, Eval::Cp(-35)),
            (Score::mate(2), Color::White, Eval::Mate(2)),
            (Score::mate(2), Color::Black, Eval::Mate(-2)),
            (Score::mate(-1), Color::Black, Eval::Mate(1)),
        ];
        for (score, turn, eval) in cases {
            assert_eq!(Eval::of(score, turn), eval, "{score} for {turn:?}");
            // Back as the same centipawns, or a mate in as many moves.
            let back = eval.for_side(turn, turn);
            assert_eq!(
                (back.centipawns(), back.mate_in()),
                (score.centipawns(), score.mate_in()),
                "{eval:?} back for {turn:?}"
            );
        }
        // Mated on the board: a loss for the side to move, a win for the other.
        for turn in [Color::White, Color::Black] {
            let eval = Eval::of(Score::mate(0), turn);
            assert_eq!(eval, Eval::Mate(0));
            assert_eq!(eval.for_side(turn, turn), Score::mate(0));
            assert!(hotseat_engine::winning_chances(eval.for_side(!turn, turn)) > 0.99);
        }
    }

    #[test]
    fn classes_follow_the_chances_given_away() {
        // Equal, then White hangs a rook (≈ −5 pawns): a blunder by White.
        let class = MoveClass::of_evals(Eval::Cp(20), Eval::Cp(-480), Color::White);
        assert_eq!(class, MoveClass::Blunder);
        // Black lets a mate in: a blunder by Black.
        let class = MoveClass::of_evals(Eval::Cp(0), Eval::Mate(3), Color::Black);
        assert_eq!(class, MoveClass::Blunder);
        // A move that keeps the balance is good.
        let class = MoveClass::of_evals(Eval::Cp(30), Eval::Cp(10), Color::White);
        assert_eq!(class, MoveClass::Good);
        for class in [
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
            MoveClass::Good,
        ] {
            assert_eq!(MoveClass::from_code(class.code()), Some(class));
        }
        assert_eq!(MoveClass::Blunder.nag(), Some(4));
        assert_eq!(MoveClass::Good.nag(), None);
    }
}
