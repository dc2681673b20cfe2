//! A game pasted by the players: a FEN or a PGN, told apart by their shape
//! and checked by the rules crate, whose message says what is wrong.
//!
//! A PGN's result tag and result token are not trusted: the moves are
//! replayed and the rules judge the position. A game that was resigned or
//! agreed drawn on paper therefore comes in as a game in progress that the
//! players can continue (its verdict is only ever one the rules can see).

use hotseat_rules::{read_pgn_games, scan_pgn_headers, Game};

use super::{TagTimeControl, TimeControlTagError};
use crate::error::CommandError;
use crate::time_control::TimeControl;

/// The largest text accepted (1 MiB): far above any real game, small enough
/// to parse at once.
pub const MAX_IMPORT_BYTES: usize = 1 << 20;

/// Whether `text` is a PGN rather than a FEN. A FEN starts with its piece
/// placement, ranks joined by `/`; anything else (tag pairs, numbered
/// moves, or bare moves such as `e4 e5 Nf3` as players often paste them)
/// is read as PGN, so its errors speak of moves rather than of a FEN.
pub fn looks_like_pgn(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim_start();
    let first = text.split_whitespace().next().unwrap_or("");
    text.starts_with('[') || !first.contains('/')
}

/// The game `text` describes: a PGN's start position and moves, or a FEN's
/// position with no moves.
///
/// # Errors
///
/// [`CommandError::BadRequest`] for an empty or oversized text,
/// [`CommandError::InvalidPgn`] / [`CommandError::InvalidFen`] with the
/// rules crate's reason.
pub fn parse_game(text: &str) -> Result<Game, CommandError> {
    parse_import(text).map(|(game, _)| game)
}

/// As [`parse_game`], with the PGN game's record kept for export: the
/// first game of the text written back whole by
/// [`PgnGame::to_pgn`](hotseat_rules::PgnGame::to_pgn) (every tag,
/// comment, NAG and variation; the game alone, not the rest of the text).
/// A FEN has none.
///
/// # Errors
///
/// As [`parse_game`].
pub fn parse_import(text: &str) -> Result<(Game, Option<String>), CommandError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(CommandError::BadRequest {
            message: format!(
                "the text to import is {} bytes; at most {MAX_IMPORT_BYTES} are accepted",
                text.len()
            ),
        });
    }
    if text.trim().is_empty() {
        return Err(CommandError::BadRequest {
            message: "there is nothing to import: paste a FEN or a PGN".to_owned(),
        });
    }
    if !looks_like_pgn(text) {
        return Ok((Game::from_fen(text.trim())?, None));
    }
    match read_pgn_games(text.trim_start_matches('\u{feff}')).next() {
        None => Ok((Game::new(), None)),
        Some(Ok(record)) => {
            let kept = record.to_pgn();
            Ok((record.game, Some(kept)))
        }
        Some(Err(e)) => Err(e.error.into()),
    }
}

/// What a PGN's `TimeControl` tags say (see
/// [`TimeControl::from_pgn_tags`]): read back from the tags our export
/// writes, or any PGN's.
///
/// # Errors
///
/// [`TimeControlTagError`] when a tag does not read.
pub fn pgn_time_control(text: &str) -> Result<TagTimeControl, TimeControlTagError> {
    // The first game's tags, as the reader reads them (no move is played).
    let header = scan_pgn_headers(text.trim_start_matches('\u{feff}')).next();
    TimeControl::from_pgn_tags(|name| header.as_ref().and_then(|h| h.tag(name)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_or_fen_by_shape() {
        let cases = [
            ("[Event \"x\"]\n\n*", true),
            ("\u{feff}  [Event \"x\"]", true),
            ("1. e4 e5 2. Nf3", true),
            ("1.e4 e5", true),
            ("{a comment} 12... Nf6", true),
            (hotseat_rules::START_FEN, false),
            ("8/8/8/8/8/8/8/K6k w - - 0 1", false),
            ("e4 e5", true),
            ("e4 e5 Nf3 Nc6", true),
            ("garbage", true),
            ("rnbqkbnr/pppppppp/8 w", false),
        ];
        for (text, pgn) in cases {
            assert_eq!(looks_like_pgn(text), pgn, "{text}");
        }
    }

    #[test]
    fn errors_carry_the_rules_message_and_facts() {
        use crate::error::{FenProblem, MoveProblem, PgnProblem, RefusedMove};
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
        let expected = Game::from_fen(fen).expect_err("bad turn").to_string();
        assert_eq!(
            parse_game(fen),
            Err(CommandError::InvalidFen {
                message: expected,
                fen: FenProblem::Turn {
                    found: "x".to_owned()
                }
            })
        );
        let pgn = "1. e4 e5 2. Ke3";
        let expected = Game::from_pgn(pgn).expect_err("illegal").to_string();
        assert_eq!(
            parse_game(pgn),
            Err(CommandError::InvalidPgn {
                message: expected,
                game: None,
                pgn: PgnProblem::Move {
                    number: 2,
                    refused: RefusedMove {
                        text: "Ke3".to_owned(),
                        problem: MoveProblem::NotLegal
                    }
                }
            })
        );
        assert!(matches!(
            parse_game("  \n"),
            Err(CommandError::BadRequest { .. })
        ));
        let huge = "1. e4 ".repeat(MAX_IMPORT_BYTES / 6 + 1);
        assert!(matches!(
            parse_game(&huge),
            Err(CommandError::BadRequest { .. })
        ));
    }

    #[test]
    fn the_time_control_tags_of_a_pgn() {
        use crate::time_control::PerMove;
        let pgn = "[Event \"Club night\"]\n[TimeControl \"40/5400+30:1800+30\"]\n\n1. e4 e5 *\n";
        let Ok(TagTimeControl::Timed(fide)) = pgn_time_control(pgn) else {
            panic!("a control")
        };
        assert_eq!(
            fide.pgn_tag(hotseat_rules::Color::White),
            "40/5400+30:1800+30"
        );
        let delay = "[TimeControlDelay \"d5\"]\n[TimeControl \"300\"]\n1. e4 *";
        assert_eq!(
            pgn_time_control(delay),
            Ok(TagTimeControl::Timed(TimeControl::single(
                300_000,
                300_000,
                PerMove::SimpleDelay { ms: 5_000 }
            )))
        );
        // A tag named like another's start, a tag after the moves, none.
        let cases = [
            (
                "[TimeControlX \"60\"]\n1. e4 *",
                Ok(TagTimeControl::Unknown),
            ),
            ("1. e4 *\n[TimeControl \"60\"]", Ok(TagTimeControl::Unknown)),
            ("[TimeControl \"-\"]\n1. e4 *", Ok(TagTimeControl::Untimed)),
            ("e4 e5", Ok(TagTimeControl::Unknown)),
        ];
        for (text, expected) in cases {
            assert_eq!(pgn_time_control(text), expected, "{text}");
        }
        assert!(pgn_time_control("[TimeControl \"soon\"]").is_err());
    }
}
