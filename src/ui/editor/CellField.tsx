import { useState } from 'react';
import { parseCellName } from '../../engine/board';
import { useEditor, useTable } from '../../store/context';
import { CommandField } from '../CommandField';
import { sentence } from '../sentence';

/** Paints by keyboard: a cell named as in play (gaps have names too) gets the palette's tool. */
export function CellField() {
  const board = useTable((t) => t.start.board);
  const paint = useEditor((e) => e.paint);
  const [error, setError] = useState<string | null>(null);
  const paintNamed = (text: string): boolean => {
    const cell = parseCellName(board, text.trim().toLowerCase());
    setError(cell.ok ? null : sentence(cell.error));
    if (cell.ok) paint(cell.value);
    return cell.ok;
  };
  return (
    <CommandField name="paint-cell" label="Cell" placeholder="d4" action="Paint" error={error} onCommand={paintNamed} />
  );
}
