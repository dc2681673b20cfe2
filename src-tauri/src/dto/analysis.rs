//! A game's review as the page shows it: the values for the graph, each
//! move's class and the better move in SAN and on the board.

use hotseat_engine::{winning_chances, UciFault};
use hotseat_rules::{AnyPosition, Color, Game, Move, Rules};
use serde::Serialize;
use ts_rs::TS;

use super::{MoveDto, MoveNumber, Ply};
use crate::review::{AnalysedBy, Analysis, ChosenEngine, Eval, MoveClass, MoveNote};

/// How far a running review is: positions searched, of all the game's
/// (its start included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct AnalysisProgress {
    pub done: u32,
    pub total: u32,
}

/// One reviewed move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewedMove {
    /// Its class; null when unknown (an imported record's move without a
    /// value before it).
    pub class: Option<MoveClass>,
    /// The engine's move instead, on the board (for the arrow), when the
    /// played one was not it.
    pub better: Option<MoveDto>,
    /// The engine's line from the position before, numbered as the move
    /// list is, the better move first; empty when the played move was the
    /// engine's.
    pub line: Vec<Ply>,
}

/// Who valued the positions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ReviewSource {
    /// An engine, to this depth: ours, or the one the players chose, by
    /// the name it gave itself.
    Engine {
        depth: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        name: Option<String>,
    },
    /// The imported record's `[%eval]` comments.
    Record,
}

/// A game's review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameAnalysis {
    /// The game's id in the archive.
    pub id: i64,
    /// Each position's value from White's side: `[0]` the start, `[i]`
    /// after ply `i`; null where unknown.
    pub evals: Vec<Option<Eval>>,
    /// White's winning chances in each of those positions, in thousandths
    /// from −1000 (lost) to 1000 (won) on lichess's curve: the graph's
    /// heights, the same numbers the classes were judged by.
    pub chances: Vec<Option<i16>>,
    /// Each reviewed ply: `[i]` is ply `i + 1`.
    pub moves: Vec<ReviewedMove>,
    pub source: ReviewSource,
    /// Every ply of the game reviewed (false: stopped part way, or moves
    /// were played on since).
    pub complete: bool,
    /// In the answer of a review just made: the engine the players chose
    /// could not be used (ours made the review), and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub fallback: Option<EngineTrouble>,
}

/// Why the engine the players chose cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum EngineFault {
    /// No file at its path (any more).
    NotFound,
    /// A file the system cannot run.
    NotRunnable,
    /// A program that does not speak UCI.
    NotUci,
    /// It stopped answering.
    Silent,
    /// It quit while it was asked.
    Quit,
    /// It answered an illegal move.
    IllegalMove,
    /// The game is Chess960, which it does not offer.
    NoChess960,
}

impl From<UciFault> for EngineFault {
    fn from(fault: UciFault) -> EngineFault {
        match fault {
            UciFault::NotFound => EngineFault::NotFound,
            UciFault::NotRunnable => EngineFault::NotRunnable,
            UciFault::NotUci => EngineFault::NotUci,
            UciFault::Silent => EngineFault::Silent,
            UciFault::Quit => EngineFault::Quit,
            UciFault::IllegalMove => EngineFault::IllegalMove,
            UciFault::NoChess960 => EngineFault::NoChess960,
        }
    }
}

/// An engine that could not be used: its name (the file's, when it never
/// gave one) and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct EngineTrouble {
    pub name: String,
    pub fault: EngineFault,
}

/// The engine the players chose for the review: the name it gave itself
/// and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ReviewEngine {
    pub name: String,
    pub path: String,
}

impl From<&ChosenEngine> for ReviewEngine {
    fn from(chosen: &ChosenEngine) -> ReviewEngine {
        ReviewEngine {
            name: chosen.name.clone(),
            path: chosen.path.display().to_string(),
        }
    }
}

