import { Prover } from '../ai/prover';
import { type FastGame, ONGOING } from '../engine/fast';

/** What one first move looks like to a player reading one reply ahead, in the solver's marbles. */
interface FirstLook {
  /** The solver's marbles the move itself sends back to their reserve. */
  readonly lost: number;
  /** The most of them the next player's reply can send back after it (none once the game is over). */
  readonly exposed: number;
}

function firstLook(prover: Prover, game: FastGame, move: number): FirstLook {
  const solver = game.toMove;
  const after = prover.after(game, move);
  const lost = after.reserves[solver]! - (game.reserves[solver]! - 1);
  if (after.status !== ONGOING) return { lost, exposed: 0 };
  let exposed = 0;
  for (const reply of prover.movesOf(after))
    exposed = Math.max(exposed, prover.after(after, reply).reserves[solver]! - after.reserves[solver]!);
  return { lost, exposed };
}

/**
 * The first moves a player would weigh beside `answer`, the answer included: those that, read one
 * reply ahead, look no worse than it, losing no more of the solver's marbles by themselves and
 * leaving no more of them to be pushed off by the next reply. The rest of them are the decoys that
 * make a puzzle hard.
 *
 * Measured against the answer rather than against "loses nothing": in 461 of the first set's 563
 * wins in three (and 47 of its 399 wins in two) the next reply could push a marble off after any
 * drop, the answer's too, so the absolute test found no plausible move at all and each of those
 * puzzles was rated as if it had no decoy. Where the answer loses nothing, the two tests count the
 * same moves.
 */
export function plausibleMoves(game: FastGame, answer: number): number {
  const prover = new Prover(game);
  const bar = firstLook(prover, game, answer);
  return prover.movesOf(game).filter((move) => {
    const look = firstLook(prover, game, move);
    return look.lost <= bar.lost && look.exposed <= bar.exposed;
  }).length;
}

/** Rating points per extra turn of the win. */
const PER_TURN = 300;
/**
 * Rating points each time one more than the decoys doubles (1 decoy, 3, 7, 15, ...): each decoy
 * is one more line to read, but the first few are what turn a glance into a search, and a win one
 * turn deeper (PER_TURN) weighs as much as eight times the lines. The first set gave 25 points a
 * decoy up to 20 of them; counted against the answer, 574 of its 1,006 puzzles have 20 or more,
 * and that cap would have put 439 of them at one rating (2000, the two-player wins in three).
 */
const PER_DOUBLING = 100;
/** More players, more replies to read. */
const PER_EXTRA_PLAYER = 75;
const BASE_RATING = 900;

/**
 * A first rating from how hard a puzzle looks before anyone tries it: the turns to the win, the
 * first moves that look as good as the answer (`plausible`, the answer among them) and the players
 * whose replies must be read. Tries will move it from there.
 */
export function initialRating(winIn: number, plausible: number, players: number): number {
  const decoys = Math.max(plausible - 1, 0);
  const raw =
    BASE_RATING + PER_TURN * (winIn - 1) + PER_DOUBLING * Math.log2(1 + decoys) + PER_EXTRA_PLAYER * (players - 2);
  return Math.round(raw / 10) * 10;
}
