import type { LatticeKind } from '../engine/lattice';
import { PRESETS } from '../engine/presets';
import figures from './galleryFigures.json';
import type { LabSummary } from './summary';

/** A named board worth playing, with the number of players it was made for. */
export interface GalleryBoard {
  readonly id: string;
  readonly name: string;
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  readonly players: number;
  /** What makes it worth a game, in a line. */
  readonly about: string;
}

const PRESET_BOARDS: readonly GalleryBoard[] = PRESETS.map((preset) => ({
  id: preset.id,
  name: preset.title,
  lattice: preset.lattice,
  layout: preset.layout,
  players: 2,
  about: 'A board of the published game.',
}));

// Designed in the board editor from its shape generators and seeded, symmetric obstacle sets.
const DESIGNED_BOARDS: readonly GalleryBoard[] = [
  {
    id: 'pinwheel',
    name: 'Pinwheel',
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
    about: 'An octagon whose four cushions turn one way: lines bend around the rim.',
  },
  {
    id: 'crossroads',
    name: 'Crossroads',
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
    about: 'Four short arms and a hole where they meet: the centre drains, the arms fight.',
  },
  {
    id: 'diamond',
    name: 'Diamond',
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
    about: 'Every edge is a diagonal, so straight pushes seldom reach the rim.',
  },
  {
    id: 'star',
    name: 'Six-pointed star',
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
    about: 'A hexagonal cross: six narrow arms where a marble has few neighbours.',
  },
  {
    id: 'triskele',
    name: 'Triskele',
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
    about: 'A round hex board with three bumpers a third of a turn apart, one near each player.',
  },
  {
    id: 'sixholes',
    name: 'Six holes',
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
    about: 'The side-5 hexagon with a ring of holes around the centre: the middle is a trap.',
  },
  {
    id: 'halo',
    name: 'Halo',
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
    about: 'A wide hex ring around an empty middle: lines across it break at the gap.',
  },
  {
    id: 'arena',
    name: 'Bumper arena',
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
    about: 'Nine by nine with a bumper in each corner and one in the middle, for two teams.',
  },
  {
    id: 'cloister',
    name: 'Cloister',
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
    about: 'A square ring round a courtyard, four cushions turning one way, for two teams.',
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
