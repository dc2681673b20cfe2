// Selection and drag as plain data and pure functions. No DOM, no chess rules:
// destinations and promotion needs are read from the legal moves the Rust
// side sent, and a pocket piece's squares (Crazyhouse) from its legal drops.
import type { Color, DropDto, MoveDto, Piece, Role, Square } from "../bindings";

/** Pointer travel (px) below which a press-and-release is a tap, not a drag. */
export const DRAG_THRESHOLD = 5;
/** The same for a finger, which wobbles more than a mouse while tapping. */
export const TOUCH_DRAG_THRESHOLD = 10;

export const FILES = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;
export const RANKS = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
type File = (typeof FILES)[number];
type Rank = (typeof RANKS)[number];

export interface Drag {
  /** The square it was lifted from; `null`: from the pocket (the piece is `Interaction.pocket`). */
  from: Square | null;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Travel (px) that turns the press into a drag. */
  threshold: number;
  /** True once the pointer moved past the threshold. */
  active: boolean;
  /** Whether `from` was already selected when the press began (a tap then deselects). */
  wasSelected: boolean;
}

export interface Interaction {
  /** The position (FEN) this state belongs to; stale state is dropped. */
  fen: string;
  selected: Square | null;
  /** A piece picked from the mover's pocket, to drop (never with `selected`). */
  pocket: Role | null;
  drag: Drag | null;
  promotion: { from: Square; to: Square } | null;
}

/** What the board knows about the position: all of it comes from the GameView. */
export interface Position {
  fen: string;
  turn: Color;
  pieceAt: (square: Square) => Piece | undefined;
  legalMoves: readonly MoveDto[];
  /** The pieces the side to move may drop, and where (Crazyhouse; empty otherwise). */
  legalDrops: readonly DropDto[];
  /** False after a verdict or while a command is in flight. */
  interactive: boolean;
}

export type Action =
  | { kind: "none" }
  | { kind: "move"; from: Square; to: Square }
  | { kind: "drop"; role: Role; to: Square };

export interface Step {
  state: Interaction;
  action: Action;
}

const NONE: Action = { kind: "none" };

export function initial(fen = ""): Interaction {
  return { fen, selected: null, pocket: null, drag: null, promotion: null };
}

/** The state as it applies to `pos`: state from another position is reset. */
export function sync(state: Interaction, pos: Position): Interaction {
  return state.fen === pos.fen ? state : initial(pos.fen);
}

export function destinationsFrom(legalMoves: readonly MoveDto[], from: Square | null): Square[] {
  if (!from) return [];
  const out: Square[] = [];
  for (const m of legalMoves) if (m.from === from && !out.includes(m.to)) out.push(m.to);
  return out;
}

/** How each destination from `from` is marked: a capture (en passant included) or a quiet move, as the Rust side says. */
export function destinationMarks(legalMoves: readonly MoveDto[], from: Square | null): Map<Square, "move" | "capture"> {
  const out = new Map<Square, "move" | "capture">();
  if (!from) return out;
  for (const m of legalMoves) if (m.from === from) out.set(m.to, m.capture ? "capture" : "move");
  return out;
}

/** The squares a pocket piece may be dropped on (none when `role` is null). */
export function dropTargets(legalDrops: readonly DropDto[], role: Role | null): Square[] {
  return role ? legalDrops.filter((d) => d.role === role).map((d) => d.to) : [];
}

/** Whether the side to move may drop `role` anywhere. */
export function canPick(pos: Position, role: Role): boolean {
  return pos.interactive && pos.legalDrops.some((d) => d.role === role);
}

export function needsPromotion(legalMoves: readonly MoveDto[], from: Square, to: Square): boolean {
  return legalMoves.some((m) => m.from === from && m.to === to && m.promotion !== undefined);
}

/** The promotion roles the legal moves offer for from→to, in picker order (a king in Antichess last). */
export function promotionChoices(legalMoves: readonly MoveDto[], from: Square, to: Square): Role[] {
  const order: Role[] = ["queen", "knight", "rook", "bishop", "king"];
  const offered = new Set(legalMoves.filter((m) => m.from === from && m.to === to).map((m) => m.promotion));
  return order.filter((r) => offered.has(r));
}

export function canSelect(pos: Position, square: Square): boolean {
  if (!pos.interactive) return false;
  return pos.pieceAt(square)?.color === pos.turn;
}

/** Try from→to: a move, a pending promotion, or nothing if it is not a destination. */
function attempt(state: Interaction, pos: Position, from: Square, to: Square): Step | null {
  if (!pos.interactive || !destinationsFrom(pos.legalMoves, from).includes(to)) return null;
  if (needsPromotion(pos.legalMoves, from, to)) {
    return { state: { ...state, selected: from, drag: null, promotion: { from, to } }, action: NONE };
  }
  return { state: { ...state, selected: null, drag: null, promotion: null }, action: { kind: "move", from, to } };
}

