import { describe, expect, it } from "vitest";
import { noticeText } from "./notices";

describe("noticeText", () => {
  it("says where a damaged save went, or that it stayed", () => {
    expect(noticeText({ kind: "recovered", error: "file is not a database", keptAs: "/data/hotseat.sqlite3.damaged-1" })).toBe(
      "Your saved game could not be read (file is not a database); it was kept as /data/hotseat.sqlite3.damaged-1 and a new game started.",
    );
    expect(noticeText({ kind: "recovered", error: "disk I/O error", keptAs: null })).toBe(
      "Your saved game could not be read (disk I/O error); it was left where it was and a new game started.",
    );
  });

  it("says that a game without a database is lost at the end", () => {
    expect(noticeText({ kind: "unsaved", error: "read-only file system" })).toBe(
      "Games cannot be saved on this device (read-only file system); this game will be lost when the app closes.",
    );
  });
});
