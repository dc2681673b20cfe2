// Generated from the Rust DTOs in src-tauri/src/dto/, settings.rs and error.rs by
// `UPDATE_BINDINGS=1 cargo test -p hotseat-chess bindings`. Do not edit.

import { invoke, type Channel } from "@tauri-apps/api/core";

export type Color = "white" | "black";
export type Role = "pawn" | "knight" | "bishop" | "rook" | "queen" | "king";
export type Square = "a1" | "b1" | "c1" | "d1" | "e1" | "f1" | "g1" | "h1" | "a2" | "b2" | "c2" | "d2" | "e2" | "f2" | "g2" | "h2" | "a3" | "b3" | "c3" | "d3" | "e3" | "f3" | "g3" | "h3" | "a4" | "b4" | "c4" | "d4" | "e4" | "f4" | "g4" | "h4" | "a5" | "b5" | "c5" | "d5" | "e5" | "f5" | "g5" | "h5" | "a6" | "b6" | "c6" | "d6" | "e6" | "f6" | "g6" | "h6" | "a7" | "b7" | "c7" | "d7" | "e7" | "f7" | "g7" | "h7" | "a8" | "b8" | "c8" | "d8" | "e8" | "f8" | "g8" | "h8";
export type Variant = "standard" | "chess960" | "king_of_the_hill" | "three_check" | "crazyhouse" | "antichess" | "atomic" | "horde" | "racing_kings";
export type VerdictResult = "1-0" | "0-1" | "1/2-1/2";
export type VerdictReason = "checkmate" | "resignation" | "time_out" | "stalemate" | "insufficient_material" | "fifty_move" | "threefold_repetition" | "agreement" | "time_out_insufficient_material" | "both_kings_reached_eighth_rank" | "third_check" | "king_in_centre" | "king_exploded" | "king_reached_eighth_rank" | "no_pieces_left" | "no_moves_left" | "horde_destroyed";
export type ArchivedResult = VerdictResult | "*";
export type ErrorKind = "illegal_move" | "game_over" | "nothing_to_undo" | "invalid_square" | "invalid_move" | "invalid_fen" | "invalid_pgn" | "invalid_file" | "engine_unusable" | "bad_request" | "not_allowed" | "not_found" | "storage" | "disk_full" | "read_only" | "internal";

