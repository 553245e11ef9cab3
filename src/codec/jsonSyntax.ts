/** What is wrong where a JSON text breaks; `char` is the character found, as JSON writes it. */
export type JsonSyntaxProblem =
  | { readonly code: 'line-break-in-string' }
  | { readonly code: 'unknown-escape' }
  | { readonly code: 'unclosed-string' }
  | { readonly code: 'early-end' }
  | { readonly code: 'want-value'; readonly char: string }
  | { readonly code: 'want-key'; readonly char: string }
  | { readonly code: 'want-colon'; readonly char: string }
  | { readonly code: 'want-comma'; readonly char: string; readonly close: ']' | '}' }
  | { readonly code: 'after-end'; readonly char: string };

/** Where a JSON text breaks, 1-based, and what is wrong there. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  readonly problem: JsonSyntaxProblem;
}

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const LITERALS = ['true', 'false', 'null'];

function at(text: string, index: number, problem: JsonSyntaxProblem): JsonSyntaxError {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1, problem };
}

/** The end of the string that opens at `start`, or what is wrong with it. */
function scanString(text: string, start: number): number | JsonSyntaxError {
  for (let i = start + 1; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20) return at(text, i, { code: 'line-break-in-string' });
    if (code === 0x5c) {
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(text)) return at(text, i, { code: 'unknown-escape' });
      i = ESCAPE.lastIndex;
    } else i++;
  }
  return at(text, start, { code: 'unclosed-string' });
}

/** The end of the value that starts at `i` when it is a string, number or literal; null when it is none. */
function scanScalar(text: string, i: number): number | JsonSyntaxError | null {
  if (text[i] === '"') return scanString(text, i);
  NUMBER.lastIndex = i;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  const literal = LITERALS.find((word) => text.startsWith(word, i));
  return literal ? i + literal.length : null;
}

function shown(ch: string): string {
  return JSON.stringify(ch);
}

/**
 * Finds the first syntax error of a JSON text that `JSON.parse` refused: browsers word and place
 * their errors differently, and a person fixing a file wants a line and a column. Null when it
 * finds none (the text is valid, or too deep for `JSON.parse`).
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const open: ('array' | 'object')[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const afterValue = (): Expect => (open.length === 0 ? 'end' : 'comma-or-close');
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    if (i >= text.length) return expect === 'end' ? null : at(text, i, { code: 'early-end' });
    const ch = text[i]!;
    const top = open[open.length - 1];
    const close = top === 'array' ? ']' : '}';
    switch (expect) {
      case 'value':
      case 'value-or-close': {
        if (ch === ']' && expect === 'value-or-close') {
          open.pop();
          i++;
          expect = afterValue();
        } else if (ch === '{' || ch === '[') {
          open.push(ch === '{' ? 'object' : 'array');
          i++;
          expect = ch === '{' ? 'key-or-close' : 'value-or-close';
        } else {
          const end = scanScalar(text, i);
          if (end === null) return at(text, i, { code: 'want-value', char: shown(ch) });
          if (typeof end !== 'number') return end;
          i = end;
          expect = afterValue();
        }
        break;
      }
      case 'key':
      case 'key-or-close': {
        if (ch === '}' && expect === 'key-or-close') {
          open.pop();
          i++;
          expect = afterValue();
          break;
        }
        if (ch !== '"') return at(text, i, { code: 'want-key', char: shown(ch) });
        const end = scanString(text, i);
        if (typeof end !== 'number') return end;
        i = end;
        expect = 'colon';
        break;
      }
      case 'colon':
        if (ch !== ':') return at(text, i, { code: 'want-colon', char: shown(ch) });
        i++;
        expect = 'value';
        break;
      case 'comma-or-close':
        if (ch === ',') expect = top === 'array' ? 'value' : 'key';
        else if (ch === close) {
          open.pop();
          expect = afterValue();
        } else return at(text, i, { code: 'want-comma', char: shown(ch), close });
        i++;
        break;
      case 'end':
        return at(text, i, { code: 'after-end', char: shown(ch) });
    }
  }
}
