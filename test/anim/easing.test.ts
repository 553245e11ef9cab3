import { describe, expect, it } from 'vitest';
import { clamp01, coast, coastTimeTo, easeInOutSine, pulse, recoil } from '../../src/anim/easing';

const SAMPLES = Array.from({ length: 101 }, (_, i) => i / 100);
const h = 1e-6;

describe.each([
  { name: 'easeInOutSine', ease: easeInOutSine, startSlope: 0, endSlope: 0 },
  { name: 'coast to rest', ease: (u: number) => coast(u, 0), startSlope: 2, endSlope: 0 },
  { name: 'coast keeping half its speed', ease: (u: number) => coast(u, 0.5), startSlope: 4 / 3, endSlope: 2 / 3 },
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
    expect((ease(h) - ease(0)) / h).toBeCloseTo(startSlope, 4);
    expect((ease(1) - ease(1 - h)) / h).toBeCloseTo(endSlope, 4);
  });
});

describe('easeInOutSine', () => {
  it('is halfway at half time', () => {
    expect(easeInOutSine(0.5)).toBeCloseTo(0.5, 15);
  });
});

describe('coast', () => {
  it('slows evenly: its slope falls by the same amount in every equal stretch', () => {
    const slope = (u: number) => (coast(u + h, 0.3) - coast(u, 0.3)) / h;
    const drops = [0.1, 0.3, 0.5, 0.7].map((u) => slope(u) - slope(u + 0.2));
    drops.forEach((d) => expect(d).toBeCloseTo(drops[0]!, 4));
  });

  it.each([0.2, 0.6, 0.9])('coastTimeTo(%d) is when a coast to rest has covered that share', (share) => {
    const u = coastTimeTo(share);
    expect(coast(u, 0)).toBeCloseTo(share, 12);
    // Cut there, the rest of the way is a coast that keeps 1 - u of the speed.
    expect(coast(0.5 * u, 0) / share).toBeCloseTo(coast(0.5, 1 - u), 12);
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

describe('recoil', () => {
  const peak = 0.4;

  it('leaves at once, is furthest out at its peak and comes back to rest', () => {
    expect(recoil(0, peak)).toBe(0);
    expect((recoil(h, peak) - recoil(0, peak)) / h).toBeCloseTo(Math.PI / 2 / peak, 3);
    expect(recoil(peak, peak)).toBeCloseTo(1, 15);
    expect(recoil(1, peak)).toBeCloseTo(0, 15);
    expect((recoil(1, peak) - recoil(1 - h, peak)) / h).toBeCloseTo(0, 4);
    expect(recoil(-1, peak)).toBe(0);
    expect(recoil(2, peak)).toBeCloseTo(0, 15);
  });

  it('rises until its peak and falls after it, never leaving 0 to 1', () => {
    SAMPLES.slice(1).forEach((u, i) => {
      const before = recoil(SAMPLES[i]!, peak);
      if (u <= peak) expect(recoil(u, peak)).toBeGreaterThan(before);
      else expect(recoil(u, peak)).toBeLessThan(before);
      expect(recoil(u, peak)).toBeLessThanOrEqual(1);
    });
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
