import { SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { type RecordProblem, type Replay, loadRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type Player, chooseMove } from './levels';
import { LineTree, fastMove } from './lineSearch';
import type { SearchBudget } from './searchTypes';

export interface ThinkRequest {
  /** The game so far as `momentum/1` JSON: the computer moves for the player to move after it. */
  readonly record: string;
  readonly player: Player;
  readonly seed: number;
  readonly budget?: SearchBudget;
}

/** Why the computer has no move for a request: the game in it is over, or its record is no game. */
export type ThinkProblem =
  { readonly code: 'game-over' } | { readonly code: 'invalid-record'; readonly problem: RecordProblem };

/** The computer's move for a record's position, as a cell name or `swap`. */
export type Think = (request: ThinkRequest) => Result<string, ThinkProblem>;

/** The game a request is about, replayed, or why it has no move to choose. */
export function requestedGame(request: ThinkRequest): Result<Replay, ThinkProblem> {
  const replay = loadRecord(request.record);
  if (!replay.ok) return err({ code: 'invalid-record', problem: replay.error });
  return replay.value.final.result ? err({ code: 'game-over' }) : replay;
}

/**
 * A thinker that remembers its search tree: when the next record continues the last one, the
 * search resumes below the moves played since instead of starting over.
 */
export function thinkingSession(now: () => number): Think {
  const tree = new LineTree();
  return (request) => {
    const replay = requestedGame(request);
    if (!replay.ok) return replay;
    const { start, plies, final } = replay.value;
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
