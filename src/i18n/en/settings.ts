import type { Entry } from '../entry';

export const settings = {
  /** The button that opens the settings, and the heading of their panel. */
  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.camera': 'Camera',
  /** How the camera frames a game when it starts. */
  'settings.startView': 'A new game starts',
  'settings.startView.seated': 'From the seat whose turn it is',
  'settings.startView.top': 'Looking straight down',
  'settings.startView.free': 'Where I left the camera',
  /** A checkbox: the camera turns to the seat of each person whose turn comes up. */
  'settings.follow': 'Turn to each person as their turn comes',
  /** The group of table and marble themes. */
  'settings.theme': 'Board and marbles',
  'settings.theme.wood': 'Wood',
  'settings.theme.contrast': 'High contrast',
  'settings.theme.contrastNote':
    "Strong colours, and a mark of their own on each player's marbles: plain, rings, spots or checks.",
  /** How much the 3D table asks of the graphics card. */
  'settings.quality': 'Graphics',
  'settings.quality.auto': 'Automatic (full with a graphics card)',
  'settings.quality.low': 'Light: quicker on slow devices',
  'settings.quality.high': 'Full: soft shadows and studio lighting',
} as const satisfies Readonly<Record<string, Entry>>;
