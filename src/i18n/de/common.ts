import type { Translation } from '../area';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  'player.1': 'Rot',
  'player.2': 'Blau',
  'player.3': 'Grün',
  'player.4': 'Gelb',
  'player.withPerson': '{player} ({person})',
  'common.close': 'Schließen',
  'common.cancel': 'Abbrechen',
  'common.dismiss': 'Ausblenden',
  'common.back': 'Zurück',
  'common.details': 'Einzelheiten',
};
