import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEmbedHash } from '../codec/embedLink';
import { loadLanguageFont } from '../i18n/webFont';
import { embeddedGame, linkText } from '../online/link';
import { createAnalysis } from '../store/analysis';
import { createEditor } from '../store/editor';
import type { EmbedRefusal } from '../store/embedCodes';
import { WATCHER_ONLY, loopReplay, openEmbedReplay, watchEmbedGame } from '../store/embedReplay';
import { createLab } from '../store/lab';
import { createLanguage } from '../store/language';
import { type OnlineStore, createOnline } from '../store/online';
import { createSettings } from '../store/settings';
import { createTable } from '../store/table';
import { EmbedApp } from './EmbedApp';

// The embed page: a replay for other sites' frames. It holds no seat's secret and makes no move:
// the game is in the address's `#`, or, at `/embed/online/ID`, an online game it watches, as
// anyone with the watch link may.
const store = createTable(undefined, { speed: () => settings.getState().speed });
const editor = createEditor(store);
const settings = createSettings(store, {
  editor,
  onTheme: (theme) => (document.documentElement.dataset.theme = theme),
});
const stores = {
  store,
  editor,
  lab: createLab(store, editor),
  analysis: createAnalysis(store, editor),
  settings,
};
const hash = readEmbedHash(window.location.hash);
if (hash.loop) loopReplay(store);
const watched = embeddedGame(window.location.pathname);
const server = window.location.origin;
const online: OnlineStore | null = watched?.ok ? createOnline(store, { idleRoute: WATCHER_ONLY }) : null;

/** The game on the table, or why there is none. */
function openReplay(): Promise<EmbedRefusal | null> {
  if (watched === null) return openEmbedReplay(store, hash);
  if (!watched.ok || online === null) return Promise.resolve({ code: 'online-refused', refusal: 'no-such-game' });
  return watchEmbedGame(store, online, { server, game: watched.value, secret: null }, hash);
}

/** The same game in the full app: its watch link for an online game, else the app's page beside this one with the game's link. */
function appLink(): string {
  if (watched?.ok) return linkText({ server, game: watched.value, secret: null });
  const page = new URL('./', window.location.href);
  page.hash = hash.link;
  return page.href;
}

void Promise.all([
  createLanguage({
    onChange: (language) => (document.documentElement.lang = language),
    prepare: loadLanguageFont,
  }),
  openReplay(),
]).then(([language, refusal]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <EmbedApp stores={{ ...stores, language }} online={online} appLink={appLink()} refusal={refusal} />
    </StrictMode>,
  ),
);
