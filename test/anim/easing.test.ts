import { describe, expect, it } from 'vitest';
import { clamp01, easeFromRest, easeInOutSine, pulse } from '../../src/anim/easing';

const SAMPLES = Array.from({ length: 101 }, (_, i) => i / 100);

describe.each([
  { name: 'easeInOutSine', ease: easeInOutSine, startSlope: 0, endSlope: 0 },
  { name: 'easeFromRest', ease: easeFromRest, startSlope: 0, endSlope: 1 },
])('$name', ({ ease, startSlope, endSlope }) => {
  it('runs from 0 to 1 without turning back', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    SAMPLES.slice(1).forEach((u, i) => expect(ease(u)).toBeGreaterThanOrEqual(ease(SAMPLES[i]!)));
  });

  it('is clamped outside 0 to 1', () => {
    expect(ease(-3)).toBe(0);
    expect(ease(7)).toBe(1);
  });

  it('starts and ends with the slopes it promises', () => {
    const h = 1e-6;
    expect((ease(h) - ease(0)) / h).toBeCloseTo(startSlope, 4);
    expect((ease(1) - ease(1 - h)) / h).toBeCloseTo(endSlope, 4);
  });
});

describe('easeInOutSine', () => {
  it('is halfway at half time, so a roll is mid-way between its cells then', () => {
    expect(easeInOutSine(0.5)).toBeCloseTo(0.5, 15);
  });
});

describe('pulse', () => {
  it.each([
    { u: 0, amount: 0 },
    { u: 0.5, amount: 1 },
    { u: 1, amount: 0 },
    { u: -1, amount: 0 },
    { u: 2, amount: 0 },
  ])('pulse($u) = $amount', ({ u, amount }) => {
    expect(pulse(u)).toBeCloseTo(amount, 15);
  });

  it('rises, then falls symmetrically', () => {
    SAMPLES.forEach((u) => expect(pulse(u)).toBeCloseTo(pulse(1 - u), 12));
    SAMPLES.filter((u) => u > 0 && u <= 0.5).forEach((u) => expect(pulse(u)).toBeGreaterThan(pulse(u - 0.01)));
  });
});

describe('clamp01', () => {
  it.each([
    [-0.5, 0],
    [0.25, 0.25],
    [1.5, 1],
  ])('clamp01(%d) = %d', (u, expected) => {
    expect(clamp01(u)).toBe(expected);
  });
});
