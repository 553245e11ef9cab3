import type { LatticeKind } from '../../src/engine/lattice';

/** A drop worked out by hand: player 1 drops on a full 7-row layout. */
export interface RulesExample {
  readonly name: string;
  readonly lattice?: LatticeKind;
  readonly marbles?: number;
  readonly drop: string;
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** Displacements as `from->to`, `from->off`. */
  readonly moves: readonly string[];
  readonly reserves?: readonly number[];
}

/** The drops worked out by hand, one for each rule of docs/rules.md sections 4 to 6. */
export const RULES_EXAMPLES: readonly RulesExample[] = [
  {
    name: '1. lines in several directions',
    drop: 'd4',
    before: ['.......', '...2...', '...1...', '.2..1..', '..1....', '.......', '.......'],
    after: ['...2...', '.......', '...1...', '.2.1.1.', '.......', '.1.....', '.......'],
    moves: ['d6->d7', 'e4->f4', 'c3->b2'],
  },
  {
    name: '2. off the edge',
    drop: 'd6',
    before: ['..2.1..', '..1.1..', '.2...2.', '.......', '.......', '.......', '.......'],
    after: ['.......', '.1.1.1.', '.2...2.', '.......', '.......', '.......', '.......'],
    moves: ['c6->b6', 'e6->f6', 'c7->off', 'e7->off'],
    reserves: [5, 6],
  },
  {
    name: '3. cushion and hole',
    drop: 'd3',
    before: ['.......', '...C...', '...1...', '...2...', '.......', '...1...', '...H...'],
    after: ['.......', '...C...', '...1...', '...2...', '...1...', '.......', '...H...'],
    moves: ['d2->off'],
  },
  {
    name: '4. bumper reflection',
    drop: 'd3',
    before: ['.......', '...B...', '...2...', '...1...', '.......', '...1...', '...2...'],
    after: ['.......', '...B...', '...2...', '...1...', '...1...', '.......', '...1...'],
    moves: ['d1->off', 'd2->d1'],
  },
  {
    name: '5. reflection finds no line',
    drop: 'd3',
    before: ['.......', '...B...', '...2...', '...1...', '.......', '.......', '.......'],
    after: ['.......', '...B...', '...2...', '...1...', '...1...', '.......', '.......'],
    moves: [],
  },
  {
    name: '6. between two bumpers',
    drop: 'd4',
    before: ['.......', '...B...', '...2...', '.......', '...1...', '...B...', '.......'],
    after: ['.......', '...B...', '...2...', '...1...', '...1...', '...B...', '.......'],
    moves: [],
  },
  {
    name: '7. reflection across the drop',
    drop: 'c3',
    before: ['.......', '.......', '....B..', '...1...', '.......', '.2.....', '1......'],
    after: ['.......', '.......', '....B..', '...1...', '..1....', '.......', '2......'],
    moves: ['a1->off', 'b2->a1'],
  },
  {
    name: '8. hex',
    lattice: 'hex',
    marbles: 6,
    drop: 'c4',
    before: ['---....', '--.2...', '-..1...', '...1...', '..2.2.-', '.....--', '....---'],
    after: ['---....', '--.21..', '-......', '..1.1..', '....2.-', '..2..--', '....---'],
    moves: ['d4->e4', 'c3->c2', 'd5->e6'],
  },
];

/** Worked example `n` (1 to 8). */
export function rulesExample(n: number): RulesExample {
  const example = RULES_EXAMPLES[n - 1];
  if (!example) throw new RangeError(`there is no worked example ${n}`);
  return example;
}
