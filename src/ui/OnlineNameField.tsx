import type { Ref } from 'react';

/**
 * The name a player goes by online, with the hint on what a name may be: the same rules wherever
 * one is asked for (the server checks them again). `hintClass` is the hint's own class beside `hint`.
 */
export function OnlineNameField({
  label,
  hint,
  hintId,
  hintClass,
  value,
  onChange,
  inputRef,
}: {
  label: string;
  hint: string;
  hintId: string;
  hintClass?: string;
  value: string;
  onChange: (name: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <label>
      {label}
      <input
        ref={inputRef}
        type="text"
        required
        maxLength={24}
        autoComplete="nickname"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hintId}
      />
      <span className={hintClass === undefined ? 'hint' : `hint ${hintClass}`} id={hintId}>
        {hint}
      </span>
    </label>
  );
}
