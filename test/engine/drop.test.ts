import { describe, expect, it } from 'vitest';
import { writeLayout } from '../../src/engine/board';
import { resolveDrop } from '../../src/engine/drop';
import type { LatticeKind } from '../../src/engine/lattice';
import { HEX4, cellOf, describeEvent, setupOf } from './helpers';

interface Push {
  phase: 1 | 2;
  dir: string;
  path: string[];
  line: string[];
  from: string | null;
  owner: number;
  target: string | null;
  result: string | null;
}

interface DropCase {
  name: string;
  lattice?: LatticeKind;
  before: string[];
  drop: string;
  player?: number;
  after: string[];
  /** returned[p - 1]: marbles of player p that left the board. */
  returned?: number[];
  pushes: Push[];
}

/** Every case is worked out by hand from docs/rules.md sections 4 and 5. */
const CASES: DropCase[] = [
  {
    name: 'a line of three moves only its last marble',
    before: ['.....122..'],
    drop: 'e1',
    after: ['....112.2.'],
    pushes: [
      {
        phase: 1,
        dir: 'e',
        path: ['f1', 'g1', 'h1'],
        line: ['f1', 'g1', 'h1'],
        from: 'h1',
        owner: 2,
        target: 'i1',
        result: 'moved',
      },
    ],
  },
  {
    name: 'a line reaching a cushion on the rim is absorbed',
    before: ['..C..', '..1..', '..2..', '.....', '.....'],
    drop: 'c2',
    after: ['..C..', '..1..', '..2..', '..1..', '.....'],
    pushes: [
      {
        phase: 1,
        dir: 'n',
        path: ['c3', 'c4'],
        line: ['c3', 'c4'],
        from: 'c4',
        owner: 1,
        target: 'c5',
        result: 'absorbed',
      },
    ],
  },
  {
    name: 'a line reaching a hole on the rim loses its last marble into the hole',
    before: ['..H..', '..1..', '..2..', '.....', '.....'],
    drop: 'c2',
    after: ['..H..', '.....', '..2..', '..1..', '.....'],
    returned: [1, 0, 0, 0],
    pushes: [
      {
        phase: 1,
        dir: 'n',
        path: ['c3', 'c4'],
        line: ['c3', 'c4'],
        from: 'c4',
        owner: 1,
        target: 'c5',
        result: 'hole',
      },
    ],
  },
  {
    name: 'a cushion inside the board absorbs, a hole inside the board swallows',
    before: ['.......', '...C.H.', '...12..', '.......'],
    drop: 'd1',
    player: 2,
    after: ['.......', '...C.H.', '...1...', '...2...'],
    returned: [0, 1, 0, 0],
    pushes: [
      { phase: 1, dir: 'n', path: ['d2'], line: ['d2'], from: 'd2', owner: 1, target: 'd3', result: 'absorbed' },
      { phase: 1, dir: 'ne', path: ['e2'], line: ['e2'], from: 'e2', owner: 2, target: 'f3', result: 'hole' },
    ],
  },
  {
    name: 'a bumper on the rim reflects; the reflection pushes the line the other way again',
    before: ['..B..', '..1..', '.....', '..2..', '..1..'],
    drop: 'c3',
    player: 2,
    after: ['..B..', '..1..', '..2..', '.....', '..2..'],
    returned: [1, 0, 0, 0],
    pushes: [
      { phase: 1, dir: 'n', path: ['c4'], line: ['c4'], from: 'c4', owner: 1, target: 'c5', result: 'reflected' },
      {
        phase: 1,
        dir: 's',
        path: ['c2', 'c1'],
        line: ['c2', 'c1'],
        from: 'c1',
        owner: 1,
        target: null,
        result: 'edge',
      },
      {
        phase: 2,
        dir: 's',
        path: ['c4', 'c3', 'c2'],
        line: ['c2'],
        from: 'c2',
        owner: 2,
        target: 'c1',
        result: 'moved',
      },
    ],
  },
  {
    name: 'a reflection that finds no line moves nothing, not even the dropped marble',
    before: ['..B..', '..2..', '.....', '.....', '.....'],
    drop: 'c3',
    after: ['..B..', '..2..', '..1..', '.....', '.....'],
    pushes: [
      { phase: 1, dir: 'n', path: ['c4'], line: ['c4'], from: 'c4', owner: 2, target: 'c5', result: 'reflected' },
      { phase: 2, dir: 's', path: ['c4', 'c3'], line: [], from: null, owner: 0, target: null, result: null },
    ],
  },
  {
    name: 'a reflected impulse whose target is a bumper is absorbed',
    before: ['.B.', '.2.', '...', '.1.', '.2.', '.B.'],
    drop: 'b4',
    after: ['.B.', '.2.', '.1.', '.1.', '.2.', '.B.'],
    pushes: [
      { phase: 1, dir: 'n', path: ['b5'], line: ['b5'], from: 'b5', owner: 2, target: 'b6', result: 'reflected' },
      {
        phase: 1,
        dir: 's',
        path: ['b3', 'b2'],
        line: ['b3', 'b2'],
        from: 'b2',
        owner: 2,
        target: 'b1',
        result: 'reflected',
      },
      {
        phase: 2,
        dir: 'n',
        path: ['b2', 'b3', 'b4', 'b5'],
        line: ['b5'],
        from: 'b5',
        owner: 2,
        target: 'b6',
        result: 'absorbed',
      },
      {
        phase: 2,
        dir: 's',
        path: ['b5', 'b4', 'b3', 'b2'],
        line: ['b3', 'b2'],
        from: 'b2',
        owner: 2,
        target: 'b1',
        result: 'absorbed',
      },
    ],
  },
  {
    name: 'a reflected impulse meeting a cushion is absorbed',
    before: ['.B.', '.1.', '...', '.2.', '.C.'],
    drop: 'b3',
    after: ['.B.', '.1.', '.1.', '.2.', '.C.'],
    pushes: [
      { phase: 1, dir: 'n', path: ['b4'], line: ['b4'], from: 'b4', owner: 1, target: 'b5', result: 'reflected' },
      { phase: 1, dir: 's', path: ['b2'], line: ['b2'], from: 'b2', owner: 2, target: 'b1', result: 'absorbed' },
      {
        phase: 2,
        dir: 's',
        path: ['b4', 'b3', 'b2'],
        line: ['b2'],
        from: 'b2',
        owner: 2,
        target: 'b1',
        result: 'absorbed',
      },
    ],
  },
  {
    name: 'a marble at the rim pushed diagonally onto a "-" corner leaves by the edge',
    before: ['--...', '.1...', '.....'],
    drop: 'c1',
    after: ['--...', '.....', '..1..'],
    returned: [1, 0, 0, 0],
    pushes: [{ phase: 1, dir: 'nw', path: ['b2'], line: ['b2'], from: 'b2', owner: 1, target: 'a3', result: 'edge' }],
  },
  {
    name: 'a "-" gap inside the board: the marble pushed onto it leaves, the marble beyond stays',
    before: ['.......', '..1-2..', '.......'],
    drop: 'b2',
    player: 2,
    after: ['.......', '.2.-2..', '.......'],
    returned: [1, 0, 0, 0],
    pushes: [{ phase: 1, dir: 'e', path: ['c2'], line: ['c2'], from: 'c2', owner: 1, target: 'd2', result: 'edge' }],
  },
  {
    name: 'square corners and sides: all eight neighbours leave, in direction order',
    before: ['121', '2.1', '112'],
    drop: 'b2',
    player: 2,
    after: ['...', '.2.', '...'],
    returned: [5, 3, 0, 0],
    pushes: (
      [
        ['n', 'b3', 2],
        ['s', 'b1', 1],
        ['w', 'a2', 2],
        ['e', 'c2', 1],
        ['nw', 'a3', 1],
        ['ne', 'c3', 1],
        ['sw', 'a1', 1],
        ['se', 'c1', 2],
      ] as const
    ).map(([dir, from, owner]) => ({
      phase: 1,
      dir,
      path: [from],
      line: [from],
      from,
      owner,
      target: null,
      result: 'edge',
    })),
  },
  {
    name: 'event order: drop, phase 1 in direction order, then phase 2 in direction order',
    before: ['..B..', '..1..', 'B2.1.', '..1..', '..2..'],
    drop: 'c3',
    after: ['..B..', '..1..', 'B21.1', '.....', '..1..'],
    returned: [0, 1, 0, 0],
    pushes: [
      { phase: 1, dir: 'n', path: ['c4'], line: ['c4'], from: 'c4', owner: 1, target: 'c5', result: 'reflected' },
      {
        phase: 1,
        dir: 's',
        path: ['c2', 'c1'],
        line: ['c2', 'c1'],
        from: 'c1',
        owner: 2,
        target: null,
        result: 'edge',
      },
      { phase: 1, dir: 'w', path: ['b3'], line: ['b3'], from: 'b3', owner: 2, target: 'a3', result: 'reflected' },
      { phase: 1, dir: 'e', path: ['d3'], line: ['d3'], from: 'd3', owner: 1, target: 'e3', result: 'moved' },
      {
        phase: 2,
        dir: 's',
        path: ['c4', 'c3', 'c2'],
        line: ['c2'],
        from: 'c2',
        owner: 1,
        target: 'c1',
        result: 'moved',
      },
      { phase: 2, dir: 'e', path: ['b3', 'c3'], line: [], from: null, owner: 0, target: null, result: null },
    ],
  },
  {
    name: 'hex: the six neighbours move out one step; c5 and e3 are not neighbours of d4',
    lattice: 'hex',
    before: ['---....', '--.....', '-.222..', '..2.2..', '..222.-', '.....--', '....---'],
    drop: 'd4',
    after: ['---....', '--.2.2.', '-.2....', '.2.1.2.', '....2.-', '.2.2.--', '....---'],
    pushes: (
      [
        ['e', 'e4', 'f4'],
        ['w', 'c4', 'b4'],
        ['nw', 'd5', 'd6'],
        ['se', 'd3', 'd2'],
        ['ne', 'e5', 'f6'],
        ['sw', 'c3', 'b2'],
      ] as const
    ).map(([dir, from, target]) => ({
      phase: 1,
      dir,
      path: [from],
      line: [from],
      from,
      owner: 2,
      target,
      result: 'moved',
    })),
  },
  {
    name: 'hex: a bumper reflects across the drop cell',
    lattice: 'hex',
    before: ['---....', '--...B.', '-...2..', '.......', '..1...-', '.2...--', '....---'],
    drop: 'd4',
    after: ['---....', '--...B.', '-...2..', '...1...', '......-', '.1...--', '2...---'],
    pushes: [
      { phase: 1, dir: 'ne', path: ['e5'], line: ['e5'], from: 'e5', owner: 2, target: 'f6', result: 'reflected' },
      {
        phase: 1,
        dir: 'sw',
        path: ['c3', 'b2'],
        line: ['c3', 'b2'],
        from: 'b2',
        owner: 2,
        target: 'a1',
        result: 'moved',
      },
      {
        phase: 2,
        dir: 'sw',
        path: ['e5', 'd4', 'c3'],
        line: ['c3'],
        from: 'c3',
        owner: 1,
        target: 'b2',
        result: 'moved',
      },
    ],
  },
];

