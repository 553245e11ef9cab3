import { createStore } from 'zustand/vanilla';
import { type Analyst, type PositionAnalysis, createAnalyst } from '../ai/analyst';
import {
  type GameReview,
  type KeptReviewProblem,
  type ReviewFailure,
  REVIEW_META_KEY,
  reviewFromMeta,
  reviewToMeta,
} from '../ai/review';
import { type Move, moveName } from '../engine/game';
import { makeRecord, parseMove, writeRecord } from '../engine/record';
import { mainLine, pathOf } from '../engine/tree';
import type { EditorStore } from './editor';
import type { Table, TableState, TableStore } from './table';

/** How hard a review looks at each position. */
export type ReviewDepth = 'quick' | 'standard' | 'deep';

/**
 * Playouts a review spends on each position of the game, by depth. Quick is the least whose
 * labels mostly agree with Deep's (src/ai/review.ts): at 300 almost every move came out unclear.
 */
export const REVIEW_PLAYOUTS: Readonly<Record<ReviewDepth, number>> = { quick: 2000, standard: 5000, deep: 20_000 };

/** Every review searches with this seed: the same game at the same depth is always reviewed alike. */
export const REVIEW_SEED = 1;

/** The meta entry a game's review is kept under. */

export interface ReviewProgress {
  /** Positions searched so far. */
  readonly done: number;
  readonly total: number;
}

/**
 * The analysis beside the game. A review is idle (`progress` and `review` null), running
 * (`progress` set; a review done before stays shown until the new one replaces it) or done
 * (`review` set).
 */
export interface AnalysisState {
  /** Continuous analysis is on: it follows the table's cursor, into variations too. */
  readonly analysing: boolean;
  /** The latest analysis of the position at the cursor; null until the search reports on it. */
  readonly analysis: PositionAnalysis | null;
  /** The review of the main line, kept in the game's `meta.review`; it covers the plies it lists. */
  readonly review: GameReview | null;
  readonly progress: ReviewProgress | null;
  readonly depth: ReviewDepth;
  /** The reviewed ply last picked on the chart: the table went to where it was played. */
  readonly picked: number | null;
  /** Why the last review did not finish. */
  readonly problem: ReviewFailure | null;
}

export interface AnalysisActions {
  /**
   * Turns the continuous analysis on or off; turning it on takes a hint off the table (and calls
   * off one still being searched for), as it answers the same question.
   */
  setAnalysing(on: boolean): void;
  /**
   * Shows the continuous analysis's best move as the hint, so that Hint and the analysis never
   * give two answers; false (and nothing shown) while the analysis is off or has no figures yet.
   */
  showBest(): boolean;
  setDepth(depth: ReviewDepth): void;
  /** Reviews every ply of the main line; resolves when the review ends or is cancelled. */
  reviewGame(): Promise<void>;
  cancelReview(): void;
  /** Goes to the position where reviewed ply `ply` was played and shows the better move there. */
  pickPly(ply: number): void;
}

export type Analysis = AnalysisState & AnalysisActions;
export type AnalysisStore = ReturnType<typeof createAnalysis>;

/** What the analysis is built with; tests replace the analyst. */
export interface AnalysisDeps {
  /** Makes the analyst (its workers), on the first search only. */
  readonly analyst?: () => Analyst;
}

