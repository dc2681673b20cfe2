import { describe, expect, it } from "vitest";
import type { GameView, MoveDto, Piece, Square } from "../bindings";
import start from "../../test/fixtures/start.json";
import afterE4 from "../../test/fixtures/after-e4.json";
import promotion from "../../test/fixtures/promotion.json";
import crazyhouse from "../../test/fixtures/crazyhouse.json";
import * as ix from "./interaction";
import { piecesBySquare } from "./pieces";

function position(json: unknown, interactive = true): ix.Position {
  const v = json as GameView;
  const pieces = piecesBySquare(v.board);
  return { fen: v.fen, turn: v.turn, pieceAt: (s) => pieces.get(s), legalMoves: v.legalMoves, legalDrops: v.legalDrops ?? [], interactive };
}

const START = position(start);
const PROMO = position(promotion);

/** Taps a sequence of squares from a fresh state; returns the final step. */
function taps(pos: ix.Position, squares: Square[]): ix.Step {
  let step: ix.Step = { state: ix.initial(pos.fen), action: { kind: "none" } };
  for (const sq of squares) step = ix.selectSquare(step.state, pos, sq);
  return step;
}

describe("tap to select and move", () => {
  it.each<[string, Square[], Square | null, ix.Action]>([
    ["tap own piece selects", ["e2"], "e2", { kind: "none" }],
    ["tap selected piece again deselects", ["e2", "e2"], null, { kind: "none" }],
    ["tap empty unmarked square deselects", ["e2", "e5"], null, { kind: "none" }],
    ["tap another own piece switches", ["e2", "g1"], "g1", { kind: "none" }],
    ["tap opponent piece does not select", ["e7"], null, { kind: "none" }],
    ["tap empty square with nothing selected", ["e4"], null, { kind: "none" }],
    ["tap marked destination moves", ["e2", "e4"], null, { kind: "move", from: "e2", to: "e4" }],
    ["knight to a marked square moves", ["g1", "f3"], null, { kind: "move", from: "g1", to: "f3" }],
    ["piece without moves can be selected", ["a1"], "a1", { kind: "none" }],
  ])("%s", (_name, squares, selected, action) => {
    const step = taps(START, squares);
    expect(step.state.selected).toBe(selected);
    expect(step.action).toEqual(action);
  });

  it("only the side to move can select", () => {
    const black = position(afterE4);
    expect(taps(black, ["e2"]).state.selected).toBeNull();
    expect(taps(black, ["e4"]).state.selected).toBeNull();
    expect(taps(black, ["e7"]).state.selected).toBe("e7");
  });

  it("nothing can be selected when the board is not interactive", () => {
    expect(taps(position(start, false), ["e2"]).state.selected).toBeNull();
  });

  it("state from another position is dropped", () => {
    const selected = taps(START, ["e2"]).state;
    expect(ix.sync(selected, position(afterE4)).selected).toBeNull();
  });
});

describe("destinations and promotion come from legal moves", () => {
  it.each<[ix.Position, Square, Square[]]>([
    [START, "e2", ["e3", "e4"]],
    [START, "g1", ["f3", "h3"]],
    [START, "a1", []],
    [PROMO, "e7", ["d8", "e8"]],
  ])("destinationsFrom %#", (pos, from, dests) => {
    expect(ix.destinationsFrom(pos.legalMoves, from).sort()).toEqual(dests);
  });

  it.each<[ix.Position, Square, Square, boolean]>([
    [PROMO, "e7", "e8", true],
    [PROMO, "e7", "d8", true],
    [PROMO, "a1", "a2", false],
    [START, "e2", "e4", false],
  ])("needsPromotion %s %s→%s", (pos, from, to, expected) => {
    expect(ix.needsPromotion(pos.legalMoves, from, to)).toBe(expected);
  });

  it("tapping a promotion destination opens the choice instead of moving", () => {
    const step = taps(PROMO, ["e7", "e8"]);
    expect(step.action).toEqual({ kind: "none" });
    expect(step.state.promotion).toEqual({ from: "e7", to: "e8" });
    expect(ix.promotionChoices(PROMO.legalMoves, "e7", "e8")).toEqual(["queen", "knight", "rook", "bishop"]);
    // Antichess: a pawn may become a king, offered last.
    const antichess = (["king", "bishop", "queen", "knight", "rook"] as const).map((promotion) => ({ from: "a7", to: "a8", promotion }) as MoveDto);
    expect(ix.promotionChoices(antichess, "a7", "a8")).toEqual(["queen", "knight", "rook", "bishop", "king"]);
    const cancelled = ix.cancelPromotion(step.state);
    expect(cancelled.promotion).toBeNull();
    expect(cancelled.selected).toBeNull();
  });
});

