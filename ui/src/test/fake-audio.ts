// A fake AudioContext that records what is scheduled on it, so that the
// sounds can be tested in jsdom (which has no Web Audio).

export interface ParamEvent {
  kind: "set" | "linear" | "exponential";
  value: number;
  time: number;
}

class FakeParam {
  readonly events: ParamEvent[] = [];
  setValueAtTime(value: number, time: number): this {
    this.events.push({ kind: "set", value, time });
    return this;
  }
  linearRampToValueAtTime(value: number, time: number): this {
    this.events.push({ kind: "linear", value, time });
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number): this {
    if (value <= 0) throw new RangeError("an exponential ramp cannot reach 0");
    this.events.push({ kind: "exponential", value, time });
    return this;
  }
}

export type FakeNode = FakeOscillator | FakeGain | FakeFilter | FakeDestination;

class FakeNodeBase {
  readonly outputs: FakeNode[] = [];
  connect(to: FakeNode): FakeNode {
    this.outputs.push(to);
    return to;
  }
}

export class FakeOscillator extends FakeNodeBase {
  readonly name = "oscillator";
  type: OscillatorType = "sine";
  readonly frequency = new FakeParam();
  startAt: number | null = null;
  stopAt: number | null = null;
  start(time = 0): void {
    this.startAt = time;
  }
  stop(time = 0): void {
    this.stopAt = time;
  }
}

export class FakeGain extends FakeNodeBase {
  readonly name = "gain";
  readonly gain = new FakeParam();
}

export class FakeFilter extends FakeNodeBase {
  readonly name = "filter";
  type: BiquadFilterType = "lowpass";
  readonly frequency = new FakeParam();
}

export class FakeDestination extends FakeNodeBase {
  readonly name = "destination";
}

export class FakeAudioContext {
  /** Every context made, newest last. */
  static made: FakeAudioContext[] = [];
  state: AudioContextState;
  currentTime = 10;
  readonly destination = new FakeDestination();
  readonly oscillators: FakeOscillator[] = [];
  resumed = 0;

  constructor(state: AudioContextState = "running") {
    this.state = state;
    FakeAudioContext.made.push(this);
  }
  createOscillator(): FakeOscillator {
    const o = new FakeOscillator();
    this.oscillators.push(o);
    return o;
  }
  createGain(): FakeGain {
    return new FakeGain();
  }
  createBiquadFilter(): FakeFilter {
    return new FakeFilter();
  }
  resume(): Promise<void> {
    this.resumed += 1;
    this.state = "running";
    return Promise.resolve();
  }
}

/** The fake as the constructor type `createSounds` takes. */
export const asContextClass = (c: new () => FakeAudioContext) => c as unknown as new () => AudioContext;

/** The chain from a node to the destination, by node name. */
export function path(node: FakeNode): string[] {
  const names: string[] = [node.name];
  let at = node;
  while (at.outputs.length > 0) {
    at = at.outputs[0]!;
    names.push(at.name);
  }
  return names;
}
