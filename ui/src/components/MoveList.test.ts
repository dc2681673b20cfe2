import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/svelte";
import { flushSync } from "svelte";
import MoveList from "./MoveList.svelte";
import type { Ply } from "../lib/bindings";
import { notation } from "../lib/settings/notation.svelte";

describe("MoveList numbers (issue 11, item 14)", () => {
  it("follows the Rust side's numbers: a game with Black first starts 80… Ra2", () => {
    const moves: Ply[] = [
      { san: "Ra2", uci: "a8a2", number: 80, color: "black", capture: false },
      { san: "Kg1", uci: "h1g1", number: 81, color: "white", capture: false },
    ];
    render(MoveList, { moves, shown: 2, onselect: vi.fn() });
    expect(screen.getByRole("button", { name: "80… Ra2" }).dataset.ply).toBe("1");
    expect(screen.getByRole("button", { name: "81. Kg1" }).dataset.ply).toBe("2");
    const rows = screen.getByTestId("move-list").querySelectorAll("li");
    expect([...rows].map((r) => r.querySelector(".num")?.textContent)).toEqual(["80.", "81."]);
  });
});

describe("MoveList marks from the review (issue 30)", () => {
  it("marks ?!, ? and ?? after the move, named for readers; a good move has none", () => {
    const moves: Ply[] = [
      { san: "f3", uci: "f2f3", number: 1, color: "white", capture: false },
      { san: "e5", uci: "e7e5", number: 1, color: "black", capture: false },
      { san: "g4", uci: "g2g4", number: 2, color: "white", capture: false },
      { san: "Qh4#", uci: "d8h4", number: 2, color: "black", capture: false },
    ];
    render(MoveList, { moves, shown: 4, onselect: vi.fn(), classes: ["inaccuracy", "good", "blunder", "best"] });
    expect(screen.getByRole("button", { name: "1. f3, Inaccuracy" }).textContent).toBe("f3?!");
    expect(screen.getByRole("button", { name: "1… e5" }).textContent).toBe("e5");
    expect(screen.getByRole("button", { name: "2. g4, Blunder" }).querySelector(".mark")?.textContent).toBe("??");
    expect(screen.getByRole("button", { name: "2… Qh4#" }).querySelector(".mark")).toBeNull();
  });
});

describe("MoveList in figurines (issue 28)", () => {
  it("draws the pieces' own shapes for their letters, the letter kept for readers and copying", () => {
    const moves: Ply[] = [
      { san: "Nf3", uci: "g1f3", number: 1, color: "white", capture: false },
      { san: "e5", uci: "e7e5", number: 1, color: "black", capture: false },
      { san: "exd8=Q+", uci: "e7d8q", number: 2, color: "white", capture: true },
    ];
    render(MoveList, { moves, shown: 3, onselect: vi.fn() });
    const knight = screen.getByRole("button", { name: "1. Nf3" });
    expect(knight.querySelector("[data-figurine]")).toBeNull();
    notation.style = "figurines";
    flushSync();
    try {
      expect(knight.querySelector("[data-figurine]")?.getAttribute("data-figurine")).toBe("knight");
      expect(knight.textContent).toBe("Nf3");
      const promotion = screen.getByRole("button", { name: "2. exd8=Q+" });
      expect([...promotion.querySelectorAll("[data-figurine]")].map((f) => f.getAttribute("data-figurine"))).toEqual(["queen"]);
      expect(screen.getByRole("button", { name: "1… e5" }).querySelector("[data-figurine]")).toBeNull();
    } finally {
      notation.style = "letters";
      flushSync();
    }
    expect(knight.querySelector("[data-figurine]")).toBeNull();
  });
});

/** `n` plies of a game from the start: 1. a3 a6 2. a3 a6 … (only their count matters here). */
function plies(n: number): Ply[] {
  return Array.from({ length: n }, (_, i) => ({
    san: i % 2 ? "a6" : "a3",
    uci: i % 2 ? "a7a6" : "a2a3",
    number: Math.floor(i / 2) + 1,
    color: i % 2 ? "black" : "white",
    capture: false,
  }));
}

const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

describe("MoveList keeps the last move in view", () => {
  // jsdom lays nothing out: the scroller's geometry is stubbed as a browser
  // would have it (rows of 32 px; a scroll clamped to the content; a scroll
  // event after each change, which jsdom does not send by itself).
  function stubbedList(count: () => number) {
    const list = screen.getByRole("region", { name: "Moves" });
    const box = { height: 100, top: 0 };
    const max = () => Math.max(0, Math.ceil(count() / 2) * 32 - box.height);
    const scrolled = () => list.dispatchEvent(new Event("scroll"));
    Object.defineProperty(list, "clientHeight", { get: () => box.height });
    Object.defineProperty(list, "scrollTop", {
      get: () => box.top,
      set: (v: number) => {
        box.top = Math.max(0, Math.min(v, max()));
        scrolled();
      },
    });
    return {
      box,
      max,
      /** The box grows, as when the window does: the browser clamps the scroll. */
      resize(height: number) {
        box.height = height;
        box.top = Math.min(box.top, max());
        scrolled();
      },
    };
  }

  it("after a scroll the page caused (a box briefly without a height), a resize, and back from review", async () => {
    let n = 40;
    const { rerender } = render(MoveList, { moves: plies(n), shown: n, onselect: vi.fn() });
    const list = stubbedList(() => n);
    await rerender({ moves: plies(n), shown: n, onselect: vi.fn() });
    await frame();
    expect(list.box.top).toBe(list.max());

    // A new layout: for a moment the box has no height and the scroll is
    // clamped to the top; then the window grows. The list still follows.
    list.resize(0);
    list.resize(300);
    n = 42;
    await rerender({ moves: plies(n), shown: n, onselect: vi.fn() });
    await frame();
    expect(list.box.top).toBe(list.max());

    // The page puts the list back at its top (WebKit does so when the
    // layout around it changes): the list goes back to its end.
    list.box.top = 0;
    screen.getByRole("region", { name: "Moves" }).dispatchEvent(new Event("scroll"));
    await frame();
    expect(list.box.top).toBe(list.max());

    // Reviewing 1. a3 scrolls to its row; back to the game, the last move shows again.
    await rerender({ moves: plies(n), shown: 1, onselect: vi.fn() });
    await frame();
    expect(list.box.top).toBe(0);
    await rerender({ moves: plies(n), shown: n, onselect: vi.fn() });
    await frame();
    expect(list.box.top).toBe(list.max());
  });

  it("stays where the player scrolled to while the game goes on", async () => {
    let n = 40;
    const { rerender } = render(MoveList, { moves: plies(n), shown: n, onselect: vi.fn() });
    const list = stubbedList(() => n);
    await rerender({ moves: plies(n), shown: n, onselect: vi.fn() });
    await frame();
    // The player turns the wheel to read move 3.
    const region = screen.getByRole("region", { name: "Moves" });
    region.dispatchEvent(new WheelEvent("wheel", { deltaY: -100 }));
    region.scrollTop = 64;
    n = 41;
    await rerender({ moves: plies(n), shown: n, onselect: vi.fn() });
    await frame();
    expect(list.box.top).toBe(64);
  });
});
