import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { AccountStore } from './store/account';
import type { AnalysisStore } from './store/analysis';
import { SavedBoardsContext, useT } from './store/context';
import type { Draft } from './setup/draft';
import type { EditorStore } from './store/editor';
import type { GuideStore } from './store/guide';
import type { Lesson } from './ui/guide/steps';
import type { LabStore } from './store/lab';
import type { LanguageStore } from './store/language';
import type { LobbyStore } from './store/lobby';
import type { OnlineStore } from './store/online';
import type { PuzzlesEntry } from './store/puzzlesEntry';
import type { SavedBoardsStore } from './store/savedBoards';
import type { SettingsStore } from './store/settings';
import type { SoundStore } from './store/sound';
import type { TableStore } from './store/table';
import { AccountButton } from './ui/AccountDialog';
import { AnalysisPanel } from './ui/AnalysisPanel';
import { Announcer } from './ui/Announcer';
import { Controls, EditBoardButton } from './ui/Controls';
import { EditorPanel } from './ui/editor/EditorPanel';
import { GalleryPanel } from './ui/gallery/GalleryPanel';
import { ExportButton } from './ui/ExportDialog';
import { GameFiles } from './ui/GameFiles';
import { GameOver } from './ui/GameOver';
import { GuideButton } from './ui/guide/GuideButton';
import { GuideOffer } from './ui/guide/GuideOffer';
import { GuidePanel } from './ui/guide/GuidePanel';
import { useLeaveGuard } from './ui/LeaveOnlineDialog';
import { BoardLab } from './ui/lab/BoardLab';
import { MarbleChart } from './ui/MarbleChart';
import { MoveList } from './ui/MoveList';
import { MoveField } from './ui/MoveField';
import { NewGamePanel } from './ui/NewGamePanel';
import { PanelTabs } from './ui/PanelTabs';
import { TableProviders } from './ui/TableProviders';
import { LobbyPanel } from './ui/LobbyPanel';
import { OnlineGameDialog } from './ui/OnlineGameDialog';
import type { GameOptions } from './setup/options';
import { Notice } from './ui/Notice';
import { OnlinePanel } from './ui/OnlinePanel';
import { PlayerList } from './ui/PlayerList';
import { ProfileDialog } from './ui/ProfileDialog';
import { PuzzlesButton } from './ui/puzzles/PuzzlesButton';
import { ReplayBar } from './ui/ReplayBar';
import { ReviewPanel } from './ui/ReviewPanel';
import { SettingsButton } from './ui/SettingsPanel';
import { SwapButton } from './ui/SwapButton';
import { TableView } from './ui/TableView';
import { TurnInfo } from './ui/TurnInfo';
import './App.css';

// The Puzzles place brings the set, the prover and the ratings: a chunk of its own, loaded when opened.
const PuzzlesPanel = lazy(() => import('./ui/puzzles/PuzzlesPanel'));

function GamePanels({
  onNewGame,
  onLobby,
  onEditBoard,
}: {
  onNewGame: () => void;
  onLobby: (() => void) | undefined;
  onEditBoard: () => void;
}) {
  const t = useT();
  const lobby = onLobby ? { onLobby } : {};
  return (
    <>
      <OnlinePanel {...lobby} />
      <TurnInfo />
      <PlayerList />
      <SwapButton />
      <GameOver onNewGame={onNewGame} />
      <MoveField />
      <Announcer />
      <Controls onNewGame={onNewGame} {...lobby} />
      <PanelTabs
        label={t('play.tabs.label')}
        tabs={[
          {
            id: 'moves',
            label: t('play.tabs.moves'),
            content: (
              <>
                <MoveList />
                <ReplayBar />
              </>
            ),
          },
          {
            id: 'analysis',
            label: t('play.tabs.analysis'),
            content: (
              <>
                <AnalysisPanel />
                <ReviewPanel />
                <MarbleChart />
              </>
            ),
          },
          {
            id: 'tools',
            label: t('play.tabs.tools'),
            content: (
              <>
                <GameFiles />
                <div className="row">
                  <ExportButton />
                  <EditBoardButton onEditBoard={onEditBoard} />
                </div>
                <BoardLab />
              </>
            ),
          },
        ]}
      />
    </>
  );
}