describe("pointer: tap versus drag", () => {
  function press(
    pos: ix.Position,
    from: Square,
    path: Array<[number, number]>,
    to: Square | null,
    state = ix.initial(pos.fen),
    threshold = ix.DRAG_THRESHOLD,
  ) {
    let s = ix.pointerDown(state, pos, from, 100, 100, threshold);
    for (const [x, y] of path) s = ix.pointerMove(s, x, y);
    const last = path.at(-1) ?? [100, 100];
    return { before: s, step: ix.pointerUp(s, pos, to, last[0], last[1]) };
  }

  it.each<[string, Array<[number, number]>, boolean]>([
    ["no movement is a tap", [], false],
    ["a 3 px wobble is still a tap", [[102, 102], [103, 100]], false],
    ["4.9 px is a tap", [[104.9, 100]], false],
    ["10 px is a drag", [[110, 100]], true],
    ["a drag that comes back stays a drag", [[110, 100], [100, 100]], true],
  ])("%s", (_name, path, active) => {
    const { before } = press(START, "e2", path, "e2");
    expect(before.drag?.active).toBe(active);
  });

  it.each<[string, Array<[number, number]>, boolean]>([
    ["a 3 px wobble", [[103, 100]], false],
    ["an 8 px slip", [[106, 105]], false],
    ["10 px", [[110, 100]], true],
  ])("by finger (threshold %#): %s is a drag: %s", (_name, path, active) => {
    const { before } = press(START, "e2", path, "e2", ix.initial(START.fen), ix.TOUCH_DRAG_THRESHOLD);
    expect(before.drag?.active).toBe(active);
  });

  it("tap on a piece selects it, a second tap deselects", () => {
    const first = press(START, "e2", [[102, 101]], "e2").step;
    expect(first.state.selected).toBe("e2");
    expect(first.state.drag).toBeNull();
    const second = press(START, "e2", [], "e2", first.state).step;
    expect(second.state.selected).toBeNull();
  });

  it("dragging onto a destination moves", () => {
    const { step } = press(START, "e2", [[100, 60], [100, 20]], "e4");
    expect(step.action).toEqual({ kind: "move", from: "e2", to: "e4" });
    expect(step.state.drag).toBeNull();
  });

  it.each<[string, Square | null]>([
    ["a non-destination", "e5"],
    ["its own square", "e2"],
    ["off the board", null],
  ])("dropping on %s returns the piece", (_name, to) => {
    const { step } = press(START, "e2", [[100, 60]], to);
    expect(step.action).toEqual({ kind: "none" });
    expect(step.state.drag).toBeNull();
    expect(step.state.selected).toBe("e2");
  });

  it("pressing an opponent piece starts no drag", () => {
    expect(ix.pointerDown(ix.initial(START.fen), START, "e7", 0, 0).drag).toBeNull();
  });

  it("press-release on a destination after selecting moves (tap-to-move)", () => {
    const selected = press(START, "g1", [], "g1").step.state;
    const down = ix.pointerDown(selected, START, "f3", 5, 5);
    expect(ix.pointerUp(down, START, "f3", 5, 5).action).toEqual({ kind: "move", from: "g1", to: "f3" });
  });

  it("dragging a pawn to the last rank asks for the piece", () => {
    const { step } = press(PROMO, "e7", [[100, 40]], "d8");
    expect(step.action).toEqual({ kind: "none" });
    expect(step.state.promotion).toEqual({ from: "e7", to: "d8" });
  });

  it("cancelDrag drops the drag only", () => {
    const s = ix.pointerMove(ix.pointerDown(ix.initial(START.fen), START, "e2", 0, 0), 20, 0);
    expect(ix.cancelDrag(s)).toMatchObject({ drag: null, selected: "e2" });
  });
});

