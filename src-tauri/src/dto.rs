//! What crosses the IPC boundary. Every type here derives `ts_rs::TS`; the
//! TypeScript in `ui/src/lib/bindings.ts` is generated from them (see
//! `bindings.rs`), never written by hand.

use hotseat_rules::{Color, Declaration, Game, Move, Outcome, Piece, Position, Role, Square};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::clock::Clock;
use crate::time_control::TimeControl;

/// A piece as the UI draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "Piece")]
pub struct PieceDto {
    /// `"white"` or `"black"`.
    #[ts(type = "Color")]
    pub color: &'static str,
    /// `"pawn"` … `"king"`.
    #[ts(type = "Role")]
    pub role: &'static str,
}

impl From<Piece> for PieceDto {
    fn from(p: Piece) -> Self {
        PieceDto {
            color: p.color.name(),
            role: p.role.name(),
        }
    }
}

/// A piece on its square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "PlacedPiece")]
pub struct PlacedPiece {
    /// Where it stands, e.g. `"e4"`.
    #[ts(type = "Square")]
    pub square: String,
    /// What stands there.
    pub piece: PieceDto,
}

/// A legal move, as the rules side states it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "MoveDto")]
pub struct MoveDto {
    /// The origin square.
    #[ts(type = "Square")]
    pub from: String,
    /// The destination square.
    #[ts(type = "Square")]
    pub to: String,
    /// The piece a pawn becomes, for a promotion.
    #[ts(type = "Role | null")]
    pub promotion: Option<&'static str>,
    /// Whether the move takes a piece, en passant included (the board marks
    /// a capture differently from a quiet move).
    pub capture: bool,
}

impl MoveDto {
    /// `m` as played in `pos` (the position before it).
    pub fn of(pos: &Position, m: Move) -> MoveDto {
        MoveDto {
            from: m.from.to_string(),
            to: m.to.to_string(),
            promotion: m.promotion.map(Role::name),
            capture: pos.is_capture(m),
        }
    }

    /// The move that led to ply `ply` of `game` (none at ply 0 or past the end).
    pub fn played(game: &Game, ply: usize) -> Option<MoveDto> {
        let played = game.history().get(ply.checked_sub(1)?)?;
        let before = match ply {
            1 => game.start_position(),
            n => &game.history().get(n - 2)?.after,
        };
        Some(MoveDto::of(before, played.uci))
    }
}

/// A move as the UI sends it. Plain strings: the Rust side validates them
/// and answers a typed error, so no input can fail before our code sees it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct MoveInput {
    /// The origin square name.
    pub from: String,
    /// The destination square name.
    pub to: String,
    /// `"queen"`, `"rook"`, `"bishop"` or `"knight"` (or their letters).
    #[serde(default)]
    #[ts(optional = nullable)]
    pub promotion: Option<String>,
}

/// The verdict of a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Verdict {
    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    #[ts(type = "VerdictResult")]
    pub result: &'static str,
    /// `"checkmate"`, `"stalemate"`, `"fifty_move"`,
    /// `"threefold_repetition"`, `"insufficient_material"`,
    /// `"resignation"`, `"agreement"`, `"time_out"` or
    /// `"time_out_insufficient_material"`.
    #[ts(type = "VerdictReason")]
    pub reason: &'static str,
    /// The winner, for a decisive result.
    #[ts(type = "Color | null")]
    pub winner: Option<&'static str>,
}

impl From<Outcome> for Verdict {
    fn from(o: Outcome) -> Self {
        Verdict {
            result: o.result(),
            reason: o.reason_code(),
            winner: o.winner().map(Color::name),
        }
    }
}

/// One ply of the move list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Ply {
    /// Standard algebraic notation, with `+`/`#`.
    pub san: String,
    /// The same move in UCI.
    pub uci: String,
    /// Its move number, counted from the start position's own (a game from
    /// a FEN with move number 80 starts at 80).
    pub number: u32,
    /// The side that played it.
    #[ts(type = "Color")]
    pub color: &'static str,
}

/// A ply's move number and mover, for labels such as `80… Ra2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct MoveNumber {
    /// The move number (the position's full-move number before the ply).
    pub number: u32,
    /// The side that played it.
    #[ts(type = "Color")]
    pub color: &'static str,
}

impl MoveNumber {
    /// The number and mover of a move played from `before`.
    pub fn before(before: &Position) -> MoveNumber {
        MoveNumber {
            number: before.fullmove_number(),
            color: before.turn().name(),
        }
    }
}

/// The position before ply `index` (0-based) of `game`.
fn before_ply(game: &Game, index: usize) -> &Position {
    match index.checked_sub(1).and_then(|i| game.history().get(i)) {
        Some(played) => &played.after,
        None => game.start_position(),
    }
}

