import { useEffect, useRef } from 'react';
import { useOnline, useT } from '../store/context';
import { playerWords } from '../words/players';
import './OnlinePanel.css';

/**
 * A live game's own buttons, in the row of the table's actions where New game stands otherwise (as
 * lichess puts them under the board): Resign, which asks first (`onResign`), and Offer draw where
 * two sides can agree one. `focused` gives the keyboard back to Resign when its question is withdrawn.
 */
export function OnlineGameButtons({ onResign, focused }: { onResign: () => void; focused: boolean }) {
  const t = useT();
  const seat = useOnline((s) => s.seat);
  const drawOffer = useOnline((s) => s.drawOffer);
  const offerDraw = useOnline((s) => s.offerDraw);
  const twoSides = useOnline((s) => s.twoSides);
  const live = useOnline((s) => s.connection === 'live');
  const resign = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) resign.current?.focus();
  }, [focused]);
  // An offer from the other side is answered in the panel's callout, not with a second offer.
  const offered = drawOffer !== null && drawOffer !== seat;
  return (
    <>
      <button type="button" ref={resign} onClick={onResign} disabled={!live}>
        {t('online.resign')}
      </button>
      {twoSides && !offered && (
        <button type="button" onClick={offerDraw} disabled={!live || drawOffer === seat}>
          {t('online.offerDraw')}
        </button>
      )}
    </>
  );
}

/** Resign asked once more, in place of the row of actions: a click too many costs less than a lost game. */
export function ResignQuestion({ onKeepPlaying }: { onKeepPlaying: () => void }) {
  const t = useT();
  const resign = useOnline((s) => s.resign);
  const keepPlaying = useRef<HTMLButtonElement>(null);
  useEffect(() => keepPlaying.current?.focus(), []);
  return (
    <div
      className="online-callout online-confirm"
      role="group"
      aria-label={t('online.resign.confirm')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onKeepPlaying();
      }}
    >
      <p>{t('online.resign.confirm')}</p>
      <div className="row">
        <button type="button" onClick={resign}>
          {t('online.resign')}
        </button>
        <button type="button" ref={keepPlaying} onClick={onKeepPlaying}>
          {t('online.resign.keep')}
        </button>
      </div>
    </div>
  );
}

/** A standing draw offer, in the online panel: the other side's, to accept or play on; or this player's own, which the next move ends. */
export function DrawOfferNote({ twoSides }: { twoSides: boolean }) {
  const t = useT();
  const seat = useOnline((s) => s.seat);
  const drawOffer = useOnline((s) => s.drawOffer);
  const acceptDraw = useOnline((s) => s.acceptDraw);
  // Only two sides can agree a draw: with three or four players each on their own, no draw is played.
  if (!twoSides || drawOffer === null) return null;
  if (drawOffer === seat) return <p className="online-aside">{t('online.draw.yours')}</p>;
  return (
    <div className="online-callout online-draw" role="group" aria-label={t('online.acceptDraw')}>
      <p>{t('online.drawOffered', { player: playerWords(drawOffer) })}</p>
      <p className="online-aside">{t('online.draw.playOn')}</p>
      <button type="button" onClick={acceptDraw}>
        {t('online.acceptDraw')}
      </button>
    </div>
  );
}