describe("board geometry", () => {
  it.each<[ix.Position["turn"], number, number, Square]>([
    ["white", 0, 0, "a8"], ["white", 7, 7, "h1"], ["white", 6, 4, "e2"],
    ["black", 0, 0, "h1"], ["black", 7, 7, "a8"], ["black", 6, 4, "d7"],
  ])("seen from %s, cell (%i,%i) is %s", (bottom, row, col, sq) => {
    expect(ix.squareAtCell(row, col, bottom)).toBe(sq);
    expect(ix.cellOf(sq, bottom)).toEqual({ row, col });
  });

  it("a cell off the board and a text that is no square name no square", () => {
    expect(ix.squareAtCell(8, 0, "white")).toBeNull();
    expect(ix.squareAtCell(0, -1, "black")).toBeNull();
    expect(ix.displaySquares("white")).toHaveLength(64);
    expect(ix.squareNamed("e4")).toBe("e4");
    for (const text of ["e9", "i1", "E4", "e44", "", null, undefined]) expect(ix.squareNamed(text)).toBeNull();
  });

  it("squareFromPoint maps a point to a square, null outside", () => {
    const rect = { left: 10, top: 20, width: 800, height: 800 };
    expect(ix.squareFromPoint(rect, 15, 25, "white")).toBe("a8");
    expect(ix.squareFromPoint(rect, 809, 819, "white")).toBe("h1");
    expect(ix.squareFromPoint(rect, 15, 25, "black")).toBe("h1");
    expect(ix.squareFromPoint(rect, 5, 25, "white")).toBeNull();
    expect(ix.squareFromPoint({ left: 0, top: 0, width: 0, height: 0 }, 0, 0, "white")).toBeNull();
  });

  it.each<[ix.Position["turn"], Square, string, Square]>([
    ["white", "e2", "ArrowUp", "e3"], ["white", "e2", "ArrowLeft", "d2"], ["white", "a1", "ArrowLeft", "a1"],
    ["black", "e2", "ArrowUp", "e1"], ["black", "e2", "ArrowLeft", "f2"], ["white", "e2", "Home", "a2"],
    ["white", "e2", "x", "e2"],
  ])("from %s's side, %s + %s → %s", (bottom, sq, key, next) => {
    expect(ix.moveFocus(sq, key, bottom)).toBe(next);
  });

  it("displaySquares lists all 64 once, top-left first", () => {
    const w = ix.displaySquares("white");
    expect(new Set(w).size).toBe(64);
    expect([w[0], w[63]]).toEqual(["a8", "h1"]);
    expect(ix.displaySquares("black")[0]).toBe("h1");
  });
});

describe("withLanding", () => {
  const wp = { color: "white", role: "pawn" } as const;
  const wq = { color: "white", role: "queen" } as const;
  const board = new Map<Square, Piece>([["e2", wp], ["e1", { color: "white", role: "king" }]]);
  const landing = { fen: "F", from: "e2", to: "e4", piece: wp } as const;

  it("shows the moved piece on its destination in the position it was played in", () => {
    const shown = ix.withLanding(board, "F", landing);
    expect(shown.get("e4")).toBe(wp);
    expect(shown.has("e2")).toBe(false);
    expect(shown.get("e1")?.role).toBe("king");
    expect(board.get("e2")).toBe(wp); // the view's board is not touched
  });

  it("is dropped once a newer view arrives", () => {
    expect(ix.withLanding(board, "G", landing)).toBe(board);
    expect(ix.withLanding(board, "F", null)).toBe(board);
  });

  it("shows the promoted piece", () => {
    expect(ix.withLanding(board, "F", { ...landing, to: "e8", piece: wq }).get("e8")).toBe(wq);
  });
});

