//! What the board needs after any command: the game, the verdict, and
//! the board at an earlier ply.

use hotseat_rules::{
    AnyPosition, ByColor, Color, Game, Move, Pocket, Role, Rules, Square, Variant,
};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::moves::{before_ply, plies_from, DropDto, MoveDto, MoveNumber, Ply, UndoView};
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
    /// Every legal drop of the side to move (Crazyhouse; absent when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<DropDto>>")]
    pub legal_drops: Vec<DropDto>,
    /// The kind of chess; absent for standard chess.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant: Option<Variant>,
    /// A Chess960 game's start number (absent for any other start).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub chess960: Option<u16>,
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
    /// The kind of chess; standard chess when absent.
    #[serde(default)]
    #[ts(optional)]
    pub variant: Option<Variant>,
    /// A Chess960 game's start, by its number (0 to 959, 518 the standard
    /// arrangement); a random one when absent.
    #[serde(default)]
    #[ts(optional)]
    pub chess960: Option<u16>,
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
            legal_moves: MoveDto::list(pos, legal.iter().copied()),
            legal_drops: game
                .legal_drops()
                .into_iter()
                .map(|d| DropDto {
                    role: d.role,
                    to: d.to,
                })
                .collect(),
            variant: Some(game.variant()).filter(|&v| v != Variant::Standard),
            chess960: game
                .start_position()
                .as_chess()
                .filter(|_| game.variant() == Variant::Chess960)
                .and_then(|p| p.chess960_number())
                .and_then(|n| u16::try_from(n).ok()),
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
    /// The drop that led here, if the last ply was one (Crazyhouse).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last_drop: Option<DropDto>,
    /// The squares the last move's explosion emptied (Atomic), for the
    /// flash; absent when nothing exploded.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<Square>>")]
    pub exploded: Vec<Square>,
    /// Both sides' pockets (Crazyhouse).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub pockets: Option<PocketsView>,
    /// How many checks each side must still give (Three-check).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub checks_to_give: Option<SidesCount>,
}

/// One count per side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct SidesCount {
    /// White's.
    pub white: u8,
    /// Black's.
    pub black: u8,
}

/// A Crazyhouse pocket: how many of each piece it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct PocketView {
    /// Pawns.
    pub pawn: u8,
    /// Knights.
    pub knight: u8,
    /// Bishops.
    pub bishop: u8,
    /// Rooks.
    pub rook: u8,
    /// Queens.
    pub queen: u8,
}

/// Both pockets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct PocketsView {
    /// White's.
    pub white: PocketView,
    /// Black's.
    pub black: PocketView,
}

impl PocketView {
    fn of(pocket: Pocket) -> PocketView {
        PocketView {
            pawn: pocket.count(Role::Pawn),
            knight: pocket.count(Role::Knight),
            bishop: pocket.count(Role::Bishop),
            rook: pocket.count(Role::Rook),
            queen: pocket.count(Role::Queen),
        }
    }
}

/// The squares whose pieces the move from `before` to `after` blew up:
/// emptied, other than the square the mover left and an en-passant
/// victim's (Atomic only).
fn exploded(before: &AnyPosition, after: &AnyPosition, ply: hotseat_rules::Ply) -> Vec<Square> {
    let hotseat_rules::Ply::Move(m) = ply else {
        return Vec::new();
    };
    if after.variant() != Variant::Atomic || !before.is_capture(m) {
        return Vec::new();
    }
    let emptied = before.occupied() & !after.occupied();
    let victim =
        (before.piece_at(m.to).is_none()).then(|| Square::from_coords(m.to.file(), m.from.rank()));
    emptied
        .into_iter()
        .filter(|&sq| sq != m.from && Some(sq) != victim)
        .collect()
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
            last_drop: ply
                .checked_sub(1)
                .and_then(|i| game.history().get(i))
                .and_then(|played| match played.uci {
                    hotseat_rules::Ply::Drop(d) => Some(DropDto {
                        role: d.role,
                        to: d.to,
                    }),
                    hotseat_rules::Ply::Move(_) => None,
                }),
            exploded: ply
                .checked_sub(1)
                .and_then(|i| Some((before_ply(game, i), game.history().get(i)?)))
                .map_or_else(Vec::new, |(before, played)| {
                    exploded(before, &played.after, played.uci)
                }),
            pockets: pos.pockets().map(|p: ByColor<Pocket>| PocketsView {
                white: PocketView::of(p.white),
                black: PocketView::of(p.black),
            }),
            checks_to_give: pos.checks_to_give().map(|c| SidesCount {
                white: c.white,
                black: c.black,
            }),
        }
    }
}

/// Where `save_pgn` wrote the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SavedPgn {
    /// The file the player chose, as the system shows it.
    pub path: String,
}
