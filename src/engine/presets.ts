import type { LatticeKind } from './lattice';

export type PresetId = 'square7' | 'square7x9' | 'square9' | 'square9hole' | 'hex4' | 'hex5';

export interface Preset {
  readonly id: PresetId;
  readonly title: string;
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  /** Marbles per player for 2, 3 and 4 players. */
  readonly marbles: readonly [number, number, number];
}

/** A rectangle of `rows` by `cols` empty cells. */
export function rectangleLayout(rows: number, cols: number): string[] {
  return Array.from({ length: rows }, () => '.'.repeat(cols));
}

function withCentreHole(layout: string[]): string[] {
  const mid = Math.floor(layout.length / 2);
  const row = layout[mid]!;
  const c = Math.floor(row.length / 2);
  return layout.map((line, r) => (r === mid ? line.slice(0, c) + 'H' + line.slice(c + 1) : line));
}

/** A hexagon of the given side in axial storage: row r keeps columns side-1-r to 3(side-1)-r. */
export function hexagonLayout(side: number): string[] {
  const n = 2 * side - 1;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (c >= side - 1 - r && c <= 3 * (side - 1) - r ? '.' : '-')).join(''),
  );
}

export const PRESETS: readonly Preset[] = [
  { id: 'square7', title: 'Square 7×7', lattice: 'square', layout: rectangleLayout(7, 7), marbles: [8, 6, 5] },
  { id: 'square7x9', title: 'Square 7×9', lattice: 'square', layout: rectangleLayout(7, 9), marbles: [10, 7, 6] },
  { id: 'square9', title: 'Square 9×9', lattice: 'square', layout: rectangleLayout(9, 9), marbles: [12, 8, 7] },
  {
    id: 'square9hole',
    title: 'Square 9×9, centre hole',
    lattice: 'square',
    layout: withCentreHole(rectangleLayout(9, 9)),
    marbles: [12, 8, 7],
  },
  { id: 'hex4', title: 'Hexagon, side 4', lattice: 'hex', layout: hexagonLayout(4), marbles: [6, 5, 4] },
  { id: 'hex5', title: 'Hexagon, side 5', lattice: 'hex', layout: hexagonLayout(5), marbles: [10, 7, 6] },
];

export const PRESET_IDS: readonly PresetId[] = PRESETS.map((p) => p.id);

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export function presetMarbles(preset: Preset, players: number): number {
  return preset.marbles[Math.min(Math.max(players, 2), 4) - 2]!;
}
