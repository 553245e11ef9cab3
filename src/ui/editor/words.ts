// The editor's names for things, kept together for the word catalogue to come.
import type { SymmetryMode } from '../../engine/symmetry';
import type { Tool } from '../../store/draft';
import { playerName } from '../../store/players';
import type { ShapeKind, ShapeNumber } from './shapeForm';

export const TOOL_NAMES: Readonly<Record<Tool, string>> = {
  cell: 'Cell',
  gap: 'No cell',
  cushion: 'Cushion',
  bumper: 'Bumper',
  hole: 'Hole',
  marble1: `${playerName(1)} marble`,
  marble2: `${playerName(2)} marble`,
  marble3: `${playerName(3)} marble`,
  marble4: `${playerName(4)} marble`,
  erase: 'Eraser',
};

export const MODE_NAMES: Readonly<Record<SymmetryMode, string>> = {
  none: 'None',
  mirror: 'Mirror',
  '2': '180° turn',
  '3': '3-fold turn',
  '4': '4-fold turn',
  '6': '6-fold turn',
};

export const SHAPE_NAMES: Readonly<Record<ShapeKind, string>> = {
  rectangle: 'Rectangle',
  hexagon: 'Hexagon',
  'cut-corners': 'Cut corners (octagon)',
  cross: 'Cross',
  diamond: 'Diamond',
  disc: 'Disc',
  ring: 'Ring with a hole',
  blob: 'Random blob',
};

export const SHAPE_NUMBER_NAMES: Readonly<Record<ShapeNumber, string>> = {
  rows: 'Rows',
  cols: 'Columns',
  side: 'Side',
  size: 'Size',
  cut: 'Corner cut',
  arm: 'Arm width',
  hole: 'Hole width',
  cells: 'Cells',
  seed: 'Seed',
};

/** "8 symmetries", "1 symmetry": the identity counts, so a board always has at least one. */
export function symmetriesText(count: number): string {
  return `${count} ${count === 1 ? 'symmetry' : 'symmetries'}`;
}
