import { LEVEL_PLAYOUTS, type Player, chooseMove, isLevel } from '../ai/levels';
import { FastGame, ONGOING, SWAP } from '../engine/fast';
import { type GameState, type Move } from '../engine/game';
import { type Replay, makeRecord, replayRecord } from '../engine/record';

/** A game without a round limit could in principle run on; the generator's games stop here. */
const MAX_PLIES = 600;

/** The seed of the move after `ply` plies of game `game` (from 0) of a run seeded `seed`. */
export function moveSeed(seed: number, game: number, ply: number): number {
  return seed * 1_000_003 + game * 4099 + ply;
}

/**
 * Games the computer plays against itself from `start`, each move chosen by `player` with a seed
 * drawn from the game's and the ply's numbers: the same seed, the same games. A level thinks for
 * its playouts, not for its time, so that the games do not hang on the machine's speed. The easy
 * level's slips leave wins behind; medium's and hard's games end as well-played games do.
 */
export function* computerGames(start: GameState, games: number, seed: number, player: Player): Generator<Replay> {
  const budget = isLevel(player) ? { playouts: LEVEL_PLAYOUTS[player] } : undefined;
  for (let g = 0; g < games; g++) {
    const game = FastGame.fromState(start);
    const moves: Move[] = [];
    while (game.status === ONGOING && moves.length < MAX_PLIES) {
      const move = chooseMove(game, player, { seed: moveSeed(seed, g, moves.length), budget });
      game.play(move);
      moves.push(move === SWAP ? 'swap' : move);
    }
    const replay = replayRecord(makeRecord(start, moves));
    // The computer plays only legal moves, so its record always replays.
    if (!replay.ok) throw new Error('computer-game-unreplayable');
    yield replay.value;
  }
}
