//! An evaluation in a PGN comment, as lichess and most tools write it —
//! `[%eval 0.35]` in pawns from White's side, `[%eval #-2]` for a mate —
//! and an imported record's evaluations read back.

use hotseat_rules::{read_pgn_games, Game, Outcome, Rules};

use super::{AnalysedBy, Analysis, Eval, MoveClass, MoveNote};

/// `eval` as a PGN comment's command.
///
/// ```
/// use hotseat_chess_lib::review::{eval_comment, Eval};
/// assert_eq!(eval_comment(Eval::Cp(35)), "[%eval 0.35]");
/// assert_eq!(eval_comment(Eval::Cp(-120)), "[%eval -1.20]");
/// assert_eq!(eval_comment(Eval::Mate(-2)), "[%eval #-2]");
/// ```
pub fn eval_comment(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => format!("[%eval {:.2}]", f64::from(cp) / 100.0),
        Eval::Mate(n) => format!("[%eval #{n}]"),
    }
}

/// The evaluation in a comment's `[%eval …]` command, if it has one (a
/// depth after a comma, as some tools add, is let be).
///
/// ```
/// use hotseat_chess_lib::review::{read_eval, Eval};
/// assert_eq!(read_eval("[%eval 0.35] [%clk 0:05:00]"), Some(Eval::Cp(35)));
/// assert_eq!(read_eval("[%eval -3.1,22]"), Some(Eval::Cp(-310)));
/// assert_eq!(read_eval("[%eval #4]"), Some(Eval::Mate(4)));
/// assert_eq!(read_eval("a fine move"), None);
/// assert_eq!(read_eval("[%eval lots]"), None);
/// ```
pub fn read_eval(comment: &str) -> Option<Eval> {
    let rest = &comment[comment.find("[%eval")? + "[%eval".len()..];
    let value = rest[..rest.find(']')?].trim();
    let value = value.split(',').next()?.trim();
    if let Some(mate) = value.strip_prefix('#') {
        return mate.parse().ok().map(Eval::Mate);
    }
    let pawns: f64 = value.parse().ok().filter(|p: &f64| p.is_finite())?;
    // Beyond any real evaluation: kept in range, a clear win either way.
    let cp = (pawns * 100.0).round().clamp(-10_000.0, 10_000.0);
    #[allow(clippy::cast_possible_truncation)]
    Some(Eval::Cp(cp as i32))
}

/// The evaluations an imported game's `record` gives its moves, while its
/// moves are `game`'s; each move's class from the values before and after
/// it. `None` when the record has no `[%eval]` (or does not read).
pub fn from_record(record: &str, game: &Game) -> Option<Analysis> {
    let kept = read_pgn_games(record).next()?.ok()?;
    if kept.game.start_position() != game.start_position() {
        return None;
    }
    let same = kept
        .game
        .history()
        .iter()
        .zip(game.history())
        .take_while(|(a, b)| a.uci == b.uci)
        .count();
    let mut evals: Vec<Option<Eval>> = vec![None];
    for pgn_move in kept.mainline.moves.iter().take(same) {
        evals.push(pgn_move.comments.iter().find_map(|c| read_eval(c)));
    }
    if evals.iter().all(Option::is_none) {
        return None;
    }
    // A mate needs no comment: it is the side to move's loss.
    if same == game.history().len() && matches!(game.outcome(), Some(Outcome::Checkmate { .. })) {
        if let Some(last) = evals.last_mut() {
            last.get_or_insert(Eval::Mate(0));
        }
    }
    let mut mover = game.start_position().turn();
    let moves = evals
        .windows(2)
        .map(|pair| {
            let class = match (pair[0], pair[1]) {
                (Some(before), Some(after)) => Some(MoveClass::of_evals(before, after, mover)),
                _ => None,
            };
            mover = !mover;
            MoveNote {
                class,
                better: None,
                line: Vec::new(),
            }
        })
        .collect();
    Some(Analysis {
        evals,
        moves,
        by: AnalysedBy::Record,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_s_evals_are_read_with_their_classes() {
        let record = "[Event \"?\"]\n\n1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } 2. Qh5 { [%eval 0.0] } 2... Ke7 { [%eval 3.5] } 3. Qxe5# 1-0";
        let game = read_pgn_games(record).next().unwrap().unwrap().game;
        let analysis = from_record(record, &game).unwrap();
        assert_eq!(analysis.by, AnalysedBy::Record);
        assert_eq!(
            analysis.evals,
            [
                None,
                Some(Eval::Cp(30)),
                Some(Eval::Cp(25)),
                Some(Eval::Cp(0)),
                Some(Eval::Cp(350)),
                Some(Eval::Mate(0))
            ]
        );
        let classes: Vec<_> = analysis.moves.iter().map(|m| m.class).collect();
        assert_eq!(
            classes,
            [
                None,
                Some(MoveClass::Good),
                Some(MoveClass::Good),
                Some(MoveClass::Blunder),
                Some(MoveClass::Good)
            ]
        );
    }

    #[test]
    fn a_record_without_evals_has_no_analysis() {
        let record = "1. e4 {a comment} e5 *";
        let game = read_pgn_games(record).next().unwrap().unwrap().game;
        assert_eq!(from_record(record, &game), None);
    }

    #[test]
    fn moves_played_on_after_the_record_are_not_the_record_s() {
        let record = "1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } *";
        let mut game = Game::new();
        game.play_text("e4").unwrap();
        game.play_text("c5").unwrap();
        let analysis = from_record(record, &game).unwrap();
        assert_eq!(analysis.evals, [None, Some(Eval::Cp(30))]);
        assert_eq!(analysis.moves.len(), 1);
    }
}
