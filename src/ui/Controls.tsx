import { useState } from 'react';
import { useSeatInLiveGame, useT, useTable, useWatchingOnline } from '../store/context';
import { HintButton } from './HintButton';
import { OnlineGameButtons, ResignQuestion } from './OnlineGameActions';

/**
 * An arrow turning back (Undo) or, mirrored, forward (Redo): the usual marks, which keep the row to
 * one line in every language; the word stays for a screen reader and as the tooltip.
 */
function TurnArrow({ forward }: { forward?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(forward ? { transform: 'scale(-1 1)' } : {})}
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

/**
 * The main actions of the game, in one row: a new game (the primary action), Undo and Redo as arrows, Hint, and
 * play online (the lobby, where a game server is there to ask), last, so that where the row wraps it
 * wraps whole: Undo and Redo stay side by side. During a live online game this browser plays, the
 * game's own Resign and Offer draw stand first instead of New game, which would only ask to leave it.
 */
export function Controls({ onNewGame, onLobby }: { onNewGame: () => void; onLobby?: () => void }) {
  const t = useT();
  const canUndo = useTable((s) => s.cursor > 0);
  const canRedo = useTable((s) => s.cursor < s.line.length);
  const undo = useTable((s) => s.undo);
  const redo = useTable((s) => s.redoMove);
  // A watcher takes no move back and asks for no hint: those buttons could only be refused.
  const watching = useWatchingOnline();
  const live = useSeatInLiveGame();
  // Resign asks first; keeping on playing gives the keyboard back to Resign. A question still open
  // when the game ends goes with it, and the next game starts without one.
  const [resigning, setResigning] = useState<'no' | 'asked' | 'withdrawn'>('no');
  const [wasLive, setWasLive] = useState(live);
  if (wasLive !== live) {
    setWasLive(live);
    setResigning('no');
  }
  if (live && resigning === 'asked') return <ResignQuestion onKeepPlaying={() => setResigning('withdrawn')} />;
  return (
    <div className="actions" role="group" aria-label={t('play.controls.actions')}>
      {live ? (
        <OnlineGameButtons onResign={() => setResigning('asked')} focused={resigning === 'withdrawn'} />
      ) : (
        <button type="button" onClick={onNewGame}>
          {t('play.newGame')}
        </button>
      )}
      {!watching && (
        <button type="button" className="icon" onClick={undo} disabled={!canUndo} title={t('play.controls.undo')}>
          <TurnArrow />
          <span className="visually-hidden">{t('play.controls.undo')}</span>
        </button>
      )}
      <button type="button" className="icon" onClick={redo} disabled={!canRedo} title={t('play.controls.redo')}>
        <TurnArrow forward />
        <span className="visually-hidden">{t('play.controls.redo')}</span>
      </button>
      {!watching && <HintButton />}
      {onLobby && (
        <button type="button" onClick={onLobby}>
          {t('lobby.open')}
        </button>
      )}
    </div>
  );
}

/** Opens the board editor on the board of the game shown. */
export function EditBoardButton({ onEditBoard }: { onEditBoard: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onEditBoard}>
      {t('play.controls.editBoard')}
    </button>
  );
}
