import type { ReactNode } from 'react';
import { modalProps } from './focusTrap';

/**
 * A modal dialog titled by its heading: Escape closes it and Tab stays inside it (modalProps).
 * `kind` is its own class beside `dialog`, for its layout. `actions` (Close...) sit at its foot and
 * stay in view while a long dialog scrolls; a form's own actions take the same class inside it.
 */
export function ModalDialog({
  kind,
  titleId,
  title,
  onClose,
  actions,
  children,
}: {
  kind: string;
  titleId: string;
  title: string;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`dialog ${kind}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      {...modalProps(onClose)}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      {actions && <div className="row dialog-actions">{actions}</div>}
    </section>
  );
}
