import type { GameState } from '../../src/engine/game';
import { type LabSummary, summarizeLab } from '../../src/lab/summary';
import { emptyTally } from '../../src/lab/tally';
import type { LabResult } from '../../src/lab/run';
import { defaultLabSettings } from '../../src/store/lab';
import { stateOf } from '../engine/helpers';

export const SMALL = ['.....', '.....', '..H..', '.....', '.....'];

export function smallStart(players = 2, teams = false): GameState {
  return stateOf(SMALL, { players, marbles: 4, teams });
}

/**
 * The figures of `games` made-up games on `start`: `wins` by seat, the rest draws unless `draws`
 * says otherwise, every game `rounds` long.
 */
export function summaryOf(start: GameState, games: number, wins: readonly number[], rounds = 15): LabSummary {
  const empty = emptyTally(start);
  const won = start.rules.teams ? wins[0]! + wins[1]! : wins.reduce((a, b) => a + b, 0);
  const lengths = new Array<number>(rounds + 1).fill(0);
  lengths[rounds] = games;
  return summarizeLab({
    ...empty,
    games,
    wins,
    draws: games - won,
    lengths,
    plies: games * rounds * start.rules.players,
    leadChanges: games * 2,
    fallen: games * 10,
  });
}

export function resultOf(start: GameState, summary: LabSummary): LabResult {
  return { start, settings: defaultLabSettings(2), summary, stopped: false, seconds: summary.games / 10 };
}
