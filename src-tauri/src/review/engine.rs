//! A game reviewed position by position: by the engine the players chose
//! in Settings (another program that speaks UCI), or by ours — ours also
//! when theirs cannot be used, and then the review says why.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use hotseat_engine::{review, review_limits, Analyst, Score, Search, UciEngine, UciFault};
use hotseat_rules::{AnyPosition, Color, Game, Move, Position, Variant};

use super::{AnalysedBy, Analysis, Eval, MoveClass, MoveNote};

/// How deep each position is searched (at most: a node limit also holds,
/// so that a 40-move game takes seconds on one core).
pub const REVIEW_DEPTH: u32 = 12;

/// The engine's hash table, in MiB: small, as a tablet's memory asks.
const HASH_MB: usize = 16;

/// A game our engine cannot review: it knows standard chess and Chess960.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the engine plays standard chess and Chess960, not {0:?}")]
pub struct NotReviewable(pub Variant);

/// Another engine the players chose in Settings: the program and the name
/// it gave itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenEngine {
    pub path: PathBuf,
    pub name: String,
}

impl ChosenEngine {
    /// Starts the program at `path` to learn its name (its file's name if
    /// it gives none), and ends it.
    ///
    /// # Errors
    ///
    /// The [`UciFault`] that makes it unusable.
    pub fn check(path: PathBuf) -> Result<ChosenEngine, UciFault> {
        let engine = UciEngine::start(&path, HASH_MB)?;
        let name = match engine.name().trim() {
            "" => file_name(&path),
            name => name.to_owned(),
        };
        Ok(ChosenEngine { path, name })
    }
}

/// The `settings` rows of the chosen engine: its path and name, both empty
/// for ours.
const KEY_PATH: &str = "review_engine_path";
const KEY_NAME: &str = "review_engine_name";

impl ChosenEngine {
    /// `engine` (`None`: ours) as `(key, value)` rows of the `settings` table.
    pub fn to_rows(engine: Option<&ChosenEngine>) -> [(&'static str, String); 2] {
        let (path, name) = engine.map_or_else(Default::default, |e| {
            (e.path.to_string_lossy().into_owned(), e.name.clone())
        });
        [(KEY_PATH, path), (KEY_NAME, name)]
    }

    /// The chosen engine from stored rows (`get` answers a key's value);
    /// `None` for ours, or when nothing is stored.
    pub fn from_rows(get: impl Fn(&str) -> Option<String>) -> Option<ChosenEngine> {
        let path = get(KEY_PATH).filter(|p| !p.is_empty())?;
        Some(ChosenEngine {
            path: path.into(),
            name: get(KEY_NAME).unwrap_or_default(),
        })
    }
}

/// A program's file name, for a message about it (the whole path when it
/// has none).
pub fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// A review, and why the chosen engine did not make it when it did not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reviewed {
    pub analysis: Analysis,
    /// The chosen engine that failed and how; ours reviewed the game.
    pub fallback: Option<(ChosenEngine, UciFault)>,
}

