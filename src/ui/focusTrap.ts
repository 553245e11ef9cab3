import type { FocusEvent, KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a modal dialog (the element handling the key): from its last
 * control focus wraps to its first and back, and never reaches the page behind it.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  // The dialog itself holds focus only where keepFocusInside put it: Tab goes on to its first control.
  const inside = active instanceof HTMLElement && active !== dialog && dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Takes the focus back into a modal dialog (the element losing it) when it falls out to the page:
 * a control disabled while it had focus (a form's button while the form is sent, clicked with the
 * mouse) leaves it on the page, where Escape and Tab no longer reach the dialog. Checked once the
 * focus has settled, so that a dialog closing (and gone) is left alone.
 */
function keepFocusInside(event: FocusEvent<HTMLElement>): void {
  if (event.relatedTarget !== null) return;
  const dialog = event.currentTarget;
  setTimeout(() => {
    const active = document.activeElement;
    if (dialog.isConnected && (active === null || active === document.body)) dialog.focus();
  });
}

/**
 * What makes an element a modal dialog for the keyboard: Tab stays inside it, Escape closes it, and
 * focus that falls out of it comes back to it (which `tabIndex` lets it hold).
 */
export function modalProps(close: () => void): {
  tabIndex: -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
} {
  return {
    tabIndex: -1,
    onKeyDown: (event) => {
      keepTabInside(event);
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    },
    onBlur: keepFocusInside,
  };
}
