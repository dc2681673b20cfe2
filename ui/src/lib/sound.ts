// Short move sounds synthesized with the Web Audio API: no audio files to
// ship or fetch, and nothing at all where Web Audio is missing.

export type SoundKind = "move" | "capture" | "check" | "end" | "tick";

export interface Sounds {
  /** Plays one sound now; never throws. */
  play(kind: SoundKind): void;
}

/** One enveloped oscillator note, times in seconds from the start of the sound. */
interface Note {
  wave: OscillatorType;
  /** Frequency at the start, in Hz. */
  hz: number;
  /** Frequency glided to by the end (a falling pitch reads as a "thump"). */
  toHz?: number;
  at: number;
  length: number;
  /** Peak gain, 0 to 1. */
  peak: number;
}

interface Recipe {
  /** Low-pass cut-off: takes the buzz off the triangle and square waves. */
  cutoff: number;
  notes: readonly Note[];
}

// Every sound ends within 150 ms so a fast exchange of moves never overlaps.
export const RECIPES: Readonly<Record<SoundKind, Recipe>> = {
  move: { cutoff: 1800, notes: [{ wave: "triangle", hz: 520, toHz: 240, at: 0, length: 0.06, peak: 0.25 }] },
  capture: {
    cutoff: 1400,
    notes: [
      { wave: "triangle", hz: 300, toHz: 120, at: 0, length: 0.09, peak: 0.45 },
      { wave: "square", hz: 150, toHz: 80, at: 0, length: 0.05, peak: 0.12 },
    ],
  },
  // A rising fifth: noticeable without alarm.
  check: {
    cutoff: 5000,
    notes: [
      { wave: "sine", hz: 880, at: 0, length: 0.06, peak: 0.22 },
      { wave: "sine", hz: 1320, at: 0.06, length: 0.07, peak: 0.22 },
    ],
  },
  // A dry click, once a second while a clock runs low: heard, not alarming.
  tick: { cutoff: 4000, notes: [{ wave: "square", hz: 1600, at: 0, length: 0.02, peak: 0.08 }] },
  // A rising major triad: the game is over.
  end: {
    cutoff: 5000,
    notes: [
      { wave: "sine", hz: 523.25, at: 0, length: 0.06, peak: 0.2 },
      { wave: "sine", hz: 659.25, at: 0.04, length: 0.06, peak: 0.2 },
      { wave: "sine", hz: 783.99, at: 0.08, length: 0.065, peak: 0.2 },
    ],
  },
};

export type AudioContextClass = new () => AudioContext;

/** The page's AudioContext constructor (older WebKit prefixes it), if any. */
function pageAudioContext(): AudioContextClass | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Attack time: long enough to avoid a click at the note's start. */
const ATTACK = 0.005;
/** Exponential ramps cannot reach 0; this is silent. */
const SILENT = 0.0001;

function schedule(ctx: AudioContext, recipe: Recipe): void {
  const now = ctx.currentTime;
  const filter = ctx.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(recipe.cutoff, now);
  filter.connect(ctx.destination);
  for (const note of recipe.notes) {
    const start = now + note.at;
    const end = start + note.length;
    const osc = ctx.createOscillator();
    osc.type = note.wave;
    osc.frequency.setValueAtTime(note.hz, start);
    if (note.toHz !== undefined) osc.frequency.exponentialRampToValueAtTime(note.toHz, end);
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(SILENT, start);
    gain.gain.linearRampToValueAtTime(note.peak, start + ATTACK);
    gain.gain.exponentialRampToValueAtTime(SILENT, end);
    osc.connect(gain);
    gain.connect(filter);
    osc.start(start);
    osc.stop(end);
  }
}

/**
 * The move sounds. The AudioContext is created on the first `play`, not
 * here: browsers only let audio start after a user gesture, and a move is one.
 */
export function createSounds(Context: AudioContextClass | undefined = pageAudioContext()): Sounds {
  let ctx: AudioContext | null = null;
  let broken = !Context;
  return {
    play(kind) {
      if (broken || !Context) return;
      try {
        ctx ??= new Context();
        // A context made before a gesture, or after the page was hidden, waits.
        if (ctx.state === "suspended") void ctx.resume().catch(() => {});
        schedule(ctx, RECIPES[kind]);
      } catch {
        // No audio device, a blocked context: stay silent from now on.
        broken = true;
      }
    },
  };
}

/** A short buzz on devices that have one (mobile webviews); nothing elsewhere. */
export function haptic(): void {
  if (typeof navigator === "undefined") return;
  try {
    navigator.vibrate?.(12);
  } catch {
    // Some webviews throw instead of ignoring a vibration they do not allow.
  }
}
