import { useMemo } from 'react';
import type { LatticeKind } from '../../engine/lattice';
import { SYMMETRY_MODES, type SymmetryMode, boardSymmetries, symmetryModes } from '../../engine/symmetry';
import { TURNS } from '../../engine/transform';
import { useEditor, useTable } from '../../store/context';
import { RadioChoices } from '../RadioChoices';
import { MODE_NAMES, symmetriesText } from './words';

/** The modes a lattice can have at all: turns of a whole number of its steps. */
function latticeModes(lattice: LatticeKind): SymmetryMode[] {
  return SYMMETRY_MODES.filter((mode) => mode === 'none' || mode === 'mirror' || TURNS[lattice] % Number(mode) === 0);
}

/**
 * How symmetric the board is now (outline and obstacles), as a live badge, and the mode painting
 * keeps: the lattice's modes, those the board lacks disabled.
 */
export function SymmetryControls() {
  const board = useTable((t) => t.start.board);
  const symmetry = useEditor((e) => e.symmetry);
  const setSymmetry = useEditor((e) => e.setSymmetry);
  const count = useMemo(() => boardSymmetries(board).length, [board]);
  const available = useMemo(() => symmetryModes(board), [board]);
  const turns = available.filter((mode) => mode !== 'none').map((mode) => MODE_NAMES[mode].toLowerCase());
  return (
    <fieldset className="symmetry">
      <legend>Symmetry</legend>
      <p aria-live="polite">
        <span className="badge symmetry-badge">{symmetriesText(count)}</span>{' '}
        <span className="hint">{turns.length > 0 ? `paints by ${turns.join(', ')}` : 'none to paint by'}</span>
      </p>
      <RadioChoices
        name="editor-symmetry"
        choices={latticeModes(board.lattice).map((mode) => ({
          value: mode,
          label: MODE_NAMES[mode],
          disabled: !available.includes(mode),
        }))}
        value={symmetry}
        onChange={setSymmetry}
      />
    </fieldset>
  );
}
