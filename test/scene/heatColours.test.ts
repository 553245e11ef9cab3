import { describe, expect, test } from 'vitest';
import { HEAT_STOPS, heatColour, heatGradient, heatSpots } from '../../src/scene/heatColours';
import { stateOf } from '../engine/helpers';

describe('heat colours', () => {
  test('the ramp runs from its first stop to its last, through the stops between', () => {
    expect(heatColour(0)).toBe(HEAT_STOPS[0]);
    expect(heatColour(0.5)).toBe(HEAT_STOPS[2]);
    expect(heatColour(1)).toBe(HEAT_STOPS[4]);
    // Halfway between #2c7bb6 and #abd9e9.
    expect(heatColour(0.125)).toBe('#6caad0');
  });

  test('levels outside 0 to 1, and no level at all, are clamped', () => {
    expect(heatColour(-1)).toBe(HEAT_STOPS[0]);
    expect(heatColour(3)).toBe(HEAT_STOPS[4]);
    expect(heatColour(Number.NaN)).toBe(HEAT_STOPS[0]);
  });

  test('the legend shows the same stops', () => {
    expect(heatGradient()).toBe(`linear-gradient(to right, ${HEAT_STOPS.join(', ')})`);
  });
});

describe('heat spots', () => {
  // Layout indices: row 0 is 0 to 2, the cushion is 1 and the hole 4.
  const board = stateOf(['.C.', '.H.', '...'], { marbles: 2 }).board;
  const counts = [4, 3, 0, 1, 6, 2, 0, 0, 8];

  test('drops and exits colour the cells, each as a share of the largest count', () => {
    const spots = heatSpots(board, 'drops', counts);
    expect(spots.map((s) => s.cell)).toEqual([0, 2, 3, 5, 6, 7, 8]);
    expect(spots.find((s) => s.cell === 0)?.level).toBe(0.5);
    expect(spots.find((s) => s.cell === 8)?.level).toBe(1);
    expect(heatSpots(board, 'exits', counts).map((s) => s.cell)).toEqual([0, 2, 3, 5, 6, 7, 8]);
  });

  test('obstacle actions colour the obstacles only, against the largest of theirs', () => {
    expect(heatSpots(board, 'obstacles', counts)).toEqual([
      { cell: 1, level: 0.5 },
      { cell: 4, level: 1 },
    ]);
  });

  test('with nothing counted every spot is at the cool end', () => {
    expect(heatSpots(board, 'drops', []).every((s) => s.level === 0)).toBe(true);
  });
});