/** A pocket piece dropped on `to`, if it may be. */
function attemptDrop(state: Interaction, pos: Position, role: Role, to: Square): Step | null {
  if (!pos.interactive || !dropTargets(pos.legalDrops, role).includes(to)) return null;
  return { state: { ...state, selected: null, pocket: null, drag: null, promotion: null }, action: { kind: "drop", role, to } };
}

/** A tap (click, touch tap, Enter/Space) on a pocket piece: picks it, or puts it back when it was picked. */
export function pickPocket(prev: Interaction, pos: Position, role: Role): Step {
  const state = { ...sync(prev, pos), drag: null, promotion: null, selected: null };
  const pocket = state.pocket !== role && canPick(pos, role) ? role : null;
  return { state: { ...state, pocket }, action: NONE };
}

/** Press on a pocket piece: it is picked at once and may be dragged onto the board. */
export function pocketDown(
  prev: Interaction,
  pos: Position,
  role: Role,
  x: number,
  y: number,
  threshold = DRAG_THRESHOLD,
): Interaction {
  const state = { ...sync(prev, pos), promotion: null, selected: null };
  if (!canPick(pos, role)) return { ...state, drag: null, pocket: null };
  return {
    ...state,
    pocket: role,
    drag: { from: null, startX: x, startY: y, x, y, threshold, active: false, wasSelected: state.pocket === role },
  };
}

/** A tap (click, touch tap, Enter/Space) on a square. */
export function selectSquare(prev: Interaction, pos: Position, square: Square): Step {
  const state = { ...sync(prev, pos), drag: null, promotion: null };
  if (state.pocket) {
    // A picked pocket piece goes to a drop square; a tap elsewhere puts it back (and may pick a board piece).
    const dropped = attemptDrop(state, pos, state.pocket, square);
    if (dropped) return dropped;
    state.pocket = null;
  }
  if (state.selected && state.selected !== square) {
    const moved = attempt(state, pos, state.selected, square);
    if (moved) return moved;
  }
  if (state.selected === square) return { state: { ...state, selected: null }, action: NONE };
  if (canSelect(pos, square)) return { state: { ...state, selected: square }, action: NONE };
  return { state: { ...state, selected: null }, action: NONE };
}

/** Press on a square. Only a mover's piece starts a (potential) drag; it is selected at once. */
export function pointerDown(
  prev: Interaction,
  pos: Position,
  square: Square,
  x: number,
  y: number,
  threshold = DRAG_THRESHOLD,
): Interaction {
  const state = { ...sync(prev, pos), promotion: null };
  if (!canSelect(pos, square)) return { ...state, drag: null };
  // An own piece that is a destination of the selected one (a Chess960
  // castling: the king onto its rook) is the tap's target, not a new pick.
  if (state.selected && state.selected !== square && destinationsFrom(pos.legalMoves, state.selected).includes(square)) {
    return { ...state, drag: null };
  }
  return {
    ...state,
    selected: square,
    pocket: null,
    drag: { from: square, startX: x, startY: y, x, y, threshold, active: false, wasSelected: state.selected === square },
  };
}

export function pointerMove(state: Interaction, x: number, y: number): Interaction {
  const d = state.drag;
  if (!d) return state;
  const active = d.active || Math.hypot(x - d.startX, y - d.startY) >= d.threshold;
  return { ...state, drag: { ...d, x, y, active } };
}

/** Release over `square` (null: off the board). */
export function pointerUp(prev: Interaction, pos: Position, square: Square | null, x: number, y: number): Step {
  const state = pointerMove(sync(prev, pos), x, y);
  const d = state.drag;
  if (!d) return square ? selectSquare(state, pos, square) : { state, action: NONE };
  if (d.from === null) return pocketUp(state, pos, d, square);
  if (!d.active) {
    if (square !== d.from) return square ? selectSquare({ ...state, drag: null }, pos, square) : { state: { ...state, drag: null }, action: NONE };
    return { state: { ...state, drag: null, selected: d.wasSelected ? null : d.from }, action: NONE };
  }
  const moved = square ? attempt(state, pos, d.from, square) : null;
  // Dropped elsewhere: the piece goes back and stays selected.
  return moved ?? { state: { ...state, drag: null, selected: d.from }, action: NONE };
}

