import { useEffect, useState } from 'react';
import type { SeatViewData } from '../online/protocol';
import { useOnlineGlance, useT } from '../store/context';
import { timeLeft } from '../store/online';
import { playerWords } from '../words/players';
import { clockText } from './onlineClock';
import { shownName } from './playerName';
import { seatKey } from './SeatChoices';
import './OnlineSeat.css';

/** This machine's time, once a second while `ticking`: the clocks count down from the server's deadline. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The online seats (none without an online game), whether what they show is as last told (no
 * connection now), and each one's clock now, for the players' rows.
 */
export function useOnlineSeats(): {
  seats: readonly SeatViewData[];
  stale: boolean;
  left: (seat: number) => number | null;
} {
  const seats = useOnlineGlance((s) => s.seats);
  const clock = useOnlineGlance((s) => s.clock);
  const toMove = useOnlineGlance((s) => s.toMove);
  const connection = useOnlineGlance((s) => s.connection);
  const status = useOnlineGlance((s) => s.status);
  const now = useNow(clock?.view.deadline != null && status === 'live');
  const shown = connection === 'idle' ? [] : seats;
  return {
    seats: shown,
    // Without a connection, who is connected and whose clock runs is as it was last told.
    stale: shown.length > 0 && connection !== 'live',
    left: (seat) => timeLeft(clock, seat, toMove, now),
  };
}

/** Whether the seat's player is connected, as a dot a screen reader names (`SeatAway` says it to the eye). */
export function SeatConnection({ seat: s }: { seat: SeatViewData }) {
  const t = useT();
  return (
    <span
      className={`online-dot${s.connected ? ' connected' : ''}`}
      role="img"
      aria-label={t(s.connected ? 'online.seat.connected' : 'online.seat.away')}
    />
  );
}

/**
 * Who plays the seat: the player's name (cut with an ellipsis where the row is too narrow, whole
 * in its tooltip), the computer's level, a free seat, or that its player left.
 */
export function SeatName({ seat: s }: { seat: SeatViewData }) {
  const t = useT();
  if (s.left) return <span className="person online-name">{t('online.seat.left')}</span>;
  const name =
    s.name !== null
      ? shownName(s.name, t)
      : s.kind === 'computer'
        ? t(seatKey(s.level ?? 'medium'))
        : t('online.seat.free');
  return (
    <span className="person online-name player-name" title={name}>
      {name}
    </span>
  );
}

/** The word for a seat's player who is away, beside the dot (which alone is easy to miss); read by the dot's label. */
export function SeatAway({ seat: s }: { seat: SeatViewData }) {
  const t = useT();
  if (!s.joined || s.connected || s.left || s.kind === 'computer') return null;
  return (
    <span className="online-away" aria-hidden="true">
      {t('online.seat.away')}
    </span>
  );
}

/** The seat's clock, where time is counted. */
export function SeatClock({ seat, left }: { seat: number; left: number | null }) {
  const t = useT();
  if (left === null) return null;
  return (
    <time className="online-clock" aria-label={t('online.clock.label', { player: playerWords(seat) })}>
      {clockText(left)}
    </time>
  );
}
