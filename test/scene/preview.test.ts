import { describe, expect, test } from 'vitest';
import { cellCenter, offBoardPoint } from '../../src/anim/geometry';
import { play } from '../../src/engine/game';
import { OVERLAY_Y, previewGeometry, previewMarks } from '../../src/scene/previewGeometry';
import { cellOf, stateOf } from '../engine/helpers';
import { rulesExample } from '../engine/rules-examples';

function eventsOf(layout: readonly string[], drop: string) {
  const state = stateOf(layout);
  const played = play(state, cellOf(state.board, drop));
  if (!played.ok) throw new Error(JSON.stringify(played.error));
  return { board: state.board, events: played.value.events };
}

function planar(point: readonly number[]): [number, number] {
  return [point[0]!, point[2]!];
}

describe('previewMarks', () => {
  test('an arrow from each moving marble to where it ends', () => {
    const { board, events } = eventsOf(rulesExample(1).before, 'd4');
    const arrows = previewMarks(board, events);
    expect(arrows.map((m) => m.kind)).toEqual(['arrow', 'arrow', 'arrow']);
    const ends = arrows.map((m) => (m.kind === 'arrow' ? [m.from, m.to] : null));
    expect(ends).toContainEqual([
      planar(cellCenter(board, cellOf(board, 'e4'))),
      planar(cellCenter(board, cellOf(board, 'f4'))),
    ]);
  });

  test('a cross where a marble leaves the board, over the edge or into a hole', () => {
    const { board, events } = eventsOf(rulesExample(3).before, 'd3');
    const crosses = previewMarks(board, events).filter((m) => m.kind === 'cross');
    expect(crosses).toEqual([{ kind: 'cross', at: planar(cellCenter(board, cellOf(board, 'd1'))) }]);

    const edge = eventsOf(rulesExample(2).before, 'd6');
    const exits = previewMarks(edge.board, edge.events).filter((m) => m.kind === 'cross');
    expect(exits).toHaveLength(2);
    expect(exits).toContainEqual({ kind: 'cross', at: planar(offBoardPoint(edge.board, cellOf(edge.board, 'c7'), 4)) });
  });

  test('a push stopped by a cushion gets a short stub toward it; a bumper reflection pushes in a second colour', () => {
    const { board, events } = eventsOf(rulesExample(4).before, 'd3');
    const arrows = previewMarks(board, events).flatMap((m) => (m.kind === 'arrow' ? [m] : []));
    const colours = new Set(arrows.map((a) => a.colour.getHexString()));
    expect(arrows).toHaveLength(3);
    expect(colours.size).toBe(3);
    const stub = arrows[0]!;
    const length = Math.hypot(stub.to[0] - stub.from[0], stub.to[1] - stub.from[1]);
    expect(length).toBeLessThan(0.5);
  });

  test('no push, no mark; the geometry is flat above the marbles', () => {
    const { board, events } = eventsOf(
      ['.......', '.......', '.......', '.......', '.......', '.......', '.......'],
      'd4',
    );
    expect(previewMarks(board, events)).toEqual([]);
    const geometry = previewGeometry([{ kind: 'cross', at: [0, 0] }]);
    const position = geometry.getAttribute('position');
    expect(position.count).toBe(12);
    for (let i = 0; i < position.count; i++) expect(position.getY(i)).toBeCloseTo(OVERLAY_Y, 5);
  });
});
