import { createStore } from 'zustand/vanilla';
import type { Move } from '../engine/game';
import { moveName } from '../engine/game';
import { err, ok } from '../engine/result';
import { lineTree, pathOf } from '../engine/tree';
import { type PuzzleFilters, choosePuzzle, puzzleOfTheDay, streakOrder } from '../puzzles/choose';
import type { PuzzleTryAnswer } from '../online/puzzleProtocol';
import type { Puzzle } from '../puzzles/puzzle';
import { type PuzzleSkill, newSolverSkill, puzzleSkill, rateTry, shownRating } from '../puzzles/rating';
import { type PuzzleTry, advance, judge, restart, startTry, winningMove } from '../puzzles/session';
import { humanSeats } from '../setup/seats';
import { type KeptGame, keepGame, putBack } from './keptGame';
import { type StorageLike, browserStorage, readStoredObject } from './storage';
import type { PuzzleMode, PuzzleNews, PuzzlePhase, PuzzlesProblem, RatedTry } from './puzzleCodes';
import type { Clock, MoveRoute, TableState, TableStore } from './table';

/** Where the browser keeps the solver's puzzle rating, the puzzles tried and the best streak. */
export const PUZZLES_KEY = 'momentum.puzzles';

/** The pause between a drop coming to rest and the reply to it, so the eye sees one, then the other. */
export const REPLY_PAUSE_MS = 400;

interface Streak {
  readonly current: number;
  readonly best: number;
}

interface PuzzlesState {
  readonly open: boolean;
  readonly mode: PuzzleMode;
  readonly filters: PuzzleFilters;
  readonly set: readonly Puzzle[];
  readonly puzzle: Puzzle | null;
  /** The player to move at the puzzle's position, who must win. */
  readonly solver: number;
  readonly phase: PuzzlePhase;
  readonly news: PuzzleNews | null;
  readonly problem: PuzzlesProblem | null;
  /** The solver's skill, kept in the browser. */
  readonly skill: PuzzleSkill;
  /** The shown puzzle's first try was rated (solved, missed, hinted or shown): tries after it are practice. */
  readonly rated: RatedTry | null;
  /** A hint or a miss in this try: solving it now no longer counts as solved at the first try. */
  readonly helped: boolean;
  readonly streak: Streak;
  /** The table's cell the hint marks, once asked for. */
  readonly hinted: boolean;

  /** Keeps the game on the table aside and shows a puzzle: the one `id` names, else one chosen by the mode. */
  openPuzzles(id?: string): Promise<void>;
  /** Puts the game back that was on the table. */
  close(): void;
  next(): void;
  retry(): void;
  showSolution(): void;
  hint(): void;
  setMode(mode: PuzzleMode): void;
  setFilters(filters: Partial<PuzzleFilters>): void;
}

export interface PuzzlesDeps {
  /** The shipped set, loaded when the place is first opened. */
  readonly loadSet: () => Promise<readonly Puzzle[]>;
  readonly storage?: StorageLike | null;
  readonly clock?: Pick<Clock, 'after' | 'now'>;
  /** Wall-clock milliseconds since 1970 (the puzzle of the day), read at the edge. */
  readonly today?: () => number;
  /** A seed for the next choice. */
  readonly seed?: () => number;
  /** Tells the page's address which puzzle is shown, so it can be shared and reloaded. */
  readonly showLink?: (id: string) => void;
  /**
   * A first try, sent on to the game server for a signed-in player: its answer, or null when
   * there is none (signed out, no server, refused). The browser's own rating moves either way.
   */
  readonly reportTry?: (id: string, solved: boolean) => Promise<PuzzleTryAnswer | null>;
  /**
   * The next rated puzzle as the game server chooses it for a signed-in player (near the
   * account's rating, none the account tried), or null to choose in the browser (signed out, no
   * game server, or the server has none left).
   */
  readonly serverChoice?: (filters: PuzzleFilters) => Promise<Puzzle | null>;
}

