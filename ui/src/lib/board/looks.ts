// What each square shows, as one plain object per square. A new view or a
// press rebuilds the 64 looks, but every square whose look did not change
// keeps its previous object, so Svelte updates only the squares that did
// (a move changes two to six of them) instead of re-running all 64.
import type { Piece, Square } from "../bindings";

/** The slide of a piece that was not dragged to its square. */
export interface Arrival {
  to: Square;
  /** Squares from where it came, in display columns and rows. */
  dx: number;
  dy: number;
  /** Tells one slide from the next (a new number restarts the animation). */
  n: number;
}

export interface SquareLook {
  piece: Piece | undefined;
  selected: boolean;
  dest: "move" | "capture" | null;
  lastMove: boolean;
  check: boolean;
  /** The one square in the tab order (roving tabindex). */
  focusable: boolean;
  /** Its piece is being dragged away. */
  lifted: boolean;
  /** A dragged piece is over it. */
  target: boolean;
  arrival: Arrival | null;
  /** One of King of the Hill's four centre squares. */
  hill: boolean;
  /** Emptied by an explosion (Atomic): the flash's number, a new one restarts it. */
  burst: number | null;
}

/** Everything the looks are made of; all of it is already in the board's state. */
export interface LookInput {
  squares: readonly Square[];
  pieces: ReadonlyMap<Square, Piece>;
  selected: Square | null;
  dests: ReadonlyMap<Square, "move" | "capture">;
  lastMove: { from: Square; to: Square } | null;
  check: Square | null;
  focus: Square;
  /** The square a piece is dragged from, while the drag is on. */
  lifted: Square | null;
  target: Square | null;
  arrival: Arrival | null;
  /** The squares marked as the hill (King of the Hill's centre), if any. */
  hill: ReadonlySet<Square>;
  /** The squares an explosion just emptied, and its number. */
  burst: { squares: ReadonlySet<Square>; n: number } | null;
}

function same(a: SquareLook, b: SquareLook): boolean {
  return (
    a.piece === b.piece &&
    a.selected === b.selected &&
    a.dest === b.dest &&
    a.lastMove === b.lastMove &&
    a.check === b.check &&
    a.focusable === b.focusable &&
    a.lifted === b.lifted &&
    a.target === b.target &&
    a.arrival === b.arrival &&
    a.hill === b.hill &&
    a.burst === b.burst
  );
}

/**
 * The look of every square, reusing `previous`'s object wherever nothing
 * changed. Pieces are compared by identity: the board hands out one object
 * per kind of piece.
 */
export function squareLooks(input: LookInput, previous: ReadonlyMap<Square, SquareLook>): Map<Square, SquareLook> {
  const { pieces, selected, dests, lastMove, check, focus, lifted, target, arrival, hill, burst } = input;
  const next = new Map<Square, SquareLook>();
  for (const sq of input.squares) {
    const look: SquareLook = {
      piece: pieces.get(sq),
      selected: selected === sq,
      dest: dests.get(sq) ?? null,
      lastMove: lastMove?.from === sq || lastMove?.to === sq,
      check: check === sq,
      focusable: focus === sq,
      lifted: lifted === sq,
      target: target === sq,
      arrival: arrival?.to === sq ? arrival : null,
      hill: hill.has(sq),
      burst: burst?.squares.has(sq) ? burst.n : null,
    };
    const old = previous.get(sq);
    next.set(sq, old && same(old, look) ? old : look);
  }
  return next;
}

/** The squares whose look differs between two sets of looks (for tests and probes). */
export function changedSquares(
  before: ReadonlyMap<Square, SquareLook>,
  after: ReadonlyMap<Square, SquareLook>,
): Square[] {
  return [...after].filter(([sq, look]) => before.get(sq) !== look).map(([sq]) => sq);
}