/** Moves two lines share from their start. */
function sharedMoves(a: readonly Move[], b: readonly Move[]): number {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

/**
 * The part of a review that still describes a main line sharing only its first `valid` moves with
 * the one reviewed: a ply's figures depend on the moves up to it alone. Null when nothing is left.
 */
export function keptReview(review: GameReview, valid: number): GameReview | null {
  if (review.plies.length <= valid) return review;
  const plies = review.plies.slice(0, valid);
  return plies.length > 0 ? { ...review, plies } : null;
}

/** The review kept in a game's meta, or why it cannot be used with the game's `moves`. */
function reviewOfGame(
  meta: TableState['meta'],
  moves: number,
): { review: GameReview | null; problem: KeptReviewProblem | null } {
  const read = reviewFromMeta(meta?.[REVIEW_META_KEY]);
  if (!read.ok) return { review: null, problem: { code: 'unreadable', problem: read.error } };
  if (read.value && read.value.plies.length > moves) {
    return { review: null, problem: { code: 'too-long', plies: read.value.plies.length, moves } };
  }
  return { review: read.value, problem: null };
}

/**
 * Analysis for the game on the table: continuous analysis of the position at the cursor, and the
 * review of the main line. Both run on the analyst's workers; the table only ever learns of a
 * finished review (in its meta) and of a better move picked from it (as a hint).
 */
export function createAnalysis(table: TableStore, editor: EditorStore | null = null, deps: AnalysisDeps = {}) {
  const { analyst: makeAnalyst = () => createAnalyst() } = deps;
  return createStore<Analysis>()((set, get) => {
    let analyst: Analyst | null = null;
    let stopWatching: (() => void) | null = null;
    /** Counts watches started: updates of one that has been stopped are dropped. */
    let watches = 0;
    let running: AbortController | null = null;
    /** Set while this store writes the review into the table's meta: reading it back is no news. */
    let writing = false;

    const worker = (): Analyst => (analyst ??= makeAnalyst());

    /** (Re)starts the continuous analysis on the position at the cursor, or stops it. */
    const follow = (): void => {
      stopWatching?.();
      stopWatching = null;
      const id = ++watches;
      if (get().analysis !== null) set({ analysis: null });
      const t = table.getState();
      // No position to think about while a game is over, the replay runs or a board is being designed.
      if (!get().analysing || t.game.result || t.playing || editor?.getState().open) return;
      const moves = t.line.slice(0, t.cursor).map((p) => p.move);
      const stop = worker().watch(writeRecord(makeRecord(t.start, moves)), (analysis) => {
        if (id === watches) set({ analysis });
      });
      if (id === watches) stopWatching = stop;
      else stop();
    };

    const keepReview = (review: GameReview | null): void => {
      set({ review });
      writing = true;
      try {
        table.getState().setMetaEntry(REVIEW_META_KEY, review ? reviewToMeta(review) : undefined);
      } finally {
        writing = false;
      }
    };

    /** A game was put on the table: its own review, if it has a readable one. */
    const readReview = (t: Table): void => {
      const { review, problem } = reviewOfGame(t.meta, mainLine(t.tree).length);
      set({ review, picked: null });
      if (problem === null) return;
      // Said after what the table already had to say about this game (its seats, say), not instead of it.
      t.showNotice({ code: 'review-left-out', problem, after: t.notice });
    };

    table.subscribe((t, previous) => {
      if (t.start !== previous.start || (t.meta !== previous.meta && !writing)) {
        running?.abort();
        readReview(t);
      } else if (t.tree !== previous.tree) {
        const { review } = get();
        const kept = review && keptReview(review, sharedMoves(mainLine(previous.tree), mainLine(t.tree)));
        if (kept !== review) keepReview(kept);
      }
      if (t.path !== previous.path && get().picked !== null) set({ picked: null });
      if (t.game !== previous.game || t.playing !== previous.playing) follow();
    });
    editor?.subscribe((e, previous) => {
      if (e.open !== previous.open) follow();
    });

    return {
      analysing: false,
      analysis: null,
      review: null,
      progress: null,
      depth: 'standard',
      picked: null,
      problem: null,

      setAnalysing: (on) => {
        if (on === get().analysing) return;
        set({ analysing: on });
        if (on) table.getState().clearHint();
        follow();
      },

      showBest: () => {
        const { analysing, analysis } = get();
        const best = analysing ? analysis?.best[0] : undefined;
        const { game, showMove } = table.getState();
        const move = best ? parseMove(game.board, best.move) : null;
        if (!move?.ok) return false;
        showMove(move.value, { code: 'hint', player: game.toMove, move: best!.move });
        return true;
      },

      setDepth: (depth) => set({ depth }),

      reviewGame: async () => {
        if (running) return;
        const t = table.getState();
        const moves = mainLine(t.tree);
        if (moves.length === 0) return;
        const controller = new AbortController();
        running = controller;
        set({ progress: { done: 0, total: moves.length }, problem: null });
        try {
          const review = await worker().review(writeRecord(makeRecord(t.start, moves)), {
            playouts: REVIEW_PLAYOUTS[get().depth],
            seed: REVIEW_SEED,
            signal: controller.signal,
            onProgress: (done, total) => {
              if (!controller.signal.aborted) set({ progress: { done, total } });
            },
          });
          // Cancelled, or another game came to the table meanwhile.
          if (review === null || controller.signal.aborted) return;
          const now = table.getState();
          keepReview(keptReview(review, sharedMoves(moves, mainLine(now.tree))));
          set({ picked: null });
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          if (!controller.signal.aborted) set({ problem: { code: 'failed', reason: why } });
        } finally {
          running = null;
          set({ progress: null });
        }
      },

      cancelReview: () => running?.abort(),

      pickPly: (ply) => {
        const reviewed = get().review?.plies[ply - 1];
        if (!reviewed) return;
        const moves = mainLine(table.getState().tree);
        if (ply > moves.length) return;
        table.getState().goTo(pathOf(moves.slice(0, ply - 1)));
        const { game, showMove } = table.getState();
        set({ picked: ply });
        const better = parseMove(game.board, reviewed.best);
        if (!better.ok) return;
        showMove(better.value, {
          code: 'reviewed-move',
          review: reviewed,
          player: game.toMove,
          played: moveName(game.board, moves[ply - 1]!),
        });
      },
    };
  });
}
