import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAnalysis } from './store/analysis';
import { createEditor } from './store/editor';
import { createLab } from './store/lab';
import { createLanguage } from './store/language';
import { createGuide } from './store/guide';
import { bindLink } from './store/location';
import { createSavedBoards } from './store/savedBoards';
import { createSettings } from './store/settings';
import { createSound } from './store/sound';
import { createTable } from './store/table';
import { guideSteps } from './ui/guide/steps';

const store = createTable(undefined, { speed: () => settings.getState().speed });
const editor = createEditor(store);
const lab = createLab(store, editor);
const savedBoards = createSavedBoards();
const analysis = createAnalysis(store, editor);
const sound = createSound(store);
const settings = createSettings(store, {
  editor,
  onTheme: (theme) => (document.documentElement.dataset.theme = theme),
  narrow: window.matchMedia('(max-width: 760px) and (orientation: portrait)').matches,
});
const guide = createGuide(store, guideSteps());
bindLink(store, window, editor, guide);

// The first screen waits for the reader's words, so it never flashes up in another language.
void createLanguage({ onChange: (language) => (document.documentElement.lang = language) }).then((language) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App
        store={store}
        editor={editor}
        lab={lab}
        savedBoards={savedBoards}
        analysis={analysis}
        sound={sound}
        language={language}
        settings={settings}
        guide={guide}
      />
    </StrictMode>,
  ),
);
