import { MAX_SIDE } from './board';
import { type Direction, type LatticeKind, DIRECTIONS } from './lattice';
import { hexagonLayout, rectangleLayout } from './presets';
import { Random } from './random';
import { type Result, err, ok } from './result';
import { type Point, boundsOf } from './transform';

/**
 * A board outline to generate. `size` is how many cells its widest row spans; on the hex
 * lattice it must be odd, so that the shape is centred on a cell.
 */
export type ShapeSpec =
  | { readonly shape: 'rectangle'; readonly rows: number; readonly cols: number }
  | { readonly shape: 'hexagon'; readonly side: number }
  /**
   * The square or hexagon of `size` with each corner cut: cells fewer than `cut` steps from it go.
   * A hexagon has corners at both ends of its middle row, so its widest rows keep `size - cut` cells.
   */
  | { readonly shape: 'cut-corners'; readonly lattice: LatticeKind; readonly size: number; readonly cut: number }
  /** Arms `arm` cells wide along the lattice's axes: a plus on square, a six-armed star on hex. */
  | { readonly shape: 'cross'; readonly lattice: LatticeKind; readonly size: number; readonly arm: number }
  /** Pointing up and down; on hex a rhombus twice as tall as it is wide. */
  | { readonly shape: 'diamond'; readonly lattice: LatticeKind; readonly size: number }
  | { readonly shape: 'disc'; readonly lattice: LatticeKind; readonly size: number }
  /** A disc with a disc of no cells, `hole` cells across, in its middle. */
  | { readonly shape: 'ring'; readonly lattice: LatticeKind; readonly size: number; readonly hole: number }
  /** `cells` connected cells grown at random from one. */
  | { readonly shape: 'blob'; readonly lattice: LatticeKind; readonly cells: number; readonly seed: number };

type SizedSpec = Extract<ShapeSpec, { readonly size: number }>;

export type ShapeProblem =
  | { readonly code: 'not-whole'; readonly field: string; readonly value: number }
  | {
      readonly code: 'out-of-range';
      readonly field: string;
      readonly value: number;
      readonly min: number;
      readonly max: number;
    }
  /** Hex shapes are centred on a cell, so their size is odd. */
  | { readonly code: 'even-size'; readonly size: number }
  /** A cross's arm or a ring's hole must be odd when the size is, even when it is, to be centred. */
  | { readonly code: 'parity'; readonly field: 'arm' | 'hole'; readonly value: number; readonly size: number }
  | { readonly code: 'too-large'; readonly rows: number; readonly cols: number; readonly max: number };

/** What the shape rules need to know of one cell near the centre of a shape of a given size. */
interface Spot {
  readonly point: Point;
  /** Inside the square (square lattice) or regular hexagon (hex) that is `size` cells across. */
  readonly inFrame: boolean;
  /** Steps to the frame's nearest corner: along rows and columns on square, hex steps on hex. */
  readonly cornerSteps: number;
  /** Twice the distance to the nearest axis through the centre, counted in cells. */
  readonly axisOffset2: number;
  readonly inDiamond: boolean;
  /** Four times the squared distance from the centre as drawn, in cell spacings: a whole number. */
  readonly distance4: number;
}

/** Square: centred coordinates doubled, so that an even size centres between cells. */
function squareSpots(size: number): Spot[] {
  const spots: Spot[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const x = Math.abs(2 * c - (size - 1));
      const y = Math.abs(2 * r - (size - 1));
      spots.push({
        point: [r, c],
        inFrame: true,
        cornerSteps: Math.min(r, size - 1 - r) + Math.min(c, size - 1 - c),
        axisOffset2: Math.min(x, y),
        // Odd sizes have even sums, even sizes odd ones: either way the widest rows are `size` across.
        inDiamond: x + y <= size,
        distance4: x * x + y * y,
      });
    }
  }
  return spots;
}

/** Hex: cube coordinates (x, y, z) = (col, -col - row, row) around a centre cell. */
function hexSpots(size: number): Spot[] {
  const radius = (size - 1) / 2;
  const corners = [
    [radius, -radius, 0],
    [radius, 0, -radius],
    [0, radius, -radius],
    [-radius, radius, 0],
    [-radius, 0, radius],
    [0, -radius, radius],
  ];
  const spots: Spot[] = [];
  // Wide enough for every shape: a diamond is about twice as tall as it is wide.
  for (let z = -size; z <= size; z++) {
    for (let x = -2 * size; x <= 2 * size; x++) {
      const y = -x - z;
      const cube = [x, y, z];
      spots.push({
        point: [z, x],
        inFrame: Math.max(Math.abs(x), Math.abs(y), Math.abs(z)) <= radius,
        cornerSteps: Math.min(...corners.map((k) => Math.max(...k.map((v, i) => Math.abs(cube[i]! - v))))),
        axisOffset2: 2 * Math.min(Math.abs(x), Math.abs(y), Math.abs(z)),
        // The long axis, x = y, is the one drawn upright.
        inDiamond: Math.abs(x) <= radius && Math.abs(y) <= radius,
        distance4: 4 * (x * x + x * z + z * z),
      });
    }
  }
  return spots;
}

function wholeIn(field: string, value: number, min: number, max: number): ShapeProblem | null {
  if (!Number.isInteger(value)) return { code: 'not-whole', field, value };
  return value < min || value > max ? { code: 'out-of-range', field, value, min, max } : null;
}

/** The rows of a layout holding `points` as cells, cropped to them. */
function layoutOf(points: readonly Point[]): Result<string[], ShapeProblem> {
  const { origin, rows, cols } = boundsOf(points);
  if (rows > MAX_SIDE || cols > MAX_SIDE) return err({ code: 'too-large', rows, cols, max: MAX_SIDE });
  const grid = Array.from({ length: rows }, () => new Array<string>(cols).fill('-'));
  for (const [r, c] of points) grid[r - origin[0]]![c - origin[1]] = '.';
  return ok(grid.map((row) => row.join('')));
}

