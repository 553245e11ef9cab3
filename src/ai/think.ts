import { SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { loadRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type Player, chooseMove } from './levels';
import { LineTree, fastMove } from './lineSearch';
import type { SearchBudget } from './mcts';

export interface ThinkRequest {
  /** The game so far as `momentum/1` JSON: the computer moves for the player to move after it. */
  readonly record: string;
  readonly player: Player;
  readonly seed: number;
  readonly budget?: SearchBudget;
}

/** The computer's move for a record's position, as a cell name or `swap`. */
export type Think = (request: ThinkRequest) => Result<string>;

/**
 * A thinker that remembers its search tree: when the next record continues the last one, the
 * search resumes below the moves played since instead of starting over.
 */
export function thinkingSession(now: () => number): Think {
  const tree = new LineTree();
  return (request) => {
    const replay = loadRecord(request.record);
    if (!replay.ok) return replay;
    const { start, plies, final } = replay.value;
    if (final.result) return err('the game is over: there is no move to choose');
    const { game, searcher } = tree.at(
      start,
      plies.map((ply) => fastMove(ply.move)),
    );
    const move = chooseMove(game, request.player, {
      seed: request.seed,
      now,
      searcher,
      ...(request.budget ? { budget: request.budget } : {}),
    });
    return ok(moveName(final.board, move === SWAP ? 'swap' : move));
  };
}
