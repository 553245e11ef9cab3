import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAnalysis } from './store/analysis';
import { createEditor } from './store/editor';
import { createLab } from './store/lab';
import { bindLink } from './store/location';
import { createSound } from './store/sound';
import { createTable } from './store/table';

const store = createTable();
const editor = createEditor(store);
const lab = createLab(store, editor);
const analysis = createAnalysis(store, editor);
const sound = createSound(store);
bindLink(store, window, editor);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} editor={editor} lab={lab} analysis={analysis} sound={sound} />
  </StrictMode>,
);
