/**
 * A small seeded generator (xorshift32): the engine's only source of randomness, so every
 * random board, self-play game and search is reproducible from its seed.
 */
export class Random {
  /**
   * The state, in a typed array: most 32-bit values are too large for V8's small integers, and
   * storing one in a plain field can allocate a number box on every step of a playout.
   */
  private readonly s = new Uint32Array(1);

  constructor(seed: number) {
    // Mix the seed so that nearby seeds give unrelated streams, and never let the state be 0.
    let s = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.s[0] = (s ^ (s >>> 16)) >>> 0 || 0x6d2b79f5;
  }

  /** The next 32-bit unsigned value. */
  next(): number {
    let s = this.s[0]!;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.s[0] = s;
    return this.s[0];
  }

  /** A whole number in [0, n). */
  below(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** The raw state, for kernels that step the generator inline. */
  get state(): number {
    return this.s[0]!;
  }

  set state(value: number) {
    this.s[0] = value >>> 0 || 0x6d2b79f5;
  }
}
