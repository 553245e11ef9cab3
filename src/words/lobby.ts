import { type Words, words } from '../i18n/catalogue';
import { PRESETS } from '../engine/presets';
import type { LobbyGame, MyGame } from '../online/protocol';
import type { LobbyProblem } from '../store/lobbyCodes';
import { presetTitleWords } from './boards';
import { ratedRefusalWords } from './ratings';

/** A listed game's board: the preset's title when the layout is a preset's, else "custom board". */
export function lobbyBoardWords(lattice: string, layout: readonly string[]): Words {
  const preset = PRESETS.find(
    (p) => p.lattice === lattice && p.layout.length === layout.length && p.layout.every((row, i) => row === layout[i]),
  );
  return preset ? presetTitleWords(preset.id) : words('lobby.board.custom');
}

/** A time control in a few words: "No clock", "3+2", "2 days per move". */
export function clockWords(clock: LobbyGame['clock']): Words {
  if (clock.kind === 'realtime') {
    return words('lobby.clock.realtime', { minutes: clock.minutes, increment: clock.increment });
  }
  if (clock.kind === 'correspondence') return words('lobby.clock.days', { count: clock.days });
  return words('lobby.clock.none');
}

/** How a game this browser played stands for it: won, lost, drawn, aborted, in play or waiting. */
export function myGameWords(game: MyGame): Words {
  if (game.status === 'open') return words('lobby.mine.open');
  if (game.status === 'live') return words('lobby.mine.live');
  if (game.status === 'aborted' || !game.result) return words('lobby.mine.aborted');
  if (game.result.status === 'drawn') return words('lobby.mine.drawn');
  return words(game.result.winners.includes(game.seat) ? 'lobby.mine.won' : 'lobby.mine.lost');
}

/** Why no seat was given. */
export function lobbyProblemWords(problem: LobbyProblem): Words {
  if (problem.code === 'no-server') return words('online.connection.noServer');
  switch (problem.refusal) {
    case 'too-many-open':
      return words('lobby.problem.tooManyOpen');
    case 'no-free-seat':
    case 'no-such-game':
      return words('lobby.problem.seatGone');
    case 'too-many':
      return words('online.refused.tooMany');
    default:
      return ratedRefusalWords(problem.refusal) ?? words('lobby.problem.other', { code: problem.refusal });
  }
}
