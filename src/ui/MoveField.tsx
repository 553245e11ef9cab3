import { useT, useTable, useWatchingOnline } from '../store/context';
import { typedMove } from '../words/moves';
import { moveRefusalWords } from '../words/table';
import { CommandField } from './CommandField';

/** Plays by keyboard: a cell name such as d4, or the swap by its name in the reader's language or as `swap`. */
export function MoveField() {
  const t = useT();
  const playText = useTable((s) => s.playText);
  const error = useTable((s) => s.moveError);
  const over = useTable((s) => s.game.result !== null);
  const watching = useWatchingOnline();
  // A watcher makes no move: a field that could only be refused is not offered.
  if (watching) return null;
  return (
    <CommandField
      name="move"
      label={t('play.move.label')}
      placeholder={t('play.move.placeholder')}
      action={t('play.move.play')}
      error={error && t.words(moveRefusalWords(error))}
      disabled={over}
      onCommand={(text) => playText(typedMove(text, t)).ok}
    />
  );
}
