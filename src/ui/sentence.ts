/** A reason as a sentence of its own: a capital first letter and a full stop. */
export function sentence(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
}
