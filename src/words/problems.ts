import type { BoardProblem, CellNameProblem } from '../engine/board';
import type { MoveProblem, StartProblem } from '../engine/game';
import type { MovePlace, RecordProblem } from '../engine/record';
import type { SetupProblem } from '../engine/setup';
import type { PuzzleProblem } from '../puzzles/puzzle';
import type { TreeProblem } from '../engine/tree';
import type { LineProblem, TreeRecordProblem } from '../engine/treeRecord';
import { type Words, words } from '../i18n/catalogue';
import { playerWords } from './players';

/*
 * The engine's problems put into words, one message per code. Every switch covers its union, so a
 * new code without words fails to compile.
 */

export function boardProblemWords(problem: BoardProblem): Words {
  switch (problem.code) {
    case 'bad-lattice':
      return words('errors.board.badLattice', { found: problem.found });
    case 'layout-not-list':
      return words('errors.board.layoutNotList', { found: problem.found });
    case 'no-rows':
      return words('errors.board.noRows');
    case 'too-many-rows':
      return words('errors.board.tooManyRows', { rows: problem.rows, max: problem.max });
    case 'row-not-text':
      return words('errors.board.rowNotText', { row: problem.row, found: problem.found });
    case 'empty-row':
      return words('errors.board.emptyRow', { row: problem.row });
    case 'too-many-columns':
      return words('errors.board.tooManyColumns', { cols: problem.cols, max: problem.max });
    case 'ragged-row':
      return words('errors.board.raggedRow', { row: problem.row, count: problem.length, expected: problem.expected });
    case 'unknown-char':
      return words('errors.board.unknownChar', { row: problem.row, col: problem.col, char: problem.char });
    case 'no-playable-cell':
      return words('errors.board.noPlayableCell');
  }
}

export function cellNameProblemWords(problem: CellNameProblem): Words {
  switch (problem.code) {
    case 'not-cell-name':
      return words('errors.cell.notCellName', { text: problem.text });
    case 'off-board':
      return words('errors.cell.offBoard', { name: problem.name });
  }
}

export function startProblemWords(problem: StartProblem): Words {
  switch (problem.code) {
    case 'bad-players':
      return words('errors.start.badPlayers', { players: problem.players });
    case 'bad-marbles':
      return words('errors.start.badMarbles', { marbles: problem.marbles });
    case 'teams-need-four':
      return words('errors.start.teamsNeedFour', { players: problem.players });
    case 'bad-round-limit':
      return words('errors.start.badRoundLimit', { roundLimit: problem.roundLimit });
    case 'bad-to-move':
      return words('errors.start.badToMove', { toMove: problem.toMove, players: problem.players });
    case 'too-few-cells':
      return words('errors.start.tooFewCells', { count: problem.cells, marbles: problem.marbles });
    case 'absent-player':
      return words('errors.start.absentPlayer', {
        player: problem.player,
        cell: problem.cell,
        players: problem.players,
      });
    case 'no-reserve':
      return words('errors.start.noReserve', { player: problem.player, count: problem.placed, max: problem.max });
  }
}

export function setupProblemWords(problem: SetupProblem): Words {
  return problem.code === 'layout' ? boardProblemWords(problem.problem) : startProblemWords(problem.problem);
}

export function moveProblemWords(problem: MoveProblem): Words {
  switch (problem.code) {
    case 'game-over':
      return words('errors.move.gameOver', { move: problem.move });
    case 'no-swap':
      return words('errors.move.noSwap');
    case 'swap-too-late':
      return words('errors.move.swapTooLate');
    case 'no-such-cell':
      return words('errors.move.noSuchCell', { cell: problem.cell });
    case 'not-a-cell':
      return words(`errors.move.${problem.tile}`, { move: problem.move });
    case 'occupied':
      return words('errors.move.occupied', { move: problem.move });
    case 'must-block':
      return words('errors.move.mustBlock', { move: problem.move, player: playerWords(problem.player) });
  }
}

/** "ply 7", "the main line", "variation after ply 12" or "variation after ply 12, ply 15". */
function placeWords({ ply, branch }: MovePlace): Words {
  if (branch === null) return ply === null ? words('errors.place.mainLine') : words('errors.place.ply', { ply });
  return ply === null || ply === branch + 1
    ? words('errors.place.variation', { branch })
    : words('errors.place.variationPly', { branch, ply });
}

