import { useRef, useState } from 'react';
import { EditorContext, TableContext } from './store/context';
import type { EditorStore } from './store/editor';
import type { TableStore } from './store/table';
import { Announcer } from './ui/Announcer';
import { Controls } from './ui/Controls';
import { ExportButton } from './ui/ExportDialog';
import { GameFiles } from './ui/GameFiles';
import { GameOver } from './ui/GameOver';
import { HintButton } from './ui/HintButton';
import { MarbleChart } from './ui/MarbleChart';
import { MoveList } from './ui/MoveList';
import { MoveField } from './ui/MoveField';
import { NewGamePanel } from './ui/NewGamePanel';
import { Notice } from './ui/Notice';
import { PlayerList } from './ui/PlayerList';
import { ReplayBar } from './ui/ReplayBar';
import { SwapButton } from './ui/SwapButton';
import { TableView } from './ui/TableView';
import { TurnInfo } from './ui/TurnInfo';
import './App.css';

export function App({ store, editor }: { store: TableStore; editor: EditorStore }) {
  const [choosing, setChoosing] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openNewGame = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoosing(true);
  };
  const closeNewGame = () => {
    setChoosing(false);
    opener.current?.focus();
  };
  return (
    <TableContext.Provider value={store}>
      <EditorContext.Provider value={editor}>
        <div className="app">
          <TableView />
          <aside className="panel" aria-label="Game controls">
            <h1>Momentum</h1>
            <Notice />
            <TurnInfo />
            <PlayerList />
            <SwapButton />
            <GameOver onNewGame={openNewGame} />
            <MoveField />
            <HintButton />
            <Announcer />
            <Controls onNewGame={openNewGame} />
            <section className="history" aria-label="Game history">
              <ReplayBar />
              <MoveList />
              <MarbleChart />
              <GameFiles />
              <ExportButton />
            </section>
            {choosing && <NewGamePanel onClose={closeNewGame} />}
          </aside>
        </div>
      </EditorContext.Provider>
    </TableContext.Provider>
  );
}
