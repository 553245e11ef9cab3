import { useMemo } from 'react';
import type { LatticeKind } from '../../engine/lattice';
import { SYMMETRY_MODES, type SymmetryMode, boardSymmetries, symmetryModes } from '../../engine/symmetry';
import { TURNS } from '../../engine/transform';
import { symmetryWords } from '../../words/boards';
import { useEditor, useT, useTable } from '../../store/context';
import { RadioChoices } from '../RadioChoices';

/** The modes a lattice can have at all: turns of a whole number of its steps. */
function latticeModes(lattice: LatticeKind): SymmetryMode[] {
  return SYMMETRY_MODES.filter((mode) => mode === 'none' || mode === 'mirror' || TURNS[lattice] % Number(mode) === 0);
}

/**
 * How symmetric the board is now (outline and obstacles), as a live badge, and the mode painting
 * keeps: the lattice's modes, those the board lacks disabled.
 */
export function SymmetryControls() {
  const t = useT();
  const board = useTable((s) => s.start.board);
  const symmetry = useEditor((e) => e.symmetry);
  const setSymmetry = useEditor((e) => e.setSymmetry);
  const count = useMemo(() => boardSymmetries(board).length, [board]);
  const available = useMemo(() => symmetryModes(board), [board]);
  const painting = available.filter((mode) => mode !== 'none').map(symmetryWords);
  return (
    <fieldset className="symmetry">
      <legend>{t('boards.symmetry')}</legend>
      <p aria-live="polite">
        <span className="badge symmetry-badge">{t('boards.symmetry.count', { count })}</span>{' '}
        <span className="hint">
          {painting.length > 0 ? t('boards.symmetry.paintsBy', { modes: painting }) : t('boards.symmetry.paintsByNone')}
        </span>
      </p>
      <RadioChoices
        name="editor-symmetry"
        choices={latticeModes(board.lattice).map((mode) => ({
          value: mode,
          label: t(`boards.mode.${mode}`),
          disabled: !available.includes(mode),
        }))}
        value={symmetry}
        onChange={setSymmetry}
      />
    </fieldset>
  );
}
