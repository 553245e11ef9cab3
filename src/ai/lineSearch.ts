import { FastGame, SWAP } from '../engine/fast';
import type { GameState, Move } from '../engine/game';
import { type SearchResult } from './searchTypes';
import { Searcher, search } from './serialSearch';
import type { Share } from './rootParallel';

/** A move in the search's encoding: a layout index, or SWAP. */
export function fastMove(move: Move): number {
  return move === 'swap' ? SWAP : move;
}

/**
 * The position after `moves` from `start`, kept with one search tree: asked for a line that
 * continues the last one, it plays the new moves and moves the tree down with them, so the next
 * search resumes from the statistics already gathered; any other line starts afresh.
 */
export class LineTree {
  private key = '';
  private moves: readonly number[] = [];
  private game: FastGame | null = null;
  private searcher = new Searcher();

  at(start: GameState, moves: readonly number[]): { game: FastGame; searcher: Searcher } {
    const key = JSON.stringify(start);
    const continues =
      this.game !== null &&
      key === this.key &&
      moves.length >= this.moves.length &&
      this.moves.every((m, i) => moves[i] === m);
    if (!continues) {
      this.game = FastGame.fromState(start);
      this.searcher = new Searcher();
      this.moves = [];
      this.key = key;
    }
    for (const move of moves.slice(this.moves.length)) {
      this.game!.play(move);
      this.searcher.advance(move);
    }
    this.moves = [...moves];
    return { game: this.game!, searcher: this.searcher };
  }
}

/** One search a worker is asked for: a position as the line that leads to it, and a share of the budget. */
export interface LineTask extends Share {
  readonly start: GameState;
  /** The moves from `start`, in the search's encoding. */
  readonly moves: readonly number[];
  /**
   * Resume the tree of this worker's last search when this line continues it (the computer
   * player, continuous analysis). Without it the position is searched afresh, so the result
   * depends on nothing but the task (a review, whichever worker searches which position).
   */
  readonly keepTree?: boolean;
  /** The most nodes the worker's tree may grow to: the pools share out the memory they may use. */
  readonly maxNodes?: number;
  /** Search with `SearchOptions.allMoves` (a review). */
  readonly allMoves?: boolean;
}

/** Runs line tasks in one worker, with `now` as the clock of timed shares. */
export function lineSearcher(now: () => number): (task: LineTask) => SearchResult {
  const tree = new LineTree();
  return (task) => {
    const options = {
      seed: task.seed,
      ...(task.maxNodes !== undefined ? { maxNodes: task.maxNodes } : {}),
      ...(task.allMoves ? { allMoves: true } : {}),
      ...(task.playouts !== undefined ? { playouts: task.playouts } : { ms: task.ms, now }),
    };
    if (task.keepTree) {
      const { game, searcher } = tree.at(task.start, task.moves);
      return searcher.search(game, options);
    }
    const game = FastGame.fromState(task.start);
    for (const move of task.moves) game.play(move);
    return search(game, options);
  };
}
