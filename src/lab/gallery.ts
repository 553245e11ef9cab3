import type { LatticeKind } from '../engine/lattice';
import { PRESETS } from '../engine/presets';
import { type Words, words } from '../i18n/catalogue';
import { presetTitleWords } from '../words/boards';
import figures from './galleryFigures.json';
import type { LabSummary } from './summary';

/** A named board worth playing, with the number of players it was made for. */
export interface GalleryBoard {
  readonly id: string;
  readonly name: Words;
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  readonly players: number;
  /** What makes it worth a game, in a line. */
  readonly about: Words;
}

const PRESET_BOARDS: readonly GalleryBoard[] = PRESETS.map((preset) => ({
  id: preset.id,
  name: presetTitleWords(preset.id),
  lattice: preset.lattice,
  layout: preset.layout,
  players: 2,
  about: words('boards.gallery.published'),
}));

// Designed in the board editor from its shape generators and seeded, symmetric obstacle sets.
const DESIGNED_BOARDS: readonly GalleryBoard[] = [
  {
    id: 'pinwheel',
    name: words('boards.gallery.pinwheel'),
    lattice: 'square',
    layout: [
      '---...---',
      '--....C--',
      '-C......-',
      '.........',
      '.........',
      '.........',
      '-......C-',
      '--C....--',
      '---...---',
    ],
    players: 2,
    about: words('boards.gallery.pinwheel.about'),
  },
  {
    id: 'crossroads',
    name: words('boards.gallery.crossroads'),
    lattice: 'square',
    layout: [
      '---...---',
      '---...---',
      '---...---',
      '.........',
      '....H....',
      '.........',
      '---...---',
      '---...---',
      '---...---',
    ],
    players: 2,
    about: words('boards.gallery.crossroads.about'),
  },
  {
    id: 'diamond',
    name: words('boards.gallery.diamond'),
    lattice: 'square',
    layout: [
      '----.----',
      '---...---',
      '--.....--',
      '-.......-',
      '.........',
      '-.......-',
      '--.....--',
      '---...---',
      '----.----',
    ],
    players: 2,
    about: words('boards.gallery.diamond.about'),
  },
  {
    id: 'star',
    name: words('boards.gallery.star'),
    lattice: 'hex',
    layout: [
      '-----..--..',
      '----...-...',
      '----......-',
      '----.....--',
      '-..........',
      '...........',
      '..........-',
      '--.....----',
      '-......----',
      '...-...----',
      '..--..-----',
    ],
    players: 2,
    about: words('boards.gallery.star.about'),
  },
  {
    id: 'triskele',
    name: words('boards.gallery.triskele'),
    lattice: 'hex',
    layout: [
      '-------..--',
      '-----.....-',
      '---......B.',
      '--.........',
      '--B.......-',
      '-.........-',
      '-........--',
      '.........--',
      '........---',
      '-...B.-----',
      '--..-------',
    ],
    players: 3,
    about: words('boards.gallery.triskele.about'),
  },
  {
    id: 'sixholes',
    name: words('boards.gallery.sixholes'),
    lattice: 'hex',
    layout: [
      '----.....',
      '---......',
      '--...H...',
      '-..H..H..',
      '.........',
      '..H..H..-',
      '...H...--',
      '......---',
      '.....----',
    ],
    players: 3,
    about: words('boards.gallery.sixholes.about'),
  },
  {
    id: 'halo',
    name: words('boards.gallery.halo'),
    lattice: 'hex',
    layout: [
      '--------...--',
      '------......-',
      '----.........',
      '---..........',
      '--...........',
      '--....--....-',
      '-....---....-',
      '-....--....--',
      '...........--',
      '..........---',
      '.........----',
      '-......------',
      '--...--------',
    ],
    players: 3,
    about: words('boards.gallery.halo.about'),
  },
  {
    id: 'arena',
    name: words('boards.gallery.arena'),
    lattice: 'square',
    layout: [
      'B.......B',
      '.........',
      '.........',
      '.........',
      '....B....',
      '.........',
      '.........',
      '.........',
      'B.......B',
    ],
    players: 4,
    about: words('boards.gallery.arena.about'),
  },
  {
    id: 'cloister',
    name: words('boards.gallery.cloister'),
    lattice: 'square',
    layout: [
      '---....---',
      '-......C.-',
      '-C.......-',
      '....--....',
      '...----...',
      '...----...',
      '....--....',
      '-.......C-',
      '-.C......-',
      '---....---',
    ],
    players: 4,
    about: words('boards.gallery.cloister.about'),
  },
];

/** The six published boards first, then the designed ones. */
export const GALLERY: readonly GalleryBoard[] = [...PRESET_BOARDS, ...DESIGNED_BOARDS];

/** What the lab measured of a gallery board (`scripts/measure-gallery.js` writes them). */
export type GalleryFigures = Pick<
  LabSummary,
  | 'games'
  | 'firstPlayerScore'
  | 'seatScores'
  | 'drawRate'
  | 'roundLimitRate'
  | 'swapRate'
  | 'meanRounds'
  | 'medianRounds'
  | 'sdRounds'
  | 'meanLeadChanges'
  | 'fallenPerTurn'
> & { readonly seed: number; readonly players: number; readonly marbles: number };

export const GALLERY_FIGURES: Readonly<Record<string, GalleryFigures>> = figures;

/** The figures a gallery entry keeps of a lab run: `summary` of games with `seed` and these rules. */
export function galleryFiguresOf(
  summary: LabSummary,
  seed: number,
  rules: { readonly players: number; readonly marbles: number },
): GalleryFigures {
  return {
    games: summary.games,
    seed,
    players: rules.players,
    marbles: rules.marbles,
    firstPlayerScore: summary.firstPlayerScore,
    seatScores: summary.seatScores,
    drawRate: summary.drawRate,
    roundLimitRate: summary.roundLimitRate,
    swapRate: summary.swapRate,
    meanRounds: summary.meanRounds,
    medianRounds: summary.medianRounds,
    sdRounds: summary.sdRounds,
    meanLeadChanges: summary.meanLeadChanges,
    fallenPerTurn: summary.fallenPerTurn,
  };
}
