// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { MarbleChart } from '../../src/ui/MarbleChart';
import { tableWith } from '../store/fixtures';
import { loadLines, mountWith, pathOfNames, unmountAll } from './history';
import { acting } from './render';

afterEach(unmountAll);

// Red's b2 shoves Red's own a1 off the board, Blue's f6 Blue's g7; the variation c3 d4 shoves nothing.
const LINES = [
  ['a1', 'g7', 'b2', 'f6'],
  ['a1', 'c3', 'd4'],
];

function chartAt(at: readonly string[]) {
  const { store } = tableWith();
  loadLines(store, LINES, at);
  const view = mountWith(store, <MarbleChart />);
  const svg = view.querySelector<SVGSVGElement>('svg[role="slider"]')!;
  // jsdom lays nothing out: the chart is 400 px wide here, and keeps the pointer it captures.
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 80 }) as DOMRect;
  let captured = false;
  svg.setPointerCapture = () => (captured = true);
  svg.hasPointerCapture = () => captured;
  return { store, view, svg };
}

function pointer(svg: SVGSVGElement, type: 'pointerdown' | 'pointermove', clientX: number): void {
  act(() => {
    svg.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX, buttons: 1 }));
  });
}

function lines(view: HTMLElement, kind: 'main' | 'variation'): string[] {
  return [...view.querySelectorAll(`polyline.marble-chart-${kind}`)].map((p) => p.getAttribute('points') ?? '');
}

describe('MarbleChart', () => {
  test('on the main line: one solid line per player, the cursor and the counts at the current move', () => {
    const { view, svg } = chartAt(['a1', 'g7', 'b2']);
    // 4 plies across 300 units, 0 to 8 marbles down 76 units.
    expect(lines(view, 'main')).toEqual([
      '0,76 75,66.5 150,66.5 225,66.5 300,66.5',
      '0,76 75,76 150,66.5 225,66.5 300,66.5',
    ]);
    expect(lines(view, 'variation')).toEqual([]);
    expect(view.querySelector('.marble-chart-cursor')?.getAttribute('x1')).toBe('225');
    expect(svg.getAttribute('aria-valuenow')).toBe('3');
    expect(svg.getAttribute('aria-valuemax')).toBe('4');
    expect(svg.getAttribute('aria-valuetext')).toBe('Move 3 of 4: Red 1 and Blue 1 on the board');
    expect([...view.querySelectorAll('.marble-chart-legend li')].map((li) => li.textContent)).toEqual([
      'Red 1',
      'Blue 1',
    ]);
  });

  test('in a variation: the main line solid, the variation dashed from where it leaves', () => {
    const { view, svg } = chartAt(['a1', 'c3', 'd4']);
    expect(lines(view, 'main')).toHaveLength(2);
    expect(lines(view, 'main')[0]).toBe('0,76 75,66.5 150,66.5 225,66.5 300,66.5');
    expect(lines(view, 'variation')).toEqual(['75,66.5 150,66.5 225,57', '75,76 150,66.5 225,66.5']);
    expect(svg.getAttribute('aria-valuetext')).toBe('Move 3 of 3: Red 2 and Blue 1 on the board');
  });

  test('stepping back before the fork keeps the variation: the line is still the variation', () => {
    const { store, view, svg } = chartAt(['a1', 'c3', 'd4']);
    acting(() => store.getState().goToPly(1));
    expect(lines(view, 'variation')).toHaveLength(2);
    expect(svg.getAttribute('aria-valuetext')).toBe('Move 1 of 3: Red 1 and Blue 0 on the board');
    expect(view.querySelector('.marble-chart-cursor')?.getAttribute('x1')).toBe('75');
  });

  test.each([
    { at: ['a1', 'g7', 'b2', 'f6'], x: 100, to: ['a1'] },
    { at: ['a1'], x: 300, to: ['a1', 'g7', 'b2'] },
    { at: ['a1'], x: 0, to: [] },
    { at: ['a1', 'c3'], x: 300, to: ['a1', 'c3', 'd4'] },
    // Past the variation's end only the main line goes on.
    { at: ['a1', 'c3'], x: 400, to: ['a1', 'g7', 'b2', 'f6'] },
  ])('from $at a press at x $x goes to $to', ({ at, x, to }) => {
    const { store, svg } = chartAt(at);
    pointer(svg, 'pointerdown', x);
    expect(store.getState().path).toBe(pathOfNames(store, to));
  });

  test('dragging goes through the moves; moving without a press does nothing', () => {
    const { store, svg } = chartAt(['a1', 'g7', 'b2', 'f6']);
    pointer(svg, 'pointermove', 0);
    expect(store.getState().cursor).toBe(4);
    pointer(svg, 'pointerdown', 400);
    pointer(svg, 'pointermove', 200);
    expect(store.getState().cursor).toBe(2);
    pointer(svg, 'pointermove', 90);
    expect(store.getState().cursor).toBe(1);
  });
});
