import { useEffect, useRef } from 'react';
import { openToNewcomers } from '../online/newcomers';
import { useOnline, useT } from '../store/context';
import { onlineProblemWords, onlineResultWords, ratingChangeWords } from '../words/online';
import { playerWords } from '../words/players';
import { InvitationName } from './InvitationName';
import { DrawOfferNote } from './OnlineGameActions';
import './OnlinePanel.css';

/**
 * The online game at the table: the connection, which seat is this browser's, the player's own
 * turn, and a standing draw offer (Resign and Offer draw are in the table's actions); after the end, a rematch and `onLobby` (the lobby, for a new
 * opponent). Who plays each seat, their connection and clock are in the players' rows below.
 */
export function OnlinePanel({ onLobby }: { onLobby?: () => void }) {
  const t = useT();
  const connection = useOnline((s) => s.connection);
  const problem = useOnline((s) => s.problem);
  const seat = useOnline((s) => s.seat);
  const seats = useOnline((s) => s.seats);
  const status = useOnline((s) => s.status);
  const toMove = useOnline((s) => s.toMove);
  const watchers = useOnline((s) => s.watchers);
  const result = useOnline((s) => s.result);
  const drawOffer = useOnline((s) => s.drawOffer);
  const rematch = useOnline((s) => s.rematch);
  const offerRematch = useOnline((s) => s.offerRematch);
  const sit = useOnline((s) => s.sit);
  // From the game's rules: four players without teams are four sides, and draw nothing.
  const twoSides = useOnline((s) => s.twoSides);
  const rated = useOnline((s) => s.rated);
  const ratings = useOnline((s) => s.ratings);
  const over = status === 'ended' || status === 'aborted';
  const end = useRef<HTMLDivElement>(null);
  // The game ending while a phone's panel is scrolled away: the result and what comes next scroll into view.
  useEffect(() => {
    if (over) end.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [over]);
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
  // A player who left a game of three or four watches the computer play their seat on.
  const out = seats.some((s) => s.seat === seat && s.left);
  const playing = seat !== null && live && !out;
  const asked = seat !== null && rematch.includes(seat);
  // A watcher of a game still waiting for players may take a seat open to newcomers.
  const sittable =
    seat === null && status === 'open' && connection === 'live' && seats.some((s) => openToNewcomers(s, s.joined));

  return (
    <section className="online-panel" aria-labelledby="online-title">
      <div className="online-head">
        <h2 id="online-title">{t('online.panel.title')}</h2>
        {seats.length > 0 && (
          <>
            <p>
              {seat === null ? t('online.watching') : t('online.you', { player: playerWords(seat) })}
              {watchers > 0 && ` · ${t('online.watchers', { count: watchers })}`}
              {rated && ` · ${t('ratings.rated')}`}
            </p>
            {/* Whose turn it is the players' rows say below; here only what is the player's own, or the end. */}
            <p className={`online-turn${ended ? ' online-result' : ''}`} aria-live="polite">
              {ended
                ? t.words(ended)
                : status === 'open'
                  ? t('online.waiting')
                  : toMove !== null && toMove === seat && !out
                    ? t('online.yourTurn')
                    : null}
            </p>
          </>
        )}
      </div>
      <p className={`online-connection${connectionNote ? ' online-callout' : ''}`} role="status">
        {connectionNote}
      </p>
      {connection === 'naming' && <InvitationName />}
      {seats.length > 0 && (
        <>
          {sittable && (
            <div className="row">
              <button type="button" className="primary" onClick={sit}>
                {t('online.sit')}
              </button>
            </div>
          )}
          {over && ratings.length > 0 && (
            <ul className="online-ratings">
              {ratings.map((r) => (
                <li key={r.seat}>{t.words(ratingChangeWords(r))}</li>
              ))}
            </ul>
          )}
          {/* The game's own buttons are in the table's actions below; a standing draw offer is told here. */}
          {playing ? (
            <DrawOfferNote twoSides={twoSides} />
          ) : (
            drawOffer !== null &&
            !ended && <p className="online-aside">{t('online.drawOffered', { player: playerWords(drawOffer) })}</p>
          )}
          {over && rematch.length > 0 && (
            <p className="online-rematch">{t('lobby.rematch.offered', { players: rematch.map(playerWords) })}</p>
          )}
          {over && (
            <div className="row" ref={end}>
              {seat !== null && !out && connection === 'live' && (
                <button type="button" className="primary" onClick={offerRematch} disabled={asked}>
                  {t(rematch.length > 0 && !asked ? 'lobby.rematch.accept' : 'lobby.rematch.offer')}
                </button>
              )}
              {onLobby && (
                <button type="button" onClick={onLobby}>
                  {t('lobby.newOpponent')}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
