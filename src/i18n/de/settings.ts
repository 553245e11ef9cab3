import type { Translation } from '../area';
import type { settings as english } from '../en/settings';

export const settings: Translation<typeof english> = {
  'settings.title': 'Einstellungen',
  'settings.language': 'Sprache',
  'settings.camera': 'Kamera',
  'settings.startView': 'Eine neue Partie beginnt',
  'settings.startView.seated': 'Vom Platz der Person am Zug',
  'settings.startView.top': 'Senkrecht von oben',
  'settings.startView.free': 'Wo ich die Kamera gelassen habe',
  'settings.follow': 'Zu jeder Person drehen, sobald sie am Zug ist',
  'settings.theme': 'Brett und Steine',
  'settings.theme.wood': 'Holz',
  'settings.theme.contrast': 'Hoher Kontrast',
  'settings.theme.contrastNote':
    'Kräftige Farben und ein eigenes Muster auf den Steinen jedes Spielers: schlicht, Ringe, Punkte oder Karos.',
  'settings.quality': 'Grafik',
  'settings.quality.auto': 'Automatisch (voll mit Grafikkarte)',
  'settings.quality.low': 'Leicht: für langsame Geräte',
  'settings.quality.high': 'Voll: weiche Schatten und Studiolicht',
};
