import { type Setup, cellName, writeLayout } from '../engine/board';
import { type ObstacleKind, type ObstacleProblem, OBSTACLE_KINDS, placeObstacles } from '../engine/obstacles';
import { type SymmetryMode, SYMMETRY_MODES, boardSymmetries, symmetryModes } from '../engine/symmetry';
import { BOARD_ARGUMENT_HELP, readBoardArgument } from './boardArg';
import type { Output } from './io';
import { UsageError, chosenOption, options, wholeNumber } from './options';

export const BOARD_HELP = `Usage: momentum board BOARD [--json] [--obstacles K [--symmetry S] [--seed N] [--kinds LIST]]

Describes a board: its layout, its playable cells, how many symmetries of its lattice
(turns and mirrors) leave it as it is, and which symmetry modes an editor can paint with.

${BOARD_ARGUMENT_HELP}

  --json          print one JSON object instead of text
  --obstacles K   put K obstacles at random on empty cells, then describe that board
  --symmetry S    keep the obstacles symmetric: ${SYMMETRY_MODES.join(', ')} (default none; 2, 3,
                  4 and 6 are turns of 180, 120, 90 and 60 degrees)
  --seed N        seed of the random obstacles (default 1); the same seed, the same obstacles
  --kinds LIST    obstacle kinds to draw from, comma-separated (default ${OBSTACLE_KINDS.join(',')})`;

/** 0, 2, 4, 5, 6 as "0, 2, 4-6": a whole board's reachable counts fit on one line. */
function formatCounts(counts: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < counts.length;) {
    let j = i;
    while (j + 1 < counts.length && counts[j + 1] === counts[j]! + 1) j++;
    runs.push(j - i >= 2 ? `${counts[i]}-${counts[j]}` : counts.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return runs.join(', ');
}

function describeObstacleProblem(problem: ObstacleProblem): string {
  switch (problem.code) {
    case 'bad-count':
      return `--obstacles must be a whole number of at least 0, not ${problem.count}`;
    case 'no-kinds':
      return '--kinds names no obstacle kind';
    case 'unknown-kind':
      return `--kinds: unknown kind ${JSON.stringify(problem.kind)}; use ${OBSTACLE_KINDS.join(', ')}`;
    case 'symmetry-unavailable':
      return `the board has no symmetry ${problem.symmetry}; it allows ${problem.available.join(', ')}`;
    case 'unreachable-count':
      return `${problem.count} obstacles do not make up whole symmetric groups of empty cells; reachable counts: ${formatCounts(problem.reachable)}`;
  }
}

/** Split only: placeObstacles refuses a kind it does not know, and the problem names it. */
function readKinds(text: string | undefined): readonly ObstacleKind[] {
  return text === undefined ? OBSTACLE_KINDS : (text.split(',').filter((kind) => kind !== '') as ObstacleKind[]);
}

function readSymmetry(text: string | undefined): SymmetryMode {
  return chosenOption('symmetry', text, SYMMETRY_MODES, 'none');
}

export async function boardCommand(args: string[], io: Output): Promise<number> {
  const { text, flag, positionals } = options(args, ['obstacles', 'symmetry', 'seed', 'kinds'], ['json']);
  if (positionals.length !== 1) throw new UsageError('board takes exactly one BOARD');
  const obstacleText = text('obstacles');
  const extra = ['symmetry', 'seed', 'kinds'].find((name) => text(name) !== undefined);
  if (obstacleText === undefined && extra !== undefined) throw new UsageError(`--${extra} needs --obstacles`);
  const given = await readBoardArgument(positionals[0]!);
  let setup: Setup = given.setup;
  const placed: { cell: string; kind: string }[] = [];
  if (obstacleText !== undefined) {
    const result = placeObstacles(setup, {
      count: wholeNumber('obstacles', obstacleText, 0, 0),
      kinds: readKinds(text('kinds')),
      symmetry: readSymmetry(text('symmetry')),
      seed: wholeNumber('seed', text('seed'), 1, 0),
    });
    if (!result.ok) throw new UsageError(describeObstacleProblem(result.error));
    setup.board.tiles.forEach((tile, i) => {
      const now = result.value.board.tiles[i]!;
      if (now !== tile) placed.push({ cell: cellName(setup.board, i), kind: now });
    });
    setup = result.value;
  }
  const { board } = setup;
  const report = {
    name: given.name,
    lattice: board.lattice,
    rows: board.rows,
    cols: board.cols,
    layout: writeLayout(board, setup.owners),
    playable: board.playable.length,
    symmetries: boardSymmetries(board).length,
    modes: symmetryModes(board),
    ...(obstacleText !== undefined ? { obstacles: placed } : {}),
  };
  if (flag('json')) {
    io.out(JSON.stringify(report));
    return 0;
  }
  const lines = [
    `${report.name}: ${report.lattice} lattice, ${report.rows} rows, ${report.cols} columns`,
    ...report.layout,
    `playable cells: ${report.playable}`,
    `symmetries: ${report.symmetries}`,
    `symmetry modes: ${report.modes.join(', ')}`,
  ];
  if (obstacleText !== undefined) {
    lines.push(`obstacles: ${placed.map((o) => `${o.kind} ${o.cell}`).join(', ') || 'none'}`);
  }
  io.out(lines.join('\n'));
  return 0;
}
