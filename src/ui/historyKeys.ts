/** What a key does to the history the table shows, wherever the page has focus. */
export type HistoryCommand = 'back' | 'forward' | 'start' | 'end' | 'play-pause';

const COMMANDS: Readonly<Record<string, HistoryCommand>> = {
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  Home: 'start',
  End: 'end',
  ' ': 'play-pause',
};

/** Places that need these keys for themselves: typing, choosing from a list, a dialog or menu of their own. */
const KEEPS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="dialog"], [role="menu"]';

/** Controls that Space presses. */
const PRESSED_BY_SPACE =
  'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"]';

export type KeyPress = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * The command a key press on `target` means, or null when it is not one or the focused element
 * uses the key itself. Keys with a modifier are left alone: Alt+Left is the browser's Back.
 */
export function historyCommand(press: KeyPress, target: Element | null): HistoryCommand | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const command = COMMANDS[press.key];
  if (!command || target?.closest(KEEPS_KEYS)) return null;
  if (command === 'play-pause' && target?.closest(PRESSED_BY_SPACE)) return null;
  return command;
}