export function App({
  store,
  editor,
  lab,
  savedBoards,
  analysis,
  sound,
  language,
  settings,
  guide,
  puzzles,
  online,
  lobby,
  account,
  profile,
}: {
  store: TableStore;
  editor: EditorStore;
  lab: LabStore;
  savedBoards: SavedBoardsStore;
  analysis: AnalysisStore;
  sound: SoundStore;
  language: LanguageStore;
  settings: SettingsStore;
  guide: GuideStore<Lesson>;
  puzzles: PuzzlesEntry;
  online: OnlineStore;
  /** The lobby of online games; without it (no game server to ask) the app offers none. */
  lobby?: LobbyStore;
  /** The player's account on the game server; without it (no game server) the app offers none. */
  account?: AccountStore;
  /** The player whose profile the page opens with (its address was `/players/NAME`). */
  profile?: string;
}) {
  const [choosing, setChoosing] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const [onlineOptions, setOnlineOptions] = useState<GameOptions | null>(null);
  const [inLobby, setInLobby] = useState(false);
  const [shownProfile, setShownProfile] = useState<string | null>(profile ?? null);
  const editing = useStore(editor, (e) => e.open);
  const guiding = useStore(guide, (g) => g.open);
  const puzzling = useStore(puzzles, (p) => p.open);
  const leaving = useLeaveGuard(online);
  // App itself sits outside the language provider it sets up, so it reads the store directly.
  const t = useStore(language, (l) => l.t);
  const opener = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLElement>(null);
  // Another game, or the lobby, during an online game this browser plays: asked first.
  const openNewGame = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaving.guard(() => setChoosing(true));
  };
  const closeNewGame = () => {
    setChoosing(false);
    opener.current?.focus();
  };
  const openGallery = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoosing(false);
    setBrowsing(true);
  };
  const closeGallery = () => {
    setBrowsing(false);
    if (opener.current?.isConnected) opener.current.focus();
  };
  const openOnline = (options: GameOptions) => {
    setChoosing(false);
    setOnlineOptions(options);
  };
  const openLobby = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaving.guard(() => setInLobby(true));
  };
  const closeLobby = () => {
    setInLobby(false);
    if (opener.current?.isConnected) opener.current.focus();
  };
  const openProfile = (name: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShownProfile(name);
  };
  const closeProfile = () => {
    setShownProfile(null);
    // A profile's own address gives way to the app's, as a game's link does when it is left.
    if (window.location.pathname.startsWith('/players/')) window.history.replaceState(null, '', '/');
    if (opener.current?.isConnected) opener.current.focus();
  };
  const closeOnline = () => {
    setOnlineOptions(null);
    if (opener.current?.isConnected) opener.current.focus();
  };
  const designBoard = (draft: Draft) => {
    setChoosing(false);
    editor.getState().openEditor(draft);
  };

  // Leaving the editor to play the board puts the keyboard on the Move field.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) panel.current?.querySelector<HTMLElement>('#move-input')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <TableProviders stores={{ store, editor, lab, analysis, language, settings }} online={online}>
      <SavedBoardsContext.Provider value={savedBoards}>
        <div className="app">
          <TableView />
          <aside className="panel" aria-label={t(editing ? 'play.app.editor' : 'play.app.controls')} ref={panel}>
            <div className="panel-head">
              <h1>{t('play.app.title')}</h1>
              {!editing && !guiding && !puzzling && (
                <PuzzlesButton onOpen={() => leaving.guard(() => puzzles.getState().openPuzzles())} />
              )}
              <GuideButton guide={guide} editor={editor} />
              {account && <AccountButton account={account} onProfile={openProfile} />}
              <SettingsButton settings={settings} sound={sound} language={language} />
            </div>
            {!editing && !guiding && !puzzling && <GuideOffer guide={guide} />}
            <Notice />
            {editing ? (
              <>
                <EditorPanel onGallery={openGallery} />
                <BoardLab />
              </>
            ) : guiding ? (
              <GuidePanel guide={guide} />
            ) : puzzling ? (
              <Suspense fallback={<p>{t('puzzles.loading')}</p>}>
                <PuzzlesPanel table={store} entry={puzzles} {...(account ? { account } : {})} />
              </Suspense>
            ) : (
              <GamePanels
                onNewGame={openNewGame}
                onLobby={lobby ? openLobby : undefined}
                onEditBoard={() => editor.getState().openEditor()}
              />
            )}
            {choosing && (
              <NewGamePanel
                onClose={closeNewGame}
                onDesign={designBoard}
                onGallery={openGallery}
                onOnline={openOnline}
              />
            )}
            {onlineOptions && (
              <OnlineGameDialog options={onlineOptions} {...(account ? { account } : {})} onClose={closeOnline} />
            )}
            {inLobby && lobby && <LobbyPanel lobby={lobby} {...(account ? { account } : {})} onClose={closeLobby} />}
            {browsing && <GalleryPanel onClose={closeGallery} />}
            {shownProfile !== null && <ProfileDialog name={shownProfile} onClose={closeProfile} />}
            {leaving.dialog}
          </aside>
        </div>
      </SavedBoardsContext.Provider>
    </TableProviders>
  );
}
