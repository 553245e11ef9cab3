import type { FastGame } from '../engine/fast';
import { Random } from '../engine/random';
import { greedyMove, randomMove } from './bots';
import { type SearchBudget, type SearchResult } from './searchTypes';
import { Searcher } from './serialSearch';

export type Level = 'easy' | 'medium' | 'hard';
/** The computer levels and the two baseline bots the arena also accepts. */
export type Player = Level | 'random' | 'greedy';

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];
export const PLAYERS: readonly Player[] = ['random', 'greedy', ...LEVELS];

/**
 * Each level's budget in playouts, for games that must come out the same on any machine (the
 * puzzle generator's self-play): easy's own, and about what medium and hard reach in their time
 * (100 ms and 1 s) from the middle of a 7x7 or 9x9 game on one core of a two-core machine of 2026,
 * where medium's median over a game was 20,000.
 */
export const LEVEL_PLAYOUTS: Readonly<Record<Level, number>> = { easy: 300, medium: 20_000, hard: 200_000 };

/** Default thinking budget of each level. */
export const LEVEL_BUDGET: Readonly<Record<Level, SearchBudget>> = {
  easy: { playouts: LEVEL_PLAYOUTS.easy },
  medium: { ms: 100 },
  hard: { ms: 1000 },
};

/** How often `easy` plays one of its runner-up moves instead of its best. */
const EASY_SLIP = 0.3;

export function isPlayer(value: string): value is Player {
  return (PLAYERS as readonly string[]).includes(value);
}

/** Whether `player` is one of the computer's levels (not a baseline bot). */
export function isLevel(player: Player): player is Level {
  return (LEVELS as readonly string[]).includes(player);
}

export interface ChooseOptions {
  readonly seed: number;
  /** Overrides the level's default budget. */
  readonly budget?: SearchBudget;
  readonly now?: () => number;
  /** Keeps the search tree between this player's moves (or searches on threads); a fresh search without it. */
  readonly searcher?: Pick<Searcher, 'search'>;
}

/** What a search stops on: the budget's playouts, else its time on `now`, else 1,000 playouts. */
export function limitsOf(budget: SearchBudget, now?: () => number): SearchBudget {
  const timed = budget.ms !== undefined && budget.playouts === undefined;
  return timed ? { ms: budget.ms, now: now ?? budget.now } : { playouts: budget.playouts ?? 1000 };
}

/** The move `player` makes in `game` (a layout index or SWAP). Never an illegal one. */
export function chooseMove(game: FastGame, player: Player, options: ChooseOptions): number {
  const random = new Random(options.seed);
  if (player === 'random') return randomMove(game, random);
  if (player === 'greedy') return greedyMove(game, random);
  const result = (options.searcher ?? new Searcher()).search(game, {
    seed: random.next(),
    ...limitsOf(options.budget ?? LEVEL_BUDGET[player], options.now),
    // Only easy's slips read the other moves.
    bestOnly: player !== 'easy',
  });
  return pickMove(result, player, random);
}

/** The move a level plays from its search: the best one, but for easy's occasional slip. */
export function pickMove(result: SearchResult, level: Level, random: Random): number {
  if (level === 'easy' && result.stats.length > 1 && random.float() < EASY_SLIP) {
    // A human-like slip: a plausible move the search liked, just not the best one.
    const runnersUp = result.stats.slice(1, 4);
    return runnersUp[random.below(runnersUp.length)]!.move;
  }
  return result.move;
}
