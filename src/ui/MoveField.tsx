import { useTable } from '../store/context';
import { CommandField } from './CommandField';

/** Plays by keyboard: a cell name such as d4, or `swap`. */
export function MoveField() {
  const playText = useTable((t) => t.playText);
  const error = useTable((t) => t.moveError);
  const over = useTable((t) => t.game.result !== null);
  return (
    <CommandField
      name="move"
      label="Move"
      placeholder="d4 or swap"
      action="Play"
      error={error}
      disabled={over}
      onCommand={(text) => playText(text).ok}
    />
  );
}
