import { createStore } from 'zustand/vanilla';
import type { ObstacleKind } from '../engine/obstacles';
import type { Result } from '../engine/result';
import type { ShapeSpec } from '../engine/shapes';
import { type SymmetryMode, symmetryModes } from '../engine/symmetry';
import { EMPTY_TREE } from '../engine/tree';
import {
  type Draft,
  type EditProblem,
  type PlacedObstacle,
  type Tool,
  type Transform,
  draftOf,
  draftStart,
  marblesDraft,
  obstaclesDraft,
  paintDraft,
  placedBetween,
  playersDraft,
  shapeDraft,
  textDraft,
  transformDraft,
  withoutPlaced,
} from '../setup/draft';
import { type KeptGame, keepGame, putBack } from './keptGame';
import type { TableStore } from './table';

/** How many edits Undo can take back. */
const UNDO_DEPTH = 200;

/** The random obstacles the editor places next: how many, of which kinds, from which seed. */
export interface ObstacleChoice {
  readonly count: number;
  readonly kinds: readonly ObstacleKind[];
  readonly seed: number;
}

/** The rulebooks advise at most six obstacles on a board. */
export const DEFAULT_OBSTACLES: ObstacleChoice = { count: 6, kinds: ['cushion', 'bumper', 'hole'], seed: 1 };

/** Which control asked for a refused edit, so that its reason shows beside it. */
export type ProblemPlace = 'board' | 'obstacles' | 'text';

/** The last random placement: the choice it was made with and what it put down. */
export interface Placement {
  readonly choice: ObstacleChoice;
  readonly obstacles: readonly PlacedObstacle[];
}

export interface EditorState {
  /** Whether the table is in the board editor rather than in play. */
  readonly open: boolean;
  /** The board on the table: always one the engine accepts. */
  readonly draft: Draft;
  readonly past: readonly Draft[];
  readonly future: readonly Draft[];
  readonly tool: Tool;
  readonly symmetry: SymmetryMode;
  /** Why the last edit was refused; cleared by the next accepted one. */
  readonly problem: EditProblem | null;
  readonly problemPlace: ProblemPlace;
  readonly obstacles: ObstacleChoice;
  /**
   * The last random placement, which the next one replaces rather than adds to; null once the
   * board is made anew (a shape, a transform, the text, another board).
   */
  readonly placement: Placement | null;
}

export interface EditorActions {
  /** Enters the editor on `draft`, or on the board of the game on the table, keeping that game aside. */
  openEditor(draft?: Draft): void;
  /** Leaves the editor with the board on the table (to play it). */
  closeEditor(): void;
  /** Leaves the editor and puts back the game the table showed when it opened, at the same move. */
  leaveEditor(): void;
  /** Steps aside for another panel that borrows the table (the guide), keeping the draft, its history and the game kept. */
  suspendEditor(): void;
  /** Comes back after `suspendEditor`, the draft on the table again. */
  resumeEditor(): void;
  /**
   * Paints `cell` (a layout index) and its symmetry partners with the tool, or erases with
   * `erase`. A drag is one stroke: `continueStroke` paints without a new undo step.
   */
  paint(cell: number, options?: { readonly erase?: boolean; readonly continueStroke?: boolean }): void;
  setTool(tool: Tool): void;
  setSymmetry(mode: SymmetryMode): void;
  applyShape(spec: ShapeSpec): void;
  transform(transform: Transform): void;
  setObstacles(choice: Partial<ObstacleChoice>): void;
  /**
   * Random obstacles in place of the last placement's. Asked again with the same choice while
   * that placement is on the board, it draws from the next seed: a new set each time.
   */
  placeObstacles(): void;
  /** The board as text; refused text leaves the board as it was and returns what is wrong. */
  setText(text: string): Result<Draft, EditProblem>;
  setPlayers(players: number): void;
  setMarbles(marbles: number | null): void;
  undo(): void;
  redo(): void;
}

export type Editor = EditorState & EditorActions;
export type EditorStore = ReturnType<typeof createEditor>;

/**
 * The board editor's slice: the draft with its undo history, the palette and the symmetry mode.
 * Every accepted edit puts the board on the table as a new game, so the 3D table always shows the
 * draft and "play this board" is just leaving the editor.
 */
