import { describe, expect, it } from "vitest";
import type { ClockView, TimeControl } from "../bindings";
import { PRESETS, describeControl, dialogChoice, formatClock, lowTimeMs, parseClock, remaining, sameControl, speakClock, timeControl } from "./display";

const control = { whiteMs: 60_000, blackMs: 60_000, perMove: { kind: "none" } } as const;
const clock = (over: Partial<ClockView>): ClockView => ({
  control, whiteMs: 60_000, blackMs: 60_000, running: "white", paused: false, delayMs: 0, ...over,
});

describe("remaining", () => {
  it.each<[string, Partial<ClockView>, number, number, number]>([
    ["the running side counts down", {}, 1500, 58_500, 60_000],
    ["Black's clock when Black runs", { running: "black" }, 700, 60_000, 59_300],
    ["nothing runs before the first move", { running: null }, 5000, 60_000, 60_000],
    ["nothing runs while paused", { paused: true }, 5000, 60_000, 60_000],
    ["never below zero", { whiteMs: 300 }, 5000, 0, 60_000],
    ["a simple delay is spent first", { delayMs: 2000 }, 1500, 60_000, 60_000],
    ["then the clock runs", { delayMs: 2000 }, 2500, 59_500, 60_000],
  ])("%s", (_name, over, elapsed, white, black) => {
    expect(remaining(clock(over), elapsed)).toEqual({ white, black });
  });
});

describe("formatClock", () => {
  it.each([
    [3_723_000, "1:02:03"],
    [300_000, "5:00"],
    [299_999, "4:59"],
    [10_000, "0:10"],
    [9_999, "9.9"],
    [9_850, "9.8"],
    [120, "0.1"],
    [0, "0.0"],
    [-5, "0.0"],
  ])("%i ms → %s", (ms, text) => expect(formatClock(ms)).toBe(text));
});

it("speaks the clock in words", () => {
  expect(speakClock(299_500)).toBe("4 minutes 59 seconds");
  expect(speakClock(3_601_000)).toBe("1 hour 1 second");
  expect(speakClock(400)).toBe("0 seconds");
});

describe("time controls", () => {
  it.each<[number, number, "none" | "fischer" | "simpleDelay" | "bronstein", number, string]>([
    [5, 5, "fischer", 3, "5+3"],
    [10, 10, "none", 0, "10 min"],
    [3, 3, "simpleDelay", 2, "3+2 delay"],
    [5, 4, "bronstein", 2, "White 5 min, Black 4 min, 2 s Bronstein delay"],
    [5, 1, "fischer", 3, "White 5 min, Black 1 min, +3 s"],
    [5, 1, "simpleDelay", 3, "White 5 min, Black 1 min, 3 s delay"],
    [5, 2, "none", 0, "White 5 min, Black 2 min"],
    [90, 90, "fischer", 30, "90+30"],
    [0.5, 0.5, "fischer", 0, "0.5 min"],
  ])("%i | %i min, %s %i s → %s", (w, b, kind, s, text) => {
    const tc = timeControl(w, b, kind, s);
    expect(tc.whiteMs).toBe(w * 60_000);
    expect(tc.blackMs).toBe(b * 60_000);
    expect(describeControl(tc)).toBe(text);
  });
});

describe("the New game dialog's first choice", () => {
  it.each<[string, Parameters<typeof timeControl> | null, Partial<ReturnType<typeof dialogChoice>>]>([
    ["untimed", null, { choice: "untimed" }],
    ["a preset with increment", [3, 3, "fischer", 2], { choice: "3+2" }],
    ["a preset without increment", [10, 10, "none", 0], { choice: "10+0" }],
    ["time odds", [5, 1, "fischer", 3], { choice: "custom", whiteMin: 5, blackMin: 1, kind: "fischer", seconds: 3 }],
    ["a delay", [5, 5, "bronstein", 2], { choice: "custom", kind: "bronstein", seconds: 2 }],
  ])("%s", (_what, args, want) => {
    expect(dialogChoice(args ? timeControl(...args) : null)).toMatchObject(want);
  });
});

describe("low time", () => {
  it.each([
    ["a one-minute game: a tenth of the start", 60_000, 6_000],
    ["five minutes: 20 s", 300_000, 20_000],
    ["90 minutes: 20 s", 5_400_000, 20_000],
  ])("%s", (_name, base, low) => {
    const control: TimeControl = { whiteMs: base, blackMs: 2 * base, perMove: { kind: "none" } };
    expect(lowTimeMs(control, "white")).toBe(low);
    expect(lowTimeMs(control, "black")).toBe(Math.min(20_000, (2 * base) / 10));
  });
});

