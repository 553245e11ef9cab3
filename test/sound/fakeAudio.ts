import type { AudioContextLike } from '../../src/sound/player';

/** An AudioParam that keeps its value and every automation asked of it. */
class FakeParam {
  value = 0;
  readonly events: { readonly kind: string; readonly value: number; readonly time: number }[] = [];

  private record(kind: string, value: number, time: number): this {
    this.events.push({ kind, value, time });
    return this;
  }

  setValueAtTime(value: number, time: number): this {
    return this.record('set', value, time);
  }

  linearRampToValueAtTime(value: number, time: number): this {
    return this.record('linear', value, time);
  }

  exponentialRampToValueAtTime(value: number, time: number): this {
    return this.record('exponential', value, time);
  }

  setTargetAtTime(value: number, time: number): this {
    return this.record('target', value, time);
  }
}

class FakeNode {
  readonly outputs: unknown[] = [];

  connect<T>(node: T): T {
    this.outputs.push(node);
    return node;
  }
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam();
}

class FakeFilter extends FakeNode {
  type = 'lowpass';
  readonly frequency = new FakeParam();
  readonly Q = new FakeParam();
}

class FakeCompressor extends FakeNode {
  readonly threshold = new FakeParam();
  readonly knee = new FakeParam();
  readonly ratio = new FakeParam();
  readonly attack = new FakeParam();
  readonly release = new FakeParam();
}

/** A source node: when it was told to start and to stop, on the audio clock. */
export class FakeSource extends FakeNode {
  started: number | null = null;
  stopped: number | null = null;
  type = 'sine';
  loop = false;
  buffer: unknown = null;
  readonly frequency = new FakeParam();

  private readonly endListeners: (() => void)[] = [];

  start(when = 0): void {
    this.started = when;
  }

  stop(when = 0): void {
    this.stopped = when;
  }

  addEventListener(type: string, listener: () => void): void {
    if (type === 'ended') this.endListeners.push(listener);
  }

  /** The sound has played out, as the browser would say. */
  end(): void {
    for (const listener of this.endListeners) listener();
  }
}

/** Just enough of an AudioContext to see what would be played, and when, on a clock the test moves. */
export class FakeAudioContext {
  state: AudioContextState = 'running';
  readonly sampleRate = 8000;
  readonly destination = new FakeNode();
  readonly sources: FakeSource[] = [];
  readonly gains: FakeGain[] = [];

  constructor(private readonly seconds: () => number = () => 0) {}

  get currentTime(): number {
    return this.seconds();
  }

  createGain(): FakeGain {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }

  createOscillator(): FakeSource {
    return this.source();
  }

  createBufferSource(): FakeSource {
    return this.source();
  }

  createBiquadFilter(): FakeFilter {
    return new FakeFilter();
  }

  createDynamicsCompressor(): FakeCompressor {
    return new FakeCompressor();
  }

  createBuffer(_channels: number, length: number): { getChannelData(): Float32Array } {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }

  /** As in a browser, the state changes when the promise settles, not at the call. */
  resume(): Promise<void> {
    return Promise.resolve().then(() => {
      this.state = 'running';
    });
  }

  suspend(): Promise<void> {
    return Promise.resolve().then(() => {
      this.state = 'suspended';
    });
  }

  /** The gain every sound goes through: the first one made. */
  get master(): FakeGain {
    return this.gains[0]!;
  }

  /** When sounds were told to start, in order, each moment once. */
  startTimes(): number[] {
    const times = this.sources.flatMap((s) => (s.started === null ? [] : [s.started]));
    return [...new Set(times)].sort((a, b) => a - b);
  }

  private source(): FakeSource {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }

  asContext(): AudioContextLike {
    return this as unknown as AudioContextLike;
  }
}
