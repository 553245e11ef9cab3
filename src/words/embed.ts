import { type Words, words } from '../i18n/catalogue';
import type { EmbedRefusal } from '../store/embedCodes';
import { onlineProblemWords } from './online';
import { linkProblemWords } from './open';

/** Why the embed page plays nothing, with the refusal's code for a report. */
export function embedRefusalWords(refusal: EmbedRefusal): Words {
  switch (refusal.code) {
    case 'no-game':
      return words('share.embed.noGame', { code: refusal.code });
    case 'link-damaged':
      return words('share.embed.damaged', { code: refusal.problem.code, reason: linkProblemWords(refusal.problem) });
    case 'online-refused':
      return words('share.embed.refused', { code: refusal.refusal, reason: onlineProblemWords(refusal.refusal) });
    case 'no-server':
      return words('share.embed.noServer', { code: refusal.code });
    case 'unreachable':
      return words('share.embed.unreachable', { code: refusal.code });
  }
}
