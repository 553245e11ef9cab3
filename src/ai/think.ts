import { FastGame, SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { loadRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type Player, chooseMove } from './levels';
import type { SearchBudget } from './mcts';

export interface ThinkRequest {
  /** The game so far as `momentum/1` JSON: the computer moves for the player to move after it. */
  readonly record: string;
  readonly player: Player;
  readonly seed: number;
  readonly budget?: SearchBudget;
}

/** The computer's move for a record's position, as a cell name or `swap`. */
export function think(request: ThinkRequest, now: () => number): Result<string> {
  const replay = loadRecord(request.record);
  if (!replay.ok) return replay;
  const { final } = replay.value;
  if (final.result) return err('the game is over: there is no move to choose');
  const move = chooseMove(FastGame.fromState(final), request.player, {
    seed: request.seed,
    now,
    ...(request.budget ? { budget: request.budget } : {}),
  });
  return ok(moveName(final.board, move === SWAP ? 'swap' : move));
}
