import { useEffect, useState } from 'react';
import { useOnline, usePlayerColours, useT } from '../store/context';
import { timeLeft } from '../store/online';
import { onlineProblemWords, onlineResultWords } from '../words/online';
import { playerWords } from '../words/players';
import { clockText } from './onlineClock';
import './OnlinePanel.css';

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

/** The online game at the table: the connection, the seats with their clocks, whose turn, and the game's buttons. */
export function OnlinePanel() {
  const t = useT();
  const colourOf = usePlayerColours();
  const connection = useOnline((s) => s.connection);
  const problem = useOnline((s) => s.problem);
  const seat = useOnline((s) => s.seat);
  const seats = useOnline((s) => s.seats);
  const status = useOnline((s) => s.status);
  const toMove = useOnline((s) => s.toMove);
  const clock = useOnline((s) => s.clock);
  const watchers = useOnline((s) => s.watchers);
  const result = useOnline((s) => s.result);
  const drawOffer = useOnline((s) => s.drawOffer);
  const resign = useOnline((s) => s.resign);
  const offerDraw = useOnline((s) => s.offerDraw);
  const acceptDraw = useOnline((s) => s.acceptDraw);
  const rematch = useOnline((s) => s.rematch);
  const offerRematch = useOnline((s) => s.offerRematch);
  const now = useNow(clock?.view.deadline != null && status === 'live');
  if (connection === 'idle') return null;

  const connectionNote =
    connection === 'connecting'
      ? t('online.connection.connecting')
      : connection === 'reconnecting'
        ? t('online.connection.reconnecting')
        : connection === 'no-server'
          ? t('online.connection.noServer')
          : connection === 'offline'
            ? problem
              ? t.words(onlineProblemWords(problem))
              : t('online.connection.offline')
            : null;
  const ended = onlineResultWords(status, result);
  const live = status === 'live' && connection === 'live';
  const twoSides = seats.length === 2 || seats.length === 4;
  const playing = seat !== null && live;
  const over = status === 'ended' || status === 'aborted';
  const asked = seat !== null && rematch.includes(seat);

  return (
    <section className="online-panel" aria-labelledby="online-title">
      <h2 id="online-title">{t('online.panel.title')}</h2>
      <p className="online-connection" role="status">
        {connectionNote}
      </p>
      {seats.length > 0 && (
        <>
          <p>
            {seat === null ? t('online.watching') : t('online.you', { player: playerWords(seat) })}
            {' · '}
            {t('online.watchers', { count: watchers })}
          </p>
          <ul className="online-seats">
            {seats.map((s) => {
              const left = timeLeft(clock, s.seat, toMove, now);
              return (
                <li key={s.seat} className={s.seat === toMove ? 'to-move' : undefined}>
                  <span
                    className={`online-dot${s.connected ? ' connected' : ''}`}
                    role="img"
                    aria-label={t(s.connected ? 'online.seat.connected' : 'online.seat.away')}
                  />
                  <span className="online-swatch" style={{ background: colourOf(s.seat) }} aria-hidden="true" />
                  <span className="online-name">
                    {t('online.seat', { player: playerWords(s.seat), name: s.name ?? t('online.seat.free') })}
                  </span>
                  {left !== null && (
                    <time
                      className="online-clock"
                      aria-label={t('online.clock.label', { player: playerWords(s.seat) })}
                    >
                      {clockText(left)}
                    </time>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="online-turn" aria-live="polite">
            {ended
              ? t.words(ended)
              : status === 'open'
                ? t('online.waiting')
                : toMove === null
                  ? null
                  : toMove === seat
                    ? t('online.yourTurn')
                    : t('online.toMove', { player: playerWords(toMove) })}
          </p>
          {drawOffer !== null && !ended && (
            <p className="online-draw">{t('online.drawOffered', { player: playerWords(drawOffer) })}</p>
          )}
          {playing && twoSides && (
            <div className="row" role="group" aria-label={t('online.panel.title')}>
              <button type="button" onClick={resign}>
                {t('online.resign')}
              </button>
              {drawOffer !== null && drawOffer !== seat ? (
                <button type="button" onClick={acceptDraw}>
                  {t('online.acceptDraw')}
                </button>
              ) : (
                <button type="button" onClick={offerDraw} disabled={drawOffer === seat}>
                  {t('online.offerDraw')}
                </button>
              )}
            </div>
          )}
          {over && rematch.length > 0 && (
            <p className="online-rematch">{t('lobby.rematch.offered', { players: rematch.map(playerWords) })}</p>
          )}
          {over && seat !== null && connection === 'live' && (
            <div className="row">
              <button type="button" className="primary" onClick={offerRematch} disabled={asked}>
                {t(rematch.length > 0 && !asked ? 'lobby.rematch.accept' : 'lobby.rematch.offer')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
