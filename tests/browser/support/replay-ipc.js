// Runs in the page, before the app's own script. `mockIPC` (from
// @tauri-apps/api/mocks, concatenated in front of this file) replaces the
// Tauri IPC; the handler below replays one recorded game. No chess here:
// every answer is a GameView the Rust side recorded (tests/fixtures/*.json).
/* global mockIPC, __FIXTURE__ */
(function installReplay(fixture) {
  const views = [fixture.initial, ...fixture.steps.map((s) => s.view)];
  let at = 0;
  const calls = [];
  window.__ipc = { calls, fixture: fixture.name, position: () => at };

  const clone = (v) => JSON.parse(JSON.stringify(v));
  const same = (a, b) =>
    a.from === b.from && a.to === b.to && (a.promotion ?? null) === (b.promotion ?? null);
  const fail = (kind, message) => {
    throw { kind, message };
  };

  mockIPC((cmd, args) => {
    calls.push({ cmd, args: clone(args ?? {}) });
    switch (cmd) {
      case "status":
        return clone(views[at]);
      case "new_game":
        at = 0;
        return clone(views[0]);
      case "play": {
        const move = (args && args.move) || {};
        const next = fixture.steps[at];
        if (!next || !same(move, next.move)) {
          fail(
            "illegal_move",
            `not the scripted move of ${fixture.name}: ${move.from}${move.to}${move.promotion ? "=" + move.promotion : ""}`,
          );
        }
        at += 1;
        return clone(views[at]);
      }
      case "undo":
        if (at === 0) fail("nothing_to_undo", "Nothing to undo.");
        at -= 1;
        return clone(views[at]);
      case "legal_moves": {
        const from = args && args.from;
        return clone(views[at].legalMoves.filter((m) => !from || m.from === from));
      }
      default:
        fail("internal", `no replay for command ${cmd}`);
    }
  });
})(__FIXTURE__);