/// Every ply of `game`, numbered.
pub fn plies_of(game: &Game) -> Vec<Ply> {
    game.history()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let numbered = MoveNumber::before(before_ply(game, i));
            Ply {
                san: p.san.clone(),
                uci: p.uci.to_string(),
                number: numbered.number,
                color: numbered.color,
            }
        })
        .collect()
}

/// What Undo would take back now (SPEC section 2): a resignation or an
/// agreed draw alone, a time-out together with the last move, otherwise
/// the last move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum UndoView {
    /// The last ply.
    Move {
        /// Its SAN.
        san: String,
        /// Its move number.
        number: u32,
        /// Who played it.
        #[ts(type = "Color")]
        color: &'static str,
    },
    /// `color`'s resignation (the moves stay).
    Resignation {
        /// Who resigned.
        #[ts(type = "Color")]
        color: &'static str,
    },
    /// The agreed draw (the moves stay).
    Agreement,
    /// `color`'s time-out and, with it, the last ply (if there is one).
    Timeout {
        /// Whose flag fell.
        #[ts(type = "Color")]
        color: &'static str,
        /// The last ply's SAN.
        #[ts(type = "string | null")]
        san: Option<String>,
        /// Its move number.
        #[ts(type = "number | null")]
        number: Option<u32>,
        /// Who played it.
        #[ts(type = "Color | null")]
        mover: Option<&'static str>,
    },
}

impl UndoView {
    /// What Undo would take back in `game`; `None` when nothing.
    pub fn of(game: &Game) -> Option<UndoView> {
        let plies = game.history().len();
        let last = plies.checked_sub(1).map(|i| {
            let numbered = MoveNumber::before(before_ply(game, i));
            (game.history()[i].san.clone(), numbered)
        });
        Some(match game.declaration() {
            Some(Declaration::Resignation(color)) => UndoView::Resignation {
                color: color.name(),
            },
            Some(Declaration::DrawAgreed) => UndoView::Agreement,
            Some(Declaration::TimeOut(color)) => {
                let (san, numbered) = last.unzip();
                UndoView::Timeout {
                    color: color.name(),
                    san,
                    number: numbered.map(|n| n.number),
                    mover: numbered.map(|n| n.color),
                }
            }
            None => {
                let (san, numbered) = last?;
                UndoView::Move {
                    san,
                    number: numbered.number,
                    color: numbered.color,
                }
            }
        })
    }
}

/// Every piece of `pos`, a1 first.
fn board_of(pos: &Position) -> Vec<PlacedPiece> {
    Square::ALL
        .into_iter()
        .filter_map(|sq| {
            pos.piece_at(sq).map(|piece| PlacedPiece {
                square: sq.to_string(),
                piece: piece.into(),
            })
        })
        .collect()
}

/// Everything the board needs after any command: one source of truth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    /// The position as FEN.
    pub fen: String,
    /// The side to move.
    #[ts(type = "Color")]
    pub turn: &'static str,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The square of the king in check, to highlight.
    #[ts(type = "Square | null")]
    pub check_square: Option<String>,
    /// Every piece on the board.
    pub board: Vec<PlacedPiece>,
    /// The verdict, once the game is over.
    pub verdict: Option<Verdict>,
    /// The last move played, to highlight.
    pub last_move: Option<MoveDto>,
    /// The move list.
    pub moves: Vec<Ply>,
    /// Whether Undo has anything to take back.
    pub can_undo: bool,
    /// What Undo would take back (`null` when nothing), for its label.
    pub undo: Option<UndoView>,
    /// Every legal move of the side to move (none after a verdict).
    pub legal_moves: Vec<MoveDto>,
    /// The exact status-line text of SPEC section 5.
    pub status: String,
    /// A message for the players, e.g. that a damaged save was set aside.
    pub notice: Option<String>,
    /// The clocks of a timed game (`null` when untimed).
    pub clock: Option<ClockView>,
    /// The side that offers a draw, while the offer stands.
    #[ts(type = "Color | null")]
    pub draw_offer: Option<&'static str>,
}

/// What `new_game` may be given (`newGame()` with nothing is untimed).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NewGameOptions {
    /// The time control of a timed game; `null` or absent for untimed.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub time_control: Option<TimeControl>,
}

