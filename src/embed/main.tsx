import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEmbedHash } from '../codec/embedLink';
import { loadLanguageFont } from '../i18n/webFont';
import { createAnalysis } from '../store/analysis';
import { createEditor } from '../store/editor';
import { loopReplay, openEmbedReplay } from '../store/embedReplay';
import { createLab } from '../store/lab';
import { createLanguage } from '../store/language';
import { createSettings } from '../store/settings';
import { createTable } from '../store/table';
import { EmbedApp } from './EmbedApp';

// The embed page: a replay for other sites' frames. It holds no seat's secret, joins no online
// game and sends nothing to any server: the game is all in the address's `#`.
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
// The full app's page sits beside this one, wherever the build is hosted.
const appLink = new URL('./', window.location.href);
appLink.hash = hash.link;

void Promise.all([
  createLanguage({
    onChange: (language) => (document.documentElement.lang = language),
    prepare: loadLanguageFont,
  }),
  openEmbedReplay(store, hash),
]).then(([language, refusal]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <EmbedApp stores={{ ...stores, language }} appLink={appLink.href} refusal={refusal} />
    </StrictMode>,
  ),
);