describe("destination marks", () => {
  it("marks what the Rust side calls a capture with a ring, en passant included", () => {
    const moves = [
      { from: "e5", to: "d6", capture: true }, // en passant: d6 is empty
      { from: "e5", to: "e6" },
      { from: "g1", to: "f3" },
    ] as const;
    expect([...ix.destinationMarks(moves, "e5")]).toEqual([["d6", "capture"], ["e6", "move"]]);
    expect(ix.destinationMarks(moves, null).size).toBe(0);
  });

  it("reads captures from the recorded legal moves", () => {
    expect(ix.destinationMarks(PROMO.legalMoves, "e7").get("d8")).toBe("capture");
    expect(ix.destinationMarks(PROMO.legalMoves, "e7").get("e8")).toBe("move");
  });
});

describe("the confirm bubble's place", () => {
  it.each<[string, Square, Square, "white" | "black", "white" | "black", { atTop: boolean; row: number }]>([
    ["White at the bottom: over White's first rank", "e2", "e4", "white", "white", { atTop: false, row: 0 }],
    ["Black, board not turned: over Black's first rank, at the top", "e7", "e5", "black", "white", { atTop: true, row: 0 }],
    ["Black, board turned to Black (pass)", "e7", "e5", "black", "black", { atTop: false, row: 0 }],
    ["a move from the first rank: one row in", "g1", "f3", "white", "white", { atTop: false, row: 1 }],
    ["from the first to the second rank: two rows in", "g1", "e2", "white", "white", { atTop: false, row: 2 }],
    ["Black from its second to its first rank: two rows in from the top", "d7", "d8", "black", "white", { atTop: true, row: 2 }],
  ])("%s", (_name, from, to, mover, bottom, want) => {
    expect(ix.confirmPlace(from, to, mover, bottom)).toEqual(want);
  });
});

