/** One option of a row of radio buttons. */
export interface Choice<T extends string | number> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

/** A row of radio buttons, one of which is chosen. */
export function RadioChoices<T extends string | number>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return choices.map((choice) => (
    <label key={choice.value} className="inline">
      <input
        type="radio"
        name={name}
        value={choice.value}
        checked={choice.value === value}
        disabled={choice.disabled}
        onChange={() => onChange(choice.value)}
      />
      {choice.label}
    </label>
  ));
}

const PLAYER_COUNTS: readonly Choice<number>[] = [2, 3, 4].map((n) => ({ value: n, label: String(n) }));

/** How many play: 2, 3 or 4. */
export function PlayerCountChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (players: number) => void;
}) {
  return <RadioChoices name={name} choices={PLAYER_COUNTS} value={value} onChange={onChange} />;
}
