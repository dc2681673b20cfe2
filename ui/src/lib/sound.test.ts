import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSounds, haptic, type SoundKind } from "./sound";
import { asContextClass, FakeAudioContext, FakeGain, path, type FakeOscillator } from "../test/fake-audio";

/** Plays one sound on a fresh fake context; answers what was scheduled. */
function played(kind: SoundKind): { ctx: FakeAudioContext; oscs: FakeOscillator[] } {
  createSounds(asContextClass(FakeAudioContext)).play(kind);
  const ctx = FakeAudioContext.made.at(-1)!;
  return { ctx, oscs: ctx.oscillators };
}

const startHz = (o: FakeOscillator) => o.frequency.events[0]!.value;
const peak = (o: FakeOscillator) => {
  const gain = o.outputs[0] as FakeGain;
  return Math.max(...gain.gain.events.map((e) => e.value));
};

beforeEach(() => {
  FakeAudioContext.made = [];
});

describe("createSounds", () => {
  it.each([
    // kind, notes, start frequencies (Hz)
    ["move", 1, [520]],
    ["capture", 2, [300, 150]],
    ["check", 2, [880, 1320]],
    ["end", 3, [523.25, 659.25, 783.99]],
    ["tick", 1, [1600]],
  ] as const)("%s: %i note(s) starting at %j Hz", (kind, count, hz) => {
    const { oscs } = played(kind);
    expect(oscs).toHaveLength(count);
    expect(oscs.map(startHz)).toEqual(hz);
  });

  it.each(["move", "capture", "check", "end", "tick"] as const)(
    "%s: each note goes oscillator → gain → low-pass → speakers, and all is over within 150 ms",
    (kind) => {
      const { ctx, oscs } = played(kind);
      for (const o of oscs) {
        expect(path(o)).toEqual(["oscillator", "gain", "filter", "destination"]);
        expect(o.startAt).toBeGreaterThanOrEqual(ctx.currentTime);
        expect(o.stopAt! - ctx.currentTime).toBeLessThan(0.15);
        const gain = (o.outputs[0] as FakeGain).gain.events;
        // Fades in and out (no click), and ends silent when the oscillator stops.
        expect(gain[0]).toMatchObject({ kind: "set", time: o.startAt });
        expect(gain.at(-1)).toMatchObject({ kind: "exponential", time: o.stopAt });
        expect(gain.at(-1)!.value).toBeLessThan(0.001);
      }
    },
  );

  it("a capture is lower and louder than a move", () => {
    const move = played("move").oscs[0]!;
    const capture = played("capture").oscs[0]!;
    expect(startHz(capture)).toBeLessThan(startHz(move));
    expect(peak(capture)).toBeGreaterThan(peak(move));
  });

  it("check is two notes, one after the other, rising", () => {
    const [a, b] = played("check").oscs;
    expect(b!.startAt!).toBeGreaterThanOrEqual(a!.stopAt!);
    expect(startHz(b!)).toBeGreaterThan(startHz(a!));
  });

  it("makes its one AudioContext on the first play, not before", () => {
    const sounds = createSounds(asContextClass(FakeAudioContext));
    expect(FakeAudioContext.made).toHaveLength(0);
    sounds.play("move");
    sounds.play("capture");
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.oscillators).toHaveLength(3);
  });

  it("resumes a context the browser suspended", () => {
    class Suspended extends FakeAudioContext {
      constructor() {
        super("suspended");
      }
    }
    createSounds(asContextClass(Suspended)).play("move");
    expect(FakeAudioContext.made[0]!.resumed).toBe(1);
  });

  it("does nothing without Web Audio (jsdom has none)", () => {
    expect(() => createSounds(undefined).play("check")).not.toThrow();
    expect(() => createSounds().play("end")).not.toThrow();
  });

  it("goes quiet for good when the context cannot be made", () => {
    let tries = 0;
    class Refused {
      constructor() {
        tries += 1;
        throw new Error("no audio device");
      }
    }
    const sounds = createSounds(Refused as unknown as new () => AudioContext);
    expect(() => sounds.play("move")).not.toThrow();
    expect(() => sounds.play("move")).not.toThrow();
    expect(tries).toBe(1);
  });
});

describe("haptic", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "vibrate");
  });

  it("vibrates for 12 ms where the device can", () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    haptic();
    expect(vibrate).toHaveBeenCalledWith(12);
  });

  it("does nothing where it cannot", () => {
    expect("vibrate" in navigator).toBe(false);
    expect(() => haptic()).not.toThrow();
  });
});
