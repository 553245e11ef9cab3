import type { GameState } from '../../engine/game';
import { type Ply, loadRecord } from '../../engine/record';
import type { GuideStep } from '../../store/guide';

/*
 * The guide's examples. Each is a `momentum/1` record whose last move is the step's move: the guide
 * puts the position before it on the table and plays it, and `found` says whether a move a person
 * makes from that position shows the same idea. test/ui/guideSteps.test.ts replays every record and
 * checks what each step's words claim of it, so the guide cannot drift from the rules.
 */

export type StepId =
  | 'drop'
  | 'edge'
  | 'lastInLine'
  | 'win'
  | 'lastMarble'
  | 'pie'
  | 'roundLimit'
  | 'mustBlock'
  | 'teams'
  | 'cushion'
  | 'bumper'
  | 'hole';

/** A step of the guide with the id its words are filed under. */
export interface Lesson extends GuideStep {
  readonly id: StepId;
}

interface StepExample {
  readonly id: StepId;
  readonly record: object;
  found(before: GameState, ply: Ply): boolean;
}

/** The pushes of a move that moved a marble (one step on, off the edge, or into a hole). */
function moving(ply: Ply) {
  return ply.events.filter(
    (e) => e.kind === 'push' && (e.result === 'moved' || e.result === 'edge' || e.result === 'hole'),
  );
}

function pushes(ply: Ply) {
  return ply.events.flatMap((e) => (e.kind === 'push' ? [e] : []));
}

/** Marbles of `player` the move sent off the board, into holes included. */
function sentOff(ply: Ply, player: number): number {
  return pushes(ply).filter((p) => p.owner === player && (p.result === 'edge' || p.result === 'hole')).length;
}

function sameSide(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}

function won(ply: Ply, winners: readonly number[], reason: 'all-on-board' | 'round-limit'): boolean {
  const result = ply.state.result;
  return result?.status === 'won' && result.reason === reason && sameSide(result.winners, winners);
}

const square = (layout: readonly string[], rest: object) => ({
  format: 'momentum/1',
  lattice: 'square',
  layout,
  players: 2,
  marbles: 4,
  ...rest,
});

const STEP_EXAMPLES: readonly StepExample[] = [
  {
    id: 'drop',
    record: square(['.....', '.21..', '...2.', '..1..', '.....'], { moves: ['c3'] }),
    found: (_, ply) => moving(ply).length >= 4,
  },
  {
    id: 'edge',
    record: square(['..2..', '....2', '.....', '.1...', '.....'], { moves: ['d4'] }),
    found: (_, ply) => sentOff(ply, 2) >= 2,
  },
  {
    id: 'lastInLine',
    record: square(['.....', '.....', '.122.', '.....', '.....'], { moves: ['a3'] }),
    found: (_, ply) => moving(ply).some((p) => p.kind === 'push' && p.line.length >= 3),
  },
  {
    id: 'win',
    record: square(['.....', '1....', '.....', '...2.', '....1'], { marbles: 3, moves: ['c2'] }),
    found: (_, ply) => won(ply, [1], 'all-on-board'),
  },
  {
    id: 'lastMarble',
    record: square(['....2', '.....', '..1..', '2....', '.....'], { marbles: 3, moves: ['d4'] }),
    found: (before, ply) => ply.state.reserves[1]! > before.reserves[1]!,
  },
  {
    id: 'pie',
    record: square(['.....', '.....', '.....', '.....', '.....'], { moves: ['c3', 'swap'] }),
    found: (_, ply) => ply.move === 'swap',
  },
  {
    id: 'roundLimit',
    record: square(['.....', '.....', '.....', '.....', '.....'], {
      roundLimit: 2,
      moves: ['b2', 'd4', 'c3', 'b1'],
    }),
    found: (_, ply) => won(ply, [2], 'round-limit'),
  },
  {
    id: 'mustBlock',
    record: square(['.....', '.3...', '..1..', '.....', '2...3'], { players: 3, marbles: 3, toMove: 2, moves: ['d2'] }),
    found: (_, ply) => sentOff(ply, 3) > 0,
  },
  {
    id: 'teams',
    record: square(['1....', '..2..', '.....', '.3.4.', '....4'], { players: 4, marbles: 3, toMove: 4, moves: ['d3'] }),
    found: (_, ply) => won(ply, [2, 4], 'all-on-board'),
  },
  {
    id: 'cushion',
    record: square(['.....', '.....', '.C2.2', '.....', '.....'], { moves: ['d3'] }),
    found: (before, ply) =>
      pushes(ply).some((p) => p.result === 'absorbed' && before.board.tiles[p.target!] === 'cushion'),
  },
  {
    id: 'bumper',
    record: square(['.....', '.....', 'B1.22', '.....', '.....'], { moves: ['c3'] }),
    found: (_, ply) => moving(ply).some((p) => p.kind === 'push' && p.phase === 2),
  },
  {
    id: 'hole',
    record: square(['.....', '..2..', '..H..', '.1.2.', '.....'], { moves: ['c5'] }),
    found: (_, ply) => pushes(ply).some((p) => p.owner === 2 && p.result === 'hole'),
  },
];

/** The guide's steps, read from their records; a record the engine refuses is a bug the tests catch. */
export function guideSteps(): Lesson[] {
  return STEP_EXAMPLES.map((example) => {
    const replay = loadRecord(example.record);
    if (!replay.ok) throw new Error(`guide step ${example.id}: ${JSON.stringify(replay.error)}`);
    const { start, plies } = replay.value;
    const last = plies[plies.length - 1]!;
    return {
      id: example.id,
      start,
      lead: plies.slice(0, -1).map((p) => p.move),
      move: last.move,
      found: example.found,
    };
  });
}
