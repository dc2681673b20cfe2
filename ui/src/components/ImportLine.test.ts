import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/svelte";
import { flushSync } from "svelte";
import ImportLine from "./ImportLine.svelte";
import { BulkImport } from "../lib/pgn/bulk-import.svelte";

function shown() {
  const bulk = new BulkImport();
  const onshow = vi.fn<() => void>();
  const ondismiss = vi.fn<() => void>();
  const onannounce = vi.fn<(text: string) => void>();
  render(ImportLine, { bulk, onshow, ondismiss, onannounce });
  return { bulk, onshow, ondismiss, onannounce };
}

const line = () => screen.queryByRole("group", { name: "Import of club.pgn" });

describe("ImportLine", () => {
  it("is shown only while the picker is hidden on an import", () => {
    const { bulk } = shown();
    bulk.file = { name: "club.pgn", games: 1000 };
    bulk.running = true;
    flushSync();
    expect(line()).toBeNull();
    bulk.away = true;
    flushSync();
    expect(line()).toBeTruthy();
  });

  it("shows the progress and Show while the games go in, then the report, said once, with Dismiss; the same height", async () => {
    const { bulk, onshow, ondismiss, onannounce } = shown();
    bulk.file = { name: "club.pgn", games: 1000 };
    bulk.running = true;
    bulk.away = true;
    bulk.progress = { read: 500, total: 1000, imported: 498, skipped: 2 };
    flushSync();
    expect(line()?.textContent).toContain("Read 500 of 1,000 games: 498 imported, 2 skipped");
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dismiss the import's report" })).toBeNull();
    await fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(onshow).toHaveBeenCalledTimes(1);
    expect(onannounce).not.toHaveBeenCalled();

    bulk.report = { total: 1000, imported: 998, skipped: 2, cancelled: false, first_skipped: [] };
    bulk.running = false;
    flushSync();
    expect(line()?.textContent).toContain("998 games imported into Games; 2 could not be read.");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onannounce).toHaveBeenCalledExactlyOnceWith("998 games imported into Games; 2 could not be read.");
    await fireEvent.click(screen.getByRole("button", { name: "Dismiss the import's report" }));
    expect(ondismiss).toHaveBeenCalledTimes(1);
  });

  it("offers no Show once another file is listed (the Rust side holds one)", () => {
    const { bulk } = shown();
    bulk.file = { name: "club.pgn", games: 1000 };
    bulk.running = true;
    bulk.away = true;
    bulk.listed = false;
    flushSync();
    expect(line()).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show" })).toBeNull();
  });
});
