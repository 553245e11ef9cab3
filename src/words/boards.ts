import type { LayoutProblem } from '../engine/layoutText';
import type { ObstacleProblem } from '../engine/obstacles';
import type { PresetId } from '../engine/presets';
import type { ShapeProblem } from '../engine/shapes';
import type { SymmetryMode } from '../engine/symmetry';
import type { ShiftProblem } from '../engine/transform';
import type { GalleryBoard } from '../lab/gallery';
import { type Words, words } from '../i18n/catalogue';
import type { BoardLinkProblem } from '../codec/boardLink';
import type { EditProblem, Tool } from '../setup/draft';
import type { SavedBoardProblem } from '../setup/savedBoard';
import { playerWords } from './players';
import { boardProblemWords, startProblemWords } from './problems';

/*
 * Why the board editor refused an edit, as messages for the view to put into words. Each is a
 * clause without its full stop, to stand as a sentence of its own or as another message's `{reason}`.
 */

/** A preset board's title. */
export function presetTitleWords(id: PresetId): Words {
  return words(`boards.preset.${id}`);
}

/** A gallery board's name. */
export function galleryNameWords(board: GalleryBoard): Words {
  return board.source === 'preset' ? presetTitleWords(board.id) : words(`boards.gallery.${board.id}`);
}

/** What makes a gallery board worth a game, in a line. */
export function galleryAboutWords(board: GalleryBoard): Words {
  return board.source === 'preset' ? words('boards.gallery.published') : words(`boards.gallery.${board.id}.about`);
}

/** A palette tool's name: a tile, a player's marble, or the eraser (the obstacles' names too). */
export function toolWords(tool: Tool): Words {
  switch (tool) {
    case 'marble1':
    case 'marble2':
    case 'marble3':
    case 'marble4':
      return words('boards.tool.marble', { player: playerWords(Number(tool.slice('marble'.length))) });
    default:
      return words(`boards.tool.${tool}`);
  }
}

/** A symmetry mode as a sentence names it: "mirror", "quarter turn". */
export function symmetryWords(mode: SymmetryMode): Words {
  return words(`boards.symmetryName.${mode}`);
}

/** "3", "0 to 5", "0 to 5, 8, 12": runs of three or more as ranges, for a list param. */
export function countsWords(counts: readonly number[]): Words[] {
  const parts: Words[] = [];
  for (let i = 0; i < counts.length;) {
    let j = i;
    while (j + 1 < counts.length && counts[j + 1] === counts[j]! + 1) j++;
    if (j - i >= 2) parts.push(words('boards.range', { from: counts[i]!, to: counts[j]! }));
    else for (let k = i; k <= j; k++) parts.push(words('boards.number', { value: counts[k]! }));
    i = j + 1;
  }
  return parts;
}

/** A character as the text shows it, control characters escaped. */
function charText(char: string): string {
  return JSON.stringify(char).slice(1, -1);
}

export function layoutProblemWords(problem: LayoutProblem): Words {
  switch (problem.code) {
    case 'no-rows':
      return words('boards.problem.noRows');
    case 'too-many-rows':
      return words('boards.problem.tooManyRows', { rows: problem.rows, max: problem.max });
    case 'too-many-columns':
      return words('boards.problem.tooManyColumns', { row: problem.row, length: problem.length, max: problem.max });
    case 'ragged-row':
      return words('boards.problem.raggedRow', { row: problem.row, count: problem.length, expected: problem.expected });
    case 'unknown-char':
      return words('boards.problem.unknownChar', { row: problem.row, col: problem.col, char: charText(problem.char) });
    case 'no-playable-cell':
      return words('boards.problem.noPlayableCell');
  }
}

function fieldWords(field: string): Words {
  switch (field) {
    case 'rows':
    case 'cols':
    case 'side':
    case 'size':
    case 'cut':
    case 'arm':
    case 'hole':
    case 'cells':
    case 'seed':
      return words(`boards.field.${field}`);
    default:
      throw new RangeError(`no shape field ${field}`);
  }
}

