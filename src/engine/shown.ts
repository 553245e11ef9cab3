/** The longest picture `shown` gives of a value, so that a huge field cannot flood a message. */
const MAX_SHOWN = 40;

/**
 * A short picture of a value found where something else was expected, for problems that quote
 * what they found: its JSON text, cut short. JSON reads the same in every language.
 */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}
