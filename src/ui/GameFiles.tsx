import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Result } from '../engine/result';
import type { GameTree } from '../engine/tree';
import { type Words, words } from '../i18n/catalogue';
import { useT, useTableStore } from '../store/context';
import { type NamedProblem, gameFileName, gameFileText, readGameFile, readGameText } from '../codec/gameFile';
import type { GameLink } from '../codec/link';
import { tableLink } from '../store/location';
import { openGame } from '../store/openGame';
import './GameFiles.css';

/** How long "Link copied" stays up. */
const CONFIRMATION_MS = 3000;

/** A field the person is typing in: pasting there is typing, not opening a game. */
function isTextField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'file', 'submit'].includes(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** Downloads a text as a file: through an object URL and a click on a link that names the file. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // Revoked later, not at once: the browser reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saving and opening games: a record file, a link to the position shown, and games dropped on the
 * page or pasted into it. Whatever comes in is checked whole before it replaces the game on the
 * table; when it is no game, a notice names the file and the problem, and the table stays as it was.
 */
export function GameFiles() {
  const t = useT();
  const store = useTableStore();
  const picker = useRef<HTMLInputElement>(null);
  /** Counts imports: a slow one that is overtaken is dropped, so the last one asked for wins. */
  const imports = useRef(0);
  const [busy, setBusy] = useState<Words | null>(null);
  const [copied, setCopied] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const importGame = useCallback(
    async (opening: Words, read: () => Promise<Result<GameLink, NamedProblem>>) => {
      const id = ++imports.current;
      setBusy(opening);
      const link = await read();
      if (id !== imports.current) return;
      setBusy(null);
      if (link.ok) await openGame(store, link.value);
      else store.getState().showNotice({ code: 'file-unopened', problem: link.error });
    },
    [store],
  );

  const openFile = useCallback(
    (file: File) => void importGame(words('play.files.opening', { name: file.name }), () => readGameFile(file)),
    [importGame],
  );

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    // dragenter and dragleave come for every element crossed: only the count says when the page is left.
    let inside = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      inside++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      inside = Math.max(0, inside - 1);
      if (inside === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      inside = 0;
      setDragging(false);
      const file = e.dataTransfer!.files[0];
      if (file) openFile(file);
    };
    const paste = (e: ClipboardEvent) => {
      if (isTextField(e.target) || !e.clipboardData) return;
      const file = e.clipboardData.files[0];
      const text = e.clipboardData.getData('text/plain');
      if (!file && text.trim() === '') return;
      e.preventDefault();
      if (file) openFile(file);
      else void importGame(words('play.files.openingPasted'), () => readGameText(t('play.files.pastedName'), text));
    };
    const listeners = { dragenter: enter, dragover: over, dragleave: leave, drop } as const;
    for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener as EventListener);
    document.addEventListener('paste', paste);
    return () => {
      for (const [type, listener] of Object.entries(listeners))
        window.removeEventListener(type, listener as EventListener);
      document.removeEventListener('paste', paste);
    };
  }, [importGame, openFile, t]);

  const save = () => {
    const { start, tree, meta } = store.getState();
    const game: GameTree = { start, tree, meta };
    download(gameFileText(game), gameFileName(game));
  };

  const copyLink = async () => {
    const url = `${window.location.href.replace(/#.*$/, '')}${await tableLink(store.getState())}`;
    try {
      await navigator.clipboard.writeText(url);
      setManualLink(null);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure page, or the person refused it): the link to copy by hand.
      setCopied(false);
      setManualLink(url);
    }
  };

  return (
    <div className="game-files">
      <div className="row" role="group" aria-label={t('play.files.title')}>
        <button type="button" onClick={save}>
          {t('play.files.save')}
        </button>
        <button type="button" onClick={() => picker.current?.click()}>
          {t('play.files.open')}
        </button>
        <button type="button" onClick={() => void copyLink()}>
          {t('play.files.copyLink')}
        </button>
      </div>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json,text/plain"
        hidden
        aria-label={t('play.files.picker')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so that choosing the same file again opens it again.
          e.target.value = '';
          if (file) openFile(file);
        }}
      />
      <p className="game-files-status" aria-live="polite">
        {busy ? t.words(busy) : copied ? t('play.files.copied') : ''}
      </p>
      {manualLink !== null && (
        <div className="manual-link">
          <label>
            {t('play.files.noClipboard')}
            <input readOnly value={manualLink} autoFocus onFocus={(e) => e.target.select()} />
          </label>
          <button type="button" onClick={() => setManualLink(null)}>
            {t('play.files.done')}
          </button>
        </div>
      )}
      {/* On the page itself: the tab holding these controls may be hidden, the drop lands anyway. */}
      {dragging &&
        createPortal(
          <div className="drop-overlay" aria-hidden="true">
            <p>{t('play.files.drop')}</p>
          </div>,
          document.body,
        )}
    </div>
  );
}