/** Hexagon of side 4 with one marble of player 2 on the rim, pushed off in each of the six directions. */
const HEX_EDGES: { dir: string; drop: string; marble: string; target: string | null }[] = [
  { dir: 'e', drop: 'f4', marble: 'g4', target: null },
  { dir: 'w', drop: 'b4', marble: 'a4', target: null },
  { dir: 'nw', drop: 'c5', marble: 'c6', target: 'c7' },
  { dir: 'se', drop: 'e3', marble: 'e2', target: 'e1' },
  { dir: 'ne', drop: 'd6', marble: 'e7', target: null },
  { dir: 'sw', drop: 'd2', marble: 'c1', target: null },
];

/** Resolves a drop on a layout, optionally with one more marble of player 2. */
function dropOn(lattice: LatticeKind, before: readonly string[], drop: string, player: number, marbleAt?: string) {
  const { board, owners } = setupOf(before, lattice);
  const start = owners.slice();
  if (marbleAt) start[cellOf(board, marbleAt)] = 2;
  const r = resolveDrop(board, start, cellOf(board, drop), player);
  return { board, start, r, events: r.events.map((e) => describeEvent(board, e)) };
}

describe('resolveDrop', () => {
  it.each(CASES)('$name', (c) => {
    const player = c.player ?? 1;
    const { board, start, r, events } = dropOn(c.lattice ?? 'square', c.before, c.drop, player);
    expect(events).toEqual([{ kind: 'drop', cell: c.drop, player }, ...c.pushes.map((p) => ({ kind: 'push', ...p }))]);
    expect(writeLayout(board, r.owners)).toEqual(c.after);
    expect(r.returned).toEqual(c.returned ?? [0, 0, 0, 0]);
    expect(writeLayout(board, start)).toEqual(c.before);
  });

  it.each(HEX_EDGES)('hex: a marble on the rim pushed $dir leaves the hexagon', ({ dir, drop, marble, target }) => {
    const { board, r, events } = dropOn('hex', HEX4, drop, 1, marble);
    expect(events).toEqual([
      { kind: 'drop', cell: drop, player: 1 },
      { kind: 'push', phase: 1, dir, path: [marble], line: [marble], from: marble, owner: 2, target, result: 'edge' },
    ]);
    expect(r.returned).toEqual([0, 1, 0, 0]);
    expect(r.owners.filter((o) => o !== 0)).toEqual([1]);
    expect(r.owners[cellOf(board, drop)]).toBe(1);
  });
});
