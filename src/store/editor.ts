import { createStore } from 'zustand/vanilla';
import type { ObstacleKind } from '../engine/obstacles';
import type { Result } from '../engine/result';
import type { ShapeSpec } from '../engine/shapes';
import { type SymmetryMode, symmetryModes } from '../engine/symmetry';
import { EMPTY_TREE } from '../engine/tree';
import {
  type Draft,
  type EditProblem,
  type Tool,
  type Transform,
  draftOf,
  draftStart,
  marblesDraft,
  obstaclesDraft,
  paintDraft,
  playersDraft,
  shapeDraft,
  textDraft,
  transformDraft,
} from '../setup/draft';
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
  readonly obstacles: ObstacleChoice;
}

export interface EditorActions {
  /** Enters the editor on `draft`, or on the board of the game on the table. */
  openEditor(draft?: Draft): void;
  closeEditor(): void;
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

    const accept = (result: Result<Draft, EditProblem>, newStep = true): void => {
      if (!result.ok) {
        set({ problem: result.error });
        return;
      }
      const { draft, past, symmetry } = get();
      set({
        draft: result.value,
        past: newStep ? [...past, draft].slice(-UNDO_DEPTH) : past,
        future: [],
        problem: null,
        symmetry: fittingSymmetry(result.value, symmetry),
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
      obstacles: DEFAULT_OBSTACLES,

      openEditor: (draft) => {
        const next = draft ?? draftOf(table.getState().start);
        set({ open: true, draft: next, past: [], future: [], problem: null, symmetry: fittingSymmetry(next, 'none') });
        show(next);
      },
      closeEditor: () => set({ open: false, problem: null }),
      paint: (cell, options = {}) => {
        const { draft, tool, symmetry } = get();
        accept(paintDraft(draft, cell, options.erase ? 'erase' : tool, symmetry), !options.continueStroke);
      },
      setTool: (tool) => set({ tool }),
      setSymmetry: (mode) => {
        const start = draftStart(get().draft);
        if (start.ok && symmetryModes(start.value.board).includes(mode)) set({ symmetry: mode, problem: null });
        else set({ problem: { code: 'symmetry', mode } });
      },
      applyShape: (spec) => accept(shapeDraft(get().draft, spec)),
      transform: (transform) => accept(transformDraft(get().draft, transform)),
      setObstacles: (choice) => set(({ obstacles }) => ({ obstacles: { ...obstacles, ...choice } })),
      placeObstacles: () => {
        const { draft, obstacles, symmetry } = get();
        accept(obstaclesDraft(draft, { ...obstacles, symmetry }));
      },
      setText: (text) => {
        const result = textDraft(get().draft, text);
        accept(result);
        return result;
      },
      setPlayers: (players) => accept(playersDraft(get().draft, players)),
      setMarbles: (marbles) => accept(marblesDraft(get().draft, marbles)),
      undo: () => travel('past'),
      redo: () => travel('future'),
    };
  });
}