describe("staged and hourglass controls (issue 13)", () => {
  const preset = (label: string) => PRESETS.find((p) => p.label === label)!.control;

  it("names a staged preset by its label, and other stages as arbiters write them", () => {
    expect(describeControl(preset("90/40+30 (FIDE)"))).toBe("90/40+30 (FIDE)");
    const own = { ...timeControl(60, 60, "fischer", 10), firstMoves: 30, then: [{ ms: 900_000, perMove: { kind: "fischer", ms: 10_000 } as const }] };
    expect(describeControl(own)).toBe("60/30, then 15 +10 s");
  });

  it("says hourglass", () => {
    expect(describeControl(timeControl(3, 3, "fischer", 2, true))).toBe("Hourglass 3 min");
    expect(timeControl(3, 3, "fischer", 2, true).perMove).toEqual({ kind: "none" });
  });

  it("builds custom stages: the later ones the same for both sides, with the same rule per move", () => {
    const tc = timeControl(60, 45, "fischer", 10, false, { firstMoves: 30, then: [{ minutes: 30, moves: 20 }, { minutes: 15, moves: null }] });
    expect(tc).toEqual({
      whiteMs: 3_600_000,
      blackMs: 2_700_000,
      perMove: { kind: "fischer", ms: 10_000 },
      firstMoves: 30,
      then: [
        { moves: 20, ms: 1_800_000, perMove: { kind: "fischer", ms: 10_000 } },
        { ms: 900_000, perMove: { kind: "fischer", ms: 10_000 } },
      ],
    });
    expect(describeControl(tc)).toBe("White 60 min, Black 45 min; 60/30, then 30/20, then 15 +10 s");
    // Back into the form as it was sent.
    expect(dialogChoice(tc)).toMatchObject({ choice: "custom", stages: { firstMoves: 30, then: [{ minutes: 30, moves: 20 }, { minutes: 15, moves: null }] } });
  });

  it.each<[string, Parameters<typeof timeControl>[5]]>([
    ["no first-stage moves", { firstMoves: null, then: [{ minutes: 30, moves: null }] }],
    ["no later stage", { firstMoves: 40, then: [] }],
    ["a later stage of no time", { firstMoves: 40, then: [{ minutes: 0, moves: null }] }],
  ])("stays one stage with %s", (_what, stages) => {
    const tc = timeControl(5, 5, "fischer", 3, false, stages);
    expect(tc.firstMoves).toBeUndefined();
    expect(tc.then).toBeUndefined();
  });

  it("ends the stages at the first one for the rest of the game", () => {
    const tc = timeControl(90, 90, "fischer", 30, false, { firstMoves: 40, then: [{ minutes: 30, moves: null }, { minutes: 15, moves: 10 }] });
    expect(tc.then).toEqual([{ ms: 1_800_000, perMove: { kind: "fischer", ms: 30_000 } }]);
  });

  it("keeps stages within what the Rust side takes", () => {
    const many = Array.from({ length: 12 }, () => ({ minutes: 5, moves: 900 }));
    const tc = timeControl(5, 5, "none", 0, false, { firstMoves: 2.6, then: many });
    expect(tc.firstMoves).toBe(3);
    expect(tc.then).toHaveLength(8);
    expect(tc.then![0]!.moves).toBe(500);
    expect(timeControl(5, 5, "none", 0, true, { firstMoves: 40, then: many }).then).toBeUndefined();
  });

  it("finds a preset again whatever the order of its keys", () => {
    const fide = preset("90/40+30 (FIDE)");
    const reordered = JSON.parse(JSON.stringify({ then: fide.then, firstMoves: 40, perMove: fide.perMove, blackMs: fide.blackMs, whiteMs: fide.whiteMs }));
    expect(sameControl(fide, reordered)).toBe(true);
    expect(dialogChoice(reordered).choice).toBe("90/40+30 (FIDE)");
    expect(sameControl(fide, { ...reordered, firstMoves: 41 })).toBe(false);
    expect(sameControl(timeControl(5, 5, "fischer", 3), { ...timeControl(5, 5, "fischer", 3), hourglass: false })).toBe(true);
  });
});

describe("parseClock", () => {
  it.each([
    ["4:59", 299_000],
    ["1:02:03", 3_723_000],
    ["45", 45_000],
    ["0:09", 9_000],
    ["9.5", 9_500],
    [" 10:00 ", 600_000],
    ["10:00:00", 36_000_000],
    ["0", 0],
  ])("reads %j as %d ms", (text, ms) => {
    expect(parseClock(text)).toBe(ms);
  });

  it.each(["", "abc", "4:60", "1:60:00", "1:2:3:4", "-5", "10:00:01", "4:5x", "1.25"])("refuses %j", (text) => {
    expect(parseClock(text)).toBeNull();
  });

  it("reads back what formatClock writes", () => {
    for (const ms of [0, 59_000, 299_000, 3_723_000, 36_000_000]) expect(parseClock(formatClock(ms))).toBe(ms);
  });
});