/** Release of a press that began on a pocket piece. */
function pocketUp(state: Interaction, pos: Position, d: Drag, square: Square | null): Step {
  const role = state.pocket;
  if (!role) return { state: { ...state, drag: null }, action: NONE };
  // A tap: the piece stays picked (a second tap puts it back).
  if (!d.active) return { state: { ...state, drag: null, pocket: d.wasSelected ? null : role }, action: NONE };
  const dropped = square ? attemptDrop(state, pos, role, square) : null;
  // Dropped elsewhere: it goes back to the pocket and stays picked.
  return dropped ?? { state: { ...state, drag: null }, action: NONE };
}

/** Abandon a drag (pointercancel, lost capture). */
export function cancelDrag(state: Interaction): Interaction {
  return state.drag ? { ...state, drag: null } : state;
}

/** Close the promotion picker without moving: the pawn stays where it was. */
export function cancelPromotion(state: Interaction): Interaction {
  return { ...state, promotion: null, selected: null, pocket: null, drag: null };
}

/** Squares in display order (top-left first) for a board seen from `bottom`'s side. */
export function displaySquares(bottom: Color): Square[] {
  const out: Square[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const square = squareAtCell(row, col, bottom);
      if (square) out.push(square);
    }
  }
  return out;
}

/** The square in screen cell (`row`, `col`), 0–7 each (`null` outside the board). */
export function squareAtCell(row: number, col: number, bottom: Color): Square | null {
  const file = bottom === "white" ? col : 7 - col;
  const rank = bottom === "white" ? 7 - row : row;
  return squareOf(FILES[file], RANKS[rank]);
}

/** The square of a file and a rank letter (`undefined` parts: none). */
function squareOf(file: File | undefined, rank: Rank | undefined): Square | null {
  return file && rank ? `${file}${rank}` : null;
}

/** The square a text such as a `data-square` attribute names, if it is one. */
export function squareNamed(text: string | null | undefined): Square | null {
  if (text?.length !== 2) return null;
  return squareOf(
    FILES.find((f) => f === text[0]),
    RANKS.find((r) => r === text[1]),
  );
}

export function cellOf(square: Square, bottom: Color): { row: number; col: number } {
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return bottom === "white" ? { row: 7 - rank, col: file } : { row: rank, col: 7 - file };
}

/** The square under a point, given the board's rectangle; null when outside or unsized. */
export function squareFromPoint(
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
  bottom: Color,
): Square | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const col = Math.floor(((x - rect.left) / rect.width) * 8);
  const row = Math.floor(((y - rect.top) / rect.height) * 8);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  return squareAtCell(row, col, bottom);
}

/** Keyboard focus movement in screen directions, whatever the board's orientation. */
export function moveFocus(square: Square, key: string, bottom: Color): Square {
  const { row, col } = cellOf(square, bottom);
  const delta: Record<string, [number, number]> = {
    ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
    Home: [0, -col], End: [0, 7 - col], PageUp: [-row, 0], PageDown: [7 - row, 0],
  };
  const d = delta[key];
  if (!d) return square;
  const r = Math.min(7, Math.max(0, row + d[0]));
  const c = Math.min(7, Math.max(0, col + d[1]));
  return squareAtCell(r, c, bottom) ?? square;
}

/**
 * Where the confirm bubble sits: in the mover's own rows, next to the edge
 * their pieces are drawn at (the bottom when `mover` is `bottom`, so the
 * opponent never reaches it), on the row nearest that edge that holds
 * neither end of the move, so the bubble hides neither. `row` counts rows
 * from that edge (0 is the edge row itself).
 */
export function confirmPlace(from: Square, to: Square, mover: Color, bottom: Color): { atTop: boolean; row: number } {
  const atTop = mover !== bottom;
  const used = [from, to].map((sq) => {
    const r = cellOf(sq, bottom).row;
    return atTop ? r : 7 - r;
  });
  let row = 0;
  while (used.includes(row)) row++;
  return { atTop, row };
}

/** A move sent to the Rust side whose answer has not arrived yet. */
export interface Landing {
  /** The position it was played in; a newer view supersedes it. */
  fen: string;
  /** Where the piece was lifted; `null` for a drop from the pocket. */
  from: Square | null;
  to: Square;
  piece: Piece;
}

/**
 * The board as the player left it: the piece they moved stands on its
 * destination until the Rust side's view arrives (a frame later or so).
 * Only the gesture itself is shown — a castling rook or a pawn taken en
 * passant moves when the view comes, so no rules are needed here.
 */
export function withLanding(
  pieces: ReadonlyMap<Square, Piece>,
  fen: string,
  landing: Landing | null,
): ReadonlyMap<Square, Piece> {
  if (!landing || landing.fen !== fen) return pieces;
  const next = new Map(pieces);
  if (landing.from) next.delete(landing.from);
  next.set(landing.to, landing.piece);
  return next;
}
