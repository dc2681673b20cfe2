// Runs in the page, before the app's own script. `mockIPC` (from
// @tauri-apps/api/mocks, concatenated in front of this file) replaces the
// Tauri IPC; the handler below replays one recorded game. No chess here:
// every answer is a GameView the Rust side recorded (tests/fixtures/*.json),
// and a move typed as text is only compared with the recorded move's SAN and
// UCI strings. The archive of games is synthetic: `games` stored games, the
// newest being the one in play and every other one the recorded game played
// to its end; their positions are the recorded views.
// An opened PGN file is the scenarios' club file (tests/scenarios/pgn-club.mjs:
// its rows, every seventh game unreadable) of `pgnFile.games` games; picking
// a game answers the recorded import of the club's game, and the bulk import
// reports made-up progress.
// A malformed request is answered with the Rust side's recorded refusal
// (tests/fixtures/bad-requests.json), never with words made up here.
/* global __ANALYSES__, mockIPC, __FIXTURE__, __IMPORTS__, __PGNS__, __SETTINGS__, __GAMES__, __PGN_FILE__, __BAD_REQUESTS__, __DEFAULT_SETTINGS__, __SPEC_VERDICT__, __CLUB_ROW__, __PICKED_IMPORT__ */
(function installReplay(fixture, imports, pgns, initialSettings, games, pgnFile, badRequests, defaults) {
  const scripted = [fixture.initial, ...fixture.steps.map((s) => s.view)];
  // The current game: the scripted one, or an imported one (its one view, no steps).
  let game = { name: fixture.name, views: scripted, steps: fixture.steps };
  let at = 0;
  const calls = [];

  const clone = (v) => JSON.parse(JSON.stringify(v));
  const same = (a, b) =>
    a.from === b.from && a.to === b.to && (a.promotion ?? null) === (b.promotion ?? null);
  // An error as the Rust side sends it: its kind, its English message and its facts.
  const fail = (kind, message, facts = {}) => {
    throw { kind, message, ...facts };
  };

  // A malformed request: the Rust side's recorded refusal of exactly it, or
  // an internal error when it was never recorded.
  const sameJson = (a, b) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
  const recordedRefusal = (command, args) => badRequests.find((b) => b.command === command && sameJson(b.args, args));
  const unrecorded = (command, args) => {
    const refused = recordedRefusal(command, args);
    if (refused) throw clone(refused.error);
    return fail("internal", `no recorded answer to ${command} ${JSON.stringify(args ?? null)}`);
  };
  /** Argument `name` of `args` if `ok` accepts it; any other request was recorded or is unknown. */
  function argument(command, args, name, ok) {
    const value = args ? args[name] : undefined;
    return value !== undefined && ok(value) ? value : unrecorded(command, args);
  }
  const isText = (v) => typeof v === "string";
  const whole = (v) => Number.isInteger(v) && v >= 0;
  const pageSize = (v) => Number.isInteger(v) && v >= 1 && v <= PAGE_MAX;
  const shown = (value) => {
    const text = JSON.stringify(value) ?? "null";
    return text.length > 32 ? text.slice(0, 32) + "…" : text;
  };

  let settings = { ...defaults, ...initialSettings };

  /** The plies played before the current game's first recorded view (an import's history). */
  const base = () => game.views[0].moves.length;

  // A GameView holds its PositionView's fields (flattened on the Rust side).
  const positionView = (ply, v) => ({
    ply,
    fen: v.fen,
    turn: v.turn,
    check: v.check,
    checkSquare: v.checkSquare,
    board: v.board,
    lastMove: v.lastMove,
    lastNumber: v.lastNumber,
    lastSan: v.lastSan,
  });

  // The archive: ids 1 to `newest`, newest first; `newest` is the game in
  // play. Deleting only marks a game (as the Rust side does until the next
  // start-up), so it can be restored.
  let newest = games;
  const deleted = new Set();
  const ARCHIVE_EPOCH = 1714521600000; // 2024-05-01, the recorded PGNs' date
  const PAGE_MAX = 500;
  // Varied so the list shows each kind: untimed, Fischer, Bronstein.
  const CONTROLS = [
    null,
    { whiteMs: 300000, blackMs: 300000, perMove: { kind: "fischer", ms: 3000 } },
    { whiteMs: 180000, blackMs: 180000, perMove: { kind: "bronstein", ms: 2000 } },
  ];
  /** The recorded views of stored game `id` and the plies played before the first of them. */
  const archived = (id) =>
    id === newest ? { views: game.views.slice(0, at + 1), before: base() } : { views: scripted, before: 0 };
  const live = (id) => Number.isInteger(id) && id >= 1 && id <= newest && !deleted.has(id);
  const noGame = (id) => fail("not_found", `there is no game ${id} in the archive`);
  function summary(id) {
    const { views, before } = archived(id);
    const last = views.at(-1);
    const createdAt = ARCHIVE_EPOCH + id * 3600000;
    return {
      id,
      createdAt,
      finishedAt: last.verdict ? createdAt + 600000 : null,
      result: last.verdict ? last.verdict.result : "*",
      verdict: last.verdict,
      moves: before + views.length - 1,
      // The recorded games start from the standard position: White first.
      fullMoves: Math.ceil((before + views.length - 1) / 2),
      // The game in play has its own (its recorded clock, if any).
      timeControl: id === newest ? (last.clock ? last.clock.control : null) : CONTROLS[id % CONTROLS.length],
      current: id === newest,
      ...(() => {
        const r = id === newest ? roster : rosters.get(id) || {};
        return { ...(r.white ? { white: r.white } : {}), ...(r.black ? { black: r.black } : {}), ...(r.event ? { event: r.event } : {}) };
      })(),
    };
  }
  /** A new game in play is stored as the newest game. */
  const stored = () => {
    newest += 1;
  };

  /** Text as the Rust side compares SAN: without check marks or annotations. */
  const bare = (san) => san.replace(/[+#!?]+$/, "");

  // Events the page listens to (plugin:event|listen), by name: the callback ids.
  const listeners = new Map();
  const runCallback = (id, data) => window.__TAURI_INTERNALS__.runCallback(id, data);
  const emit = (event, payload) => (listeners.get(event) ?? []).forEach((id) => runCallback(id, { event, id, payload }));

  // The opened PGN file (open_pgn, or a drop): null until one is opened.
  let opened = null;
  let importing = null;
  const unreadable = (index) => __CLUB_ROW__(index).unreadable;
  const pgnRow = (index) => {
    const { unreadable: _, ...row } = __CLUB_ROW__(index);
    return row;
  };
  const picked = () => imports.find((e) => e.name === __PICKED_IMPORT__);
  /** The bulk import: a batch of 250 every 150 ms, stopped by cancel_pgn_import. */
  function importAll(channel) {
    if (!opened) fail("not_found", "no PGN file is open: open one first");
    if (importing) fail("not_allowed", "games are being imported already: wait for the end or stop it", { refusal: "import_running" });
    const total = opened.games;
    const job = { cancel: false };
    importing = job;
    let read = 0;
    let skipped = 0;
    let index = 0;
    return new Promise((resolve) => {
      const batch = () => {
        if (job.cancel || read >= total) {
          importing = null;
          const first_skipped = [];
          for (let i = 0; i < read && first_skipped.length < 5; i++) {
            if (unreadable(i)) first_skipped.push({ game: i + 1, pgn: { problem: "move", number: 5, refused: { text: "Ke3", problem: "not_legal" } } });
          }
          resolve({ total, imported: read - skipped, skipped, cancelled: job.cancel, first_skipped });
          return;
        }
        const end = Math.min(total, read + 250);
        for (let i = read; i < end; i++) if (unreadable(i)) skipped += 1;
        read = end;
        runCallback(channel.id, { message: { read, total, imported: read - skipped, skipped }, index: index++ });
        setTimeout(batch, window.__ipc.importBatchMs);
      };
      setTimeout(batch, window.__ipc.importBatchMs);
    });
  }

  // The review: the recorded analysis of a finished scripted game
  // (tests/fixtures/analyses.json), its progress told one position at a
  // time; a stop answers the positions told so far, as the Rust side does.
  const analysed = new Set();
  let reviewing = null;
  const recordedAnalysis = (id) => {
    const recorded = __ANALYSES__[fixture.name];
    if (!recorded || (id === newest && game.views !== scripted)) return null;
    return { ...clone(recorded), id };
  };
  const reviewId = (args) => (args && Number.isInteger(args.id) ? args.id : newest);
  function analyse(args) {
    const id = reviewId(args);
    if (!live(id)) noGame(id);
    if (id === newest && !game.views[at].verdict) {
      fail("not_allowed", "the game is reviewed once it has a verdict", { refusal: "game_in_progress" });
    }
    const whole = recordedAnalysis(id);
    if (!whole) fail("internal", `no recorded analysis of game ${id} (${fixture.name})`);
    if (reviewing) reviewing.stop = true;
    const job = { stop: false };
    reviewing = job;
    const total = whole.evals.length;
    let done = 0;
    let index = 0;
    return new Promise((resolve) => {
      const next = () => {
        if (job.stop || done >= total) {
          if (reviewing === job) reviewing = null;
          analysed.add(id);
          const moves = Math.max(0, done - 1);
          resolve(done >= total ? whole : { ...whole, evals: whole.evals.slice(0, done), chances: whole.chances.slice(0, done), moves: whole.moves.slice(0, moves), complete: false });
          return;
        }
        done += 1;
        runCallback(args.progress.id, { message: { done, total }, index: index++ });
        setTimeout(next, window.__ipc.analysisStepMs);
      };
      setTimeout(next, window.__ipc.analysisStepMs);
    });
  }

  /** Answers to `play` held back while `holdPlays` is set (a slow Rust side). */
  const held = [];
  window.__ipc = {
    calls,
    holdPlays: false,
    held: () => held.length,
    release: () => held.splice(0).forEach((answer) => answer()),
    fixture: fixture.name,
    position: () => at,
    game: () => game.name,
    settings: () => clone(settings),
    archive: () => ({ newest, deleted: [...deleted] }),
    /** The file Open PGN… opens from now on (the real app's is written by its driver). */
    setPgnFile: (file) => {
      pgnFile = file;
    },
    /** A file dropped on the window, as the Rust side tells it (DroppedPgn). */
    dropPgn: (payload) => {
      if (payload.file) opened = payload.file;
      emit("pgn-dropped", payload);
    },
    opened: () => opened,
    importBatchMs: 150,
    analysisStepMs: 40,
  };

  // The players' names (issue 13): the recorded views have none, so the
  // current game's roster is put on every view answered, as the Rust side
  // keeps it with the game; each stored game keeps the roster it had.
  let roster = {};
  const rosters = new Map();
  const named = (r) => Object.values(r).some((v) => !!v);
  const withRoster = (answer) => {
    if (answer && typeof answer === "object" && "fen" in answer && "moves" in answer && named(roster)) {
      return { ...answer, roster: clone(roster) };
    }
    return answer;
  };
  const startGame = (next) => {
    rosters.set(newest, roster);
    game = { name: fixture.name, views: scripted, steps: fixture.steps };
    at = 0;
    stored();
    roster = next;
    return clone(scripted[0]);
  };

  mockIPC((cmd, args) => {
    const answer = respond(cmd, args);
    return answer && typeof answer.then === "function" ? answer.then(withRoster) : withRoster(answer);
  });

  /**
   * The next recorded view, answering a ply (a move, typed or not, or a
   * drop) as the Rust side does: without the plies the page holds (`since`);
   * held back while `holdPlays` is set (a slow Rust side).
   */
  function nextPly(args) {
    at += 1;
    const answer = clone(game.views[at]);
    const since = args && args.since;
    if (Number.isInteger(since) && since < answer.moves.length) {
      answer.moves = answer.moves.slice(since);
      answer.movesFrom = since;
    }
    if (!window.__ipc.holdPlays) return answer;
    return new Promise((resolve) => held.push(() => resolve(answer)));
  }

  function respond(cmd, args) {
    calls.push({ cmd, args: clone(args ?? {}) });
    const view = game.views[at];
    // A verdict the players declared in the panel, recorded as the game's
    // next step with the view the Rust side answered, or its refusal
    // (fixtures.rs DECLARED).
    const step = game.steps[at];
    if (step && step.command === cmd && sameJson(step.args, args)) {
      at += 1;
      // A refused step: its recorded error (the view it keeps is the next one).
      if (step.error) throw clone(step.error);
      return clone(game.views[at]);
    }
    switch (cmd) {
      case "status":
        // The recorded views were answers to moves: a status answer says
        // it did nothing (the event), as the Rust side's does.
        return { ...clone(view), event: null };
      case "new_game": {
        const given = (args && args.options && args.options.roster) || {};
        const next = {};
        for (const key of ["white", "black", "event", "site", "round"]) {
          const value = typeof given[key] === "string" ? given[key].trim().split(/\s+/).join(" ") : "";
          if (value) next[key] = value;
        }
        return startGame(next);
      }
      case "rematch":
        if (!view.verdict) fail("not_allowed", "a rematch starts once the game has a verdict", { refusal: "not_finished" });
        return startGame({ ...roster, white: roster.black, black: roster.white });
      case "recent_names": {
        const names = [];
        for (const r of [roster, ...[...rosters.values()].reverse()]) {
          for (const name of [r.white, r.black]) {
            if (name && names.length < 8 && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
          }
        }
        return names;
      }
      case "play": {
        const move = (args && args.move) || {};
        const next = game.steps[at];
        if (!next || !next.move || !same(move, next.move)) {
          fail(
            "illegal_move",
            `not the scripted move of ${game.name}: ${move.from}${move.to}${move.promotion ? "=" + move.promotion : ""}`,
          );
        }
        return nextPly(args);
      }
      case "drop_piece": {
        // A drop from the pocket (Crazyhouse), answered as a move is.
        const drop = (args && args.drop) || {};
        const next = game.steps[at];
        if (!next || !next.drop || next.drop.role !== drop.role || next.drop.to !== drop.to) {
          fail("illegal_move", `not the scripted drop of ${game.name}: ${drop.role}@${drop.to}`);
        }
        return nextPly(args);
      }
      case "undo":
        // A finished record is kept whole (the Rust side's answer, src-tauri/tests/pgn_file.rs).
        if (at === 0 && view.recorded) fail("not_allowed", "the recorded game is kept as it is: a move plays on from its end in a new game", { refusal: "finished_record" });
        if (at === 0 && view.canUndo) fail("internal", `no recorded view before the imported game ${game.name}`);
        if (at === 0) fail("nothing_to_undo", "there is no move to undo");
        at -= 1;
        // The recorded view before it was a move's answer: this one took a
        // ply back, which its event says (src-tauri/tests/commands.rs).
        return { ...clone(game.views[at]), event: { kind: "undone", removedPly: base() + at + 1 } };
      case "legal_moves": {
        const from = args && args.from;
        return clone(view.legalMoves.filter((m) => !from || m.from === from));
      }
      case "play_text": {
        const text = argument("play_text", args, "text", isText);
        const typed = text.trim();
        if (view.verdict) fail("game_over", `the game is over (${__SPEC_VERDICT__(view.verdict)}); no move can be played`, { verdict: view.verdict });
        const next = game.steps[at];
        const ply = next && next.move && next.view.moves.at(-1);
        if (!ply || (bare(typed) !== bare(ply.san) && typed !== ply.uci)) {
          fail(
            "illegal_move",
            `${typed} is not the scripted move of ${game.name}` + (ply ? ` (${ply.san} or ${ply.uci})` : ""),
          );
        }
        return nextPly(args);
      }
      case "position_at": {
        const ply = argument("position_at", args, "ply", whole);
        const played = base() + at;
        if (ply > played) fail("bad_request", `ply ${ply} is out of range: this game has positions 0 to ${played}`);
        const recorded = game.views[ply - base()];
        if (!recorded) fail("internal", `no recorded position at ply ${ply} of the imported game ${game.name}`);
        return clone(positionView(ply, recorded));
      }
      case "settings":
        return clone(settings);
      case "set_settings": {
        // Every refusal of a settings record depends on the record alone.
        if (recordedRefusal(cmd, args)) unrecorded(cmd, args);
        settings = { ...argument("set_settings", args, "settings", (v) => v !== null && typeof v === "object") };
        return clone(settings);
      }
      case "import_game": {
        const text = argument("import_game", args, "text", isText);
        const entry = imports.find((e) => e.text === text);
        if (!entry) fail("internal", `no recorded answer to importing ${shown(text)}`);
        if (entry.error) throw clone(entry.error);
        rosters.set(newest, roster);
        game = { name: entry.name, views: [entry.view], steps: [] };
        at = 0;
        stored();
        roster = entry.view.roster || {};
        return clone(entry.view);
      }
      case "export_pgn": {
        // The PGN recorded for the whole scripted game, whatever move the
        // replay is at (tests compare it with the file, not with the board).
        const entry = game.views === scripted && pgns.find((e) => e.name === fixture.name);
        if (!entry) fail("internal", `no recorded PGN for ${game.name}`);
        return entry.pgn;
      }
      case "save_pgn":
        return { path: "/tmp/hotseat-chess-test.pgn" };
      case "app_version":
        return "0.1.0";
      case "review_engine":
        // No program chosen: our engine reviews (choosing one is the Rust
        // side's dialog, played in the real app).
        return null;
      case "system_language":
        // The system of the machine under test: none of the page's languages (English).
        return null;
      case "open_pgn":
        opened = pgnFile;
        return clone(pgnFile);
      case "pgn_file_games": {
        // As the Rust side: a malformed page is refused before the file is looked for.
        if (recordedRefusal(cmd, args)) unrecorded(cmd, args);
        if (!opened) fail("not_found", "no PGN file is open: open one first");
        const limit = argument("pgn_file_games", args, "limit", pageSize);
        const offset = argument("pgn_file_games", args, "offset", whole);
        const items = [];
        for (let i = offset; i < Math.min(opened.games, offset + limit); i++) items.push(pgnRow(i));
        return { total: opened.games, items };
      }
      case "pick_pgn_game": {
        const index = args && args.index;
        if (!opened) fail("not_found", "no PGN file is open: open one first");
        if (!Number.isInteger(index) || index >= opened.games) fail("bad_request", `index is ${index}: the file has ${opened.games} games`);
        if (unreadable(index)) fail("invalid_pgn", "x", { game: index + 1, pgn: { problem: "move", number: 5, refused: { text: "Ke3", problem: "not_legal" } } });
        const entry = picked();
        rosters.set(newest, roster);
        game = { name: entry.name, views: [entry.view], steps: [] };
        at = 0;
        stored();
        // As the Rust side does: the picked game's tags name its players.
        const row = pgnRow(index);
        roster = { white: row.white, black: row.black, event: row.event };
        return clone(entry.view);
      }
      case "import_all_pgn":
        return importAll(args && args.progress);
      case "analyse_game":
        return analyse(args);
      case "stop_analysis":
        if (reviewing) reviewing.stop = true;
        return null;
      case "game_analysis": {
        const id = reviewId(args);
        if (!live(id)) noGame(id);
        return analysed.has(id) ? recordedAnalysis(id) : null;
      }
      case "cancel_pgn_import":
        if (importing) importing.cancel = true;
        return null;
      case "close_pgn_file":
        opened = null;
        return null;
      case "plugin:event|listen": {
        const list = listeners.get(args.event) ?? [];
        list.push(args.handler);
        listeners.set(args.event, list);
        return args.handler;
      }
      case "plugin:event|unlisten":
        return null;
      case "games": {
        // A malformed page (the shape, a limit out of 1..500): the recorded refusal.
        const offset = argument("games", args, "offset", whole);
        const limit = argument("games", args, "limit", pageSize);
        const name = typeof args.name === "string" ? args.name.trim().toLowerCase() : "";
        const found = (id) => {
          if (!name) return true;
          const g = summary(id);
          return [g.white, g.black].some((n) => n && n.toLowerCase().includes(name));
        };
        const items = [];
        let skipped = 0;
        let total = 0;
        for (let id = newest; id >= 1; id--) {
          if (deleted.has(id) || !found(id)) continue;
          total += 1;
          if (items.length < limit && skipped++ >= offset) items.push(summary(id));
        }
        return { total, items };
      }
      case "archived_position": {
        const id = args && args.id;
        const ply = argument("archived_position", args, "ply", whole);
        if (!live(id)) noGame(id);
        const { views, before } = archived(id);
        const played = before + views.length - 1;
        if (ply > played) fail("bad_request", `ply ${ply} is out of range: game ${id} has positions 0 to ${played}`);
        const recorded = views[ply - before];
        if (!recorded) fail("internal", `no recorded position at ply ${ply} of game ${id}`);
        return clone(positionView(ply, recorded));
      }
      case "archived_moves": {
        const id = args && args.id;
        if (!live(id)) noGame(id);
        // The Rust side's own move list of the game's last recorded view.
        return clone(archived(id).views.at(-1).moves);
      }
      case "archived_pgn": {
        const id = args && args.id;
        if (!live(id)) noGame(id);
        // The PGN recorded for the whole scripted game, as export_pgn gives
        // (untimed: its clock tags are the Rust side's tests' business).
        const entry = (id !== newest || game.views === scripted) && pgns.find((e) => e.name === fixture.name);
        if (!entry) fail("internal", `no recorded PGN for game ${id} (${fixture.name})`);
        return entry.pgn;
      }
      case "delete_game": {
        const id = args && args.id;
        if (id === newest) fail("not_allowed", `game ${id} is the game being played; start a new game before deleting it`, { refusal: "current_game" });
        if (!live(id)) noGame(id);
        deleted.add(id);
        return null;
      }
      case "restore_game": {
        const id = args && args.id;
        if (!deleted.delete(id)) noGame(id);
        return null;
      }
      default:
        fail("internal", `no replay for command ${cmd}`);
    }
  }
})(__FIXTURE__, __IMPORTS__, __PGNS__, __SETTINGS__, __GAMES__, __PGN_FILE__, __BAD_REQUESTS__, __DEFAULT_SETTINGS__);