/// Reviews `game` on this thread with `chosen` (ours when none, or when it
/// fails: then from the start again): each position searched within the
/// review's limits, `progress(done, total)` told after each (positions,
/// the start included); `stop`, once set, ends the review after the
/// position being searched, and the moves reviewed so far are answered.
///
/// # Errors
///
/// [`NotReviewable`] for a variant other than Chess960.
pub fn analyse(
    game: &Game,
    chosen: Option<&ChosenEngine>,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Result<Reviewed, NotReviewable> {
    let AnyPosition::Chess(start) = game.start_position() else {
        return Err(NotReviewable(game.variant()));
    };
    let moves: Vec<_> = game
        .history()
        .iter()
        .filter_map(|p| p.uci.as_move())
        .collect();
    let mut fallback = None;
    if let Some(chosen) = chosen {
        let theirs = UciEngine::start(&chosen.path, HASH_MB).and_then(|mut engine| {
            engine.new_game(start.castling_mode())?;
            run(start, &moves, &mut engine, stop, &mut progress)
        });
        match theirs {
            Ok(reviews) => {
                return Ok(Reviewed {
                    analysis: analysis_of(start, reviews, Some(chosen.name.clone())),
                    fallback: None,
                })
            }
            Err(fault) => fallback = Some((chosen.clone(), fault)),
        }
    }
    let Ok(reviews) = run(
        start,
        &moves,
        &mut Search::new(HASH_MB),
        stop,
        &mut progress,
    );
    Ok(Reviewed {
        analysis: analysis_of(start, reviews, None),
        fallback,
    })
}

fn run<A: Analyst>(
    start: &Position,
    moves: &[Move],
    analyst: &mut A,
    stop: &AtomicBool,
    progress: &mut impl FnMut(usize, usize),
) -> Result<Vec<hotseat_engine::MoveReview>, A::Error> {
    let mut limits = review_limits();
    limits.depth = Some(REVIEW_DEPTH);
    review(start, moves, analyst, &limits, |done, total| {
        progress(done, total);
        !stop.load(Ordering::Relaxed)
    })
}

/// The engine's reviews as the app keeps them: values from White's side.
fn analysis_of(
    start: &Position,
    reviewed: Vec<hotseat_engine::MoveReview>,
    name: Option<String>,
) -> Analysis {
    // `review` answers its scores from White's side; a mate is counted
    // in the moves of the side to move at position `i`, whose turn it is
    // as the turns alternate from the start.
    let turn = |i: usize| {
        if i.is_multiple_of(2) {
            start.turn()
        } else {
            !start.turn()
        }
    };
    let eval = |i: usize, white: Score| {
        let own = if turn(i) == Color::White {
            white
        } else {
            white.flipped()
        };
        Some(Eval::of(own, turn(i)))
    };
    let mut evals: Vec<Option<Eval>> = reviewed
        .iter()
        .enumerate()
        .map(|(i, r)| eval(i, r.before))
        .collect();
    if let Some(last) = reviewed.last() {
        evals.push(eval(reviewed.len(), last.after));
    }
    let moves = reviewed
        .into_iter()
        .map(|r| MoveNote {
            class: Some(MoveClass::from(r.judgement)),
            better: r.better,
            line: r.line,
        })
        .collect();
    Analysis {
        evals,
        moves,
        by: AnalysedBy::Engine {
            depth: REVIEW_DEPTH,
            name,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(sans: &str) -> Game {
        let mut game = Game::new();
        for san in sans.split_whitespace() {
            game.play_text(san).expect(san);
        }
        game
    }

    #[test]
    fn a_hung_queen_is_a_blunder_and_the_better_move_is_named() {
        // 3... Qh4?? hangs the queen to the knight: Nxh4.
        let game = game("e4 e5 Nf3 Nc6 Bc4 Qh4 Nxh4");
        let done = AtomicBool::new(false);
        let mut seen = Vec::new();
        let analysis = analyse(&game, None, &done, |d, t| seen.push((d, t)))
            .unwrap()
            .analysis;
        assert_eq!(analysis.moves.len(), 7);
        assert_eq!(analysis.evals.len(), 8);
        assert_eq!(seen.last(), Some(&(8, 8)));
        let qh4 = &analysis.moves[5];
        assert_eq!(qh4.class, Some(MoveClass::Blunder), "{analysis:?}");
        assert!(qh4.better.is_some());
        assert_eq!(qh4.line.first(), qh4.better.as_ref());
        // Taking the queen was the engine's own move.
        assert_eq!(analysis.moves[6].class, Some(MoveClass::Best));
        assert!(matches!(analysis.evals[7], Some(Eval::Cp(cp)) if cp > 500));
    }

    #[test]
    fn a_stop_ends_it_with_the_moves_reviewed_so_far() {
        let game = game("e4 e5 Nf3 Nc6 Bc4 Bc5");
        let stop = AtomicBool::new(false);
        let analysis = analyse(&game, None, &stop, |done, _| {
            if done == 3 {
                stop.store(true, Ordering::Relaxed);
            }
        })
        .unwrap()
        .analysis;
        assert_eq!(analysis.moves.len(), 2);
        assert_eq!(analysis.evals.len(), 3);
        assert!(!analysis.covers(6));
    }

    #[test]
    fn other_variants_are_refused() {
        let game = Game::new_variant(Variant::Crazyhouse);
        let err = analyse(&game, None, &AtomicBool::new(false), |_, _| {}).unwrap_err();
        assert_eq!(err, NotReviewable(Variant::Crazyhouse));
    }
}
