import { FastGame, SWAP } from '../engine/fast';
import type { GameState, Move } from '../engine/game';
import { makeRecord, writeRecord } from '../engine/record';
import { PRESET_IDS } from '../engine/presets';
import { Random } from '../engine/random';
import { english } from '../i18n/english';
import type { Output } from './io';
import { options, wholeNumber } from './options';
import { presetStart } from './presetOptions';

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

export const SELFPLAY_HELP = english('cli.selfplay.help', { boards: PRESET_IDS.join(', ') });

/** `momentum selfplay`: the games of the options, one record per line. */
export async function selfplayCommand(args: string[], io: Output): Promise<number> {
  const { text, flag } = options(args, ['board', 'players', 'games', 'seed', 'round-limit'], ['no-pie']);
  const games = wholeNumber('games', text('games'), 1, 0);
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  const limitText = text('round-limit');
  const roundLimit = limitText === 'none' ? null : wholeNumber('round-limit', limitText, 30, 1);
  const { id, start } = presetStart(text, { roundLimit, ...(flag('no-pie') ? { pie: false } : {}) });
  for (const line of selfplay(start, games, seed, id)) io.out(line);
  return 0;
}
