// What the clocks show between two answers from the Rust side. The Rust side
// keeps the time (on a monotonic clock); the page only counts down from its
// last reading so that the digits move smoothly, and asks again at zero.
import { TIME_CONTROL_LIMITS, type ClockView, type Color, type PerMove, type TimeControl } from "../bindings";
import { m } from "../words/catalogue";

/** Time left on each side `elapsed` ms after the reading `clock` arrived. */
export function remaining(clock: ClockView, elapsed: number): Record<Color, number> {
  const out = { white: clock.whiteMs, black: clock.blackMs };
  const side = clock.running;
  if (side && !clock.paused) {
    // A simple delay is spent before the clock itself starts to run.
    const spent = Math.max(0, elapsed - clock.delayMs);
    out[side] = Math.max(0, out[side] - spent);
  }
  return out;
}

/**
 * Below this a side's clock is shown as low: 20 seconds, or a tenth of the
 * side's starting time when that is less (6 s in a one-minute game, where
 * 20 s is a third of it).
 */
export function lowTimeMs(control: TimeControl, side: Color): number {
  const base = side === "white" ? control.whiteMs : control.blackMs;
  return Math.min(20_000, base / 10);
}

/** "1:02:03", "4:59", then tenths under ten seconds: "9.8", "0.0". */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) return (Math.floor(t / 100) / 10).toFixed(1);
  const total = Math.floor(t / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The clock in words for screen readers: "4 minutes 59 seconds". */
export function speakClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600), min = Math.floor((total % 3600) / 60), s = total % 60;
  const parts = [
    h ? m.clock_spoken_hours({ hours: h }) : "",
    min ? m.clock_spoken_minutes({ minutes: min }) : "",
    s ? m.clock_spoken_seconds({ seconds: s }) : "",
  ].filter(Boolean);
  return parts.length ? parts.reduce((first, rest) => m.clock_spoken_parts({ first, rest })) : m.clock_spoken_seconds({ seconds: 0 });
}

const fischer = (seconds: number): PerMove => (seconds > 0 ? { kind: "fischer", ms: seconds * 1000 } : { kind: "none" });
/** A control of one stage: `minutes` each and a Fischer increment of `seconds`. */
const sudden = (minutes: number, seconds: number): TimeControl => ({
  whiteMs: minutes * 60_000,
  blackMs: minutes * 60_000,
  perMove: fischer(seconds),
});

/**
 * The presets: the rapid and blitz controls, then two tournament controls
 * in stages: FIDE's classical (90 minutes for 40 moves, then 30 minutes,
 * +30 s from move 1) and 120/40 + 60/20 + 15 minutes, +30 s.
 */
export const PRESETS: ReadonlyArray<{ label: string; control: TimeControl }> = [
  { label: "1+0", control: sudden(1, 0) },
  { label: "3+2", control: sudden(3, 2) },
  { label: "5+0", control: sudden(5, 0) },
  { label: "5+3", control: sudden(5, 3) },
  { label: "10+0", control: sudden(10, 0) },
  { label: "10+5", control: sudden(10, 5) },
  { label: "15+10", control: sudden(15, 10) },
  { label: "30+0", control: sudden(30, 0) },
  { label: "90+30", control: sudden(90, 30) },
  {
    label: "90/40+30 (FIDE)",
    control: { ...sudden(90, 30), firstMoves: 40, then: [{ ms: 30 * 60_000, perMove: fischer(30) }] },
  },
  {
    label: "120/40, 60/20, 15 +30",
    control: {
      ...sudden(120, 30),
      firstMoves: 40,
      then: [
        { moves: 20, ms: 60 * 60_000, perMove: fischer(30) },
        { ms: 15 * 60_000, perMove: fischer(30) },
      ],
    },
  },
];

/** Whether two time controls are the same (a preset and the last game's, whose keys come in another order). */
export function sameControl(a: TimeControl, b: TimeControl): boolean {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined && x !== null && x !== false && !(Array.isArray(x) && x.length === 0))
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, x]) => [k, canon(x)]),
          )
        : v;
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}

