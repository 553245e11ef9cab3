import type { Entry } from '../entry';

export const share = {
  // Sharing a game beyond a video: the export's picture shapes, a poster, and the replay other pages embed.
  /** A picture shape of the export dialog, with its size in pixels. */
  'share.preset.720p': '720p ({width}×{height})',
  'share.preset.1080p': '1080p ({width}×{height})',
  'share.preset.4k': '4K ({width}×{height})',
  'share.preset.vertical': 'Vertical, for phones ({width}×{height})',
  'share.preset.square': 'Square ({width}×{height})',
  'share.poster': 'Poster',
  /** {ply} is the move whose position the poster shows. */
  'share.poster.note': 'The poster is one picture of the position after move {ply}, at the chosen size.',
  'share.poster.saved': 'Saved {file}.',
  'share.embed.copy': 'Copy embed code',
  'share.embed.code': 'Embed code',
  'share.embed.copied': 'The embed code is copied: paste it into your page.',
  'share.embed.copyFailed': 'The embed code could not be copied: select it above and copy it.',
  /** The embedded replay's title, for screen readers and the frame's title. */
  'share.embed.title': 'Momentum replay',
  'share.embed.open': 'Open in Momentum',
  /** {code} is the problem's code, for a report; {reason} says what is wrong. */
  'share.embed.damaged': 'This replay cannot be played ({code}): {reason}.',
  'share.embed.noGame': 'This replay link holds no game ({code}): it should end in #game=… or #record=….',
  /** {code} is the server's refusal; {reason} says it in words, as a sentence. */
  'share.embed.refused': 'This game cannot be watched ({code}). {reason}',
  'share.embed.noServer':
    'No game server answers here ({code}): an online game embeds from the server it is played on.',
  'share.embed.unreachable': 'The game server cannot be reached ({code}). Reload the page to try again.',
} satisfies Record<string, Entry>;
