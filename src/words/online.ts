import { type MessageKey, type Words, words } from '../i18n/catalogue';
import type { ErrorCode, RatingChangeData } from '../online/protocol';
import type { OnlineResult } from '../online/client';
import type { OnlineMoveRefusal } from '../store/tableCodes';
import { playerWords } from './players';
import { ratedRefusalWords } from './ratings';

export const ONLINE_REFUSAL_KEYS: Readonly<Record<OnlineMoveRefusal, MessageKey>> = {
  watcher: 'online.refusal.watcher',
  'not-your-turn': 'online.refusal.notYourTurn',
  'not-started': 'online.refusal.notStarted',
  sending: 'online.refusal.sending',
  behind: 'online.refusal.behind',
  over: 'online.refusal.over',
  offline: 'online.refusal.offline',
};

/** The server's refusal of something this person sent. */
export function onlineRefusalWords(code: ErrorCode, detail?: string): Words {
  switch (code) {
    case 'illegal-move':
      return words('online.refused.illegal', { reason: detail ?? code });
    case 'not-your-turn':
      return words('online.refusal.notYourTurn');
    case 'watcher':
      return words('online.refusal.watcher');
    case 'not-started':
      return words('online.refusal.notStarted');
    case 'game-over':
      return words('online.refusal.over');
    case 'too-many':
      return words('online.refused.tooMany');
    case 'no-free-seat':
      return words('online.refused.seatGone');
    default:
      // A rated game's seat, taken by a watcher's `sit`, is refused for an account's reasons.
      return ratedRefusalWords(code, detail) ?? words('online.refused.other', { code });
  }
}

/** Why a link could not be joined. */
export function onlineProblemWords(code: ErrorCode): Words {
  if (code === 'no-such-game') return words('online.problem.noSuchGame');
  if (code === 'wrong-secret') return words('online.problem.wrongSecret');
  return ratedRefusalWords(code) ?? words('online.problem.other', { code });
}

/** How an online game ended, beyond the engine's own endings (which the table tells). */
export function onlineResultWords(status: string | null, result: OnlineResult): Words | null {
  if (status === 'aborted') return words('online.result.aborted');
  if (!result) return null;
  if ('loser' in result)
    return words(result.reason === 'resigned' ? 'online.result.resigned' : 'online.result.timeout', {
      player: playerWords(result.loser),
    });
  if (result.reason === 'agreement') return words('online.result.agreement');
  if ('ranking' in result) return words('online.result.ranked', { players: result.ranking.flat().map(playerWords) });
  if (result.status === 'drawn') return words('play.over.draw');
  return words('play.over.win', {
    count: result.winners.length,
    players: result.winners.map(playerWords),
  });
}

/** A rated game's end for one player: "Red: 1500 → 1516 (+16)". */
export function ratingChangeWords(change: RatingChangeData): Words {
  const delta = change.after - change.before;
  // A true minus sign, and a plus on a gain: the sign is the news.
  const shown = delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : '±0';
  return words('online.ratingChange', {
    player: playerWords(change.seat),
    before: String(change.before),
    after: String(change.after),
    change: shown,
  });
}
