import type { Board } from '../../src/engine/board';
import type { MoveEvent } from '../../src/engine/drop';
import { type GameState, type Rules, play } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';
import { PRESETS } from '../../src/engine/presets';
import type { Quat, Vec3 } from '../../src/anim/vec';
import { cellOf, setupOf, stateOf } from '../engine/helpers';
import { RULES_EXAMPLES } from '../engine/rules-examples';

/** Every preset board, and an irregular one with gaps at its corners and a cushion. */
export const SAMPLE_BOARDS: readonly { name: string; board: Board }[] = [
  ...PRESETS.map((p) => ({ name: p.id, board: setupOf(p.layout, p.lattice).board })),
  { name: 'irregular square', board: setupOf(['--...', '-....', '.....', '..C..', '....-']).board },
];

export function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export interface PlayedMove {
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly MoveEvent[];
}

type Options = Partial<Rules> & { lattice?: LatticeKind; toMove?: number };

/** Plays `moves` (cell names or swap) from a layout with the real engine, one after the other. */
export function playSequence(layout: readonly string[], moves: readonly string[], options: Options = {}): PlayedMove[] {
  let state = stateOf(layout, options);
  return moves.map((name) => {
    const result = play(state, name === 'swap' ? 'swap' : cellOf(state.board, name));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const played = { before: state, after: result.value.state, events: result.value.events };
    state = result.value.state;
    return played;
  });
}

/** Plays `moves` as `playSequence` does; the last one is the move under test. */
export function playMoves(layout: readonly string[], moves: readonly string[], options: Options = {}): PlayedMove {
  const played = playSequence(layout, moves, options).at(-1);
  if (!played) throw new Error('no move to play');
  return played;
}

export interface MoveCase {
  readonly name: string;
  readonly layout: readonly string[];
  readonly moves: readonly string[];
  readonly options?: Options;
}

const EMPTY7 = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];

/** The worked drop examples and a few more, one for every kind of event the push list has. */
export const MOVE_CASES: readonly MoveCase[] = [
  ...RULES_EXAMPLES.map((ex, i) => ({
    name: `${ex.name.replace(/^\d+\. /, '')} (worked example ${i + 1})`,
    layout: ex.before,
    moves: [ex.drop],
    options: { lattice: ex.lattice ?? 'square', marbles: ex.marbles ?? 8 },
  })),
  { name: 'pie-rule swap', layout: EMPTY7, moves: ['d4', 'swap'] },
  {
    name: 'four players, marbles of players 3 and 4 pushed off',
    layout: ['.......', '.......', '.......', '.......', '.......', '.......', '3.4....'],
    moves: ['b2'],
    options: { players: 4, marbles: 5, mustBlock: false },
  },
  {
    name: 'irregular board: pushed onto a gap cell',
    layout: ['--.....', '--.....', '-2.....', '.......', '.......', '.......', '.......'],
    moves: ['c5'],
  },
];

/** v rotated by the unit quaternion q, written out from q v q* for the check. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const [x, y, z, w] = q;
  const t = [2 * (y * v[2] - z * v[1]), 2 * (z * v[0] - x * v[2]), 2 * (x * v[1] - y * v[0])] as const;
  return [
    v[0] + w * t[0] + (y * t[2] - z * t[1]),
    v[1] + w * t[1] + (z * t[0] - x * t[2]),
    v[2] + w * t[2] + (x * t[1] - y * t[0]),
  ];
}

/** The move case whose name starts with `prefix`, failing loudly when there is none. */
export function moveCase(prefix: string): MoveCase {
  const found = MOVE_CASES.find((c) => c.name.startsWith(prefix));
  if (!found) throw new Error(`no move case named ${prefix}…`);
  return found;
}