/** Steps of the lattice that join cells into one piece: on square, diagonal contact is too thin. */
function joiningSteps(lattice: LatticeKind): readonly Direction[] {
  return lattice === 'square' ? DIRECTIONS.square.filter((d) => d.dr === 0 || d.dc === 0) : DIRECTIONS.hex;
}

/**
 * Grows a connected blob from the middle of the largest layout, so it always fits. Of a few
 * random frontier cells it takes the one with most taken neighbours, which keeps the blob round
 * rather than stringy.
 */
function blob(lattice: LatticeKind, cells: number, seed: number): Result<string[], ShapeProblem> {
  const random = new Random(seed);
  const steps = joiningSteps(lattice);
  const taken = new Array<boolean>(MAX_SIDE * MAX_SIDE).fill(false);
  const frontier = new Set<number>();
  const points: Point[] = [];
  const neighbours = (cell: number): number[] => {
    const r = Math.floor(cell / MAX_SIDE);
    const c = cell % MAX_SIDE;
    return steps.flatMap((d) => {
      const nr = r + d.dr;
      const nc = c + d.dc;
      return nr >= 0 && nr < MAX_SIDE && nc >= 0 && nc < MAX_SIDE ? [nr * MAX_SIDE + nc] : [];
    });
  };
  const take = (cell: number): void => {
    taken[cell] = true;
    frontier.delete(cell);
    points.push([Math.floor(cell / MAX_SIDE), cell % MAX_SIDE]);
    for (const next of neighbours(cell)) if (!taken[next]) frontier.add(next);
  };
  const contacts = (cell: number): number => neighbours(cell).filter((n) => taken[n]).length;
  take((MAX_SIDE / 2) * MAX_SIDE + MAX_SIDE / 2);
  while (points.length < cells) {
    const open = [...frontier];
    let best = open[random.below(open.length)]!;
    for (let tries = 1; tries < 3; tries++) {
      const other = open[random.below(open.length)]!;
      if (contacts(other) > contacts(best)) best = other;
    }
    take(best);
  }
  return layoutOf(points);
}

function sizeProblem(lattice: LatticeKind, size: number): ShapeProblem | null {
  const problem = wholeIn('size', size, 1, MAX_SIDE);
  if (problem) return problem;
  return lattice === 'hex' && size % 2 === 0 ? { code: 'even-size', size } : null;
}

/** A width inside the shape, around its centre: narrower than the shape, and of the same parity. */
function centredPart(field: 'arm' | 'hole', value: number, size: number): ShapeProblem | null {
  const problem = wholeIn(field, value, 1, Math.max(1, size - 2));
  if (problem) return problem;
  return (size - value) % 2 === 0 ? null : { code: 'parity', field, value, size };
}

/** A shape's own parameter, checked once its size is known to be good. */
function parameterProblem(spec: SizedSpec): ShapeProblem | null {
  switch (spec.shape) {
    case 'cut-corners': {
      // Past half the distance between two corners, the cuts would meet and eat a whole side.
      const square = spec.lattice === 'square';
      const cornerGap = square ? spec.size - 1 : (spec.size - 1) / 2;
      if (cornerGap < 2)
        return { code: 'out-of-range', field: 'size', value: spec.size, min: square ? 3 : 5, max: MAX_SIDE };
      return wholeIn('cut', spec.cut, 1, Math.floor(cornerGap / 2));
    }
    case 'cross':
      return centredPart('arm', spec.arm, spec.size);
    case 'ring':
      return centredPart('hole', spec.hole, spec.size);
    default:
      return null;
  }
}

function keeps(spec: SizedSpec): (spot: Spot) => boolean {
  const n = spec.size;
  switch (spec.shape) {
    case 'cut-corners':
      return (s) => s.inFrame && s.cornerSteps >= spec.cut;
    case 'cross':
      return (s) => s.inFrame && s.axisOffset2 <= spec.arm - 1;
    case 'diamond':
      return (s) => s.inDiamond;
    case 'disc':
      return (s) => s.distance4 <= n * n;
    case 'ring':
      return (s) => s.distance4 <= n * n && s.distance4 > spec.hole * spec.hole;
  }
}

/** The layout rows of an outline with every cell empty, or the first thing wrong with the spec. */
export function generateShape(spec: ShapeSpec): Result<string[], ShapeProblem> {
  switch (spec.shape) {
    case 'rectangle': {
      const problem = wholeIn('rows', spec.rows, 1, MAX_SIDE) ?? wholeIn('cols', spec.cols, 1, MAX_SIDE);
      return problem ? err(problem) : ok(rectangleLayout(spec.rows, spec.cols));
    }
    case 'hexagon': {
      const problem = wholeIn('side', spec.side, 1, (MAX_SIDE + 1) >> 1);
      return problem ? err(problem) : ok(hexagonLayout(spec.side));
    }
    case 'blob': {
      const problem =
        wholeIn('cells', spec.cells, 1, MAX_SIDE * MAX_SIDE) ?? wholeIn('seed', spec.seed, 0, 2 ** 32 - 1);
      return problem ? err(problem) : blob(spec.lattice, spec.cells, spec.seed);
    }
    default: {
      const problem = sizeProblem(spec.lattice, spec.size) ?? parameterProblem(spec);
      if (problem) return err(problem);
      const spots = spec.lattice === 'square' ? squareSpots(spec.size) : hexSpots(spec.size);
      return layoutOf(spots.filter(keeps(spec)).map((s) => s.point));
    }
  }
}
