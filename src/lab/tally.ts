import type { GameState } from '../engine/game';
import { type LabGame, type LabPlayer, SeatSearchers, playLabGame } from './game';

/**
 * Counts over a set of lab games. Whole numbers only, so tallies of chunks merged in any order give
 * exactly the tally of the whole: workers report partial tallies and the result does not depend on
 * how the games were shared out.
 */
export interface LabTally {
  readonly players: number;
  /** Sides that can win: the players, or two teams. */
  readonly sides: number;
  readonly games: number;
  /** wins[p - 1]: games seat p won (a team's win counts for both its seats). */
  readonly wins: readonly number[];
  readonly draws: number;
  readonly roundLimitEndings: number;
  readonly swaps: number;
  /** lengths[r]: games that lasted r rounds; the whole distribution, so the median merges too. */
  readonly lengths: readonly number[];
  readonly plies: number;
  readonly leadChanges: number;
  readonly fallen: number;
  /** Per layout cell, summed over the games: see LabGame. */
  readonly drops: readonly number[];
  readonly exits: readonly number[];
  readonly obstacles: readonly number[];
}

/** What a lab run plays: every game from `start`, every seat `player`, game i seeded by (seed, i). */
export interface LabJob {
  readonly start: GameState;
  readonly player: LabPlayer;
  readonly seed: number;
}

export function emptyTally(start: GameState): LabTally {
  const { players, teams } = start.rules;
  const cells = new Array<number>(start.board.tiles.length).fill(0);
  return {
    players,
    sides: teams ? 2 : players,
    games: 0,
    wins: new Array<number>(players).fill(0),
    draws: 0,
    roundLimitEndings: 0,
    swaps: 0,
    lengths: [],
    plies: 0,
    leadChanges: 0,
    fallen: 0,
    drops: cells,
    exits: cells,
    obstacles: cells,
  };
}

/** Element-wise sum; the shorter list counts as zeros. */
function addLists(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

export function mergeTallies(a: LabTally, b: LabTally): LabTally {
  if (a.players !== b.players || a.sides !== b.sides || a.drops.length !== b.drops.length) {
    throw new Error('cannot merge tallies of different boards or player counts');
  }
  return {
    players: a.players,
    sides: a.sides,
    games: a.games + b.games,
    wins: addLists(a.wins, b.wins),
    draws: a.draws + b.draws,
    roundLimitEndings: a.roundLimitEndings + b.roundLimitEndings,
    swaps: a.swaps + b.swaps,
    lengths: addLists(a.lengths, b.lengths),
    plies: a.plies + b.plies,
    leadChanges: a.leadChanges + b.leadChanges,
    fallen: a.fallen + b.fallen,
    drops: addLists(a.drops, b.drops),
    exits: addLists(a.exits, b.exits),
    obstacles: addLists(a.obstacles, b.obstacles),
  };
}

/** The tally of one game, to merge into a running one. */
export function tallyOf(start: GameState, game: LabGame): LabTally {
  const empty = emptyTally(start);
  const lengths = new Array<number>(game.rounds + 1).fill(0);
  lengths[game.rounds] = 1;
  return {
    ...empty,
    games: 1,
    wins: empty.wins.map((_, i) => (game.winners.includes(i + 1) ? 1 : 0)),
    draws: game.draw ? 1 : 0,
    roundLimitEndings: game.roundLimit ? 1 : 0,
    swaps: game.swapped ? 1 : 0,
    lengths,
    plies: game.plies,
    leadChanges: game.leadChanges,
    fallen: game.fallen,
    drops: game.drops,
    exits: game.exits,
    obstacles: game.obstacles,
  };
}

/**
 * Plays games `from` to `to` - 1 of a lab run and tallies them: a worker's share. A worker passes
 * the same `seats` to every batch, so that its search trees are made once.
 */
export function runLabGames(job: LabJob, from: number, to: number, seats = new SeatSearchers()): LabTally {
  let tally = emptyTally(job.start);
  for (let i = from; i < to; i++) {
    tally = mergeTallies(tally, tallyOf(job.start, playLabGame(job.start, job.player, job.seed, i, seats)));
  }
  return tally;
}
