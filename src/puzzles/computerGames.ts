import { type Player, chooseMove } from '../ai/levels';
import { FastGame, ONGOING, SWAP } from '../engine/fast';
import { type GameState, type Move } from '../engine/game';
import { type Replay, makeRecord, replayRecord } from '../engine/record';

/** A game without a round limit could in principle run on; the generator's games stop here. */
const MAX_PLIES = 600;

/**
 * Games the computer plays against itself from `start`, each move chosen by `player` with a seed
 * drawn from the game's and the ply's numbers: the same seed, the same games. The easy level's
 * slips are welcome here: a puzzle is best cut right after a mistake.
 */
export function* computerGames(start: GameState, games: number, seed: number, player: Player): Generator<Replay> {
  for (let g = 0; g < games; g++) {
    const game = FastGame.fromState(start);
    const moves: Move[] = [];
    while (game.status === ONGOING && moves.length < MAX_PLIES) {
      const move = chooseMove(game, player, { seed: seed * 1_000_003 + g * 4099 + moves.length });
      game.play(move);
      moves.push(move === SWAP ? 'swap' : move);
    }
    const replay = replayRecord(makeRecord(start, moves));
    // The computer plays only legal moves, so its record always replays.
    if (!replay.ok) throw new Error('computer-game-unreplayable');
    yield replay.value;
  }
}
