import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import { mockIPC } from "@tauri-apps/api/mocks";
import GameReview from "./GameReview.svelte";
import { AnalysisStore } from "../lib/review/analysis.svelte";
import type { AnalysisProgress, GameAnalysis, Ply, ReviewEngine } from "../lib/bindings";
import analyses from "../../../tests/fixtures/analyses.json";
import scholars from "../../../tests/fixtures/scholars-mate.json";

// The Rust side's recorded review of Scholar's mate: 3… Nf6?? is the blunder.
const ANALYSIS = analyses["scholars-mate"] as GameAnalysis;
const PLIES = scholars.steps.at(-1)!.view.moves as Ply[];

type Internals = { __TAURI_INTERNALS__: { runCallback: (id: number, data: unknown) => void } };

/** The Rust side: `game_analysis` answers `saved`; `analyse_game` tells `progress`, then waits for `finish`. */
function mockReview(saved: GameAnalysis | null, progress: AnalysisProgress[] = [], engine: ReviewEngine | null = null) {
  const sent: string[] = [];
  let finish: (a: GameAnalysis) => void = () => {};
  mockIPC((cmd, args) => {
    sent.push(cmd);
    if (cmd === "review_engine") return engine;
    if (cmd === "game_analysis") return saved;
    if (cmd === "stop_analysis") return null;
    if (cmd === "analyse_game") {
      const channel = (args as { progress: { id: number } }).progress;
      progress.forEach((message, index) => (window as unknown as Internals).__TAURI_INTERNALS__.runCallback(channel.id, { message, index }));
      return new Promise<GameAnalysis>((resolve) => (finish = resolve));
    }
    throw { kind: "internal", message: `no mock for ${cmd}` };
  });
  return { sent, finish: (a: GameAnalysis) => finish(a) };
}

function shown(store: AnalysisStore, shownPly = PLIES.length, reviewable = true) {
  const onselect = vi.fn<(ply: number) => void>();
  const onplayfrom = vi.fn<() => void>();
  render(GameReview, { store, plies: PLIES, shown: shownPly, reviewable, onselect, onplayfrom });
  return { onselect, onplayfrom };
}

