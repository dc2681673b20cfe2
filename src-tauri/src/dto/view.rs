//! What the board needs after any command: the game, the verdict, and
//! the board at an earlier ply.

use hotseat_rules::{AnyPosition, Color, Game, Move, Role, Rules, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::moves::{before_ply, plies_from, MoveDto, MoveNumber, Ply, UndoView};
use super::{BoardDto, ClockView, GameEvent, Notice, RecordedEnd, Verdict};
use crate::chess_match::Match;
use crate::pgn::roster::Roster;
use crate::time_control::TimeControl;

/// Everything the board needs after any command: one source of truth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// The board now: FEN, side to move, check, pieces, the last move and
    /// its number (the same record review shows for an earlier ply).
    #[serde(flatten)]
    #[ts(flatten)]
    pub position: PositionView,
    /// The verdict, once the game is over.
    pub verdict: Option<Verdict>,
    /// How the game's record ends, while the game is exactly an imported
    /// record that ends with a result the board does not show; a move
    /// played then starts a new game from this position.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub recorded: Option<RecordedEnd>,
    /// The move list: all of it, or its plies from `moves_from` on.
    pub moves: Vec<Ply>,
    /// The index of `moves`' first ply when the list is not whole: only in
    /// the answer to a `play` that said how many plies the page already
    /// holds (`since`). Absent means `moves` is the whole list.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub moves_from: Option<u32>,
    /// Whether Undo has anything to take back.
    pub can_undo: bool,
    /// What Undo would take back (`null` when nothing), for its label.
    pub undo: Option<UndoView>,
    /// Every legal move of the side to move (none after a verdict).
    pub legal_moves: Vec<MoveDto>,
    /// What the players must know about their saved games, e.g. that a
    /// damaged save was set aside.
    pub notice: Option<Notice>,
    /// The clocks of a timed game (`null` when untimed).
    pub clock: Option<ClockView>,
    /// The side that offers a draw, while the offer stands.
    pub draw_offer: Option<Color>,
    /// The players' names and the event; absent when none is set.
    #[serde(skip_serializing_if = "Roster::is_empty")]
    #[ts(optional, as = "Option<Roster>")]
    pub roster: Roster,
    /// What the command answered with this view did to the game: the
    /// sounds, the slide and the announcement follow it.
    pub event: Option<GameEvent>,
}

/// What `new_game` may be given (`newGame()` with nothing is untimed).
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NewGameOptions {
    /// The players' names and the event (all optional).
    #[serde(default)]
    #[ts(optional)]
    pub roster: Option<Roster>,
    /// The time control of a timed game; `null` or absent for untimed.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub time_control: Option<TimeControl>,
}

impl GameView {
    /// The view of a match, its clocks as of `now` (the clock's time
    /// source): the legal moves are the ones the match already holds.
    ///
    /// Its move list starts at ply `from` (0-based, see
    /// [`GameView::moves_from`]) when that is given and below the list's
    /// length: the page holds the plies before it. Otherwise the list is
    /// whole.
    pub fn of_match(
        played: &Match,
        notice: Option<Notice>,
        now: u64,
        from: Option<usize>,
    ) -> GameView {
        GameView {
            clock: played.clock().map(|c| ClockView::of(c, now)),
            draw_offer: played.draw_offer(),
            ..GameView::listed(played.game(), played.legal_moves(), notice, from)
        }
    }

    /// The view of `game` whose legal moves are `legal`, with an optional
    /// notice for the players, its move list from ply `from`.
    fn listed(
        game: &Game,
        legal: &[Move],
        notice: Option<Notice>,
        from: Option<usize>,
    ) -> GameView {
        let pos = game.position();
        let from = from.filter(|&n| n < game.history().len());
        GameView {
            position: PositionView::at(game, pos, game.history().len()),
            verdict: game.outcome().map(Verdict::from),
            recorded: None,
            moves: plies_from(game, from.unwrap_or(0)),
            moves_from: from.map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
            can_undo: game.can_undo(),
            undo: UndoView::of(game),
            legal_moves: legal.iter().map(|&m| MoveDto::of(pos, m)).collect(),
            notice,
            clock: None,
            draw_offer: None,
            roster: Roster::default(),
            event: None,
        }
    }
}

/// The board at one ply of the game: the live one in [`GameView`], an
/// earlier one for stepping through the move list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionView {
    /// How many plies were played to reach it (0 is the start position).
    pub ply: u32,
    /// The position as FEN.
    pub fen: String,
    /// The side to move.
    pub turn: Color,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The square of the king in check, to highlight.
    pub check_square: Option<Square>,
    /// Every piece on the board.
    pub board: BoardDto,
    /// The move that led here (none at ply 0).
    pub last_move: Option<MoveDto>,
    /// That move's number and mover (none at ply 0), for `80… Ra2`.
    pub last_number: Option<MoveNumber>,
    /// That move in SAN (none at ply 0), for the review bar's "after 2… Nc6".
    pub last_san: Option<String>,
}

impl PositionView {
    /// The view of `game` after its first `ply` plies, if it has that many.
    pub fn of(game: &Game, ply: usize) -> Option<PositionView> {
        let pos = match ply {
            0 => game.start_position(),
            n => &game.history().get(n - 1)?.after,
        };
        Some(PositionView::at(game, pos, ply))
    }

    /// The view of `pos`, reached after `ply` plies of `game`.
    fn at(game: &Game, pos: &AnyPosition, ply: usize) -> PositionView {
        let check = pos.is_check();
        PositionView {
            // A game of four billion plies is not played; saturate rather than fail.
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            fen: pos.to_fen(),
            turn: pos.turn(),
            check,
            check_square: check
                .then(|| pos.pieces(pos.turn(), Role::King).first())
                .flatten(),
            board: BoardDto::of(pos),
            last_move: MoveDto::played(game, ply),
            last_number: ply
                .checked_sub(1)
                .map(|i| MoveNumber::before(before_ply(game, i))),
            last_san: ply
                .checked_sub(1)
                .and_then(|i| game.history().get(i))
                .map(|played| played.san.clone()),
        }
    }
}

/// Where `save_pgn` wrote the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SavedPgn {
    /// The file the player chose, as the system shows it.
    pub path: String,
}
