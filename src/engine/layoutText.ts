import { type Setup, MAX_SIDE, parseLayout } from './board';
import type { LatticeKind } from './lattice';
import { type Result, err, ok } from './result';

/**
 * One thing wrong with layout text, as data so that every view words it its own way.
 * Rows and columns count from 1, as a person reading the text field counts them.
 */
export type LayoutProblem =
  | { readonly code: 'no-rows' }
  | { readonly code: 'too-many-rows'; readonly rows: number; readonly max: number }
  | { readonly code: 'too-many-columns'; readonly row: number; readonly length: number; readonly max: number }
  | { readonly code: 'ragged-row'; readonly row: number; readonly length: number; readonly expected: number }
  | { readonly code: 'unknown-char'; readonly row: number; readonly col: number; readonly char: string }
  | { readonly code: 'no-playable-cell' };

export interface CheckedLayout {
  /** The rows as parseLayout takes them: split and trimmed. */
  readonly layout: readonly string[];
  readonly setup: Setup;
}

const LAYOUT_CHARS = /^[.1-4\-CBH]$/;
const PLAYABLE_CHARS = /[.1-4]/;

/** Splits editor text into rows: one per line or per `/`, outer blank lines dropped. */
export function splitLayoutText(text: string): string[] {
  const rows = text.split(/\r?\n|\//).map((row) => row.trim());
  while (rows.length > 0 && rows[0] === '') rows.shift();
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows;
}

/**
 * The length most non-blank rows share (the earliest on a tie), so that one bad row is reported
 * instead of all the others. The first row is never blank (splitLayoutText drops outer blanks).
 */
function usualLength(rows: readonly string[]): number {
  const counts = new Map<number, number>();
  for (const row of rows) if (row !== '') counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = rows[0]!.length;
  for (const [length, count] of counts) if (count > counts.get(best)!) best = length;
  return best;
}

/** Checks layout text from an editor and reports every problem at once, or the setup it describes. */
export function checkLayoutText(lattice: LatticeKind, text: string): Result<CheckedLayout, readonly LayoutProblem[]> {
  const layout = splitLayoutText(text);
  if (layout.length === 0) return err([{ code: 'no-rows' }]);
  const problems: LayoutProblem[] = [];
  if (layout.length > MAX_SIDE) problems.push({ code: 'too-many-rows', rows: layout.length, max: MAX_SIDE });
  const expected = usualLength(layout);
  let playable = false;
  layout.forEach((line, r) => {
    if (line.length > MAX_SIDE)
      problems.push({ code: 'too-many-columns', row: r + 1, length: line.length, max: MAX_SIDE });
    if (line.length !== expected) problems.push({ code: 'ragged-row', row: r + 1, length: line.length, expected });
    [...line].forEach((char, c) => {
      if (!LAYOUT_CHARS.test(char)) problems.push({ code: 'unknown-char', row: r + 1, col: c + 1, char });
      else if (PLAYABLE_CHARS.test(char)) playable = true;
    });
  });
  if (!playable) problems.push({ code: 'no-playable-cell' });
  if (problems.length > 0) return err(problems);
  const setup = parseLayout(lattice, layout);
  // Every refusal of parseLayout is among the checks above, so a failure here is impossible.
  return setup.ok ? ok({ layout, setup: setup.value }) : err([{ code: 'no-playable-cell' }]);
}
