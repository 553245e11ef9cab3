import { type Setup, cellName, writeLayout } from '../engine/board';
import { type ObstacleKind, OBSTACLE_KINDS, placeObstacles } from '../engine/obstacles';
import { type SymmetryMode, SYMMETRY_MODES, boardSymmetries, symmetryModes } from '../engine/symmetry';
import { english } from '../i18n/english';
import { obstacleProblemWords } from '../words/boards';
import { BOARD_ARGUMENT_HELP, readBoardArgument } from './boardArg';
import type { Output } from './io';
import { UsageError, chosenOption, options, wholeNumber } from './options';

export const BOARD_HELP = english('cli.board.help', {
  boardArgument: BOARD_ARGUMENT_HELP,
  modes: SYMMETRY_MODES.join(', '),
  kinds: OBSTACLE_KINDS.join(','),
});

/** Split only: placeObstacles refuses a kind it does not know, and the problem names it. */
function readKinds(text: string | undefined): readonly ObstacleKind[] {
  return text === undefined ? OBSTACLE_KINDS : (text.split(',').filter((kind) => kind !== '') as ObstacleKind[]);
}

function readSymmetry(text: string | undefined): SymmetryMode {
  return chosenOption('symmetry', text, SYMMETRY_MODES, 'none');
}

export async function boardCommand(args: string[], io: Output): Promise<number> {
  const { text, flag, positionals } = options(args, ['obstacles', 'symmetry', 'seed', 'kinds'], ['json']);
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneArgument', { command: 'board', argument: 'BOARD' }));
  const obstacleText = text('obstacles');
  const extra = ['symmetry', 'seed', 'kinds'].find((name) => text(name) !== undefined);
  if (obstacleText === undefined && extra !== undefined)
    throw new UsageError(english('cli.board.needsObstacles', { option: extra }));
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
    if (!result.ok) throw new UsageError(english.words(obstacleProblemWords(result.error)));
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
    english('cli.board.title', { name: report.name, lattice: report.lattice, rows: report.rows, cols: report.cols }),
    ...report.layout,
    english('cli.board.playable', { count: report.playable }),
    english('cli.board.symmetries', { count: report.symmetries }),
    english('cli.board.modes', { modes: report.modes.join(', ') }),
  ];
  if (obstacleText !== undefined) {
    const obstacles = placed.map((o) => english('cli.board.obstacle', { kind: o.kind, cell: o.cell }));
    lines.push(
      obstacles.length > 0
        ? english('cli.board.obstacles', { obstacles: obstacles.join(', ') })
        : english('cli.board.noObstacles'),
    );
  }
  io.out(lines.join('\n'));
  return 0;
}