export type Piece = { 
/**
 * `"white"` or `"black"`.
 */
color: Color, 
/**
 * `"pawn"` … `"king"`.
 */
role: Role, };
export type Army = { 
/**
 * The king's square (one, in every legal position).
 */
king: Array<Square>, 
/**
 * The queens' squares.
 */
queen: Array<Square>, 
/**
 * The rooks' squares.
 */
rook: Array<Square>, 
/**
 * The bishops' squares.
 */
bishop: Array<Square>, 
/**
 * The knights' squares.
 */
knight: Array<Square>, 
/**
 * The pawns' squares.
 */
pawn: Array<Square>, };
export type Board = { 
/**
 * White's pieces.
 */
white: Army, 
/**
 * Black's pieces.
 */
black: Army, };
export type MoveDto = { 
/**
 * The origin square.
 */
from: Square, 
/**
 * The destination square.
 */
to: Square, 
/**
 * The piece a pawn becomes, for a promotion (absent otherwise).
 */
promotion?: Role, 
/**
 * Whether the move takes a piece, en passant included (the board marks
 * a capture differently from a quiet move); absent when it does not.
 */
capture?: boolean, };
export type MoveInput = { 
/**
 * The origin square.
 */
from: Square, 
/**
 * The destination square.
 */
to: Square, 
/**
 * The piece a pawn becomes: queen, rook, bishop or knight.
 */
promotion?: Role | null, };
export type DropInput = { 
/**
 * The piece: pawn, knight, bishop, rook or queen.
 */
role: Role, 
/**
 * The square.
 */
to: Square, };
export type DropDto = { 
/**
 * The piece.
 */
role: Role, 
/**
 * The square.
 */
to: Square, };
export type Verdict = { 
/**
 * `"1-0"`, `"0-1"` or `"1/2-1/2"`.
 */
result: VerdictResult, 
/**
 * `"checkmate"`, `"stalemate"`, `"fifty_move"`, … (SPEC section 6).
 */
reason: VerdictReason, 
/**
 * The winner, for a decisive result.
 */
winner: Color | null, };
export type RecordedEnd = { 
/**
 * The winner; `null` for a draw.
 */
winner: Color | null, 
/**
 * The record's `Termination` (`time forfeit`, `adjudication`…), as
 * written; absent when the record gives none.
 */
termination?: string, };
export type Ply = { 
/**
 * Standard algebraic notation, with `+`/`#`.
 */
san: string, 
/**
 * The same move in UCI.
 */
uci: string, 
/**
 * Its move number, counted from the start position's own (a game from
 * a FEN with move number 80 starts at 80).
 */
number: number, 
/**
 * The side that played it.
 */
color: Color, 
/**
 * Whether it took a piece (en passant included): the capture sound.
 */
capture: boolean, };
export type MoveNumber = { 
/**
 * The move number (the position's full-move number before the ply).
 */
number: number, 
/**
 * The side that played it.
 */
color: Color, };
export type UndoView = { "kind": "move", 
/**
 * Its SAN.
 */
san: string, 
/**
 * Its move number.
 */
number: number, 
/**
 * Who played it.
 */
color: Color, } | { "kind": "resignation", 
/**
 * Who resigned.
 */
color: Color, } | { "kind": "agreement" } | { "kind": "timeout", 
/**
 * Whose flag fell.
 */
color: Color, 
/**
 * The last ply's SAN.
 */
san: string | null, 
/**
 * Its move number.
 */
number: number | null, 
/**
 * Who played it.
 */
mover: Color | null, };
export type PerMove = { "kind": "none" } | { "kind": "fischer", 
/**
 * The increment.
 */
ms: number, } | { "kind": "simpleDelay", 
/**
 * The delay.
 */
ms: number, } | { "kind": "bronstein", 
/**
 * The most that is added back.
 */
ms: number, };
export type Stage = { 
/**
 * Moves in the stage; absent: the rest of the game.
 */
moves?: number, 
/**
 * Time added when the stage begins.
 */
ms: number, 
/**
 * What each move in the stage earns.
 */
perMove: PerMove, };
export type TimeControl = { 
/**
 * White's base time in ms (its first stage's time).
 */
whiteMs: number, 
/**
 * Black's base time in ms (differs from White's for time odds).
 */
blackMs: number, 
/**
 * What each move of the first stage earns.
 */
perMove: PerMove, 
/**
 * Moves in the first stage; absent: the first stage is the whole game.
 */
firstMoves?: number, 
/**
 * The stages after the first (White's and Black's, unless Black has
 * its own in `blackThen`).
 */
then?: Array<Stage>, 
/**
 * Black's own stages after the first (time odds with stages).
 */
blackThen?: Array<Stage>, 
/**
 * Hourglass: the time the mover uses is added to the opponent (one
 * stage, nothing per move).
 */
hourglass?: boolean, };
export type Roster = { 
/**
 * The player of the white pieces.
 */
white?: string, 
/**
 * The player of the black pieces.
 */
black?: string, 
/**
 * The event (a club night, a tournament).
 */
event?: string, 
/**
 * Where it is played.
 */
site?: string, 
/**
 * The round, as the event counts them (`3`, `2.1`).
 */
round?: string, };
export type NewGameOptions = { 
/**
 * The players' names and the event (all optional).
 */
roster?: Roster, 
/**
 * The time control of a timed game; `null` or absent for untimed.
 */
timeControl?: TimeControl | null, 
/**
 * The kind of chess; standard chess when absent.
 */
variant?: Variant, 
/**
 * A Chess960 game's start, by its number (0 to 959, 518 the standard
 * arrangement); a random one when absent.
 */
chess960?: number, };
export type Adjustment = { "kind": "give", 
/**
 * The side that gets the time.
 */
to: Color, 
/**
 * How much, 1 ms to [`MAX_GIVE_MS`].
 */
ms: number, } | { "kind": "setTime", 
/**
 * The side whose clock is set.
 */
color: Color, 
/**
 * Its time left, 0 to
 * [`MAX_BASE_MS`](crate::time_control::MAX_BASE_MS) ms (0 lets its flag fall).
 */
ms: number, } | { "kind": "setStageMoves", 
/**
 * The side whose count is set.
 */
color: Color, 
/**
 * The moves made in the stage.
 */
made: number, };
export type AdjustmentView = { 
/**
 * The plies played when it was made (0: before the first move).
 */
ply: number, 
/**
 * The number and mover of the move it followed (none at ply 0).
 */
afterNumber: MoveNumber | null, 
/**
 * That move in SAN (none at ply 0).
 */
afterSan: string | null, 
/**
 * What was adjusted.
 */
adjustment: Adjustment, 
/**
 * It in words, as the PGN writes it ("+15 s to Black").
 */
words: string, 
/**
 * White's time left just after it, in ms.
 */
whiteMs: number, 
/**
 * Black's time left just after it, in ms.
 */
blackMs: number, };
export type StageView = { 
/**
 * The stage's number, 0 for the first (a repeating last stage keeps
 * counting).
 */
stage: number, 
/**
 * Moves made in the stage.
 */
movesMade: number, 
/**
 * Moves still to make before the next stage's time is added (`null`
 * in a stage that lasts the rest of the game).
 */
movesToNextStage: number | null, };
export type StagesView = { 
/**
 * White's stage.
 */
white: StageView, 
/**
 * Black's stage.
 */
black: StageView, };
export type ClockView = { 
/**
 * The time control.
 */
control: TimeControl, 
/**
 * White's time left in ms.
 */
whiteMs: number, 
/**
 * Black's time left in ms.
 */
blackMs: number, 
/**
 * The side whose clock is counting down (`null` before the first
 * move, while paused, and after the verdict).
 */
running: Color | null, 
/**
 * Whether the players paused the clock (a timed game also comes back
 * paused after a restart).
 */
paused: boolean, 
/**
 * With a simple delay: how much of the running side's delay is left;
 * its clock counts down only after that (0 otherwise).
 */
delayMs: number, 
/**
 * With stages: where each side stands in its stages (absent for a
 * control of one stage, so those views are as they always were).
 */
stages?: StagesView, };
export type GameEvent = { "kind": "moved", 
/**
 * Its number in the game.
 */
ply: number, } | { "kind": "undone", 
/**
 * The ply taken back, if one was.
 */
removedPly: number | null, } | { "kind": "declared" } | { "kind": "offered", 
/**
 * Who offered.
 */
by: Color, } | { "kind": "answered", 
/**
 * Whether the draw was agreed.
 */
accepted: boolean, } | { "kind": "paused" } | { "kind": "resumed" } | { "kind": "adjusted" };
export type Notice = { "kind": "recovered", 
/**
 * Why it could not be read.
 */
error: string, 
/**
 * Where the file was kept (`null`: it could not be moved and was
 * left where it was).
 */
keptAs: string | null, } | { "kind": "unsaved", 
/**
 * Why no database can be used.
 */
error: string, };
export type GameView = { 
/**
 * The verdict, once the game is over.
 */
verdict: Verdict | null, 
/**
 * How the game's record ends, while the game is exactly an imported
 * record that ends with a result the board does not show; a move
 * played then starts a new game from this position.
 */
recorded?: RecordedEnd, 
/**
 * The move list: all of it, or its plies from `moves_from` on.
 */
moves: Array<Ply>, 
/**
 * The index of `moves`' first ply when the list is not whole: only in
 * the answer to a `play` that said how many plies the page already
 * holds (`since`). Absent means `moves` is the whole list.
 */
movesFrom?: number, 
/**
 * Whether Undo has anything to take back.
 */
canUndo: boolean, 
/**
 * What Undo would take back (`null` when nothing), for its label.
 */
undo: UndoView | null, 
/**
 * Every legal move of the side to move (none after a verdict).
 */
legalMoves: Array<MoveDto>, 
/**
 * Every legal drop of the side to move (Crazyhouse; absent when none).
 */
legalDrops?: Array<DropDto>, 
/**
 * The kind of chess; absent for standard chess.
 */
variant?: Variant, 
/**
 * A Chess960 game's start number (absent for any other start).
 */
chess960?: number, 
/**
 * What the players must know about their saved games, e.g. that a
 * damaged save was set aside.
 */
notice: Notice | null, 
/**
 * The clocks of a timed game (`null` when untimed).
 */
clock: ClockView | null, 
/**
 * The side that offers a draw, while the offer stands.
 */
drawOffer: Color | null, 
/**
 * The players' names and the event; absent when none is set.
 */
roster?: Roster, 
/**
 * What the command answered with this view did to the game: the
 * sounds, the slide and the announcement follow it.
 */
event: GameEvent | null, 
/**
 * How many plies were played to reach it (0 is the start position).
 */
ply: number, 
/**
 * The position as FEN.
 */
fen: string, 
/**
 * The side to move.
 */
turn: Color, 
/**
 * Whether the side to move is in check.
 */
check: boolean, 
/**
 * The square of the king in check, to highlight.
 */
checkSquare: Square | null, 
/**
 * Every piece on the board.
 */
board: Board, 
/**
 * The move that led here (none at ply 0).
 */
lastMove: MoveDto | null, 
/**
 * That move's number and mover (none at ply 0), for `80… Ra2`.
 */
lastNumber: MoveNumber | null, 
/**
 * That move in SAN (none at ply 0), for the review bar's "after 2… Nc6".
 */
lastSan: string | null, 
/**
 * The drop that led here, if the last ply was one (Crazyhouse).
 */
lastDrop?: DropDto, 
/**
 * The squares the last move's explosion emptied (Atomic), for the
 * flash; absent when nothing exploded.
 */
exploded?: Array<Square>, 
/**
 * Both sides' pockets (Crazyhouse).
 */
pockets?: PocketsView, 
/**
 * How many checks each side must still give (Three-check).
 */
checksToGive?: SidesCount, };
export type PositionView = { 
/**
 * How many plies were played to reach it (0 is the start position).
 */
ply: number, 
/**
 * The position as FEN.
 */
fen: string, 
/**
 * The side to move.
 */
turn: Color, 
/**
 * Whether the side to move is in check.
 */
check: boolean, 
/**
 * The square of the king in check, to highlight.
 */
checkSquare: Square | null, 
/**
 * Every piece on the board.
 */
board: Board, 
/**
 * The move that led here (none at ply 0).
 */
lastMove: MoveDto | null, 
/**
 * That move's number and mover (none at ply 0), for `80… Ra2`.
 */
lastNumber: MoveNumber | null, 
/**
 * That move in SAN (none at ply 0), for the review bar's "after 2… Nc6".
 */
lastSan: string | null, 
/**
 * The drop that led here, if the last ply was one (Crazyhouse).
 */
lastDrop?: DropDto, 
/**
 * The squares the last move's explosion emptied (Atomic), for the
 * flash; absent when nothing exploded.
 */
exploded?: Array<Square>, 
/**
 * Both sides' pockets (Crazyhouse).
 */
pockets?: PocketsView, 
/**
 * How many checks each side must still give (Three-check).
 */
checksToGive?: SidesCount, };
export type SidesCount = { 
/**
 * White's.
 */
white: number, 
/**
 * Black's.
 */
black: number, };
export type PocketView = { 
/**
 * Pawns.
 */
pawn: number, 
/**
 * Knights.
 */
knight: number, 
/**
 * Bishops.
 */
bishop: number, 
/**
 * Rooks.
 */
rook: number, 
/**
 * Queens.
 */
queen: number, };
export type PocketsView = { 
/**
 * White's.
 */
white: PocketView, 
/**
 * Black's.
 */
black: PocketView, };
export type GameSummary = { 
/**
 * The game's id, for `archived_position`, `archived_pgn`,
 * `delete_game` and `restore_game`.
 */
id: number, 
/**
 * When it was started (ms since the Unix epoch); for an imported game,
 * when it was imported (its own date is `date`).
 */
createdAt: number, 
/**
 * An imported game's `Date` as its record gives it (`2023.04.30`,
 * `1972.??.??`: unknown parts `??`), when it knows the year.
 */
date?: string, 
/**
 * When it got its verdict (ms since the Unix epoch), if it has one.
 */
finishedAt: number | null, 
/**
 * `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"` while unfinished.
 */
result: ArchivedResult, 
/**
 * The verdict, if the board gave one (none for a recorded result: the
 * board did not see how it ended).
 */
verdict: Verdict | null, 
/**
 * A recorded result's `Termination` tag, as the record writes it (the
 * PGN standard's `normal`, `time forfeit`, `adjudication`…).
 */
termination?: string, 
/**
 * Its kind of chess; absent for standard chess (most rows).
 */
variant?: Variant, 
/**
 * How many plies were played.
 */
moves: number, 
/**
 * How many moves, as players count them: one per move number used
 * (`1. e4` is one move, and so is `1. e4 e5`).
 */
fullMoves: number, 
/**
 * The time control of a timed game.
 */
timeControl: TimeControl | null, 
/**
 * Whether this is the game being played.
 */
current: boolean, 
/**
 * The `White` tag of an imported PGN game's record, if it has one.
 */
white?: string, 
/**
 * The `Black` tag of an imported PGN game's record, if it has one.
 */
black?: string, 
/**
 * The `Event` tag of an imported PGN game's record, if it has one.
 */
event?: string, };
export type GamePage = { 
/**
 * How many games the archive holds (not deleted).
 */
total: number, 
/**
 * The games of this page.
 */
items: Array<GameSummary>, };
export type Seats = "side" | "pass" | "face";
export type Theme = "system" | "light" | "dark";
export type Language = "en" | "es" | "de" | "fr" | "it" | "pt-BR" | "ru" | "uk" | "pl" | "tr" | "nl" | "zh-CN" | "ja" | "hi" | "ar" | "en-XA";
export type LanguageSetting = "system" | "en" | "es" | "de" | "fr" | "it" | "pt-BR" | "ru" | "uk" | "pl" | "tr" | "nl" | "zh-CN" | "ja" | "hi" | "ar";
export type Notation = "letters" | "figurines";
export type Settings = { 
/**
 * How the players sit.
 */
seats: Seats, 
/**
 * Whether a move waits for a second tap to confirm it.
 */
confirmMove: boolean, 
/**
 * Whether moves make a sound.
 */
sound: boolean, 
/**
 * Whether the board shows its file and rank letters.
 */
coordinates: boolean, 
/**
 * The colour scheme.
 */
theme: Theme, 
/**
 * Whether a running clock under its low-time mark ticks each second.
 */
lowTimeTick: boolean, 
/**
 * Whether a timed game shows the "+N s to the opponent" button (off,
 * as rated play has none).
 */
giveTime: boolean, 
/**
 * The N of that button, in seconds ([`GIVE_SECONDS`]).
 */
giveSeconds: number, 
/**
 * The page's language.
 */
language: LanguageSetting, 
/**
 * How moves are written.
 */
notation: Notation, };
export type SavedPgn = { 
/**
 * The file the player chose, as the system shows it.
 */
path: string, };
export type PgnFileSummary = { 
/**
 * The file's name (not its folder).
 */
name: string, 
/**
 * How many games it holds (at least one).
 */
games: number, };
export type PgnFileGame = { 
/**
 * Its place in the file (0 is the first), for `pick_pgn_game`.
 */
index: number, 
/**
 * The `White` tag (none when empty or `?`); so the next three.
 */
white: string | null, 
/**
 * The `Black` tag.
 */
black: string | null, 
/**
 * The `Event` tag.
 */
event: string | null, 
/**
 * The `Date` tag as written (`1972.07.11`, `1972.??.??`).
 */
date: string | null, 
/**
 * The `Result` tag as written.
 */
result: string | null, 
/**
 * The main line's moves as written, counted as players count them.
 */
fullMoves: number, 
/**
 * The kind of chess its `Variant` tag names; absent for standard
 * chess (and for a name the rules do not know: picking it says so).
 */
variant?: Variant, };
export type PgnFilePage = { 
/**
 * How many games the file holds.
 */
total: number, 
/**
 * The games of this page, in file order.
 */
items: Array<PgnFileGame>, };
export type ImportProgress = { 
/**
 * Games read so far (imported or skipped).
 */
read: number, 
/**
 * Games in the file.
 */
total: number, 
/**
 * Games stored in the archive so far.
 */
imported: number, 
/**
 * Games that did not read, so far.
 */
skipped: number, };
export type Eval = { "cp": number } | { "mate": number };
export type MoveClass = "best" | "good" | "inaccuracy" | "mistake" | "blunder";
export type ReviewedMove = { 
/**
 * Its class; null when unknown (an imported record's move without a
 * value before it).
 */
class: MoveClass | null, 
/**
 * The engine's move instead, on the board (for the arrow), when the
 * played one was not it.
 */
better: MoveDto | null, 
/**
 * The engine's line from the position before, numbered as the move
 * list is, the better move first; empty when the played move was the
 * engine's.
 */
line: Array<Ply>, };
export type ReviewSource = { "kind": "engine", depth: number, name?: string, } | { "kind": "record" };
export type GameAnalysis = { 
/**
 * The game's id in the archive.
 */
id: number, 
/**
 * Each position's value from White's side: `[0]` the start, `[i]`
 * after ply `i`; null where unknown.
 */
evals: Array<Eval | null>, 
/**
 * White's winning chances in each of those positions, in thousandths
 * from −1000 (lost) to 1000 (won) on lichess's curve: the graph's
 * heights, the same numbers the classes were judged by.
 */
chances: Array<number | null>, 
/**
 * Each reviewed ply: `[i]` is ply `i + 1`.
 */
moves: Array<ReviewedMove>, source: ReviewSource, 
/**
 * Every ply of the game reviewed (false: stopped part way, or moves
 * were played on since).
 */
complete: boolean, 
/**
 * In the answer of a review just made: the engine the players chose
 * could not be used (ours made the review), and why.
 */
fallback?: EngineTrouble, };
export type EngineFault = "not_found" | "not_runnable" | "not_uci" | "silent" | "quit" | "illegal_move" | "no_chess960";
export type EngineTrouble = { name: string, fault: EngineFault, };
export type ReviewEngine = { name: string, path: string, };
export type AnalysisProgress = { done: number, total: number, };
export type MoveProblem = "not_a_move" | "ambiguous" | "not_legal" | "promotion_missing" | "promotion_missing_san" | "promotion_missing_uci";
export type RefusedMove = { 
/**
 * The move as written (without check marks or comments).
 */
text: string, 
/**
 * What is wrong with it.
 */
problem: MoveProblem, };
export type Refusal = "paused" | "no_offer" | "not_timed" | "not_paused" | "current_game" | "finished_record" | "not_finished" | "no_storage" | "import_running" | "game_in_progress" | "engine_variant";
export type Failed = "move" | "take_back" | "verdict_take_back" | "time_out" | "resignation" | "draw_answer" | "draw_offer" | "pause" | "resume" | "adjustment" | "clocks" | "new_game" | "import" | "import_all" | "settings" | "read_archive" | "delete" | "restore" | "export" | "analysis";
export type FenProblem = { "problem": "field_count", found: number, } | { "problem": "rank_count", found: number, } | { "problem": "rank_empty_run", rank: number, } | { "problem": "rank_too_long", rank: number, } | { "problem": "rank_too_short", rank: number, } | { "problem": "piece_letter", letter: string, } | { "problem": "king_count", color: Color, count: number, } | { "problem": "too_many_pieces", color: Color, } | { "problem": "pawn_on_back_rank" } | { "problem": "turn", found: string, } | { "problem": "castling", found: string, } | { "problem": "castling_without_pieces", right: string, } | { "problem": "en_passant", found: string, } | { "problem": "impossible_en_passant", square: Square, } | { "problem": "halfmove_clock", found: string, } | { "problem": "fullmove_number", found: string, } | { "problem": "opponent_in_check" } | { "problem": "check_counter", found: string, } | { "problem": "pocket", found: string, } | { "problem": "check_in_racing_kings" } | { "problem": "pawn_in_racing_kings" };
export type PgnProblem = { "problem": "bad_tag" } | { "problem": "fen", fen: FenProblem, } | { "problem": "move", number: number, refused: RefusedMove, } | { "problem": "move_after_verdict", number: number, text: string, verdict: Verdict, } | { "problem": "null_move", number: number, text: string, } | { "problem": "variant", name: string, } | { "problem": "variation_before_move" } | { "problem": "too_deep", depth: number, };
export type SkippedGame = { 
/**
 * Its place in the file, from 1.
 */
game: number, 
/**
 * Why it was skipped.
 */
pgn: PgnProblem, };
export type PgnFileError = { "problem": "too_large", 
/**
 * The file's name.
 */
name: string, 
/**
 * Its size.
 */
bytes: number, 
/**
 * The limit.
 */
max: number, } | { "problem": "not_text", 
/**
 * The file's name.
 */
name: string, } | { "problem": "no_games", 
/**
 * The file's name.
 */
name: string, } | { "problem": "unreadable", 
/**
 * The file's name.
 */
name: string, 
/**
 * The system's words.
 */
cause: string, } | { "problem": "changed", 
/**
 * The file's name.
 */
name: string, } | { "problem": "not_pgn", 
/**
 * The (first) dropped file's name.
 */
name: string, } | { "problem": "unpicked", 
/**
 * The system's words.
 */
cause: string, };
export type ImportReport = { 
/**
 * Games in the file.
 */
total: number, 
/**
 * Games stored in the archive (they stay, also after a cancel).
 */
imported: number, 
/**
 * Games that did not read.
 */
skipped: number, 
/**
 * Whether the players stopped it before the end.
 */
cancelled: boolean, 
/**
 * The first few skipped games: which, and why.
 */
first_skipped: Array<SkippedGame>, };
export type CommandError = { "kind": "illegal_move", message: string, 
/**
 * The move as written and what is wrong with it.
 */
refused?: RefusedMove, } | { "kind": "game_over", message: string, verdict: Verdict, } | { "kind": "nothing_to_undo", message: string, } | { "kind": "invalid_square", message: string, } | { "kind": "invalid_move", message: string, 
/**
 * The move as written and what is wrong with it.
 */
refused?: RefusedMove, } | { "kind": "invalid_fen", message: string, fen: FenProblem, } | { "kind": "invalid_pgn", message: string, game?: number, pgn: PgnProblem, } | { "kind": "invalid_file", message: string, file: PgnFileError, } | { "kind": "engine_unusable", message: string, engine: EngineTrouble, } | { "kind": "bad_request", message: string, } | { "kind": "not_allowed", message: string, refusal: Refusal, } | { "kind": "not_found", message: string, } | { "kind": "storage", message: string, failed: Failed, cause: string, } | { "kind": "disk_full", message: string, failed: Failed, } | { "kind": "read_only", message: string, failed: Failed, } | { "kind": "internal", message: string, };
export type DroppedPgn = { 
/**
 * The opened file.
 */
file: PgnFileSummary | null, 
/**
 * Why it could not be opened.
 */
error: CommandError | null, };
export type NewGameArgs = { 
/**
 * The game's options.
 */
options?: NewGameOptions | null, };
export type LegalMovesArgs = { 
/**
 * The piece's square; all the side to move's moves when absent.
 */
from?: Square, };
export type PlayArgs = { 
/**
 * The move.
 */
move: MoveInput, 
/**
 * How many plies of the move list the page already holds: the answer
 * then carries only the plies after them (see `GameView::moves_from`).
 */
since?: number, };
export type DropPieceArgs = { 
/**
 * The piece and the square.
 */
drop: DropInput, 
/**
 * As [`PlayArgs::since`].
 */
since?: number, };
export type PlayTextArgs = { 
/**
 * SAN (`Nf3`, `O-O`, `e8=Q`) or UCI (`e7e8q`).
 */
text: string, };
export type PositionAtArgs = { 
/**
 * How many plies from the start (0 is the start).
 */
ply: number, };
export type ColorArgs = { 
/**
 * Who resigns or offers.
 */
color: Color, };
export type AnswerDrawArgs = { 
/**
 * Accept (`Draw — agreement`) or decline.
 */
accept: boolean, };
export type AdjustClockArgs = { 
/**
 * What to change: time given to a side, or (paused) a side's time
 * left or the moves made in its stage.
 */
adjustment: Adjustment, };
export type SetClocksArgs = { 
/**
 * The corrections, made in this order as one change (one save, one
 * look at the clock before them).
 */
adjustments: Array<Adjustment>, };
export type GamesArgs = { 
/**
 * How many games to skip, newest first.
 */
offset: number, 
/**
 * How many games at most.
 */
limit: number, 
/**
 * Only the games in which a player's name contains this (any case);
 * all games when absent or empty.
 */
name?: string, 
/**
 * Only the games of this kind of chess; all kinds when absent.
 */
variant?: Variant, };
export type ArchivedPositionArgs = { 
/**
 * The stored game.
 */
id: number, 
/**
 * How many plies from its start.
 */
ply: number, };
export type IdArgs = { 
/**
 * The stored game.
 */
id: number, };
export type SetSettingsArgs = { 
/**
 * The whole record.
 */
settings: Settings, };
export type ImportGameArgs = { 
/**
 * A FEN or a PGN (at most a megabyte).
 */
text: string, };
export type PgnFileGamesArgs = { 
/**
 * How many games to skip, in file order.
 */
offset: number, 
/**
 * How many games at most.
 */
limit: number, };
export type PickPgnGameArgs = { 
/**
 * The game's place in the file (0 is the first).
 */
index: number, };
export type ImportAllPgnArgs = { 
/**
 * Where each batch's progress is sent.
 */
progress: Channel<ImportProgress>, };
export type AnalyseGameArgs = { 
/**
 * The game's id in the archive; absent: the game being played (once
 * it has its verdict).
 */
id?: number, 
/**
 * Where each position's progress is sent.
 */
progress: Channel<AnalysisProgress>, };
export type GameAnalysisArgs = { 
/**
 * The game's id in the archive; absent: the game being played.
 */
id?: number, };

