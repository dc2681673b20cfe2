import { describe, expect, it, vi } from "vitest";
import type { GamePage, GameSummary } from "../bindings";
import { PageCache } from "./pages";

/** An archive of `total` games (id = total - index: newest first) behind a recording fetch. */
function archive(total: number) {
  const asked: [number, number][] = [];
  const state = { total };
  const fetch = vi.fn(async (offset: number, limit: number): Promise<GamePage> => {
    asked.push([offset, limit]);
    const items = Array.from({ length: Math.max(0, Math.min(limit, state.total - offset)) }, (_, k) => summary(state.total - offset - k));
    return { total: state.total, items };
  });
  return { asked, state, fetch };
}

const summary = (id: number): GameSummary => ({
  id, createdAt: id * 1000, finishedAt: null, result: "*", verdict: null, moves: 0, fullMoves: 0, timeControl: null, current: false,
});

describe("PageCache", () => {
  it.each<[string, number, [number, number][], [number, number][]]>([
    // name, total, row ranges asked in turn, pages fetched [offset, limit]
    ["opening asks for the first page only", 10_000, [[0, 30]], [[0, 50]]],
    ["rows across a page boundary", 10_000, [[0, 1], [40, 70]], [[0, 50], [50, 50]]],
    ["a page is fetched once", 10_000, [[0, 1], [0, 30], [10, 40]], [[0, 50]]],
    ["the end of 10,000 games", 10_000, [[0, 1], [9_970, 10_000]], [[0, 50], [9_950, 50]]],
    ["never past the end", 60, [[0, 1], [40, 500]], [[0, 50], [50, 50]]],
    ["an empty archive", 0, [[0, 30], [0, 30]], [[0, 50]]],
  ])("%s", async (_what, total, ranges, pages) => {
    const { asked, fetch } = archive(total);
    const cache = new PageCache(fetch);
    for (const [first, end] of ranges) await cache.ensure(first, end);
    expect(asked).toEqual(pages);
    expect(cache.total).toBe(total);
  });

  it("before the total is known, asks for the first page whatever the rows", async () => {
    const { asked, fetch } = archive(10_000);
    await new PageCache(fetch).ensure(500, 530);
    expect(asked).toEqual([[0, 50]]);
  });

  it("finds a game by index once its page is here", async () => {
    const { fetch } = archive(10_000);
    const cache = new PageCache(fetch);
    expect(cache.get(0)).toBeUndefined();
    await cache.ensure(0, 1);
    await cache.ensure(9_999, 10_000);
    expect([cache.get(0)?.id, cache.get(49)?.id, cache.get(50)?.id, cache.get(9_999)?.id]).toEqual([10_000, 9_951, undefined, 1]);
  });

  it("asks once for a page already on its way, and says when pages arrive", async () => {
    const { asked, fetch } = archive(100);
    const changed = vi.fn();
    const cache = new PageCache(fetch, changed);
    await Promise.all([cache.ensure(0, 10), cache.ensure(5, 20)]);
    expect(asked).toEqual([[0, 50]]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("after a delete, fetches again and keeps the total until then", async () => {
    const { asked, state, fetch } = archive(100);
    const cache = new PageCache(fetch);
    await cache.ensure(0, 10);
    state.total = 99;
    cache.invalidate();
    expect(cache.get(0)).toBeUndefined();
    expect(cache.total).toBe(100);
    await cache.ensure(0, 10);
    expect(asked).toEqual([[0, 50], [0, 50]]);
    expect(cache.total).toBe(99);
    expect(cache.get(0)?.id).toBe(99);
  });

  it("after a reset (another search), forgets the total and asks for the first page again", async () => {
    const { asked, state, fetch } = archive(100);
    const cache = new PageCache(fetch);
    await cache.ensure(0, 10);
    state.total = 0;
    cache.reset();
    expect(cache.total).toBeNull();
    await cache.ensure(0, 10);
    expect(cache.total).toBe(0);
    // An empty list found: the next search still asks.
    state.total = 3;
    cache.reset();
    await cache.ensure(0, 10);
    expect(asked).toEqual([[0, 50], [0, 50], [0, 50]]);
    expect(cache.total).toBe(3);
  });

  it("drops an answer to a question asked before the invalidation", async () => {
    let answer: (page: GamePage) => void = () => {};
    const fetch = vi.fn(() => new Promise<GamePage>((resolve) => (answer = resolve)));
    const cache = new PageCache(fetch);
    const first = cache.ensure(0, 10);
    cache.invalidate();
    answer({ total: 5, items: [summary(5)] });
    await first;
    expect(cache.get(0)).toBeUndefined();
    expect(cache.total).toBeNull();
  });

  it("a failed fetch can be tried again", async () => {
    const fetch = vi.fn<(o: number, l: number) => Promise<GamePage>>()
      .mockRejectedValueOnce({ kind: "storage", message: "the archive could not be read" })
      .mockResolvedValueOnce({ total: 1, items: [summary(1)] });
    const cache = new PageCache(fetch);
    await expect(cache.ensure(0, 1)).rejects.toEqual({ kind: "storage", message: "the archive could not be read" });
    await cache.ensure(0, 1);
    expect(cache.get(0)?.id).toBe(1);
  });
});
