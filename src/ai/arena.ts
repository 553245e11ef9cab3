import { FastGame, ONGOING } from '../engine/fast';
import type { GameState } from '../engine/game';
import { Random } from '../engine/random';
import { type SearchBudget, type SearchResult } from './searchTypes';
import { Searcher } from './serialSearch';
import { LEVEL_BUDGET, type Player, chooseMove, limitsOf } from './levels';
import { wilsonInterval } from './stats';
import { UCT_BUDGET, UctSearcher } from './plainUct';

/** One side of a match: a computer player or the plain-UCT baseline, with its own budget. */
export interface Contender {
  readonly kind: Player | 'uct';
  /** Per-move budget of this side; the match's shared one, else the player's default, when absent. */
  readonly budget?: SearchBudget;
  /** Threads a searching level searches on at once (see `ArenaOptions.threaded`); one when absent. */
  readonly threads?: number;
  /**
   * How the threads share the search: one shared tree, or a tree each merged at the root; where
   * absent, the threads' own choice (the command line's is the shared tree).
   */
  readonly parallel?: Parallel;
}

/** Tree parallelism (one tree the threads grow together) or root parallelism (a tree each, merged). */
export type Parallel = 'tree' | 'root';

/** A search that follows a game move by move, or forgets what it learnt, as `Searcher` does. */
export type GameSearch = Pick<Searcher, 'search' | 'advance' | 'forget'>;

export interface ArenaOptions {
  readonly a: Contender;
  readonly b: Contender;
  readonly start: GameState;
  readonly games: number;
  readonly seed: number;
  /** Per-move budget for the searching sides that bring none of their own. */
  readonly budget?: SearchBudget;
  readonly now?: () => number;
  /**
   * A fresh search for a game from `start` on the threads of `side` (the command line's worker
   * threads); each side needs threads of its own, or it would read the other's trees.
   */
  readonly threaded?: (side: 'a' | 'b', threads: number, start: GameState, parallel?: Parallel) => GameSearch;
  /**
   * Every side searches afresh for every move, as `momentum ai` does; otherwise a level keeps its
   * tree from move to move through a game, as the app's computer does.
   */
  readonly fresh?: boolean;
  /** Called after every game, e.g. to show progress. */
  readonly onGame?: (game: number, outcome: 'win' | 'draw' | 'loss') => void;
}

/**
 * What one side's searches ran over a match, to read its speed beside its score in the match's
 * own games: positions searched elsewhere can run at other speeds.
 */
export interface SearchTally {
  /** Moves the side searched for (none for a bot that does not search). */
  readonly searches: number;
  readonly playouts: number;
  /** Milliseconds the searches took on the match's clock; absent without one. */
  readonly ms?: number;
}

export interface ArenaReport {
  /** The sides as the command line names them, with the budget each searched on: `hard:1000ms`. */
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** a's mean score: a win 1, a draw 0.5. */
  readonly score: number;
  /** 95% confidence interval of the score (Wilson). */
  readonly scoreLow: number;
  readonly scoreHigh: number;
  /** Elo difference a minus b implied by the score, and by the interval's ends. */
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
  /**
   * What a player as strong as b would score in a's seats, at the draws seen: a half with two
   * sides, a third of the decided games with three (a holds one seat of three), so that a's score
   * reads against it rather than against 50%.
   */
  readonly fair: number;
}

/** A match's report with what each side's searches ran. */
export interface MatchReport extends ArenaReport {
  readonly searched: { readonly a: SearchTally; readonly b: SearchTally };
}

/**
 * The seats `a` takes in game `i`: alternating seats with two players, rotating with three,
 * and alternating teams (1+3, then 2+4) in a four-player team game.
 */
export function seatsOf(start: GameState, i: number): number[] {
  const { players, teams } = start.rules;
  if (players === 4 && teams) return i % 2 === 0 ? [1, 3] : [2, 4];
  return [(i % players) + 1];
}

/** Elo difference implied by a score; infinite at 0 and 1. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** `sides`: how many sides play each game (3 in a three-player game; a team counts as one). */
export function summarize(a: string, b: string, outcomes: readonly number[], sides = 2): ArenaReport {
  const games = outcomes.length;
  const wins = outcomes.filter((s) => s === 1).length;
  const draws = outcomes.filter((s) => s === 0.5).length;
  const drawn = games > 0 ? draws / games : 0;
  const { value: score, low: scoreLow, high: scoreHigh } = wilsonInterval(wins + draws / 2, games);
  return {
    a,
    b,
    games,
    wins,
    draws,
    losses: games - wins - draws,
    score,
    scoreLow,
    scoreHigh,
    elo: eloOf(score),
    eloLow: eloOf(scoreLow),
    eloHigh: eloOf(scoreHigh),
    fair: (1 - drawn) / sides + drawn / 2,
  };
}