const DAY_MS = 86_400_000;

const timerClock: Pick<Clock, 'after' | 'now'> = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

interface Kept {
  readonly skill: PuzzleSkill;
  readonly tried: readonly string[];
  readonly bestStreak: number;
}

function readKept(storage: StorageLike | null): Kept {
  const stored = readStoredObject(storage, PUZZLES_KEY);
  const skill = stored.skill as Partial<PuzzleSkill> | undefined;
  const valid = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  return {
    skill:
      valid(skill?.mu) && valid(skill.sigma) && skill.sigma > 0
        ? { mu: skill.mu, sigma: skill.sigma }
        : newSolverSkill(),
    tried: Array.isArray(stored.tried) ? stored.tried.filter((id): id is string => typeof id === 'string') : [],
    bestStreak: valid(stored.bestStreak) ? stored.bestStreak : 0,
  };
}

/**
 * The Puzzles place: a puzzle's position on the table, the solver's moves judged as they are made
 * (src/puzzles/session.ts decides), the replies played on the table, animated as any move is, and
 * the ratings moved by each puzzle's first try. Moves made at the table come here through the
 * table's move route; the game that was on the table is kept aside meanwhile, as the guide does.
 */
export function createPuzzles(table: TableStore, deps: PuzzlesDeps) {
  const {
    loadSet,
    storage = browserStorage(),
    clock = timerClock,
    today = () => Date.now(),
    seed = () => Math.floor(Math.random() * 2 ** 31),
    showLink = () => undefined,
    reportTry = () => Promise.resolve(null),
    serverChoice,
  } = deps;
  let kept: KeptGame | null = null;
  let tried = new Set(readKept(storage).tried);
  let current: PuzzleTry | null = null;
  /** Moves still to play on the table, one after another as the table comes to rest. */
  let queue: Move[] = [];
  let after: (() => void) | null = null;
  let cancelPause: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let streakPuzzles: Puzzle[] = [];
  let loading: Promise<readonly Puzzle[]> | null = null;
  /** Counts the choices asked for: a server's answer to an older one is dropped. */
  let choices = 0;

  return createStore<PuzzlesState>()((set, get) => {
    const save = (): void => {
      try {
        storage?.setItem(
          PUZZLES_KEY,
          JSON.stringify({ skill: get().skill, tried: [...tried], bestStreak: get().streak.best }),
        );
      } catch {
        // Storage full or forbidden: the rating lasts as long as the page.
      }
    };

    const stopQueue = (): void => {
      cancelPause?.();
      cancelPause = null;
      queue = [];
      after = null;
    };

    /** Plays the next queued move once the table is still; the last one calls `after`. */
    const playQueued = (state: TableState): void => {
      if (cancelPause || state.motion !== null) return;
      if (queue.length === 0) {
        const done = after;
        after = null;
        done?.();
        return;
      }
      cancelPause = clock.after(REPLY_PAUSE_MS, () => {
        cancelPause = null;
        const move = queue.shift();
        if (move !== undefined) table.getState().playCommitted(move);
        playQueued(table.getState());
      });
    };

    const playMoves = (moves: readonly Move[], then: () => void): void => {
      stopQueue();
      queue = [...moves];
      after = then;
      playQueued(table.getState());
    };

    /** Rates the shown puzzle's first try, once. */
    const rate = (solved: boolean): void => {
      const { puzzle, rated, mode, skill } = get();
      if (!puzzle || rated || tried.has(puzzle.id) || mode === 'streak') {
        if (puzzle) set({ helped: true });
        return;
      }
      const next = rateTry(skill, puzzleSkill(puzzle), solved);
      tried = new Set([...tried, puzzle.id]);
      set({
        skill: next.solver,
        helped: true,
        rated: { solved, before: shownRating(skill), after: shownRating(next.solver), puzzleRating: puzzle.rating },
      });
      save();
      void reportTry(puzzle.id, solved).then((answer) => {
        const now = get().rated;
        // Told only while the puzzle it rated is still shown.
        if (!answer || !now || get().puzzle?.id !== puzzle.id) return;
        set({ rated: { ...now, account: { counted: answer.counted, rating: answer.solver } } });
      });
    };

    const endStreak = (solved: boolean): void => {
      if (get().mode !== 'streak') return;
      const { current: now, best } = get().streak;
      const reached = solved ? now + 1 : now;
      // A miss ends the streak: the next one starts again from the easiest puzzles.
      if (!solved) streakPuzzles = [];
      set({ streak: { current: solved ? reached : 0, best: Math.max(best, reached) } });
      save();
    };

    const onSolved = (): void => {
      const clean = !get().helped;
      if (clean) rate(true);
      endStreak(clean);
      set({ phase: 'solved', news: { code: 'solved' } });
    };

    /** The solver's move, judged before the table plays it. */
    const route: MoveRoute = (move, playHere) => {
      const { phase } = get();
      if (!current || phase !== 'solving') {
        return err({ code: 'puzzle', reason: phase === 'replying' ? 'replying' : 'over' } as const);
      }
      const judgement = judge(current, move);
      const played = playHere();
      if (!played.ok) return played;
      table.getState().clearHint();
      if (judgement.verdict === 'right') {
        current = advance(current, [move, ...judgement.replies]);
        const solved = judgement.solved;
        set({ phase: judgement.replies.length > 0 ? 'replying' : get().phase, news: { code: 'right' }, hinted: false });
        playMoves(judgement.replies, () => (solved ? onSolved() : set({ phase: 'solving' })));
        if (judgement.replies.length === 0 && solved) onSolved();
        return ok(undefined);
      }
      current = advance(current, [move, ...judgement.refutation]);
      rate(false);
      endStreak(false);
      set({ phase: 'replying', news: { code: 'wrong' }, hinted: false });
      playMoves(judgement.refutation, () => set({ phase: 'missed' }));
      return ok(undefined);
    };

    /** Puts the puzzle's position on the table. */
    const setUp = (puzzle: Puzzle): void => {
      stopQueue();
      const started = startTry(puzzle);
      if (!started.ok) {
        set({ puzzle: null, phase: 'loading', problem: { code: 'unplayable', id: puzzle.id } });
        return;
      }
      current = started.value;
      const { start, lead, position } = current;
      table
        .getState()
        .loadGame({ start, tree: lineTree(lead) }, { path: pathOf(lead), seats: humanSeats(start.rules.players) });
      table.getState().setView('player', position.toMove);
    };

    const show = (puzzle: Puzzle): void => {
      const again = get().puzzle?.id === puzzle.id;
      setUp(puzzle);
      if (!current) return;
      set({
        puzzle,
        solver: current.solver,
        phase: 'solving',
        problem: null,
        hinted: false,
        news: { code: 'start', player: current.solver, winIn: puzzle.winIn },
        ...(again ? {} : { rated: null, helped: tried.has(puzzle.id) }),
      });
      showLink(puzzle.id);
    };

    const choose = (): Puzzle | null => {
      const { set: puzzles, mode, filters, skill } = get();
      if (mode === 'daily') return puzzles.length > 0 ? puzzleOfTheDay(puzzles, Math.floor(today() / DAY_MS)) : null;
      if (mode === 'streak') {
        if (streakPuzzles.length === 0) streakPuzzles = streakOrder(puzzles, seed());
        return streakPuzzles.shift() ?? null;
      }
      const shown = get().puzzle?.id;
      const wish = {
        rating: shownRating(skill),
        exclude: new Set([...tried, ...(shown ? [shown] : [])]),
        seed: seed(),
        ...(filters.theme ? { theme: filters.theme } : {}),
        ...(filters.board ? { board: filters.board } : {}),
      };
      // Every puzzle tried: the choice starts again among them rather than showing none.
      return choosePuzzle(puzzles, wish) ?? choosePuzzle(puzzles, { ...wish, exclude: new Set(shown ? [shown] : []) });
    };

    const showChosen = (): void => {
      const puzzle = choose();
      if (puzzle) show(puzzle);
      else {
        stopQueue();
        set({ puzzle: null, phase: 'loading', problem: { code: 'none-left' } });
      }
    };

    /**
     * Shows the next puzzle: in the rated mode the server's choice where it makes one, else the
     * browser's. The puzzle shown stays until the server answers; a puzzle shown meanwhile wins.
     */
    const showNext = (): void => {
      const choice = ++choices;
      if (get().mode !== 'rated' || !serverChoice) {
        showChosen();
        return;
      }
      const fallBack = () => {
        if (choice === choices && get().open) showChosen();
      };
      serverChoice(get().filters).then((puzzle) => {
        if (!puzzle || puzzle.id === get().puzzle?.id) return fallBack();
        if (choice === choices && get().open) show(puzzle);
      }, fallBack);
    };

    const kept0 = readKept(storage);
    return {
      open: false,
      mode: 'rated',
      filters: { theme: null, board: null },
      set: [],
      puzzle: null,
      solver: 1,
      phase: 'loading',
      news: null,
      problem: null,
      skill: kept0.skill,
      rated: null,
      helped: false,
      streak: { current: 0, best: kept0.bestStreak },
      hinted: false,

      openPuzzles: async (id) => {
        if (!get().open) {
          kept = keepGame(table);
          table.getState().routeMoves(route);
          unsubscribe = table.subscribe(playQueued);
          set({ open: true, phase: 'loading', problem: null });
        }
        let puzzles = get().set;
        if (puzzles.length === 0) {
          loading ??= loadSet();
          try {
            puzzles = await loading;
          } catch {
            loading = null;
            set({ problem: { code: 'set-unloaded' } });
            return;
          }
          if (!get().open) return;
          set({ set: puzzles });
        }
        if (id === undefined) {
          showNext();
          return;
        }
        choices++;
        const named = puzzles.find((p) => p.id === id);
        if (named) show(named);
        else set({ puzzle: null, phase: 'loading', problem: { code: 'unknown-puzzle', id } });
      },

      close: () => {
        if (!get().open) return;
        stopQueue();
        unsubscribe?.();
        unsubscribe = null;
        table.getState().routeMoves(null);
        current = null;
        set({ open: false, puzzle: null, phase: 'loading', news: null });
        if (kept) putBack(table, kept);
        kept = null;
      },

      next: () => {
        if (get().open && get().set.length > 0) showNext();
      },

      retry: () => {
        const { puzzle } = get();
        if (!puzzle || !current) return;
        current = restart(current);
        show(puzzle);
      },

      showSolution: () => {
        const { puzzle } = get();
        if (!puzzle || !current) return;
        if (get().phase === 'solving') {
          rate(false);
          endStreak(false);
        }
        setUp(puzzle);
        if (!current) return;
        const whole = current.solution;
        current = advance(current, whole);
        set({ phase: 'replying', hinted: false, news: { code: 'shown' } });
        playMoves(whole, () => set({ phase: 'shown' }));
      },

      hint: () => {
        if (!current || get().phase !== 'solving') return;
        const move = winningMove(current);
        if (move === null) return;
        // A hint gives the idea away: the first try counts as missed, as taking it was a choice.
        rate(false);
        const name = moveName(current.state.board, move);
        table.getState().showMove(move, { code: 'hint', player: current.solver, move: name });
        set({ hinted: true, news: { code: 'hint', move: name } });
      },

      setMode: (mode) => {
        if (mode === get().mode) return;
        streakPuzzles = [];
        set({ mode, streak: { ...get().streak, current: 0 } });
        if (get().set.length > 0) showNext();
      },

      setFilters: (filters) => {
        set({ filters: { ...get().filters, ...filters } });
        if (get().mode === 'rated' && get().set.length > 0) showNext();
      },
    };
  });
}

export type PuzzlesStore = ReturnType<typeof createPuzzles>;
