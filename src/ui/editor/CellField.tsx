import { useState } from 'react';
import { type CellNameProblem, parseCellName } from '../../engine/board';
import { useEditor, useT, useTable } from '../../store/context';
import { cellNameProblemWords } from '../../words/problems';
import { CommandField } from '../CommandField';
import { sentence } from '../sentence';

/** Paints by keyboard: a cell named as in play (gaps have names too) gets the palette's tool. */
export function CellField() {
  const t = useT();
  const board = useTable((s) => s.start.board);
  const paint = useEditor((e) => e.paint);
  const [problem, setProblem] = useState<CellNameProblem | null>(null);
  const paintNamed = (text: string): boolean => {
    const cell = parseCellName(board, text.trim().toLowerCase());
    setProblem(cell.ok ? null : cell.error);
    if (cell.ok) paint(cell.value);
    return cell.ok;
  };
  return (
    <CommandField
      name="paint-cell"
      label={t('boards.cell.label')}
      placeholder={t('boards.cell.example')}
      action={t('boards.cell.paint')}
      error={problem && sentence(t.words(cellNameProblemWords(problem)))}
      onCommand={paintNamed}
    />
  );
}
