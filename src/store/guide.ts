import { createStore } from 'zustand/vanilla';
import type { GameState, Move } from '../engine/game';
import type { Ply } from '../engine/record';
import { lineTree, pathOf } from '../engine/tree';
import { humanSeats } from '../setup/seats';
import { type StorageLike, browserStorage } from './storage';
import { type KeptGame, keepGame, putBack } from './keptGame';
import type { Clock, TableState, TableStore } from './table';

/** Where the guide remembers that it has been offered, so the first-visit offer comes once. */
export const GUIDE_KEY = 'momentum.guide';
const SEEN = 'seen';

/** How long the position before a step's move stays still before the move plays. */
export const LEAD_IN_MS = 700;

/** One step of the guide: a position, the move that shows its idea, and a judge of other moves. */
export interface GuideStep {
  readonly id: string;
  readonly start: GameState;
  /** Moves played from `start` to reach the position before the step's move. */
  readonly lead: readonly Move[];
  readonly move: Move;
  /** Whether a move made from the position before `move` shows the step's idea. */
  found(before: GameState, ply: Ply): boolean;
}

/** Watching the step's move, or making a move of one's own from the position before it. */
type GuideMode = 'watch' | 'try';

/** What the guide made of the move tried: the idea found or missed; null before any move. */
type Verdict = 'found' | 'missed' | null;

interface GuideState<Step extends GuideStep> {
  readonly steps: readonly Step[];
  readonly open: boolean;
  /** The step shown, from 0. */
  readonly step: number;
  readonly mode: GuideMode;
  readonly verdict: Verdict;
  /** The first-visit offer is showing. */
  readonly offered: boolean;
  /** Keeps the game on the table aside and shows step `step` (the first by default). */
  openGuide(step?: number): void;
  /** Puts back the game that was on the table when the guide opened, at the same position. */
  close(): void;
  /** Shows another step, playing its move. */
  goToStep(step: number): void;
  /** Plays the step's move again from the position before it. */
  playAgain(): void;
  /** Sets up the position before the step's move for a person to make a move of their own. */
  tryIt(): void;
  dismissOffer(): void;
}

interface GuideDeps {
  readonly storage?: StorageLike | null;
  readonly clock?: Pick<Clock, 'after'>;
}

const timerClock: Pick<Clock, 'after'> = {
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

function offeredBefore(storage: StorageLike | null): boolean {
  try {
    return storage?.getItem(GUIDE_KEY) === SEEN;
  } catch {
    return false;
  }
}

/**
 * The "How to play" guide. It shows its examples on the table itself, through the table's own
 * actions, so a step's move is played, animated, heard and announced as any move is; the game that
 * was on the table is kept aside meanwhile and put back on close.
 */
export function createGuide<Step extends GuideStep>(table: TableStore, steps: readonly Step[], deps: GuideDeps = {}) {
  const { storage = browserStorage(), clock = timerClock } = deps;
  /** The game the guide put aside, while it is open. */
  let kept: KeptGame | null = null;
  let cancelLeadIn: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  /** The position a try starts from, to know the person's move when it comes. */
  let trying: { start: GameState; ply: number; before: GameState } | null = null;

  const remember = (): void => {
    try {
      storage?.setItem(GUIDE_KEY, SEEN);
    } catch {
      // Storage full or forbidden (a private window): the offer may come again next visit.
    }
  };

  return createStore<GuideState<Step>>()((set, get) => {
    const stopLeadIn = (): void => {
      cancelLeadIn?.();
      cancelLeadIn = null;
    };

    /** Puts the position before step `index`'s move on the table; every seat a person. */
    const setUp = (index: number): Step => {
      const step = steps[index]!;
      stopLeadIn();
      trying = null;
      table
        .getState()
        .loadGame(
          { start: step.start, tree: lineTree(step.lead) },
          { path: pathOf(step.lead), seats: humanSeats(step.start.rules.players) },
        );
      return step;
    };

    const show = (index: number): void => {
      const step = setUp(index);
      set({ step: index, mode: 'watch', verdict: null });
      const { start } = table.getState();
      cancelLeadIn = clock.after(LEAD_IN_MS, () => {
        cancelLeadIn = null;
        const now = table.getState();
        // A move the person made meanwhile has replaced the example: leave it be.
        if (now.start === start && now.cursor === step.lead.length && now.line.length === step.lead.length)
          now.play(step.move);
      });
    };

    /** Judges the first move made from the position a try set up. */
    const watchTable = (state: TableState): void => {
      if (!trying || get().verdict !== null || state.start !== trying.start) return;
      if (state.cursor !== trying.ply + 1 || state.line.length <= trying.ply) return;
      const ply = state.line[trying.ply]!;
      set({ verdict: steps[get().step]!.found(trying.before, ply) ? 'found' : 'missed' });
      trying = null;
    };

    return {
      steps,
      open: false,
      step: 0,
      mode: 'watch',
      verdict: null,
      offered: !offeredBefore(storage),

      openGuide: (step = 0) => {
        if (!get().open) {
          kept = keepGame(table);
          unsubscribe = table.subscribe(watchTable);
          remember();
          set({ open: true, offered: false });
        }
        show(Math.max(0, Math.min(steps.length - 1, step)));
      },

      close: () => {
        if (!kept) return;
        const game = kept;
        kept = null;
        stopLeadIn();
        unsubscribe?.();
        unsubscribe = null;
        trying = null;
        putBack(table, game);
        set({ open: false, mode: 'watch', verdict: null });
      },

      goToStep: (step) => {
        if (get().open && step >= 0 && step < steps.length) show(step);
      },

      playAgain: () => {
        if (get().open) show(get().step);
      },

      tryIt: () => {
        if (!get().open) return;
        const step = setUp(get().step);
        const s = table.getState();
        trying = { start: s.start, ply: step.lead.length, before: s.game };
        set({ mode: 'try', verdict: null });
      },

      dismissOffer: () => {
        remember();
        set({ offered: false });
      },
    };
  });
}

export type GuideStore<Step extends GuideStep = GuideStep> = ReturnType<typeof createGuide<Step>>;
