import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAccountStore } from './store/account';
import { createAnalysis } from './store/analysis';
import { createEditor } from './store/editor';
import { createLab } from './store/lab';
import { createLanguage } from './store/language';
import { createGuide } from './store/guide';
import { createPuzzlesEntry } from './store/puzzlesEntry';
import { puzzleOfLink } from './codec/puzzleLink';
import { bindLink } from './store/location';
import { createOnline } from './store/online';
import { withholdHelp } from './store/fairPlay';
import { readOnlineName } from './store/onlineName';
import { linkText, parseLink } from './online/link';
import { createLobby } from './store/lobby';
import { playerKey } from './store/playerKey';
import { rememberSeat } from './store/seatLinks';
import { createSavedBoards } from './store/savedBoards';
import { createSettings } from './store/settings';
import { createSound } from './store/sound';
import { createTable } from './store/table';
import { guideSteps } from './ui/guide/steps';
import { loadLanguageFont } from './i18n/webFont';

const store = createTable(undefined, { speed: () => settings.getState().speed });
const editor = createEditor(store);
const lab = createLab(store, editor);
const savedBoards = createSavedBoards();
const analysis = createAnalysis(store, editor);
const sound = createSound(store);
const settings = createSettings(store, {
  editor,
  onTheme: (theme) => (document.documentElement.dataset.theme = theme),
  // A phone held upright, or on its side: low and at least 16:10 wide (a small 4:3 window is no phone).
  narrow: window.matchMedia(
    '(max-width: 760px) and (orientation: portrait), (max-height: 500px) and (min-aspect-ratio: 16/10)',
  ).matches,
});
const guide = createGuide(store, guideSteps());
// A puzzle's link (`#puzzle=ID`) opens the Puzzles place at it, on start and when pasted in.
const puzzles = createPuzzlesEntry();
const openPuzzleLink = (): void => {
  const id = puzzleOfLink(window.location.hash);
  if (id !== null) puzzles.getState().openPuzzles(id);
};
openPuzzleLink();
window.addEventListener('hashchange', openPuzzleLink);
// The guide's examples and the puzzles are no game of the person's: the address keeps theirs meanwhile.
const aside = { getState: () => ({ open: guide.getState().open || puzzles.getState().open }) };
// The browser's player key: the server lists the games it played by the key's hash.
const key = playerKey();
const online = createOnline(store, {
  playerKey: key,
  // A rematch, or a seat a watcher took, takes the table to that seat's link: the address shows it, for a
  // reload or a bookmark, and "My games" keeps it.
  follow: (link) => {
    rememberSeat(link);
    window.history.replaceState(null, '', linkText(link));
  },
});
const lobby = createLobby({ server: window.location.origin, playerKey: key });
const account = createAccountStore({ playerKey: key });
// A player's page (`/players/NAME`) opens the app with their profile shown.
const profileName = (() => {
  const path = /^\/players\/([^/]+)$/.exec(window.location.pathname);
  try {
    return path ? decodeURIComponent(path[1]!) : null;
  } catch {
    return null;
  }
})();
withholdHelp(online, analysis, store);
// A game's link (`/online/ID`, with a seat's secret after `#`) joins that game; any other address
// is a link of the app's own, whose `#` holds a game or a board.
const onlineLink = parseLink(window.location.href);
if (onlineLink.ok) {
  // "My games" opens a live game at this seat again.
  rememberSeat(onlineLink.value);
  // A seat's link with no name to go by asks for one first, unless an account is signed in: the
  // server seats the account under its own name.
  online.getState().invite(onlineLink.value, readOnlineName());
  account.subscribe(({ status }) => {
    if (status === 'signed-in' && online.getState().connection === 'naming') online.getState().giveName(null);
  });
  // Another game put on the table leaves the online one: the address becomes the app's own again.
  const unsubscribe = online.subscribe(({ connection }) => {
    if (connection !== 'idle') return;
    unsubscribe();
    window.history.replaceState(null, '', '/');
    bindLink(store, window, editor, aside);
  });
} else bindLink(store, window, editor, aside);

// The first screen waits for the reader's words, so it never flashes up in another language.
// Japanese brings its own font, for systems with none that draws it.
void createLanguage({
  onChange: (language) => (document.documentElement.lang = language),
  prepare: loadLanguageFont,
}).then((language) =>
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
        puzzles={puzzles}
        online={online}
        lobby={lobby}
        account={account}
        {...(profileName !== null ? { profile: profileName } : {})}
      />
    </StrictMode>,
  ),
);
