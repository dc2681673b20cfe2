// The first answers: asked together once the page starts, the game's taken
// by the first load only (a later load asks again).
import { describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { askAtStart, settingsAtStart, settleAtStart, takeSettledSettings, takeSettledStatus, takeStatusAtStart } from "./start";

describe("the first answers", () => {
  it("are asked together, and the game's is taken once", async () => {
    const asked: string[] = [];
    mockIPC((cmd) => {
      asked.push(cmd);
      return cmd === "system_language" ? "de" : cmd === "settings" ? { language: "system" } : { fen: "start" };
    });
    const first = askAtStart();
    expect(first).not.toBeNull();
    expect(asked.sort()).toEqual(["settings", "status", "system_language"]);
    expect(await first!.systemLanguage).toBe("de");
    expect(await settingsAtStart()).toEqual({ language: "system" });
    expect(await takeStatusAtStart()).toEqual({ fen: "start" });
    expect(takeStatusAtStart()).toBeNull();
  });

  it("asked by index.html before the script loaded, are taken as they are and not asked again", async () => {
    const asked: string[] = [];
    mockIPC((cmd) => {
      asked.push(cmd);
      return cmd === "system_language" ? "fr" : cmd === "settings" ? { language: "system" } : { fen: "early" };
    });
    const early = { settings: Promise.resolve({ language: "en" }), systemLanguage: Promise.resolve("de"), status: Promise.resolve({ fen: "saved" }) };
    (window as unknown as Record<string, unknown>).__HOTSEAT_FIRST_ANSWERS__ = early;
    const first = askAtStart();
    expect(asked).toEqual([]);
    expect(first).toBe(early);
    expect("__HOTSEAT_FIRST_ANSWERS__" in window).toBe(false);
    expect(await first!.systemLanguage).toBe("de");
    expect(await takeStatusAtStart()).toEqual({ fen: "saved" });
    // Taken once: a second page start asks for its own.
    const again = askAtStart();
    expect(asked.sort()).toEqual(["settings", "status", "system_language"]);
    expect(await again!.systemLanguage).toBe("fr");
  });

  it("once settled, are there at once for the first render, each taken once; a later load asks again", async () => {
    mockIPC((cmd) => (cmd === "system_language" ? null : cmd === "settings" ? { language: "en" } : { fen: "saved" }));
    expect(takeSettledStatus()).toBeNull();
    const first = askAtStart();
    await settleAtStart(first);
    expect(takeSettledSettings()).toEqual({ language: "en" });
    expect(takeSettledStatus()).toEqual({ fen: "saved" });
    expect(takeSettledSettings()).toBeNull();
    expect(takeSettledStatus()).toBeNull();
    expect(takeStatusAtStart()).toBeNull();
  });

  it("a game that failed to come is not settled: the first load asks again and says why", async () => {
    mockIPC((cmd) => {
      if (cmd === "status") throw { kind: "storage", message: "disk" };
      return cmd === "settings" ? { language: "en" } : null;
    });
    const first = askAtStart();
    await settleAtStart(first);
    expect(takeSettledSettings()).toEqual({ language: "en" });
    expect(takeSettledStatus()).toBeNull();
    await expect(takeStatusAtStart()).rejects.toEqual({ kind: "storage", message: "disk" });
  });

  it("a game that does not come leaves the page to mount without it: the first load still takes the answer when it comes", async () => {
    let answer: (view: unknown) => void = () => {};
    mockIPC((cmd) => (cmd === "status" ? new Promise((resolve) => (answer = resolve)) : cmd === "settings" ? { language: "en" } : null));
    const first = askAtStart();
    await settleAtStart(first, 50);
    expect(takeSettledStatus()).toBeNull();
    const pending = takeStatusAtStart();
    expect(pending).not.toBeNull();
    answer({ fen: "late" });
    expect(await pending).toEqual({ fen: "late" });
  });
});