/** The budget `side` searches on, or none for the bots that do not search. */
function budgetOf(side: Contender, shared: SearchBudget | undefined): SearchBudget | undefined {
  if (side.kind === 'random' || side.kind === 'greedy') return undefined;
  return side.budget ?? shared ?? (side.kind === 'uct' ? UCT_BUDGET : LEVEL_BUDGET[side.kind]);
}

/**
 * Whether `side` searches on threads (see `ArenaOptions.threaded`): on several, or on one thread
 * growing the shared tree (`:1tree`), the tree-parallel loop measured against the serial search.
 */
function onThreads(side: Contender): boolean {
  return side.threads !== undefined && (side.threads > 1 || side.parallel === 'tree');
}

/** `side` in the command line's syntax: the player, then its budget in playouts (p) or milliseconds. */
export function contenderLabel(side: Contender): string {
  const threads = onThreads(side) ? `:${side.threads}${side.parallel ?? 't'}` : '';
  if (!side.budget) return side.kind + threads;
  const { playouts, ms } = limitsOf(side.budget);
  return `${side.kind}:${playouts !== undefined ? `${playouts}p` : `${ms ?? 0}ms`}${threads}`;
}

/** Plays `games` games of a against b from `start` and scores them from a's side. */
export function runArena(options: ArenaOptions): MatchReport {
  const base = FastGame.fromState(options.start);
  const seeds = new Random(options.seed);
  const sides = {
    a: { ...options.a, budget: budgetOf(options.a, options.budget) },
    b: { ...options.b, budget: budgetOf(options.b, options.budget) },
  };
  const { now } = options;
  const tallies = { a: { searches: 0, playouts: 0, ms: 0 }, b: { searches: 0, playouts: 0, ms: 0 } };
  /** `search` of a side, counted in its tally. */
  const counted = <O>(
    side: 'a' | 'b',
    search: (game: FastGame, searchOptions: O) => SearchResult,
  ): ((game: FastGame, searchOptions: O) => SearchResult) => {
    return (game, searchOptions) => {
      const started = now?.() ?? 0;
      const result = search(game, searchOptions);
      const tally = tallies[side];
      tally.searches++;
      tally.playouts += result.playouts;
      tally.ms += (now?.() ?? 0) - started;
      return result;
    };
  };
  const searcherOf = (side: 'a' | 'b'): GameSearch => {
    const { threads, parallel } = sides[side];
    const searcher =
      threads && onThreads(sides[side]) && options.threaded
        ? options.threaded(side, threads, options.start, parallel)
        : new Searcher();
    return {
      search: counted(side, searcher.search.bind(searcher)),
      advance: (move) => searcher.advance(move),
      forget: () => searcher.forget(),
    };
  };
  // The yardstick reuses its tables from move to move, never its tree.
  const yardstickOf = (side: 'a' | 'b'): UctSearcher['search'] => {
    const yardstick = new UctSearcher();
    return counted(side, yardstick.search.bind(yardstick));
  };
  const yardsticks = { a: yardstickOf('a'), b: yardstickOf('b') };
  const outcomes: number[] = [];
  for (let i = 0; i < options.games; i++) {
    const seats = seatsOf(options.start, i);
    const game = base.clone();
    const searchers = { a: searcherOf('a'), b: searcherOf('b') };
    while (game.status === ONGOING) {
      const side = seats.includes(game.toMove) ? 'a' : 'b';
      const { kind, budget } = sides[side];
      const seed = seeds.next();
      // Afresh, a level forgets its tree before every move (on threads too), and keeps its tables.
      if (options.fresh) searchers[side].forget();
      const move =
        kind === 'uct'
          ? yardsticks[side](game, { seed, ...limitsOf(budget!, options.now) }).move
          : chooseMove(game, kind, {
              seed,
              budget,
              now: options.now,
              searcher: searchers[side],
            });
      game.play(move);
      searchers.a.advance(move);
      searchers.b.advance(move);
    }
    const won = seats.some((p) => game.winners & (1 << p));
    const outcome = game.winners === 0 ? 0.5 : won ? 1 : 0;
    outcomes.push(outcome);
    options.onGame?.(i + 1, outcome === 1 ? 'win' : outcome === 0 ? 'loss' : 'draw');
  }
  const { players, teams } = options.start.rules;
  const tallyOf = ({ ms, ...counts }: (typeof tallies)['a']): SearchTally => (now ? { ...counts, ms } : counts);
  return {
    ...summarize(contenderLabel(sides.a), contenderLabel(sides.b), outcomes, teams ? 2 : players),
    searched: { a: tallyOf(tallies.a), b: tallyOf(tallies.b) },
  };
}
