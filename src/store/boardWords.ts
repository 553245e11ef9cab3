import type { LayoutProblem } from '../engine/layoutText';
import type { ObstacleProblem } from '../engine/obstacles';
import type { ShapeProblem } from '../engine/shapes';
import type { SymmetryMode } from '../engine/symmetry';
import type { ShiftProblem } from '../engine/transform';
import type { BoardLinkProblem } from './boardLink';
import type { EditProblem } from './draft';

/** A symmetry mode as the editor names it. */
export function symmetryName(mode: SymmetryMode): string {
  switch (mode) {
    case 'none':
      return 'no symmetry';
    case 'mirror':
      return 'mirror';
    case '2':
      return 'half turn';
    case '3':
      return 'third turn';
    case '4':
      return 'quarter turn';
    case '6':
      return 'sixth turn';
  }
}

/** "3", "0 to 5", "0 to 5, 8 and 12": runs of three or more as ranges. */
export function countsInWords(counts: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < counts.length;) {
    let j = i;
    while (j + 1 < counts.length && counts[j + 1] === counts[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${counts[i]!} to ${counts[j]!}`);
    else for (let k = i; k <= j; k++) parts.push(String(counts[k]!));
    i = j + 1;
  }
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]!}`;
}

export function describeLayoutProblem(problem: LayoutProblem): string {
  switch (problem.code) {
    case 'no-rows':
      return 'the board has no rows';
    case 'too-many-rows':
      return `the board has ${problem.rows} rows; at most ${problem.max} fit`;
    case 'too-many-columns':
      return `row ${problem.row} has ${problem.length} columns; at most ${problem.max} fit`;
    case 'ragged-row':
      return `row ${problem.row} has ${problem.length} characters where the others have ${problem.expected}`;
    case 'unknown-char':
      return `row ${problem.row}, column ${problem.col}: ${JSON.stringify(problem.char)} is no board character (use . - C B H or 1 to 4)`;
    case 'no-playable-cell':
      return 'the board has no cell to play on';
  }
}

function describeShapeProblem(problem: ShapeProblem): string {
  switch (problem.code) {
    case 'not-whole':
      return `the ${problem.field} must be a whole number, not ${problem.value}`;
    case 'out-of-range':
      return `the ${problem.field} must be from ${problem.min} to ${problem.max}, not ${problem.value}`;
    case 'even-size':
      return `a hexagonal shape needs an odd size to have a centre cell, not ${problem.size}`;
    case 'parity':
      return `the ${problem.field} must be ${problem.size % 2 === 0 ? 'even' : 'odd'} like the size ${problem.size}, to stay centred`;
    case 'too-large':
      return `the shape would be ${problem.rows} by ${problem.cols}; at most ${problem.max} by ${problem.max} fit`;
  }
}

function describeObstacleProblem(problem: ObstacleProblem): string {
  switch (problem.code) {
    case 'bad-count':
      return `the number of obstacles must be a whole number from 0, not ${problem.count}`;
    case 'no-kinds':
      return 'choose at least one kind of obstacle';
    case 'unknown-kind':
      return `${JSON.stringify(problem.kind)} is no kind of obstacle`;
    case 'symmetry-unavailable':
      return `the board has no ${symmetryName(problem.symmetry)} symmetry`;
    case 'unreachable-count':
      return `${problem.count} obstacles cannot keep the symmetry here; possible counts are ${countsInWords(problem.reachable)}`;
  }
}

function describeShiftProblem(problem: ShiftProblem): string {
  return `the board cannot move that way: it would grow past ${problem.max} rows or columns`;
}

/** Why the editor refused an edit, as a sentence without its full stop. */
export function describeEditProblem(problem: EditProblem): string {
  switch (problem.code) {
    case 'layout':
      return problem.problems.map(describeLayoutProblem).join('; ');
    case 'shape':
      return describeShapeProblem(problem.problem);
    case 'obstacles':
      return describeObstacleProblem(problem.problem);
    case 'shift':
      return describeShiftProblem(problem.problem);
    case 'symmetry':
      return `the board has no ${symmetryName(problem.mode)} symmetry to paint with`;
    case 'players':
      return `a game is for 2 to 4 players, not ${problem.players}`;
    case 'marbles':
      return `each player needs a whole number of marbles from 1, not ${problem.marbles}`;
    case 'rules':
      return problem.reason;
  }
}

export function describeBoardLinkProblem(problem: BoardLinkProblem): string {
  switch (problem.code) {
    case 'link-lattice':
      return `the board link names the lattice ${JSON.stringify(problem.lattice)}; it must be square or hex`;
    case 'link-part':
      return `the board link has an unknown part ${JSON.stringify(problem.part)}`;
    case 'link-number':
      return `the board link's ${problem.part} must be a whole number, not ${JSON.stringify(problem.value)}`;
    default:
      return describeEditProblem(problem);
  }
}