function shapeProblemWords(problem: ShapeProblem): Words {
  switch (problem.code) {
    case 'not-whole':
      return words('boards.problem.notWhole', { field: fieldWords(problem.field), value: problem.value });
    case 'out-of-range':
      return words('boards.problem.outOfRange', {
        field: fieldWords(problem.field),
        min: problem.min,
        max: problem.max,
        value: problem.value,
      });
    case 'even-size':
      return words('boards.problem.evenSize', { size: problem.size });
    case 'parity':
      return words(problem.size % 2 === 0 ? 'boards.problem.parityEven' : 'boards.problem.parityOdd', {
        field: fieldWords(problem.field),
        size: problem.size,
      });
    case 'too-large':
      return words('boards.problem.tooLarge', { rows: problem.rows, cols: problem.cols, max: problem.max });
  }
}

/** Why random obstacles could not be placed. */
export function obstacleProblemWords(problem: ObstacleProblem): Words {
  switch (problem.code) {
    case 'bad-count':
      return words('boards.problem.badCount', { value: problem.count });
    case 'no-kinds':
      return words('boards.problem.noKinds');
    case 'unknown-kind':
      return words('boards.problem.unknownKind', { kind: problem.kind });
    case 'symmetry-unavailable':
      return words('boards.problem.symmetryUnavailable', { symmetry: symmetryWords(problem.symmetry) });
    case 'unreachable-count':
      return words('boards.problem.unreachableCount', {
        count: problem.count,
        counts: countsWords(problem.reachable),
      });
  }
}

function shiftProblemWords(problem: ShiftProblem): Words {
  return words('boards.problem.shift', { max: problem.max });
}

/** Several problems of the text as one reason, in the order found. */
export function joinedWords(problems: readonly Words[]): Words {
  const [first, ...rest] = problems;
  if (!first) throw new RangeError('no problems to join');
  return rest.length === 0 ? first : words('boards.problem.joined', { first, rest: joinedWords(rest) });
}

/** Why the editor refused an edit. */
export function editProblemWords(problem: EditProblem): Words {
  switch (problem.code) {
    case 'layout':
      return joinedWords(problem.problems.map(layoutProblemWords));
    case 'shape':
      return shapeProblemWords(problem.problem);
    case 'obstacles':
      return obstacleProblemWords(problem.problem);
    case 'shift':
      return shiftProblemWords(problem.problem);
    case 'symmetry':
      return words('boards.problem.paintSymmetry', { symmetry: symmetryWords(problem.mode) });
    case 'players':
      return words('boards.problem.players', { players: problem.players });
    case 'marbles':
      return words('boards.problem.marbles', { marbles: problem.marbles });
    case 'board':
      return boardProblemWords(problem.problem);
    case 'rules':
      return startProblemWords(problem.problem);
  }
}

/** Why a board link could not be opened: its own problem, or the board's. */
export function boardLinkProblemWords(problem: BoardLinkProblem): Words {
  switch (problem.code) {
    case 'link-lattice':
      return problem.lattice === ''
        ? words('boards.problem.linkNoLattice')
        : words('boards.problem.linkLattice', { lattice: problem.lattice });
    case 'link-part':
      return words('boards.problem.linkPart', { part: problem.part });
    case 'link-number':
      return words('boards.problem.linkNumber', { part: problem.part, value: problem.value });
    default:
      return editProblemWords(problem);
  }
}

/**
 * Why saved boards could not all be read back, as a sentence; why a board could not be saved, as
 * a clause like the editor's problems.
 */
export function savedBoardProblemWords(problem: SavedBoardProblem): Words {
  switch (problem.code) {
    case 'unreadable':
      return words('boards.saved.unreadable', { count: problem.count, key: problem.key });
    case 'no-name':
      return words('boards.saved.noName');
    case 'long-name':
      return words('boards.saved.longName', { max: problem.max });
    case 'unplayable':
      return editProblemWords(problem.problem);
    case 'store-failed':
      return words('boards.saved.storeFailed');
  }
}
