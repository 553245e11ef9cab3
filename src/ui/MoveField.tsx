import { type FormEvent, useState } from 'react';
import { useTable } from '../store/context';

/** Plays by keyboard: a cell name such as d4, or `swap`. */
export function MoveField() {
  const [text, setText] = useState('');
  const playText = useTable((t) => t.playText);
  const error = useTable((t) => t.moveError);
  const over = useTable((t) => t.game.result !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (playText(text).ok) setText('');
  };

  return (
    <form className="move-field" onSubmit={submit}>
      <label htmlFor="move-input">Move</label>
      <input
        id="move-input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder="d4 or swap"
        aria-describedby="move-error"
        aria-invalid={error !== null}
        disabled={over}
      />
      <button type="submit" disabled={over}>
        Play
      </button>
      <p id="move-error" className="error" role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
