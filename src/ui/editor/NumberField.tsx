import { useState } from 'react';

/**
 * A number input that keeps what is being typed: every number typed is handed on at once (the
 * editor says what it refuses), while a half-typed or refused entry stays in the field. A value
 * changed elsewhere (undo, a default) replaces the text.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onValue,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <label className="number-field">
      {label}
      <input
        type="number"
        min={min}
        max={max}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (Number.isFinite(e.target.valueAsNumber)) onValue(e.target.valueAsNumber);
        }}
      />
    </label>
  );
}