export function treeProblemWords(problem: TreeProblem): Words {
  switch (problem.code) {
    case 'odd-path':
      return words('errors.tree.oddPath', { length: problem.length });
    case 'unknown-move-id':
      return words('errors.tree.unknownMoveId', { id: problem.id });
    case 'off-tree':
      return words('errors.tree.offTree');
    case 'delete-start':
      return words('errors.tree.deleteStart');
  }
}

/** A written line's problem; `tokenWords` words what its token reader found wrong with a move. */
export function lineProblemWords<E>(problem: LineProblem<E>, tokenWords: (problem: E) => Words): Words {
  const place = placeWords(problem.place);
  switch (problem.code) {
    case 'unreadable-move':
      return words('errors.line.at', { place, problem: tokenWords(problem.problem) });
    case 'illegal-move':
      return words('errors.line.at', { place, problem: moveProblemWords(problem.problem) });
    case 'repeated-move':
      return words('errors.line.repeatedMove', { place, move: problem.move });
    case 'not-an-item':
      return words('errors.line.notAnItem', { place, found: problem.found });
    case 'variations-first':
      return words('errors.line.variationsFirst', { place });
    case 'no-variations':
      return words('errors.line.noVariations', { place });
    case 'too-deep':
      return words('errors.line.tooDeep', { place, max: problem.max });
    case 'bad-variation':
      return words('errors.line.badVariation', { place, index: problem.index });
  }
}

/** Why a record (a game file, a link's record, the command line's input) is not a game. */
export function recordProblemWords(problem: RecordProblem | TreeRecordProblem): Words {
  switch (problem.code) {
    case 'layout':
    case 'start':
      return setupProblemWords(problem);
    case 'unreadable-move':
    case 'illegal-move':
    case 'repeated-move':
    case 'not-an-item':
    case 'variations-first':
    case 'no-variations':
    case 'too-deep':
    case 'bad-variation':
      return lineProblemWords(problem, cellNameProblemWords);
    case 'not-json':
      return words('errors.record.notJson', { detail: problem.detail });
    case 'not-object':
      return words('errors.record.notObject', { found: problem.found });
    case 'unknown-field':
      return words('errors.record.unknownField', { field: problem.field });
    case 'missing-field':
      return words('errors.record.missingField', { field: problem.field });
    case 'bad-format':
      return words('errors.record.badFormat', { found: problem.found, expected: problem.expected });
    case 'bad-players':
      return words('errors.record.badPlayers', { found: problem.found });
    case 'bad-marbles':
      return words('errors.record.badMarbles', { found: problem.found });
    case 'not-boolean':
      return words('errors.record.notBoolean', { field: problem.field, found: problem.found });
    case 'teams-need-four':
      return words('errors.record.teamsNeedFour', { players: problem.players });
    case 'bad-round-limit':
      return words('errors.record.badRoundLimit', { found: problem.found });
    case 'bad-to-move':
      return words('errors.record.badToMove', { found: problem.found, players: problem.players });
    case 'moves-not-list':
      return words('errors.record.movesNotList', { found: problem.found });
    case 'move-not-text':
      return words('errors.record.moveNotText', { ply: problem.ply, found: problem.found });
    case 'meta-not-object':
      return words('errors.record.metaNotObject', { found: problem.found });
    case 'variations-not-list':
      return words('errors.treeRecord.variationsNotList', { found: problem.found });
    case 'entry-not-list':
      return words('errors.treeRecord.entryNotList', { entry: problem.entry, found: problem.found });
    case 'entry-bad-ply':
      return words('errors.treeRecord.entryBadPly', { entry: problem.entry, found: problem.found, last: problem.last });
    case 'entry-no-main-line':
      return words('errors.treeRecord.entryNoMainLine', { entry: problem.entry, found: problem.found });
    case 'entry-out-of-order':
      return words('errors.treeRecord.entryOutOfOrder', {
        entry: problem.entry,
        ply: problem.ply,
        previous: problem.previous,
      });
    case 'names-not-list':
      return words('errors.treeRecord.namesNotList', { found: problem.found });
    case 'names-count':
      return words('errors.treeRecord.namesCount', { count: problem.count, players: problem.players });
    case 'name-not-text':
      return words('errors.treeRecord.nameNotText', { index: problem.index, found: problem.found });
  }
}

/** Why a line of a puzzle set is no puzzle. */
export function puzzleProblemWords(problem: PuzzleProblem): Words {
  switch (problem.code) {
    case 'not-json':
      return words('errors.puzzle.notJson', { detail: problem.detail });
    case 'bad-field':
      return words('errors.puzzle.badField', { field: problem.field });
    case 'record':
      return recordProblemWords(problem.problem);
  }
}
