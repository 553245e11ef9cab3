import type { ReactNode } from 'react';
import { modalKeys } from './focusTrap';

/**
 * A modal dialog titled by its heading: Escape closes it and Tab stays inside it (modalKeys).
 * `kind` is its own class beside `dialog`, for its layout.
 */
export function ModalDialog({
  kind,
  titleId,
  title,
  onClose,
  children,
}: {
  kind: string;
  titleId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section
      className={`dialog ${kind}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={modalKeys(onClose)}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
