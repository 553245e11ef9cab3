import type { Translation } from '../area';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  'player.1': 'Rojo',
  'player.2': 'Azul',
  'player.3': 'Verde',
  'player.4': 'Ámbar',
  'player.withPerson': '{player} ({person})',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.dismiss': 'Descartar',
  'common.back': 'Volver',
  'common.details': 'Detalles',
};
