//! An imported game whose record ends with a result the board does not
//! show (resigned, agreed drawn, lost on time or adjudicated on paper).
//!
//! While the current game's moves are exactly the record's, the view says
//! how the record ends ([`GameView::recorded`](crate::dto::GameView)), and
//! a move played there starts a new game from that position: the finished
//! game stays in Games, whole and with its result, and the players play on
//! in a game of their own. Undo is off there: it would take a move out of
//! the record (and its result with it); the move list steps through it.

use hotseat_rules::{read_pgn_games, Game, Ply};

use super::Session;
use crate::chess_match::{Action, Match};
use crate::dto::RecordedEnd;
use crate::error::{CommandError, Failed, Refusal};
use crate::pgn::recorded::{winner_of, RecordedFacts};
use crate::pgn::roster::Roster;

/// The moves of a record that ends with a result, and that end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RecordedLine {
    moves: Vec<Ply>,
    end: RecordedEnd,
}

impl RecordedLine {
    /// The line of `record` (a PGN text of one game), when the record
    /// gives a result.
    pub(crate) fn of(record: &str) -> Option<RecordedLine> {
        let facts = RecordedFacts::of_text(record);
        let winner = winner_of(facts.result?)?;
        let game = read_pgn_games(record).next()?.ok()?.game;
        Some(RecordedLine {
            moves: game.moves().collect(),
            end: RecordedEnd {
                winner,
                termination: facts.termination,
            },
        })
    }

    /// How the record ends, if `game` is the record as it stands: its
    /// moves exactly, and no verdict of the board's (a mate on the board
    /// is the game's verdict, and the record agrees with it or is wrong).
    fn end_of(&self, game: &Game) -> Option<&RecordedEnd> {
        (game.outcome().is_none() && game.moves().eq(self.moves.iter().copied()))
            .then_some(&self.end)
    }
}

impl Session {
    /// How the current game's record ends, while the game is that record.
    pub(super) fn recorded_end(&self) -> Option<&RecordedEnd> {
        self.recorded.as_ref()?.end_of(self.game())
    }

    /// Undo leaves a finished record whole.
    ///
    /// # Errors
    ///
    /// [`CommandError::NotAllowed`] while the game is a finished record.
    pub(super) fn undo_allowed(&self) -> Result<(), CommandError> {
        match self.recorded_end() {
            Some(_) => Err(CommandError::not_allowed(
                Refusal::FinishedRecord,
                "the recorded game is kept as it is: a move plays on from its end in a new game",
            )),
            None => Ok(()),
        }
    }

    /// Before `action` is played: at a finished record's end, a move
    /// starts a new game from that position (untimed, without the record's
    /// names: the players at the table are not the record's). A move the
    /// position refuses is refused here, before anything changes.
    ///
    /// # Errors
    ///
    /// The move's own error (illegal, not a move), or a failed save; the
    /// record's game then stays current.
    pub(super) fn play_on_from_record(&mut self, action: &Action) -> Result<(), CommandError> {
        let plays = matches!(
            action,
            Action::Play(_) | Action::Drop(_) | Action::PlayText(_)
        );
        if !plays || self.recorded_end().is_none() {
            return Ok(());
        }
        // Asked of the record's position first; taken back at once.
        if let Some(tried) = self.current.apply(action, self.now())? {
            self.current.revert(tried);
        }
        let from_here = Game::from_position(self.game().position().clone());
        self.replace_game(Match::new(from_here, None), None, Roster::default())
            .map(drop)
            .map_err(|e| e.during(Failed::NewGame).into())
    }
}