export type PerMoveKind = PerMove["kind"];

/** A later stage of the custom form: the minutes it adds, for a number of moves (null: the rest of the game). */
export interface LaterStage {
  minutes: number;
  moves: number | null;
}

/** The custom form's stages: moves in the first stage (null: one stage for the whole game), then the later ones. */
export interface StagesForm {
  firstMoves: number | null;
  then: LaterStage[];
}

/** The most stages after the first and moves in one: the Rust side's limits. */
export const MAX_LATER_STAGES = TIME_CONTROL_LIMITS.maxLaterStages;
export const MAX_STAGE_MOVES = TIME_CONTROL_LIMITS.maxStageMoves;

/** A whole number of moves from 1 to MAX_STAGE_MOVES, or null (blank, zero or not a number). */
const stageMoves = (n: number | null | undefined): number | null =>
  typeof n === "number" && Number.isFinite(n) && n >= 1 ? Math.min(MAX_STAGE_MOVES, Math.round(n)) : null;

/**
 * A time control from minutes per side and seconds per move; an hourglass
 * has nothing per move (the time one side uses goes to the other). With
 * `stages` whose first stage has a number of moves, the later stages
 * follow (the same for both sides, with the same rule per move): "90
 * minutes for 40 moves, then 30 for the rest, +30 s".
 */
export function timeControl(
  whiteMin: number,
  blackMin: number,
  kind: PerMoveKind,
  seconds: number,
  hourglass = false,
  stages: StagesForm | null = null,
): TimeControl {
  const ms = (min: number) => Math.round(min * 60_000);
  if (hourglass) return { whiteMs: ms(whiteMin), blackMs: ms(blackMin), perMove: { kind: "none" }, hourglass: true };
  const per: PerMove = kind === "none" || seconds <= 0 ? { kind: "none" } : { kind, ms: Math.round(seconds * 1000) };
  const single = { whiteMs: ms(whiteMin), blackMs: ms(blackMin), perMove: per };
  const firstMoves = stageMoves(stages?.firstMoves);
  // A stage for the rest of the game is the last: any after it are left out.
  const given = (stages?.then ?? []).filter((st) => st.minutes > 0).slice(0, MAX_LATER_STAGES);
  const rest = given.findIndex((st) => stageMoves(st.moves) === null);
  const then = rest === -1 ? given : given.slice(0, rest + 1);
  if (firstMoves === null || then.length === 0) return single;
  return {
    ...single,
    firstMoves,
    then: then.map((st) => {
      const moves = stageMoves(st.moves);
      return { ...(moves === null ? {} : { moves }), ms: ms(st.minutes), perMove: per };
    }),
  };
}

/**
 * "5+3", "10 min", "3+2 delay", "3+2 Bronstein"; with time odds each side
 * is named: "White 5 min, Black 1 min, +3 s" (a bare "5 | 1+3" read as a
 * riddle to players).
 */
