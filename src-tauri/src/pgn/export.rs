//! A game as PGN text: its moves, its tags, each move's clock and the
//! clock adjustments in comments, an imported game's own record kept; and
//! the name the save dialog proposes.

use hotseat_rules::{read_pgn_games, Game, PgnTags, PlyNote};

use super::tags::{pgn_date, pgn_tags};
use super::{clk, Roster};
use crate::chess_match::{Adjustment, AdjustmentRecord, Match, MoveClock};
use crate::review::Analysis;

/// `game` with its roster `tags` as PGN.
pub fn game_pgn(game: &Game, tags: &PgnTags) -> String {
    game.to_pgn(tags)
}

/// Each move's clock comment: `[%clk h:mm:ss]`, then the clock
/// adjustments made after it, in words (`[%clk 1:29:40] Clock: +15 s to
/// Black.`). Those made before the first move go with it, said so
/// (`Clock, before the first move: +15 s to Black.`).
fn clock_comments(move_clocks: &[MoveClock], adjustments: &[AdjustmentRecord]) -> Vec<String> {
    move_clocks
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut comment = format!("[%clk {}]", clk(c.after_ms));
            let said = |ply: usize, how: &str, comment: &mut String| {
                for record in adjustments.iter().filter(|a| a.ply == ply) {
                    comment.push_str(how);
                    comment.push_str(&adjustment_words(&record.adjustment));
                    comment.push('.');
                }
            };
            if i == 0 {
                said(0, " Clock, before the first move: ", &mut comment);
            }
            said(i + 1, " Clock: ", &mut comment);
            comment
        })
        .collect()
}

/// An adjustment in words, as the PGN and the archive's replay say it: `+15 s to
/// Black`, `White's clock set to 0:05:00`, `White's moves in this stage
/// set to 12`.
pub(crate) fn adjustment_words(adjustment: &Adjustment) -> String {
    match *adjustment {
        Adjustment::Give { to, ms } => {
            let seconds = if ms % 1000 == 0 {
                (ms / 1000).to_string()
            } else {
                format!("{:.1}", f64::from(ms) / 1000.0)
            };
            format!("+{seconds} s to {}", to.title())
        }
        Adjustment::SetTime { color, ms } => {
            format!("{}'s clock set to {}", color.title(), clk(u64::from(ms)))
        }
        Adjustment::SetStageMoves { color, made } => {
            format!("{}'s moves in this stage set to {made}", color.title())
        }
    }
}

/// A match as PGN. With a kept `record` (an imported PGN game) that
/// still reads, the record as the game stands now ([`record_pgn`]); else
/// the game with its tags: a timed game's time control tags (see
/// [`crate::time_control::TimeControl::pgn_tags`]: PGN's `[TimeControl]`, with time odds also
/// `[WhiteTimeControl]` and `[BlackTimeControl]`, delays in our
/// `[TimeControlDelay]`) and, after each move, the mover's time left as
/// `{[%clk h:mm:ss]}` with the clock adjustments made after it in words.
///
/// A record that no longer reads (a hand-edited database) is not an error
/// of the game: the game is exported as any other.
///
/// A game's review (`analysis`) goes with its moves: each reviewed move's
/// NAG (`$6` ?!, `$2` ?, `$4` ??) and its value after it as `[%eval]`,
/// before the clock's comment — except where an imported record already
/// has its own.
pub fn match_pgn(
    played: &Match,
    created_at: i64,
    roster: &Roster,
    record: Option<&str>,
    analysis: Option<&Analysis>,
) -> String {
    record
        .and_then(|record| record_pgn(record, played, analysis))
        .unwrap_or_else(|| {
            let tags = pgn_tags(created_at, roster);
            let game = played.game();
            let (extra_tags, clocks) = match played.clock() {
                Some(clock) => (
                    clock.control().pgn_tags(),
                    clock_comments(played.move_clocks(), played.clock_adjustments()),
                ),
                None => (Vec::new(), Vec::new()),
            };
            let notes: Vec<PlyNote> = (0..game.history().len())
                .map(|i| {
                    let (nag, eval) = analysis.map(|a| a.pgn_note(i + 1)).unwrap_or_default();
                    let comment = [eval, clocks.get(i).cloned()]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(" ");
                    PlyNote { nag, comment }
                })
                .collect();
            game.to_pgn_annotated(&tags, &extra_tags, &notes)
        })
}

