import { type FormEvent, useState } from 'react';

/**
 * A one-line field that carries out what is typed when submitted (a move, a cell to paint) and
 * empties once it is done; what went wrong shows beneath it.
 */
export function CommandField({
  name,
  label,
  placeholder,
  action,
  error,
  disabled = false,
  onCommand,
}: {
  /** The field is `NAME-input`, its message `NAME-error`. */
  name: string;
  label: string;
  placeholder: string;
  /** The submit button's name. */
  action: string;
  error: string | null;
  disabled?: boolean;
  /** Whether the command was carried out. */
  onCommand: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onCommand(text)) setText('');
  };
  return (
    <form className="move-field" onSubmit={submit}>
      <label htmlFor={`${name}-input`}>{label}</label>
      <input
        id={`${name}-input`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={`${name}-error`}
        aria-invalid={error !== null}
        disabled={disabled}
      />
      <button type="submit" className="primary" disabled={disabled}>
        {action}
      </button>
      <p id={`${name}-error`} className="error" role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
