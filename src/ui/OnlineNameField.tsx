import type { Ref } from 'react';
import { useT } from '../store/context';

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

/**
 * Why the submit button beside it is greyed out while no name is given, as `id` (see
 * `needNameDescribes`); nothing once one is.
 */
export function NeedName({ named, id }: { named: boolean; id: string }) {
  const t = useT();
  if (named) return null;
  return (
    <p className="hint" id={id}>
      {t('online.new.needName')}
    </p>
  );
}

/** The greyed-out button's description: the `NeedName` of `id` beside it, while no name is given. */
export function needNameDescribes(named: boolean, id: string): { 'aria-describedby'?: string } {
  return named ? {} : { 'aria-describedby': id };
}
