/// <reference types="vite-plugin-pwa/vanillajs" />
import { useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { useTableDrawn } from '../scene/firstFrame';
import { useT } from '../store/context';
import './OfflineNote.css';

type News = 'offline-ready' | 'new-version' | null;

/** How long "ready to play offline" stays: it needs no answer. */
const READY_SHOWN_MS = 8000;

/**
 * Installs the service worker once the table has drawn (its downloads then compete with nothing the
 * first screen needs) and says, quietly, when the app can play offline, or when a new version is
 * waiting: Reload lets it take over and reloads. The game is in the address, so that loses nothing.
 */
export function OfflineNote() {
  const t = useT();
  const drawn = useTableDrawn();
  const [news, setNews] = useState<News>(null);
  const update = useRef<(() => Promise<void>) | null>(null);

  useEffect(() => {
    if (!drawn || update.current) return;
    update.current = registerSW({
      immediate: true,
      onOfflineReady: () => setNews('offline-ready'),
      onNeedRefresh: () => setNews('new-version'),
    });
  }, [drawn]);

  useEffect(() => {
    if (news !== 'offline-ready') return;
    const timer = setTimeout(() => setNews(null), READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [news]);

  return (
    <div className="offline-note" aria-live="polite">
      {news === 'offline-ready' && <p>{t('play.offline.ready')}</p>}
      {news === 'new-version' && (
        <p>
          {t('play.offline.newVersion')}{' '}
          <button type="button" onClick={() => void update.current?.()}>
            {t('play.offline.reload')}
          </button>
        </p>
      )}
    </div>
  );
}
