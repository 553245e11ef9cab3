import { type LineTask, lineSearcher } from '../ai/lineSearch';
import type { SearchResult } from '../ai/searchTypes';
import { type ThinkProblem, type ThinkRequest, thinkingSession } from '../ai/think';
import { type TreeTask, treeParallelSearcher } from '../ai/treeParallelSearch';
import type { Result } from '../engine/result';
import { SeatSearchers } from '../lab/game';
import { type LabJob, type LabTally, runLabGames } from '../lab/tally';
import { type CutPuzzles, type GameToCut, cutGame } from '../puzzles/cut';

/** Games `from` to `to` - 1 of a lab run. */
export interface LabGames {
  readonly job: LabJob;
  readonly from: number;
  readonly to: number;
}

/** What a worker can be asked, by kind: the task it is given and what it answers. */
interface JobKinds {
  /** The computer's move for a game record (the server's seats, and the bots that do not search). */
  readonly think: { readonly task: ThinkRequest; readonly answer: Result<string, ThinkProblem> };
  /** A search of its own: one worker's share of root parallelism, an analysis or a review. */
  readonly search: { readonly task: LineTask; readonly answer: SearchResult };
  /** Its part of a tree-parallel search: the playouts it ran into the shared tree. */
  readonly searchShared: { readonly task: TreeTask; readonly answer: number };
  /** A batch of lab games, as a whole-number tally. */
  readonly labGames: { readonly task: LabGames; readonly answer: LabTally };
  /** The puzzles proved in a finished game (the server's, in the background). */
  readonly cutPuzzles: { readonly task: GameToCut; readonly answer: CutPuzzles };
}

export type JobKind = keyof JobKinds;

/** One job for a worker. */
export type WorkerJob = { readonly [K in JobKind]: { readonly kind: K; readonly task: JobKinds[K]['task'] } }[JobKind];

/** What a worker answers to `J`. */
export type AnswerOf<J extends WorkerJob> = JobKinds[J['kind']]['answer'];

/**
 * Runs every kind of job on the thread it is made on, with `now` as the clock of timed searches,
 * keeping what a worker keeps from job to job: the tree of its last search of its own (see
 * `LineTree`), its games and buffers for a shared tree, and its lab seats' tables.
 */
export function jobRunner(now: () => number): <J extends WorkerJob>(job: J) => AnswerOf<J> {
  const search = lineSearcher(now);
  const searchShared = treeParallelSearcher(now);
  const seats = new SeatSearchers();
  const answer = (job: WorkerJob): AnswerOf<WorkerJob> => {
    switch (job.kind) {
      case 'think':
        // Each request is searched afresh (no tree kept from another game's request), so a move
        // depends only on the request: with a playout budget the same game and seed give the same move.
        return thinkingSession(now)(job.task);
      case 'search':
        return search(job.task);
      case 'searchShared':
        return searchShared(job.task);
      case 'labGames':
        return runLabGames(job.task.job, job.task.from, job.task.to, seats);
      case 'cutPuzzles':
        return cutGame(job.task);
    }
  };
  return answer as <J extends WorkerJob>(job: J) => AnswerOf<J>;
}
