/** The longest picture `shown` gives of a value, so that a huge field cannot flood a message. */
const MAX_SHOWN = 40;

/**
 * A value's JSON text a piece at a time, as `JSON.stringify` writes a value read from JSON (which
 * holds no `undefined`, function or `toJSON`). Lazy, so that `shown` reads no deeper than its
 * picture reaches: `JSON.stringify` runs out of stack on an array nested 10,000 deep, which a
 * 20 KB body holds.
 */
function* pieces(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      yield* pieces(value[i]);
    }
    yield ']';
  } else if (typeof value === 'object' && value !== null) {
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* pieces(item);
    }
    yield '}';
  } else {
    yield JSON.stringify(value) ?? String(value);
  }
}

/**
 * A short picture of a value found where something else was expected, for problems that quote
 * what they found: its JSON text, cut short. JSON reads the same in every language. Each level of
 * nesting adds a character before the next is read, so no more than `MAX_SHOWN` levels are.
 */
export function shown(value: unknown): string {
  let text = '';
  for (const piece of pieces(value)) {
    text += piece;
    if (text.length > MAX_SHOWN) return `${text.slice(0, MAX_SHOWN - 1)}…`;
  }
  return text;
}
