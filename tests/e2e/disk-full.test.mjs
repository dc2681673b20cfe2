// A full disk and a read-only data folder (issue 26): the move is refused in
// words a player understands, nothing is lost, and the same move plays once
// there is room again. The data folder lies on a small tmpfs of the test's
// own (mounting needs root, as CI runs; skipped otherwise), filled with dd.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appsFor, clickMove, invoke, marked, waitFor } from "./app.mjs";

const root = process.getuid?.() === 0;
/** The game's moves as the Rust side holds them (the page's list shows a window of them). */
const moves = async (s) => (await invoke(s, "status")).moves.map((m) => m.san);

test("a full disk refuses the move in words, loses nothing, and the move plays once there is room", { skip: !root && "needs root to mount a tmpfs", timeout: 120_000 }, async (t) => {
  const apps = appsFor(t, "disk-full");
  // Outside the test's folder: the app is closed and that folder removed first, then the disk.
  const disk = mkdtempSync(join(tmpdir(), "hotseat-e2e-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", disk], { stdio: "pipe" });
  } catch (err) {
    // Root without the right to mount (a container): said, not passed.
    rmSync(disk, { recursive: true, force: true });
    t.skip(`no tmpfs can be mounted here: ${String(err.stderr ?? err.message).trim()}`);
    return;
  }
  t.after(() => {
    execFileSync("umount", ["-l", disk]);
    rmSync(disk, { recursive: true, force: true });
  });
  const { s } = await apps.launch("disk-full", { HOTSEAT_DATA_DIR: join(disk, "app") });
  await clickMove(s, "e2", "e4");
  let refused = null;

  const filler = join(disk, "filler");
  try {
    execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
  } catch {
    /* dd stops with "No space left on device": the disk is full */
  }
  // Pawn moves, never a repetition, until a save needs room it cannot
  // have (SQLite's log may have a few pages of room left).
  const noticeText = () =>
    s.execute(`return [...document.querySelectorAll('[role="alert"], .notice')].map((n) => n.textContent.replace(/\\s+/g, " ").trim()).find((t) => t) ?? null;`);
  const white = ["a2a3", "a3a4", "b2b3", "b3b4", "c2c3", "c3c4", "d2d3", "d3d4", "f2f3", "f3f4", "g2g3", "g3g4", "h2h3", "h3h4"];
  const black = ["a7a6", "a6a5", "b7b6", "b6b5", "c7c6", "c6c5", "d7d6", "d6d5", "f7f6", "f6f5", "g7g6", "g6g5", "h7h6", "h6h5"];
  const tour = black.flatMap((b, i) => [b, white[i]]).map((m) => [m.slice(0, 2), m.slice(2)]);
  let notice = null;
  let played = await moves(s);
  for (let i = 0; i < tour.length && !notice; i++) {
    const [from, to] = tour[i];
    await s.click(await s.find(`[data-square="${from}"]`));
    await waitFor(async () => (await marked(s)).includes(to), { message: `${to} marked` });
    await s.click(await s.find(`[data-square="${to}"]`));
    const outcome = await waitFor(async () => {
      const n = await noticeText();
      if (n) return { notice: n };
      const now = await moves(s);
      return now.length > played.length ? { played: now } : null;
    }, { timeout: 10_000, message: "the move played or refused" });
    if (outcome.played) played = outcome.played;
    else {
      notice = outcome.notice;
      refused = [from, to];
    }
  }
  assert.match(notice ?? "", /^The disk is full: the move was not made\. Free some space and try again\./);
  assert.deepEqual(await moves(s), played, "the refused move is not in the game, the others are");

  rmSync(filler);
  await s.click(await s.find(`[data-square="${refused[0]}"]`));
  await waitFor(async () => (await marked(s)).includes(refused[1]), { message: `${refused[1]} marked again` });
  await s.click(await s.find(`[data-square="${refused[1]}"]`));
  await waitFor(async () => (await moves(s)).length === played.length + 1, { message: "the move played once there is room" });
});
