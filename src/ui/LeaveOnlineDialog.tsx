import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useOnline, useT } from '../store/context';
import { type OnlineStore, seatAtStake } from '../store/online';
import { modalProps } from './focusTrap';

/**
 * Asks before the table leaves an online game this browser plays: its seat stays taken and its clock
 * keeps running. Keep playing is the safe answer, so the keyboard starts there, and Escape gives it.
 */
export function LeaveOnlineDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const t = useT();
  const clocked = useOnline((s) => s.clock !== null && s.clock.control.kind !== 'none');
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <section
      className="dialog leave-online"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="leave-online-title"
      aria-describedby="leave-online-text"
      {...modalProps(onStay)}
    >
      <h2 id="leave-online-title">{t('online.leave.title')}</h2>
      <p id="leave-online-text">
        {clocked && `${t('online.leave.clock')} `}
        {t('online.leave.back')}
      </p>
      <div className="row">
        <button type="button" ref={stay} className="primary" onClick={onStay}>
          {t('online.resign.keep')}
        </button>
        <button type="button" onClick={onLeave}>
          {t('online.leave.confirm')}
        </button>
      </div>
    </section>
  );
}

/**
 * `guard(action)` runs the action at once, or, while this browser plays a seat of an online game
 * not yet over, first asks in `dialog` (to render where the app's dialogs go). Staying puts the
 * keyboard back where it was.
 */
export function useLeaveGuard(online: OnlineStore): { guard: (action: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ action: () => void; from: HTMLElement | null } | null>(null);
  const guard = (action: () => void) => {
    if (!seatAtStake(online.getState())) {
      action();
      return;
    }
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending({ action, from });
  };
  const dialog = pending && (
    <LeaveOnlineDialog
      onLeave={() => {
        setPending(null);
        pending.action();
      }}
      onStay={() => {
        setPending(null);
        if (pending.from?.isConnected) pending.from.focus();
      }}
    />
  );
  return { guard, dialog };
}
