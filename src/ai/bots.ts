import type { FastGame } from '../engine/fast';
import { ONGOING } from '../engine/fast';
import type { Random } from '../engine/random';
import { rewardsOf } from './reward';

/** Marbles on the board of `player`'s side minus those of the strongest opposing side. */
export function marbleBalance(game: FastGame, player: number): number {
  const side = game.sideMask(player);
  let mine = 0;
  let best = -Infinity;
  for (let p = 1; p <= game.players; p++) {
    if (side & (1 << p)) mine += game.onBoard[p]!;
  }
  for (let p = 1; p <= game.players; p++) {
    if (side & (1 << p)) continue;
    const theirs = game.teams ? game.onBoard[p]! + game.onBoard[((p + 1) % 4) + 1]! : game.onBoard[p]!;
    if (theirs > best) best = theirs;
  }
  return mine - best;
}

/** The legal moves of `game` as a fresh array (layout indices and SWAP); `scratch` saves a clone. */
export function legalList(game: FastGame, scratch?: FastGame): number[] {
  const out = new Int32Array(game.frame.playable.length + 1);
  return Array.from(out.subarray(0, game.legalMoves(out, scratch)));
}

/** Baseline: a uniformly random legal move. */
export function randomMove(game: FastGame, random: Random): number {
  const moves = legalList(game);
  return moves[random.below(moves.length)]!;
}

/** Baseline: the move with the best immediate marble balance (a win beats everything), ties at random. */
export function greedyMove(game: FastGame, random: Random): number {
  const me = game.toMove;
  const probe = game.clone();
  const rewards = new Float64Array(5);
  let best: number[] = [];
  let bestScore = -Infinity;
  for (const move of legalList(game)) {
    probe.copyFrom(game);
    probe.play(move);
    const score =
      probe.status !== ONGOING
        ? (rewardsOf(probe, probe.winners, 0, rewards)[me]! - 0.5) * 1000
        : marbleBalance(probe, me);
    if (score > bestScore) {
      bestScore = score;
      best = [move];
    } else if (score === bestScore) {
      best.push(move);
    }
  }
  return best[random.below(best.length)]!;
}
