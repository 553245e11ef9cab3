import { useT, useTable } from '../store/context';
import { moveRefusalWords } from '../words/table';
import { CommandField } from './CommandField';

/** Plays by keyboard: a cell name such as d4, or `swap`. */
export function MoveField() {
  const t = useT();
  const playText = useTable((s) => s.playText);
  const error = useTable((s) => s.moveError);
  const over = useTable((s) => s.game.result !== null);
  return (
    <CommandField
      name="move"
      label={t('play.move.label')}
      placeholder={t('play.move.placeholder')}
      action={t('play.move.play')}
      error={error && t.words(moveRefusalWords(error))}
      disabled={over}
      onCommand={(text) => playText(text).ok}
    />
  );
}
