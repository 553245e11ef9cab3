import { legalList } from '../../src/ai/bots';
import { type FastGame, ONGOING } from '../../src/engine/fast';

/*
 * A plain exhaustive game-tree walk for two players, independent of the search, to check what the
 * search claims to have proven on small crafted positions.
 */

/** The moves with which the player to move forces a win within `turns` of their own turns. */
export function forcedWins(game: FastGame, turns: number): number[] {
  return legalList(game).filter((move) => {
    const after = game.clone();
    after.play(move);
    if (after.winners & (1 << game.toMove)) return true;
    return turns > 1 && after.status === ONGOING && everyReplyLoses(after, turns - 1);
  });
}

/** Whether the player to move forces a win within `turns` of their own turns. */
function forcesWin(game: FastGame, turns: number): boolean {
  return forcedWins(game, turns).length > 0;
}

/** Whether every reply of the player to move leaves the other player a forced win within `turns`. */
function everyReplyLoses(game: FastGame, turns: number): boolean {
  return legalList(game).every((reply) => {
    const after = game.clone();
    after.play(reply);
    return after.status === ONGOING && forcesWin(after, turns);
  });
}

type Outcome = 'win' | 'loss' | 'draw';

/** Each legal move's outcome for the player who makes it, with best play by two players to the game's end. */
export function moveOutcomes(game: FastGame): Map<number, Outcome> {
  const me = game.toMove;
  return new Map(
    legalList(game).map((move) => {
      const after = game.clone();
      after.play(move);
      const score = after.status === ONGOING ? 1 - bestScore(after) : scoreOf(after, me);
      return [move, score === 1 ? 'win' : score === 0 ? 'loss' : 'draw'];
    }),
  );
}

/** The player to move's score (1, 0.5 or 0) with best play to the game's end. */
function bestScore(game: FastGame): number {
  let best = 0;
  for (const outcome of moveOutcomes(game).values())
    best = Math.max(best, outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0);
  return best;
}

function scoreOf(game: FastGame, player: number): number {
  if (game.winners === 0) return 0.5;
  return game.winners & (1 << player) ? 1 : 0;
}

/**
 * The moves with which the player to move forces a win for their side within `turns` of their own
 * turns, with any number of players: every other player's every reply considered, a partner's
 * too. A plain recursion with no table, ordering or cut.
 */
export function sideForcedWins(game: FastGame, turns: number): number[] {
  const solver = game.toMove;
  return legalList(game).filter((move) => sideWins(played(game, move), solver, turns - 1));
}

function sideWins(game: FastGame, solver: number, turns: number): boolean {
  if (game.status !== ONGOING) return (game.winners & game.sideMask(solver)) !== 0;
  if (turns === 0) return false;
  const children = legalList(game).map((move) => played(game, move));
  return game.toMove === solver
    ? children.some((child) => sideWins(child, solver, turns - 1))
    : children.every((child) => sideWins(child, solver, turns));
}

function played(game: FastGame, move: number): FastGame {
  const after = game.clone();
  after.play(move);
  return after;
}