describe("GameReview", () => {
  it("offers Analyse, shows its progress with Stop, then the review", async () => {
    const ipc = mockReview(null, [{ done: 3, total: 8 }]);
    const store = new AnalysisStore();
    shown(store);
    expect(screen.getByText("Our engine reviews every move here on this device, on one core.")).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    expect(await screen.findByText("Analysing: position 3 of 8")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(ipc.sent).toContain("stop_analysis");
    ipc.finish(ANALYSIS);
    expect(await screen.findByTestId("eval-graph")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByTestId("analysis-source").textContent).toContain("Our engine, depth 12");
  });

  it("Analyse hands the focus to Stop, then to the review's first control, and scrolls the review into the tail's view", async () => {
    const ipc = mockReview(null, [{ done: 1, total: 8 }]);
    const store = new AnalysisStore();
    // The tail: a scrolling box 200 px tall at the window's top; the review lies from 150 px down, 300 px tall once in.
    const tail = document.createElement("div");
    tail.style.overflowY = "auto";
    document.body.append(tail);
    const onselect = vi.fn<(ply: number) => void>();
    render(GameReview, { target: tail, props: { store, plies: PLIES, shown: PLIES.length, reviewable: true, onselect, onplayfrom: () => {} } });
    const section = screen.getByTestId("game-review");
    const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) });
    // What lies in the tail moves up as it scrolls.
    let offset = 0;
    tail.getBoundingClientRect = () => rect(0, 200);
    section.getBoundingClientRect = () => rect(150 - offset, 300);
    const scrolled: number[] = [];
    tail.scrollBy = ((options: ScrollToOptions) => {
      scrolled.push(options.top ?? 0);
      offset += options.top ?? 0;
    }) as typeof tail.scrollBy;

    screen.getByRole("button", { name: "Analyse" }).focus();
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stop" })));
    // Stop goes with the progress: the focus would fall to the page's body.
    (document.activeElement as HTMLElement).blur();
    // The graph, once in, lies 180 px into the section: 330-410 in the tail before it scrolls.
    const observer = new MutationObserver(() => {
      const graph = section.querySelector<HTMLElement>("[data-testid=eval-graph]");
      if (graph) graph.getBoundingClientRect = () => rect(330 - offset, 80);
    });
    observer.observe(section, { childList: true, subtree: true });
    ipc.finish(ANALYSIS);
    // The first control of the review as it now is (the graph's first marked move), as Review gives it.
    await waitFor(() => expect(document.activeElement).toBe(within(section).getAllByRole("button")[0]));
    expect(document.activeElement?.getAttribute("data-ply")).toBe("3");
    // Taller than the tail: its top to the tail's top (150), then further until the graph is whole (330 + 80 - 150 - 200 = 60).
    expect(scrolled).toEqual([150, 60]);
    observer.disconnect();
    tail.remove();
  });

  it("after Analyse, leaves the tail where the player scrolled it when the review is out of view", async () => {
    const ipc = mockReview(null);
    const store = new AnalysisStore();
    const tail = document.createElement("div");
    tail.style.overflowY = "auto";
    document.body.append(tail);
    render(GameReview, { target: tail, props: { store, plies: PLIES, shown: PLIES.length, reviewable: true, onselect: () => {}, onplayfrom: () => {} } });
    const section = screen.getByTestId("game-review");
    const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) });
    tail.getBoundingClientRect = () => rect(0, 200);
    section.getBoundingClientRect = () => rect(400, 300);
    const scrolled: number[] = [];
    tail.scrollBy = ((options: ScrollToOptions) => scrolled.push(options.top ?? 0)) as typeof tail.scrollBy;
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    ipc.finish(ANALYSIS);
    expect(await screen.findByTestId("eval-graph")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(scrolled).toEqual([]);
    tail.remove();
  });

  it("names the engine the players chose, and says so when ours stood in for it", async () => {
    const ipc = mockReview(null, [], { name: "Stockfish 17", path: "/usr/games/stockfish" });
    const store = new AnalysisStore();
    shown(store);
    expect(await screen.findByText("Stockfish 17 reviews every move here on this device, on one core.")).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    ipc.finish({ ...ANALYSIS, source: { kind: "engine", depth: 12, name: "Stockfish 17" } });
    await waitFor(() => expect(screen.getByTestId("analysis-source").textContent).toContain("Stockfish 17, depth 12"));
    expect(screen.queryByTestId("analysis-fallback")).toBeNull();

    store.reset();
    await waitFor(() => expect(screen.queryByTestId("analysis-source")).toBeNull());
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    ipc.finish({ ...ANALYSIS, fallback: { name: "Stockfish 17", fault: "quit" } });
    expect((await screen.findByTestId("analysis-fallback")).textContent).toBe("Stockfish 17 could not review (it quit during the review); our engine did.");
    expect(screen.getByTestId("analysis-source").textContent).toContain("Our engine, depth 12");
  });

  it("counts each side's marks and names the blunder's point on the graph", async () => {
    mockReview(ANALYSIS);
    const store = new AnalysisStore();
    await store.load();
    const { onselect } = shown(store);
    const table = screen.getByRole("table", { name: "Marks for each side" });
    const black = within(table).getByRole("row", { name: /^Black/ });
    expect(within(black).getAllByRole("cell").map((c) => c.textContent)).toEqual(["0", "0", "1"]);
    const point = screen.getByRole("button", { name: "3… Nf6, Blunder" });
    await fireEvent.click(point);
    expect(onselect).toHaveBeenCalledWith(6);
  });

  it("says the shown move's class, the value after it and the better line, numbered", async () => {
    mockReview(ANALYSIS);
    const store = new AnalysisStore();
    await store.load();
    const { onplayfrom } = shown(store, 6);
    const here = screen.getByTestId("analysis-here").textContent ?? "";
    expect(here).toMatch(/^Blunder/);
    expect(here).toContain("#1");
    expect(here).toMatch(/Better: 3… g6 4\. /);
    await fireEvent.click(screen.getByRole("button", { name: "Play from here" }));
    expect(onplayfrom).toHaveBeenCalledOnce();
  });

  it("a review stopped part way offers to analyse again", async () => {
    const partial = { ...ANALYSIS, moves: ANALYSIS.moves.slice(0, 3), evals: ANALYSIS.evals.slice(0, 4), chances: ANALYSIS.chances.slice(0, 4), complete: false };
    mockReview(partial);
    const store = new AnalysisStore();
    await store.load();
    shown(store);
    expect(screen.getByTestId("analysis-source").textContent).toContain("Reviewed 3 of 7 moves");
    expect(screen.getByRole("button", { name: "Analyse again" })).toBeTruthy();
  });

  it("a kind of chess the engine does not play gets no Analyse, and says why", () => {
    mockReview(null);
    shown(new AnalysisStore(), PLIES.length, false);
    expect(screen.queryByRole("button", { name: "Analyse" })).toBeNull();
    expect(screen.getByText("The engine reviews standard chess and Chess960 games only")).toBeTruthy();
  });

  it("a refused review says why in the players' words", async () => {
    mockIPC((cmd) => {
      if (cmd === "analyse_game") throw { kind: "not_allowed", message: "x", refusal: "game_in_progress" };
      return null;
    });
    const store = new AnalysisStore();
    shown(store);
    await fireEvent.click(screen.getByRole("button", { name: "Analyse" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The game is reviewed once it has a verdict"));
  });
});