// Crazyhouse after 1. e4 d5 2. exd5 Qxd5: White to move, a pawn in each pocket.
describe("drops from the pocket", () => {
  const ZH = position(crazyhouse);
  const pick = (role: "pawn" | "knight", state = ix.initial(ZH.fen)) => ix.pickPocket(state, ZH, role);

  it("a tap on a pocket piece picks it, and its squares are the legal drops", () => {
    const step = pick("pawn");
    expect(step.state.pocket).toBe("pawn");
    expect(step.state.selected).toBeNull();
    const squares = ix.dropTargets(ZH.legalDrops, step.state.pocket);
    expect(squares).toContain("e4");
    // Never on the first or the last rank, never on a piece.
    expect(squares.some((sq) => sq.endsWith("1") || sq.endsWith("8"))).toBe(false);
    expect(squares).not.toContain("d5");
  });

  it("then a tap on a marked square drops it", () => {
    const step = ix.selectSquare(pick("pawn").state, ZH, "e4");
    expect(step.action).toEqual({ kind: "drop", role: "pawn", to: "e4" });
    expect(step.state.pocket).toBeNull();
  });

  it("a tap on an unmarked square puts it back, a tap on an own piece selects that", () => {
    expect(ix.selectSquare(pick("pawn").state, ZH, "e1").state.pocket).toBeNull();
    const own = ix.selectSquare(pick("pawn").state, ZH, "g1");
    expect(own.state).toMatchObject({ pocket: null, selected: "g1" });
    expect(own.action).toEqual({ kind: "none" });
  });

  it("a second tap on the picked piece puts it back; an empty slot is never picked", () => {
    expect(pick("pawn", pick("pawn").state).state.pocket).toBeNull();
    expect(pick("knight").state.pocket).toBeNull();
  });

  it("picking a pocket piece ends a board selection, and selecting a piece ends the pick", () => {
    const selected = ix.selectSquare(ix.initial(ZH.fen), ZH, "g1").state;
    expect(pick("pawn", selected).state).toMatchObject({ pocket: "pawn", selected: null });
    const down = ix.pointerDown(pick("pawn").state, ZH, "g1", 0, 0);
    expect(down).toMatchObject({ pocket: null, selected: "g1" });
  });

  it("a drag from the pocket onto a drop square drops it; elsewhere it goes back, still picked", () => {
    let s = ix.pocketDown(ix.initial(ZH.fen), ZH, "pawn", 0, 0);
    expect(s.drag?.from).toBeNull();
    s = ix.pointerMove(s, 40, 40);
    expect(ix.pointerUp(s, ZH, "d3", 40, 40).action).toEqual({ kind: "drop", role: "pawn", to: "d3" });
    const missed = ix.pointerUp(s, ZH, "d8", 40, 40);
    expect(missed.action).toEqual({ kind: "none" });
    expect(missed.state).toMatchObject({ pocket: "pawn", drag: null });
    expect(ix.pointerUp(s, ZH, null, 40, 40).state.pocket).toBe("pawn");
  });

  it("a press and release on the pocket piece without moving is a tap", () => {
    const once = ix.pointerUp(ix.pocketDown(ix.initial(ZH.fen), ZH, "pawn", 0, 0), ZH, null, 1, 1);
    expect(once.state.pocket).toBe("pawn");
    const twice = ix.pointerUp(ix.pocketDown(once.state, ZH, "pawn", 0, 0), ZH, null, 1, 1);
    expect(twice.state.pocket).toBeNull();
  });

  it("nothing is picked while the board is held, or from a side with nothing to drop", () => {
    expect(ix.pickPocket(ix.initial(ZH.fen), position(crazyhouse, false), "pawn").state.pocket).toBeNull();
    expect(ix.pocketDown(ix.initial(START.fen), START, "pawn", 0, 0).drag).toBeNull();
  });

  it("Escape (cancel) puts a picked piece back", () => {
    expect(ix.cancelPromotion(pick("pawn").state).pocket).toBeNull();
  });

  it("a drop's landing shows the piece on its square before the answer", () => {
    const pieces = piecesBySquare((crazyhouse as unknown as GameView).board);
    const piece: Piece = { color: "white", role: "pawn" };
    const shown = ix.withLanding(pieces, ZH.fen, { fen: ZH.fen, from: null, to: "e4", piece });
    expect(shown.get("e4")).toEqual(piece);
    expect(shown.size).toBe(pieces.size + 1);
  });
});

// Chess960 start 3 (BQNNRKRB): the king on f1 castles onto its rook on g1.
describe("castling by the king onto its own rook", () => {
  const KR: ix.Position = {
    fen: "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1",
    turn: "white",
    pieceAt: (sq) => (({ f1: { color: "white", role: "king" }, g1: { color: "white", role: "rook" } }) as Record<string, Piece>)[sq],
    legalMoves: [{ from: "f1", to: "g1" }],
    legalDrops: [],
    interactive: true,
  };

  it("a click on the rook with the king selected castles", () => {
    const selected = ix.selectSquare(ix.initial(KR.fen), KR, "f1").state;
    const down = ix.pointerDown(selected, KR, "g1", 0, 0);
    expect(down).toMatchObject({ selected: "f1", drag: null });
    expect(ix.pointerUp(down, KR, "g1", 0, 0).action).toEqual({ kind: "move", from: "f1", to: "g1" });
  });

  it("without the king selected, the rook is picked as any piece", () => {
    expect(ix.pointerDown(ix.initial(KR.fen), KR, "g1", 0, 0)).toMatchObject({ selected: "g1" });
  });
});
