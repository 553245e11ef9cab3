import type { Translation } from '../area';
import type { share as english } from '../en/share';

export const share: Translation<typeof english> = {
  'share.preset.720p': '720p ({width}×{height})',
  'share.preset.1080p': '1080p ({width}×{height})',
  'share.preset.4k': '4K ({width}×{height})',
  'share.preset.vertical': 'Hochformat, fürs Handy ({width}×{height})',
  'share.preset.square': 'Quadratisch ({width}×{height})',
  'share.poster': 'Standbild',
  'share.poster.note': 'Das Standbild zeigt die Stellung nach Zug {ply} in der gewählten Größe.',
  'share.poster.saved': '{file} gespeichert.',
  'share.embed.copy': 'Einbettungscode kopieren',
  'share.embed.code': 'Einbettungscode',
  'share.embed.copied': 'Der Einbettungscode ist kopiert: Füge ihn in deine Seite ein.',
  'share.embed.copyFailed': 'Der Einbettungscode ließ sich nicht kopieren: Markiere ihn oben und kopiere ihn.',
  'share.embed.title': 'Momentum-Wiederholung',
  'share.embed.open': 'In Momentum öffnen',
  'share.embed.damaged': 'Diese Wiederholung lässt sich nicht abspielen ({code}): {reason}.',
  'share.embed.noGame': 'Dieser Link enthält keine Partie ({code}): Er sollte auf #game=… oder #record=… enden.',
  'share.embed.refused': 'Dieser Partie kann man nicht zuschauen ({code}). {reason}',
  'share.embed.noServer':
    'Hier antwortet kein Spielserver ({code}): Eine Online-Partie wird von dem Server eingebettet, auf dem sie gespielt wird.',
  'share.embed.unreachable':
    'Der Spielserver ist nicht erreichbar ({code}). Lade die Seite neu, um es noch einmal zu versuchen.',
};
