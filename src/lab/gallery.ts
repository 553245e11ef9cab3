import type { LatticeKind } from '../engine/lattice';
import { PRESETS, type PresetId } from '../engine/presets';
import figures from './galleryFigures.json';
import type { LabSummary } from './summary';

/** The boards designed for the gallery, by id; the view names each and says what makes it worth a game. */
export type DesignedId =
  'pinwheel' | 'crossroads' | 'diamond' | 'star' | 'triskele' | 'sixholes' | 'halo' | 'arena' | 'cloister';

interface Shape {
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  /** The number of players it was made for. */
  readonly players: number;
}

/** A named board worth playing: one of the published presets, or one designed for the gallery. */
export type GalleryBoard =
  | (Shape & { readonly source: 'preset'; readonly id: PresetId })
  | (Shape & { readonly source: 'designed'; readonly id: DesignedId });

const PRESET_BOARDS: readonly GalleryBoard[] = PRESETS.map<GalleryBoard>((preset) => ({
  source: 'preset',
  id: preset.id,
  lattice: preset.lattice,
  layout: preset.layout,
  players: 2,
}));

// Designed in the board editor from its shape generators and seeded, symmetric obstacle sets.
const DESIGNED_BOARDS: readonly GalleryBoard[] = [
  {
    source: 'designed',
    id: 'pinwheel',
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
  },
  {
    source: 'designed',
    id: 'crossroads',
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
  },
  {
    source: 'designed',
    id: 'diamond',
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
  },
  {
    source: 'designed',
    id: 'star',
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
  },
  {
    source: 'designed',
    id: 'triskele',
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
  },
  {
    source: 'designed',
    id: 'sixholes',
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
  },
  {
    source: 'designed',
    id: 'halo',
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
  },
  {
    source: 'designed',
    id: 'arena',
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
  },
  {
    source: 'designed',
    id: 'cloister',
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
