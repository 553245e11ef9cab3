/** How the table and its marbles are drawn: warm wood, or strong colours with a mark on each player's marbles. */
export const THEMES = ['wood', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Each player's marble colour in each theme (sRGB hex, player 1 first), shared by the 3D marbles
 * and every panel, so a swatch always matches the marbles on the table. The names in the
 * catalogue fit both. High contrast takes bright colours, each at least 3:1 against the dark
 * tiles, chosen so that every two stay apart (CIELAB distance 29 or more) under simulated
 * protanopia, deuteranopia and tritanopia; Okabe–Ito's vermillion, used before, read as orange
 * beside the name Red, and its blue and green came within 15 under tritanopia.
 */
export const PLAYER_COLOURS: Readonly<Record<Theme, readonly string[]>> = {
  wood: ['#d62839', '#2463eb', '#1f9e50', '#f2a516'],
  contrast: ['#ff1921', '#3d7df5', '#00c763', '#f0e442'],
};

export function playerColour(player: number, theme: Theme): string {
  const colour = PLAYER_COLOURS[theme][player - 1];
  if (!colour) throw new RangeError(`no player ${player}`);
  return colour;
}

/**
 * The parts of a tile that take a colour of their own; `well` is the floor of the tray the board
 * stands in, under the gutter, and `pit` the inside of a hole.
 */
export type TileRole = 'tile' | 'tileAlt' | 'dimple' | 'plinth' | 'pit' | 'holeRim' | 'well';

export const TILE_ROLES: readonly TileRole[] = ['tile', 'tileAlt', 'dimple', 'plinth', 'pit', 'holeRim', 'well'];

/** What each player's marbles carry besides their colour, so that no one needs to tell colours apart. */
export type MarbleMark = 'plain' | 'rings' | 'spots' | 'checks';

/** Every colour of the table a theme sets (sRGB hex). */
export interface TablePalette {
  readonly tiles: Readonly<Record<TileRole, string>>;
  readonly frame: {
    readonly base: string;
    /** The grain's strokes, as `r, g, b` for a translucent stroke; null for a plain frame. */
    readonly grain: string | null;
    /** A tray's groove, edged in its player's colour. */
    readonly groove: string;
    /** The coordinates, and the light edge under them that makes them read as cut in. */
    readonly label: string;
    readonly labelEdge: string | null;
    /** The ranks written on the well's floor (src/scene/layout.ts's RankPlace), light on its dark colour. */
    readonly wellLabel: string;
  };
  readonly floor: string;
  /** The sky light's colour from below: the floor's colour bounced back. */
  readonly ground: string;
  readonly cushion: string;
  /** A bumper at rest; it flashes toward the same light in every theme. */
  readonly bumper: string;
  /** marbles[p - 1]: player p's marble colour. */
  readonly marbles: readonly string[];
  /** marks[p - 1]: the mark on player p's marbles; none in a theme that draws its marbles swirled. */
  readonly marks: readonly MarbleMark[] | null;
}

export const PALETTES: Readonly<Record<Theme, TablePalette>> = {
  wood: {
    tiles: {
      tile: '#d9b98a',
      tileAlt: '#cfad7c',
      dimple: '#c29d6b',
      plinth: '#5a3d25',
      pit: '#050505',
      holeRim: '#f4f1ea',
      well: '#7a5434',
    },
    frame: {
      base: '#b98d5c',
      grain: '90, 55, 25',
      groove: '#5b3d22',
      label: '#3a2210',
      labelEdge: '#ffecc88c',
      wellLabel: '#f3dfbd',
    },
    floor: '#24342d',
    ground: '#2b3a33',
    // A dusky plum felt, and a black rubber ring that reads on the pale tiles from above: neither a
    // player's colour nor the board's.
    cushion: '#6e526e',
    bumper: '#2e333b',
    marbles: PLAYER_COLOURS.wood,
    marks: null,
  },
  // A dark, colourless board under bright marbles, in a light frame that sets it off the black
  // floor; each player's marbles also carry a mark of their own.
  contrast: {
    tiles: {
      tile: '#262626',
      tileAlt: '#2e2e2e',
      dimple: '#4d4d4d',
      plinth: '#000000',
      pit: '#000000',
      holeRim: '#ffffff',
      well: '#333333',
    },
    frame: { base: '#bfbfbf', grain: null, groove: '#000000', label: '#000000', labelEdge: null, wellLabel: '#ffffff' },
    floor: '#000000',
    ground: '#1a1a1a',
    cushion: '#e6e6e6',
    bumper: '#a6a6a6',
    marbles: PLAYER_COLOURS.contrast,
    marks: ['plain', 'rings', 'spots', 'checks'],
  },
};