/** The limits a time control and a clock adjustment are checked against (the Rust side's). */
export const TIME_CONTROL_LIMITS = {"maxBaseMs":36000000,"maxGiveMs":3600000,"maxLaterStages":8,"maxPerMoveMs":600000,"maxStageMoves":500,"minBaseMs":1000} as const;

/** The settings the app has until the stored ones are read (the Rust side's defaults). */
export const DEFAULT_SETTINGS: Settings = {"seats":"side","confirmMove":false,"sound":false,"coordinates":true,"theme":"system","lowTimeTick":false,"giveTime":false,"giveSeconds":15,"language":"system","notation":"letters"};

/** The languages the Language setting offers, English (the one the others follow) first. */
export const LANGUAGES: readonly Exclude<LanguageSetting, "system">[] = ["en","es","de","fr","it","pt-BR","ru","uk","pl","tr","nl","zh-CN","ja","hi","ar"];

/** The app's commands. A failed call rejects with a `CommandError`. */
export const commands = {
  newGame: (options?: NewGameArgs["options"]) => invoke<GameView>("new_game", { options: options ?? null }),
  status: () => invoke<GameView>("status"),
  rematch: () => invoke<GameView>("rematch"),
  legalMoves: (from?: LegalMovesArgs["from"]) => invoke<Array<MoveDto>>("legal_moves", { from: from ?? null }),
  play: (move: PlayArgs["move"], since?: PlayArgs["since"]) => invoke<GameView>("play", { move, since: since ?? null }),
  dropPiece: (drop: DropPieceArgs["drop"], since?: DropPieceArgs["since"]) => invoke<GameView>("drop_piece", { drop, since: since ?? null }),
  undo: () => invoke<GameView>("undo"),
  playText: (text: PlayTextArgs["text"]) => invoke<GameView>("play_text", { text }),
  positionAt: (ply: PositionAtArgs["ply"]) => invoke<PositionView>("position_at", { ply }),
  resign: (color: ColorArgs["color"]) => invoke<GameView>("resign", { color }),
  offerDraw: (color: ColorArgs["color"]) => invoke<GameView>("offer_draw", { color }),
  answerDraw: (accept: AnswerDrawArgs["accept"]) => invoke<GameView>("answer_draw", { accept }),
  pause: () => invoke<GameView>("pause"),
  resume: () => invoke<GameView>("resume"),
  adjustClock: (adjustment: AdjustClockArgs["adjustment"]) => invoke<GameView>("adjust_clock", { adjustment }),
  setClocks: (adjustments: SetClocksArgs["adjustments"]) => invoke<GameView>("set_clocks", { adjustments }),
  games: (offset: GamesArgs["offset"], limit: GamesArgs["limit"], name?: GamesArgs["name"], variant?: GamesArgs["variant"]) => invoke<GamePage>("games", { offset, limit, name: name ?? null, variant: variant ?? null }),
  recentNames: () => invoke<Array<string>>("recent_names"),
  archivedPosition: (id: ArchivedPositionArgs["id"], ply: ArchivedPositionArgs["ply"]) => invoke<PositionView>("archived_position", { id, ply }),
  archivedMoves: (id: IdArgs["id"]) => invoke<Array<Ply>>("archived_moves", { id }),
  archivedAdjustments: (id: IdArgs["id"]) => invoke<Array<AdjustmentView>>("archived_adjustments", { id }),
  archivedPgn: (id: IdArgs["id"]) => invoke<string>("archived_pgn", { id }),
  deleteGame: (id: IdArgs["id"]) => invoke<null>("delete_game", { id }),
  restoreGame: (id: IdArgs["id"]) => invoke<null>("restore_game", { id }),
  settings: () => invoke<Settings>("settings"),
  setSettings: (settings: SetSettingsArgs["settings"]) => invoke<Settings>("set_settings", { settings }),
  importGame: (text: ImportGameArgs["text"]) => invoke<GameView>("import_game", { text }),
  exportPgn: () => invoke<string>("export_pgn"),
  savePgn: () => invoke<SavedPgn | null>("save_pgn"),
  openPgn: () => invoke<PgnFileSummary | null>("open_pgn"),
  pgnFileGames: (offset: PgnFileGamesArgs["offset"], limit: PgnFileGamesArgs["limit"]) => invoke<PgnFilePage>("pgn_file_games", { offset, limit }),
  pickPgnGame: (index: PickPgnGameArgs["index"]) => invoke<GameView>("pick_pgn_game", { index }),
  importAllPgn: (progress: ImportAllPgnArgs["progress"]) => invoke<ImportReport>("import_all_pgn", { progress }),
  cancelPgnImport: () => invoke<null>("cancel_pgn_import"),
  closePgnFile: () => invoke<null>("close_pgn_file"),
  closeWindow: () => invoke<null>("close_window"),
  appVersion: () => invoke<string>("app_version"),
  analyseGame: (progress: AnalyseGameArgs["progress"], id?: AnalyseGameArgs["id"]) => invoke<GameAnalysis | null>("analyse_game", { progress, id: id ?? null }),
  stopAnalysis: () => invoke<null>("stop_analysis"),
  gameAnalysis: (id?: GameAnalysisArgs["id"]) => invoke<GameAnalysis | null>("game_analysis", { id: id ?? null }),
  reviewEngine: () => invoke<ReviewEngine | null>("review_engine"),
  chooseReviewEngine: () => invoke<ReviewEngine | null>("choose_review_engine"),
  useOurEngine: () => invoke<null>("use_our_engine"),
  systemLanguage: () => invoke<Language | null>("system_language"),
};
