// The first answers: asked together once the page starts, the game's taken
// by the first load only (a later load asks again).
import { describe, expect, it } from "vitest";
import { mockIPC } from "@tauri-apps/api/mocks";
import { askAtStart, settingsAtStart, takeStatusAtStart } from "./start";

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
});
