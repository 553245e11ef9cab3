import { createStore } from 'zustand/vanilla';
import { type Player, isPlayer } from '../ai/levels';
import { type Board, sameBoard } from '../engine/board';
import type { GameState } from '../engine/game';
import { type Result, err, ok } from '../engine/result';
import { spawnWebLabWorker } from '../lab/client';
import { type GalleryFigures, galleryFiguresOf } from '../lab/gallery';
import { LAB_DEFAULT, type LabPlayer } from '../lab/game';
import type { LabProblem } from '../lab/problem';
import { type LabPoolRun, type LabWorker, runLabPool } from '../lab/pool';
import type { LabResult, LabSettings } from '../lab/run';
import { summarizeLab } from '../lab/summary';
import type { LabJob } from '../lab/tally';
import { draftStart } from '../setup/draft';
import type { EditorState, EditorStore } from './editor';
import type { TableState, TableStore } from './table';

/** What the heat map on the board counts, per cell; `none` shows no heat map. */
export type HeatKind = 'none' | 'drops' | 'exits' | 'obstacles';

export const MAX_LAB_GAMES = 100_000;

/**
 * The least time between two updates of a run's progress. Each update draws the panel again on
 * the page's thread, which shares the cores with the workers; batches end far more often.
 */
const PROGRESS_EVERY_MS = 250;

export interface LabProgress {
  readonly done: number;
  readonly total: number;
  readonly gamesPerSecond: number;
}

export interface LabState {
  /** Whether the lab panel is shown. */
  readonly open: boolean;
  readonly settings: LabSettings;
  /** The cores the browser reports: the most workers a run may use. */
  readonly cores: number;
  /** The run under way, null when none is. */
  readonly progress: LabProgress | null;
  /** The last result: B when a result is kept as A. */
  readonly result: LabResult | null;
  /** The result kept as A, to compare with the next. */
  readonly baseline: LabResult | null;
  readonly heat: HeatKind;
  /** Why the last run could not start or did not finish. */
  readonly problem: LabProblem | null;
}

export interface LabActions {
  openLab(): void;
  /** Hides the panel, stopping a run and the heat map; the results stay for the next time. */
  closeLab(): void;
  setSettings(change: Partial<LabSettings>): void;
  /** Measures the board on the table (the draft in the editor); resolves when the run ends or stops. */
  run(): Promise<void>;
  /** Ends the run at once, keeping the figures of the games finished. */
  stop(): void;
  /** Keeps the last result as A; the next run is B. */
  keepAsA(): void;
  clearA(): void;
  setHeat(kind: HeatKind): void;
}

export type Lab = LabState & LabActions;
export type LabStore = ReturnType<typeof createLab>;

/** What the lab is built with; tests replace the workers, the core count and the clock. */
export interface LabDeps {
  readonly spawn?: (job: LabJob) => LabWorker;
  readonly cores?: number;
  /** Milliseconds, for games per second only: the figures never depend on time. */
  readonly now?: () => number;
}

export function defaultLabSettings(cores: number): LabSettings {
  return { games: 100, level: LAB_DEFAULT.level, playouts: LAB_DEFAULT.playouts ?? 300, seed: 1, workers: cores };
}

export function searches(level: Player): boolean {
  return level !== 'random' && level !== 'greedy';
}

export function labPlayer(settings: LabSettings): LabPlayer {
  return searches(settings.level) ? { level: settings.level, playouts: settings.playouts } : { level: settings.level };
}

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

const MAX_SEED = 2 ** 31 - 1;

/** Why the settings cannot be run; null when they can. */
export function settingsProblem(settings: LabSettings, cores: number): LabProblem | null {
  if (!wholeIn(settings.games, 1, MAX_LAB_GAMES)) return { code: 'games', max: MAX_LAB_GAMES };
  if (!isPlayer(settings.level)) return { code: 'level', level: String(settings.level) };
  if (searches(settings.level) && !wholeIn(settings.playouts, 1, 1_000_000)) return { code: 'playouts' };
  if (!wholeIn(settings.seed, 0, MAX_SEED)) return { code: 'seed', max: MAX_SEED };
  if (!wholeIn(settings.workers, 1, cores)) return { code: 'workers', max: cores };
  return null;
}

