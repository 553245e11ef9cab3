/** Few digits, so that a seed is easy to read out and type back. */
const SEED_RANGE = 1_000_000;

/** A seed nobody chose: from the browser's random source (the engine itself takes seeds only). */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % SEED_RANGE;
}