export function createEditor(table: TableStore) {
  /** The game on the table when the editor opened, put back if it is left without playing the board. */
  let kept: KeptGame | null = null;
  return createStore<Editor>()((set, get) => {
    const show = (draft: Draft): void => {
      const start = draftStart(draft);
      if (start.ok) table.getState().loadGame({ start: start.value, tree: EMPTY_TREE });
    };

    /** The symmetry mode stays only while the board keeps that symmetry. */
    const fittingSymmetry = (draft: Draft, mode: SymmetryMode): SymmetryMode => {
      const start = draftStart(draft);
      return start.ok && symmetryModes(start.value.board).includes(mode) ? mode : 'none';
    };

    /**
     * Puts an accepted edit on the table, with the state it changes `also`, or keeps the reason for
     * a refused one beside the control at `place`. `newStep: false` continues the last undo step.
     */
    const accept = (
      result: Result<Draft, EditProblem>,
      how: { readonly newStep?: boolean; readonly place?: ProblemPlace; readonly also?: Partial<EditorState> } = {},
    ): void => {
      if (!result.ok) {
        set({ problem: result.error, problemPlace: how.place ?? 'board' });
        return;
      }
      const { draft, past, symmetry } = get();
      set({
        draft: result.value,
        past: (how.newStep ?? true) ? [...past, draft].slice(-UNDO_DEPTH) : past,
        future: [],
        problem: null,
        symmetry: fittingSymmetry(result.value, symmetry),
        ...how.also,
      });
      show(result.value);
    };

    const travel = (from: 'past' | 'future'): void => {
      const s = get();
      const stack = s[from];
      const draft = stack[stack.length - 1];
      if (!draft) return;
      const to = from === 'past' ? 'future' : 'past';
      set({
        draft,
        [from]: stack.slice(0, -1),
        [to]: [...s[to], s.draft],
        problem: null,
        symmetry: fittingSymmetry(draft, s.symmetry),
      });
      show(draft);
    };

    return {
      open: false,
      draft: draftOf(table.getState().start),
      past: [],
      future: [],
      tool: 'cell',
      symmetry: 'none',
      problem: null,
      problemPlace: 'board',
      obstacles: DEFAULT_OBSTACLES,
      placement: null,

      openEditor: (draft) => {
        // Opened again from the gallery while editing (or suspended), the game kept is still the one to put back.
        kept ??= keepGame(table);
        const next = draft ?? draftOf(table.getState().start);
        set({
          open: true,
          draft: next,
          past: [],
          future: [],
          problem: null,
          symmetry: fittingSymmetry(next, 'none'),
          placement: null,
        });
        show(next);
      },
      closeEditor: () => {
        kept = null;
        set({ open: false, problem: null });
      },
      leaveEditor: () => {
        const game = kept;
        kept = null;
        set({ open: false, problem: null });
        if (game) putBack(table, game);
      },
      suspendEditor: () => set({ open: false }),
      resumeEditor: () => {
        if (!kept || get().open) return;
        set({ open: true });
        show(get().draft);
      },
      paint: (cell, options = {}) => {
        const { draft, tool, symmetry } = get();
        accept(paintDraft(draft, cell, options.erase ? 'erase' : tool, symmetry), {
          newStep: !options.continueStroke,
        });
      },
      setTool: (tool) => set({ tool }),
      setSymmetry: (mode) => {
        const start = draftStart(get().draft);
        if (start.ok && symmetryModes(start.value.board).includes(mode)) set({ symmetry: mode, problem: null });
        else set({ problem: { code: 'symmetry', mode }, problemPlace: 'board' });
      },
      applyShape: (spec) => accept(shapeDraft(get().draft, spec), { also: { placement: null } }),
      transform: (transform) => accept(transformDraft(get().draft, transform), { also: { placement: null } }),
      setObstacles: (choice) => set(({ obstacles }) => ({ obstacles: { ...obstacles, ...choice } })),
      placeObstacles: () => {
        const { draft, obstacles, symmetry, placement } = get();
        const base = withoutPlaced(draft, placement?.obstacles ?? []);
        const again = placement?.choice === obstacles && base !== draft;
        const choice = again ? { ...obstacles, seed: obstacles.seed + 1 } : obstacles;
        const result = obstaclesDraft(base, { ...choice, symmetry });
        accept(result, {
          place: 'obstacles',
          also: result.ok
            ? { obstacles: choice, placement: { choice, obstacles: placedBetween(base, result.value) } }
            : {},
        });
      },
      setText: (text) => {
        const result = textDraft(get().draft, text);
        accept(result, { place: 'text', also: { placement: null } });
        return result;
      },
      setPlayers: (players) => accept(playersDraft(get().draft, players)),
      setMarbles: (marbles) => accept(marblesDraft(get().draft, marbles)),
      undo: () => travel('past'),
      redo: () => travel('future'),
    };
  });
}