/// An imported game with its kept record (see
/// [`PgnGame::with_moves_of`](hotseat_rules::PgnGame::with_moves_of)):
///
/// - every tag of the record (the Seven Tag Roster first, then the others
///   in their order), `Result` and `SetUp`/`FEN` made right for the game
///   now (the record's own result while its moves stand as recorded); a
///   roster tag the record lacks is PGN's unknown (`?`, `????.??.??`: the
///   record's game was not played here, nor on the import day);
///   `Termination` is ours when the game has a verdict; a timed game's
///   `TimeControl` tags are ours;
/// - the moves as the game stands now, each with the record's NAGs,
///   comments and variations while the moves are the record's (moves
///   played on after import come plain; a timed game's moves also get our
///   `[%clk]` comment);
/// - the game's result.
///
/// `None` when the record does not read, or starts elsewhere than the game.
pub fn record_pgn(record: &str, played: &Match, analysis: Option<&Analysis>) -> Option<String> {
    let kept = read_pgn_games(record).next()?.ok()?;
    let game = played.game();
    if kept.game.start_position() != game.start_position() {
        return None;
    }
    let mut now = kept.with_moves_of(game);
    // The record's game was not played here: a roster tag it lacks is the
    // standard's "unknown", not our own game's default.
    for (name, value) in [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
    ] {
        if now.tag(name).is_none() {
            now.set_tag(name, value);
        }
    }
    if let Some(outcome) = game.outcome() {
        now.set_tag("Termination", outcome.termination());
    }
    if let Some(analysis) = analysis {
        for (i, ply) in now.mainline.moves.iter_mut().enumerate() {
            let (nag, eval) = analysis.pgn_note(i + 1);
            if let Some(nag) = nag.filter(|_| !ply.nags.iter().any(|n| (1..=6).contains(n))) {
                ply.nags.push(nag);
            }
            if let Some(eval) = eval.filter(|_| !ply.comments.iter().any(|c| c.contains("[%eval")))
            {
                ply.comments.push(eval);
            }
        }
    }
    if let Some(clock) = played.clock() {
        for (name, value) in clock.control().pgn_tags() {
            now.set_tag(name, value);
        }
        let comments = clock_comments(played.move_clocks(), played.clock_adjustments());
        for (ply, comment) in now.mainline.moves.iter_mut().zip(comments) {
            ply.comments.push(comment);
        }
    }
    Some(now.to_pgn())
}

/// The name the save dialog proposes, e.g. `hotseat-chess-2024-05-01.pgn`,
/// or with the players' names `hotseat-chess-2024-05-01-Ann-vs-Bob.pgn`.
pub fn pgn_file_name(created_at: i64, roster: &Roster) -> String {
    let date = pgn_date(created_at).replace('.', "-").replace('?', "x");
    match roster.file_name_part() {
        Some(players) => format!("hotseat-chess-{date}-{players}.pgn"),
        None => format!("hotseat-chess-{date}.pgn"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_carry_the_date_and_the_players() {
        assert_eq!(
            pgn_file_name(0, &Roster::default()),
            "hotseat-chess-1970-01-01.pgn"
        );
        let named = Roster {
            white: Some("Ann Lee".to_owned()),
            black: Some("Bob".to_owned()),
            ..Roster::default()
        };
        assert_eq!(
            pgn_file_name(0, &named),
            "hotseat-chess-1970-01-01-Ann-Lee-vs-Bob.pgn"
        );
    }

    #[test]
    fn adjustments_in_words() {
        use hotseat_rules::Color;
        let cases = [
            (
                Adjustment::Give {
                    to: Color::Black,
                    ms: 15_000,
                },
                "+15 s to Black",
            ),
            (
                Adjustment::Give {
                    to: Color::White,
                    ms: 2_500,
                },
                "+2.5 s to White",
            ),
            (
                Adjustment::SetTime {
                    color: Color::White,
                    ms: 299_000,
                },
                "White's clock set to 0:04:59",
            ),
            (
                Adjustment::SetTime {
                    color: Color::Black,
                    ms: 5_400_000,
                },
                "Black's clock set to 1:30:00",
            ),
            (
                Adjustment::SetStageMoves {
                    color: Color::White,
                    made: 12,
                },
                "White's moves in this stage set to 12",
            ),
        ];
        for (adjustment, words) in cases {
            assert_eq!(adjustment_words(&adjustment), words, "{adjustment:?}");
        }
    }
}
