// Runs in the page, before the app's script, like replay-ipc.js, for the
// timed fixtures (tests/fixtures/timed.json): a list of commands the Rust
// side answered, in order. Each call must be the next scripted command with
// the same arguments; `status` between steps answers the current view (it
// advances only when the script's next step is a `status`). No chess and no
// clock arithmetic here: every view is the Rust side's.
/* global mockIPC, __SCRIPT__, __SETTINGS__ */
(function installScript(script, initialSettings) {
  const steps = script.steps;
  let at = 0;
  // Before the script's first step the page shows its first view, untimed.
  let view = { ...steps[0].view, clock: null };
  let settings = { ...initialSettings };
  const calls = [];
  window.__ipc = { calls, fixture: script.name, position: () => at };

  const clone = (v) => JSON.parse(JSON.stringify(v));
  // Key order differs between the page and the recording: compare sorted.
  const canon = (v) =>
    Array.isArray(v) ? v.map(canon)
    : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]))
    : v;
  const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

  mockIPC((cmd, args) => {
    const a = clone(args ?? {});
    calls.push({ cmd, args: a });
    if (cmd === "settings") return { ...settings };
    if (cmd === "app_version") return "0.1.0";
    if (cmd === "review_engine") return null;
    if (cmd === "set_settings") {
      settings = { ...a.settings };
      return { ...settings };
    }
    const next = steps[at];
    if (cmd === "status" && !(next && next.command === "status")) return clone(view);
    // \`play\`'s \`since\` only shortens the answer (below); the recording has none.
    const { since, ...sent } = a;
    if (!next || next.command !== cmd || (cmd !== "status" && !same(next.args, cmd === "play" ? sent : a))) {
      throw { kind: "internal", message: `not the scripted call of ${script.name}: ${cmd} ${JSON.stringify(a)}` };
    }
    at += 1;
    if (next.error) throw clone(next.error);
    view = next.view;
    const answer = clone(view);
    // As the Rust side does: the plies the page holds are left out.
    if (cmd === "play" && Number.isInteger(since) && since < answer.moves.length) {
      answer.moves = answer.moves.slice(since);
      answer.movesFrom = since;
    }
    return answer;
  });
})(__SCRIPT__, __SETTINGS__);
