import fc from 'fast-check';
import { expect } from 'vitest';
import { type Setup, parseLayout } from '../../src/engine/board';
import { type MoveEvent, resolveDrop } from '../../src/engine/drop';
import { DIRECTIONS, type LatticeKind } from '../../src/engine/lattice';
import { hexagonLayout } from '../../src/engine/presets';
import {
  LATTICE_TRANSFORMS,
  type LatticeTransform,
  cellImages,
  composeTransforms,
  latticeTransform,
  transformSetup,
} from '../../src/engine/transform';

/** The transform that undoes `t`: composed with it, the identity (the group's first). */
export function inverseOf(t: LatticeTransform): LatticeTransform {
  const group = LATTICE_TRANSFORMS[t.lattice];
  return group.find((u) => composeTransforms(u, t) === group[0])!;
}

/** The index in DIRECTIONS of the image of direction `dir` under `t`'s matrix. */
function directionImage(t: LatticeTransform, dir: number): number {
  const dirs = DIRECTIONS[t.lattice];
  const [a, b, c, d] = t.matrix;
  const { dr, dc } = dirs[dir]!;
  return dirs.findIndex((x) => x.dr === a * dr + b * dc && x.dc === c * dr + d * dc);
}

/** Mostly empty cells, some marbles, a few gaps and obstacles. */
const CHAR = fc.oneof(
  { weight: 8, arbitrary: fc.constant('.') },
  { weight: 4, arbitrary: fc.constantFrom('1', '2', '3') },
  { weight: 2, arbitrary: fc.constantFrom('-', 'C', 'B', 'H') },
);

const rectangle = (lattice: LatticeKind): fc.Arbitrary<Setup | null> =>
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }))
    .chain(([rows, cols]) =>
      fc
        .array(fc.string({ unit: CHAR, minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows })
        .map((layout) => setupOrNull(lattice, layout)),
    );

const hexagon: fc.Arbitrary<Setup | null> = fc.integer({ min: 2, max: 4 }).chain((side) => {
  const shape = hexagonLayout(side);
  return fc.array(CHAR, { minLength: shape.length ** 2, maxLength: shape.length ** 2 }).map((chars) =>
    setupOrNull(
      'hex',
      shape.map((row, r) => [...row].map((ch, c) => (ch === '-' ? '-' : chars[r * shape.length + c]!)).join('')),
    ),
  );
});

function setupOrNull(lattice: LatticeKind, layout: string[]): Setup | null {
  const setup = parseLayout(lattice, layout);
  return setup.ok ? setup.value : null;
}

/** Random positions, marbles included, on square and hex boards with gaps and obstacles. */
export const POSITION: fc.Arbitrary<Setup> = fc
  .oneof(rectangle('square'), rectangle('hex'), hexagon)
  .filter((setup): setup is Setup => setup !== null);

/** The empty playable cell `pick` selects, or null when every cell holds a marble. */
export function emptyCell(setup: Setup, pick: number): number | null {
  const empty = setup.board.playable.filter((cell) => setup.owners[cell] === 0);
  return empty.length === 0 ? null : empty[pick % empty.length]!;
}

/** The setup cropped to its outline: the indices a transform and its inverse come back to. */
export function cropped(setup: Setup): Setup {
  return transformSetup(setup, latticeTransform(setup.board.lattice, 0));
}

/** A push's target only matters as a cell: a gap and the space past the layout are the same edge. */
function targetCell(setup: Setup, target: number | null): number | null {
  return target === null || setup.board.tiles[target] === 'gap' ? null : target;
}

/** Events with every cell renamed and every direction turned, pushes back in direction order. */
function mapEvents(
  setup: Setup,
  events: readonly MoveEvent[],
  cell: (i: number) => number,
  dir: (d: number) => number,
): MoveEvent[] {
  const mapped = events.map((e): MoveEvent => {
    if (e.kind !== 'push') return { ...e, cell: cell(e.cell) };
    const target = targetCell(setup, e.target);
    return {
      ...e,
      dir: dir(e.dir),
      path: e.path.map(cell),
      line: e.line.map(cell),
      from: e.from === null ? null : cell(e.from),
      target: target === null ? null : cell(target),
    };
  });
  const order = (e: MoveEvent): number => (e.kind === 'push' ? e.phase * 100 + e.dir : 0);
  return mapped.sort((a, b) => order(a) - order(b));
}

/**
 * Drops on the empty cell `pick` selects of `setup` (cropped) and on its image under `t`, maps the
 * image's events and marbles back with the inverse transform, and expects the very same outcome.
 */
export function expectDropCommutes(setup: Setup, t: LatticeTransform, pick: number, player: number): void {
  const base = cropped(setup);
  const cell = emptyCell(base, pick);
  if (cell === null) return;
  const image = transformSetup(base, t);
  const forward = cellImages(base.board, t);
  const inverse = inverseOf(t);
  const back = cellImages(image.board, inverse);
  const here = resolveDrop(base.board, base.owners, cell, player);
  const there = resolveDrop(image.board, image.owners, forward[cell]!, player);
  const owners = new Array<number>(base.owners.length).fill(0);
  there.owners.forEach((owner, i) => {
    if (owner > 0) owners[back[i]!] = owner;
  });
  expect(owners).toEqual(here.owners);
  expect(there.returned).toEqual(here.returned);
  const backEvents = mapEvents(
    image,
    there.events,
    (i) => back[i]!,
    (d) => directionImage(inverse, d),
  );
  const hereEvents = mapEvents(
    base,
    here.events,
    (i) => i,
    (d) => d,
  );
  expect(backEvents).toEqual(hereEvents);
}
