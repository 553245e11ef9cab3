import type { Translation } from '../area';
import type { settings as english } from '../en/settings';

export const settings: Translation<typeof english> = {
  'settings.title': 'Ajustes',
  'settings.language': 'Idioma',
  'settings.camera': 'Cámara',
  'settings.startView': 'Una partida nueva empieza',
  'settings.startView.seated': 'Desde el asiento de quien juega',
  'settings.startView.top': 'Vista cenital',
  'settings.startView.free': 'Donde dejé la cámara',
  'settings.follow': 'Girar hacia cada persona cuando le toque',
  'settings.theme': 'Tablero y fichas',
  'settings.theme.wood': 'Madera',
  'settings.theme.contrast': 'Alto contraste',
  'settings.theme.contrastNote':
    'Colores intensos y una marca propia en las fichas de cada jugador: lisas, con anillos, con lunares o a cuadros.',
  'settings.quality': 'Gráficos',
  'settings.quality.auto': 'Automático (completo con gráfica)',
  'settings.quality.low': 'Ligero: para dispositivos lentos',
  'settings.quality.high': 'Completo: sombras y luz de estudio',
};