/** The start of the board on the table: the draft in the editor, else the game's start position. */
export function boardToMeasure(table: TableState, editor: EditorState | null): Result<GameState, LabProblem> {
  let start = table.start;
  if (editor?.open) {
    const drafted = draftStart(editor.draft);
    if (!drafted.ok) return err({ code: 'unplayable', problem: drafted.error });
    start = drafted.value;
  }
  if (start.rules.roundLimit === null) return err({ code: 'no-round-limit' });
  return ok(start);
}

/**
 * The figures a gallery entry for `start` keeps: the newest result measured on that very game
 * (board, players and marbles) with the lab's own player, whose figures the gallery shows.
 */
export function galleryFiguresFor(lab: Pick<LabState, 'result' | 'baseline'>, start: GameState): GalleryFigures | null {
  const measured = [lab.result, lab.baseline].find(
    (r) =>
      r !== null &&
      sameBoard(r.start.board, start.board) &&
      r.start.rules.players === start.rules.players &&
      r.start.rules.marbles === start.rules.marbles &&
      r.settings.level === LAB_DEFAULT.level &&
      r.settings.playouts === LAB_DEFAULT.playouts,
  );
  return measured ? galleryFiguresOf(measured.summary, measured.settings.seed, measured.start.rules) : null;
}

/** A heat map to draw: per layout cell, the counts of one kind summed over a run's games. */
export interface ShownHeat {
  readonly kind: Exclude<HeatKind, 'none'>;
  readonly counts: readonly number[];
}

/**
 * The heat map on `board`: from the newest result measured on that board, so that it follows the
 * board on the table and vanishes when the board changes. Null when none is chosen or fits.
 */
export function shownHeat(lab: Pick<LabState, 'heat' | 'result' | 'baseline'>, board: Board): ShownHeat | null {
  const { heat } = lab;
  if (heat === 'none') return null;
  const measured = [lab.result, lab.baseline].find((r) => r !== null && sameBoard(r.start.board, board));
  return measured ? { kind: heat, counts: measured.summary.heat[heat] } : null;
}

function browserCores(): number {
  return globalThis.navigator?.hardwareConcurrency || 1;
}

export function createLab(table: TableStore, editor: EditorStore | null = null, deps: LabDeps = {}) {
  const { spawn = spawnWebLabWorker, cores = browserCores(), now = () => performance.now() } = deps;
  return createStore<Lab>()((set, get) => {
    let current: LabPoolRun | null = null;

    return {
      open: false,
      settings: defaultLabSettings(cores),
      cores,
      progress: null,
      result: null,
      baseline: null,
      heat: 'none',
      problem: null,

      openLab: () => set({ open: true }),
      closeLab: () => {
        current?.stop();
        set({ open: false, heat: 'none' });
      },
      setSettings: (change) => set(({ settings }) => ({ settings: { ...settings, ...change }, problem: null })),

      run: async () => {
        if (current) return;
        const { settings } = get();
        const start = boardToMeasure(table.getState(), editor?.getState() ?? null);
        const refused = settingsProblem(settings, cores) ?? (start.ok ? null : start.error);
        if (refused !== null || !start.ok) {
          set({ problem: refused });
          return;
        }
        const began = now();
        let shownAt = began;
        const rate = (done: number): number => {
          const seconds = (now() - began) / 1000;
          return seconds > 0 ? done / seconds : 0;
        };
        set({ progress: { done: 0, total: settings.games, gamesPerSecond: 0 }, problem: null });
        const job: LabJob = { start: start.value, player: labPlayer(settings), seed: settings.seed };
        try {
          const run = runLabPool(job, {
            games: settings.games,
            workers: settings.workers,
            spawn,
            onProgress: (tally) => {
              const at = now();
              if (at - shownAt < PROGRESS_EVERY_MS) return;
              shownAt = at;
              set({ progress: { done: tally.games, total: settings.games, gamesPerSecond: rate(tally.games) } });
            },
          });
          current = run;
          const { tally, stopped } = await run.outcome;
          if (tally.games === 0) {
            set({ progress: null, problem: { code: 'no-games' } });
            return;
          }
          const summary = summarizeLab(tally);
          const seconds = (now() - began) / 1000;
          set({ progress: null, result: { start: start.value, settings, summary, stopped, seconds } });
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          set({ progress: null, problem: { code: 'failed', why } });
        } finally {
          current = null;
        }
      },

      stop: () => current?.stop(),
      keepAsA: () => {
        const { result } = get();
        if (result) set({ baseline: result, result: null });
      },
      clearA: () => set({ baseline: null }),
      setHeat: (kind) => set({ heat: kind }),
    };
  });
}
