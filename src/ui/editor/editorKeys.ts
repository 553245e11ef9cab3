import { TOOLS, type Tool } from '../../setup/draft';
import type { KeyPress } from '../historyKeys';

/** The key that picks each tool of the palette, in TOOLS order: 1 to 9, then 0. */
export const TOOL_KEYS = '1234567890';

export type EditorCommand = { readonly kind: 'tool'; readonly tool: Tool } | { readonly kind: 'undo' | 'redo' };

/** Where typing goes: digits are digits there, and Ctrl+Z undoes the typing, not the board. */
const TAKES_TYPING =
  'textarea, select, input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), [contenteditable]:not([contenteditable="false"]), [role="dialog"]';

/**
 * What a key press means to the editor: a digit picks a tool, Ctrl+Z undoes, Ctrl+Shift+Z and
 * Ctrl+Y redo (Cmd on a Mac); null for anything else, or when the focus is where one types.
 */
export function editorCommand(press: KeyPress, target: Element | null): EditorCommand | null {
  if (target?.closest(TAKES_TYPING)) return null;
  if ((press.ctrlKey || press.metaKey) && !press.altKey) {
    const key = press.key.toLowerCase();
    if (key === 'z') return { kind: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y' && !press.shiftKey) return { kind: 'redo' };
    return null;
  }
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const index = press.key.length === 1 ? TOOL_KEYS.indexOf(press.key) : -1;
  return index >= 0 ? { kind: 'tool', tool: TOOLS[index]! } : null;
}