/// The clocks of a timed game as of the answer. The page counts down
/// locally from these values and asks for `status` when a clock it shows
/// reaches zero (the flag falls on the Rust side).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// The time control.
    pub control: TimeControl,
    /// White's time left in ms.
    #[ts(type = "number")]
    pub white_ms: u64,
    /// Black's time left in ms.
    #[ts(type = "number")]
    pub black_ms: u64,
    /// The side whose clock is counting down (`null` before the first
    /// move, while paused, and after the verdict).
    #[ts(type = "Color | null")]
    pub running: Option<&'static str>,
    /// Whether the players paused the clock (a timed game also comes back
    /// paused after a restart).
    pub paused: bool,
    /// With a simple delay: how much of the running side's delay is left;
    /// its clock counts down only after that (0 otherwise).
    #[ts(type = "number")]
    pub delay_ms: u64,
}

impl ClockView {
    /// The view of `clock` at `now` (the clock's time source).
    pub fn of(clock: &Clock, now: u64) -> ClockView {
        let shown = clock.shown(now);
        let running = clock.running();
        ClockView {
            control: clock.control(),
            white_ms: shown.white,
            black_ms: shown.black,
            running: running.map(Color::name),
            paused: clock.is_paused(),
            delay_ms: if running.is_some() {
                clock.delay_left(now)
            } else {
                0
            },
        }
    }
}

impl GameView {
    /// The view of `game`, with an optional notice for the players.
    pub fn of(game: &Game, notice: Option<String>) -> GameView {
        let pos = game.position();
        let check = pos.is_check();
        GameView {
            fen: pos.to_fen(),
            turn: pos.turn().name(),
            check,
            check_square: check.then(|| pos.king_of(pos.turn()).to_string()),
            board: board_of(pos),
            verdict: game.outcome().map(Verdict::from),
            last_move: MoveDto::played(game, game.history().len()),
            moves: plies_of(game),
            can_undo: game.can_undo(),
            undo: UndoView::of(game),
            legal_moves: game
                .legal_moves()
                .iter()
                .map(|&m| MoveDto::of(pos, m))
                .collect(),
            status: game.status_text(),
            notice,
            clock: None,
            draw_offer: None,
        }
    }
}

/// The board at one ply of the game, for stepping through the move list.
/// The fields mean what they mean in [`GameView`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionView {
    /// How many plies were played to reach it (0 is the start position).
    pub ply: u32,
    /// The position as FEN.
    pub fen: String,
    /// The side to move.
    #[ts(type = "Color")]
    pub turn: &'static str,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The square of the king in check, to highlight.
    #[ts(type = "Square | null")]
    pub check_square: Option<String>,
    /// Every piece on the board.
    pub board: Vec<PlacedPiece>,
    /// The move that led here (none at ply 0).
    pub last_move: Option<MoveDto>,
    /// That move's number and mover (none at ply 0), for `80… Ra2`.
    pub last_number: Option<MoveNumber>,
}

impl PositionView {
    /// The view of `game` after its first `ply` plies, if it has that many.
    pub fn of(game: &Game, ply: usize) -> Option<PositionView> {
        let pos = match ply {
            0 => game.start_position(),
            n => &game.history().get(n - 1)?.after,
        };
        let check = pos.is_check();
        Some(PositionView {
            ply: u32::try_from(ply).ok()?,
            fen: pos.to_fen(),
            turn: pos.turn().name(),
            check,
            check_square: check.then(|| pos.king_of(pos.turn()).to_string()),
            board: board_of(pos),
            last_move: MoveDto::played(game, ply),
            last_number: ply
                .checked_sub(1)
                .map(|i| MoveNumber::before(before_ply(game, i))),
        })
    }
}

/// Where `save_pgn` wrote the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SavedPgn {
    /// The file the player chose, as the system shows it.
    pub path: String,
}

/// One game of the archive list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// The game's id, for `archived_position`, `archived_pgn`,
    /// `delete_game` and `restore_game`.
    #[ts(type = "number")]
    pub id: i64,
    /// When it was started (ms since the Unix epoch).
    #[ts(type = "number")]
    pub created_at: i64,
    /// When it got its verdict (ms since the Unix epoch), if it has one.
    #[ts(type = "number | null")]
    pub finished_at: Option<i64>,
    /// `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"` while unfinished.
    #[ts(type = "VerdictResult | \"*\"")]
    pub result: &'static str,
    /// The verdict's status text (`Checkmate — White wins`, …), if any.
    pub reason: Option<String>,
    /// How many plies were played.
    pub moves: u32,
    /// The time control of a timed game.
    pub time_control: Option<TimeControl>,
    /// Whether this is the game being played.
    pub current: bool,
}

/// A page of the archive, newest game first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct GamePage {
    /// How many games the archive holds (not deleted).
    pub total: u32,
    /// The games of this page.
    pub items: Vec<GameSummary>,
}