export function describeControl(tc: TimeControl): string {
  const min = (ms: number) => `${+(ms / 60_000).toFixed(2)}`;
  const sec = (ms: number) => `${+(ms / 1000).toFixed(1)}`;
  const odds = () => m.clock_odds({ white: min(tc.whiteMs), black: min(tc.blackMs) });
  if (tc.hourglass)
    return tc.whiteMs === tc.blackMs
      ? m.clock_hourglass({ minutes: min(tc.whiteMs) })
      : m.clock_hourglass_odds({ white: min(tc.whiteMs), black: min(tc.blackMs) });
  const preset = PRESETS.find((p) => sameControl(p.control, tc) && (tc.firstMoves !== undefined || (tc.then?.length ?? 0) > 0));
  if (preset) return preset.label;
  if (tc.firstMoves !== undefined || (tc.then?.length ?? 0) > 0) {
    // Stages: "90/40, then 30, +30 s" (minutes for moves, as arbiters write them).
    const stage = (ms: number, moves: number | null | undefined) => (moves ? m.clock_stage({ minutes: min(ms), moves }) : min(ms));
    const all = [stage(tc.whiteMs, tc.firstMoves), ...(tc.then ?? []).map((st) => stage(st.ms, st.moves))];
    const joined = all.reduceRight((rest, first) => m.clock_stages_then({ first, rest }));
    const p = tc.perMove;
    const stages =
      p.kind === "none"
        ? joined
        : p.kind === "fischer"
          ? m.clock_stages_fischer({ stages: joined, seconds: sec(p.ms) })
          : m.clock_stages_delay({ stages: joined, seconds: sec(p.ms) });
    return tc.whiteMs !== tc.blackMs || tc.blackThen ? m.clock_stages_odds({ odds: odds(), stages }) : stages;
  }
  const per = tc.perMove;
  if (tc.whiteMs !== tc.blackMs) {
    if (per.kind === "none") return odds();
    const seconds = sec(per.ms);
    const words = { fischer: m.clock_odds_fischer, simpleDelay: m.clock_odds_delay, bronstein: m.clock_odds_bronstein };
    return words[per.kind]({ odds: odds(), seconds });
  }
  const minutes = min(tc.whiteMs);
  if (per.kind === "none") return m.clock_sudden({ minutes });
  const seconds = sec(per.ms);
  const words = { fischer: m.clock_fischer, simpleDelay: m.clock_delay, bronstein: m.clock_bronstein };
  return words[per.kind]({ minutes, seconds });
}

/** What the New game dialog shows for a time control. */
export interface DialogChoice {
  /** "untimed", a preset's label, or "custom". */
  choice: string;
  whiteMin: number;
  blackMin: number;
  kind: PerMoveKind;
  seconds: number;
  /** The custom form's hourglass box. */
  hourglass: boolean;
  /** The custom form's stages. */
  stages: StagesForm;
}

/** The dialog's form for `tc` (the last game's clock): its preset, or custom with its figures. */
export function dialogChoice(tc: TimeControl | null): DialogChoice {
  const noStages: StagesForm = { firstMoves: null, then: [] };
  if (!tc) return { choice: "untimed", whiteMin: 5, blackMin: 5, kind: "fischer", seconds: 3, hourglass: false, stages: noStages };
  const per = tc.perMove;
  const seconds = per.kind === "none" ? 0 : per.ms / 1000;
  const preset = PRESETS.find((p) => sameControl(p.control, tc));
  // A staged control that is no preset is offered with its stages (White's:
  // the form's later stages are the same for both sides).
  const stages: StagesForm =
    tc.firstMoves && tc.then?.length
      ? { firstMoves: tc.firstMoves, then: tc.then.map((st) => ({ minutes: st.ms / 60_000, moves: st.moves ?? null })) }
      : noStages;
  return {
    choice: preset?.label ?? "custom",
    whiteMin: tc.whiteMs / 60_000,
    blackMin: tc.blackMs / 60_000,
    kind: per.kind,
    seconds: per.kind === "none" ? 3 : seconds,
    hourglass: !!tc.hourglass,
    stages,
  };
}

/** The longest time a clock may be set to by hand (the Rust side's limit: ten hours). */
export const MAX_SET_MS = TIME_CONTROL_LIMITS.maxBaseMs;

/**
 * A time typed into the clock editor, in ms: "4:59", "1:02:03", "45"
 * (seconds), "9.5"; null for anything else or past MAX_SET_MS. Minutes and
 * seconds after a colon are 0–59.
 */
export function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,5})(?::(\d{1,2}))?(?::(\d{1,2}))?(?:\.(\d))?\s*$/.exec(text);
  if (!m) return null;
  const parts = [m[1], m[2], m[3]].filter((p): p is string => p !== undefined).map(Number);
  if (parts.slice(1).some((p) => p > 59)) return null;
  const seconds = parts.reduce((total, p) => total * 60 + p, 0);
  const ms = seconds * 1000 + Number(m[4] ?? 0) * 100;
  return ms <= MAX_SET_MS ? ms : null;
}