impl GameAnalysis {
    /// `analysis` of game `id`, `game`, as the page shows it.
    pub fn of(id: i64, game: &Game, analysis: &Analysis) -> GameAnalysis {
        let history = game.history();
        let plies = analysis.moves.len().min(history.len());
        let moves = analysis.moves[..plies]
            .iter()
            .enumerate()
            .map(|(i, note)| {
                let before = if i == 0 {
                    game.start_position()
                } else {
                    &history[i - 1].after
                };
                reviewed(before, note)
            })
            .collect();
        let evals: Vec<Option<Eval>> = analysis.evals.iter().take(plies + 1).copied().collect();
        let start_turn = game.start_position().turn();
        let chances = evals
            .iter()
            .enumerate()
            .map(|(i, eval)| {
                let turn = if i.is_multiple_of(2) {
                    start_turn
                } else {
                    !start_turn
                };
                eval.map(|e| thousandths(winning_chances(e.for_side(Color::White, turn))))
            })
            .collect();
        GameAnalysis {
            id,
            evals,
            chances,
            moves,
            source: match &analysis.by {
                AnalysedBy::Engine { depth, name } => ReviewSource::Engine {
                    depth: *depth,
                    name: name.clone(),
                },
                AnalysedBy::Record => ReviewSource::Record,
            },
            complete: plies == history.len(),
            fallback: None,
        }
    }
}

/// Chances from −1 to 1 in thousandths.
fn thousandths(chances: f64) -> i16 {
    // Within ±1000 by the curve: the cast keeps every value.
    #[allow(clippy::cast_possible_truncation)]
    let t = (chances.clamp(-1.0, 1.0) * 1000.0).round() as i16;
    t
}

/// A move's note in the position `before` it: the better move and its
/// line made the position's own moves (a line that stops being legal, as
/// a hand-edited database might, stops there).
fn reviewed(before: &AnyPosition, note: &MoveNote) -> ReviewedMove {
    let AnyPosition::Chess(start) = before else {
        return ReviewedMove {
            class: note.class,
            better: None,
            line: Vec::new(),
        };
    };
    let mut pos = *start;
    let mut line = Vec::new();
    let moves = note.line.iter().copied();
    // A line lost (a hand-edited database) still has its better move.
    let moves: Vec<_> = if note.line.is_empty() {
        note.better.into_iter().collect()
    } else {
        moves.collect()
    };
    for m in moves {
        let m = pos.canonical(m);
        if !pos.legal_moves().contains(&m) {
            break;
        }
        let numbered = MoveNumber::before(&AnyPosition::Chess(pos));
        line.push(Ply {
            san: pos.san(m),
            uci: m.to_string(),
            number: numbered.number,
            color: numbered.color,
            capture: pos.is_capture(m),
        });
        pos.play_unchecked(m);
    }
    let better = line
        .first()
        .and_then(|p| Move::from_uci(&p.uci).ok())
        .map(|m| MoveDto::of(before, m));
    ReviewedMove {
        class: note.class,
        better,
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_better_line_is_said_in_san_from_the_position_before() {
        let mut game = Game::new();
        for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"] {
            game.play_text(san).unwrap();
        }
        let uci = |t: &str| Move::from_uci(t).unwrap();
        let analysis = Analysis {
            evals: vec![Some(Eval::Cp(20)); 7],
            moves: (0..6)
                .map(|i| MoveNote {
                    class: Some(if i == 5 {
                        MoveClass::Blunder
                    } else {
                        MoveClass::Best
                    }),
                    better: (i == 5).then(|| uci("g7g6")),
                    line: if i == 5 {
                        vec![uci("g7g6"), uci("h5f3")]
                    } else {
                        Vec::new()
                    },
                })
                .collect(),
            by: AnalysedBy::Engine {
                depth: 12,
                name: None,
            },
        };
        let view = GameAnalysis::of(7, &game, &analysis);
        assert!(view.complete);
        assert_eq!(view.chances.len(), 7);
        // White's +0.20 everywhere, whoever is to move: 37 thousandths.
        assert_eq!(view.chances, vec![Some(37); 7]);
        let line: Vec<_> = view.moves[5]
            .line
            .iter()
            .map(|p| (p.number, p.color, p.san.as_str()))
            .collect();
        assert_eq!(line, [(3, Color::Black, "g6"), (4, Color::White, "Qf3")]);
        assert_eq!(
            view.moves[5]
                .better
                .as_ref()
                .map(|m| (m.from.to_string(), m.to.to_string())),
            Some(("g7".to_owned(), "g6".to_owned()))
        );
        assert_eq!(view.moves[0].better, None);
        // Played on since: not complete.
        game.play_text("Qxf7#").unwrap();
        assert!(!GameAnalysis::of(7, &game, &analysis).complete);
    }
}
