import { FastGame, SWAP } from '../engine/fast';
import type { GameState, Move } from '../engine/game';
import { makeRecord, writeRecord } from '../engine/record';
import { Random } from '../engine/random';

/** A game without a round limit could in principle cycle forever; this caps it generously. */
export const MAX_PLIES = 2000;

/**
 * Uniform-random games from `start`, each as one `momentum/1` JSON line. Moves are drawn from
 * the legal moves, so must-block and the pie rule are respected.
 */
export function* selfplay(start: GameState, games: number, seed: number, board: string): Generator<string> {
  const random = new Random(seed);
  const base = FastGame.fromState(start);
  const game = base.clone();
  const scratch = base.clone();
  const legal = new Int32Array(start.board.playable.length + 1);
  for (let i = 0; i < games; i++) {
    game.copyFrom(base);
    const moves: Move[] = [];
    for (;;) {
      const n = game.legalMoves(legal, scratch);
      if (n === 0 || moves.length >= MAX_PLIES) break;
      const move = legal[random.below(n)]!;
      game.play(move);
      moves.push(move === SWAP ? 'swap' : move);
    }
    yield writeRecord(makeRecord(start, moves, { generator: 'momentum selfplay', board, seed, game: i + 1 }));
  }
}
