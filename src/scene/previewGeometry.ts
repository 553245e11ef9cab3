import { BufferGeometry, Color, Float32BufferAttribute } from 'three';
import { MARBLE_RADIUS, cellCenter, offBoardPoint } from '../anim/geometry';
import type { Planar } from '../anim/outline';
import type { Board } from '../engine/board';
import type { MoveEvent } from '../engine/drop';

/** Arrows float just above the marbles, so a line of marbles never hides them. */
export const OVERLAY_Y = 2 * MARBLE_RADIUS + 0.08;

const PHASE_ONE = new Color('#1d2126');
const PHASE_TWO = new Color('#e8621c');
const STOPPED = new Color('#7d8792');
const LEAVES = new Color('#ff2020');

/** One mark of the preview: an arrow for a marble's path, a cross where it leaves the board. */
export type PreviewMark =
  | { readonly kind: 'arrow'; readonly from: Planar; readonly to: Planar; readonly colour: Color }
  | { readonly kind: 'cross'; readonly at: Planar };

function planar(board: Board, cell: number): Planar {
  const [x, , z] = cellCenter(board, cell);
  return [x, z];
}

/** Shortens the segment from `from` toward `to` to `share` of its length. */
function toward(from: Planar, to: Planar, share: number): Planar {
  return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
}

/**
 * The marks for a push list: every marble that would move gets an arrow to where it ends (phase-2
 * pushes in another colour), every marble that would leave the board a cross where it goes, and a
 * push a cushion or bumper stops a short grey stub toward it.
 */
export function previewMarks(board: Board, events: readonly MoveEvent[]): PreviewMark[] {
  const marks: PreviewMark[] = [];
  for (const e of events) {
    if (e.kind !== 'push' || e.from === null) continue;
    const from = planar(board, e.from);
    const colour = e.phase === 1 ? PHASE_ONE : PHASE_TWO;
    if (e.result === 'moved') {
      marks.push({ kind: 'arrow', from, to: planar(board, e.target!), colour });
    } else if (e.result === 'edge' || e.result === 'hole') {
      const [x, , z] = offBoardPoint(board, e.from, e.dir);
      const exit: Planar = e.result === 'hole' ? planar(board, e.target!) : [x, z];
      marks.push({ kind: 'arrow', from, to: exit, colour }, { kind: 'cross', at: exit });
    } else if (e.target !== null) {
      marks.push({ kind: 'arrow', from, to: toward(from, planar(board, e.target), 0.45), colour: STOPPED });
    }
  }
  return marks;
}

/** The marks as flat triangles with vertex colours, lying at OVERLAY_Y. */
export function previewGeometry(marks: readonly PreviewMark[]): BufferGeometry {
  const positions: number[] = [];
  const colours: number[] = [];
  const quad = (a: Planar, b: Planar, c: Planar, d: Planar, colour: Color) => {
    for (const p of [a, b, c, a, c, d]) {
      positions.push(p[0], OVERLAY_Y, p[1]);
      colours.push(colour.r, colour.g, colour.b);
    }
  };
  const bar = (from: Planar, to: Planar, width: number, colour: Color) => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const nx = (-(to[1] - from[1]) / length) * (width / 2);
    const nz = ((to[0] - from[0]) / length) * (width / 2);
    quad(
      [from[0] + nx, from[1] + nz],
      [to[0] + nx, to[1] + nz],
      [to[0] - nx, to[1] - nz],
      [from[0] - nx, from[1] - nz],
      colour,
    );
  };
  for (const mark of marks) {
    if (mark.kind === 'cross') {
      const [x, z] = mark.at;
      const r = 0.22;
      bar([x - r, z - r], [x + r, z + r], 0.11, LEAVES);
      bar([x - r, z + r], [x + r, z - r], 0.11, LEAVES);
      continue;
    }
    const { from, to, colour } = mark;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const ux = (to[0] - from[0]) / length;
    const uz = (to[1] - from[1]) / length;
    const head = Math.min(0.3, length * 0.5);
    const neck: Planar = [to[0] - ux * head, to[1] - uz * head];
    bar(from, neck, 0.1, colour);
    const w = 0.17;
    for (const p of [[neck[0] - uz * w, neck[1] + ux * w], to, [neck[0] + uz * w, neck[1] - ux * w]] as const) {
      positions.push(p[0], OVERLAY_Y, p[1]);
      colours.push(colour.r, colour.g, colour.b);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 3));
  return geometry;
}
