import { useContext, useState } from 'react';
import { EMBED_PAGE, embedSnippet } from '../codec/embedLink';
import { encodeGame } from '../codec/link';
import type { PosterRequest } from '../export/posterRequest';
import type { Param } from '../i18n/catalogue';
import { embedLinkText } from '../online/link';
import { OnlineContext, useT, useTableStore } from '../store/context';
import type { OnlineStore } from '../store/online';
import type { TableStore } from '../store/table';
import { failureReason, posterAndSave } from './exportFile';

type PosterPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'drawing' }
  | { readonly kind: 'saved'; readonly file: string }
  | { readonly kind: 'failed'; readonly reason: Param };

/** Saves one picture of the position after the chosen move, at the chosen size, as a PNG. */
export function PosterButton({ request, disabled }: { request: PosterRequest; disabled: boolean }) {
  const t = useT();
  const store = useTableStore();
  const [phase, setPhase] = useState<PosterPhase>({ kind: 'idle' });
  const draw = async () => {
    setPhase({ kind: 'drawing' });
    try {
      setPhase({ kind: 'saved', file: (await posterAndSave(store, request)).fileName });
    } catch (error) {
      setPhase({ kind: 'failed', reason: failureReason(error) });
    }
  };
  return (
    <div className="share-action">
      <button
        type="button"
        onClick={() => void draw()}
        disabled={disabled || phase.kind === 'drawing'}
        title={t('share.poster.note', { ply: String(request.ply) })}
      >
        {t('share.poster')}
      </button>
      <p className="export-note" aria-live="polite">
        {phase.kind === 'saved'
          ? t('share.poster.saved', { file: phase.file })
          : phase.kind === 'failed'
            ? t('review.export.failed', { reason: phase.reason })
            : ''}
      </p>
    </div>
  );
}

/**
 * The embed page's address for the game on the table: an online game's by its id on the server it
 * is played on (the embed follows it live), any other's with the game in the `#`, beside the app's
 * own page.
 */
async function embedAddress(store: TableStore, online: OnlineStore | null): Promise<string> {
  const watched = online?.getState();
  if (watched?.game && (watched.connection === 'live' || watched.connection === 'reconnecting')) {
    return embedLinkText(window.location.origin, watched.game);
  }
  const { start, tree, meta } = store.getState();
  const page = new URL(`${import.meta.env.BASE_URL}${EMBED_PAGE}`, window.location.origin);
  return page.href + (await encodeGame({ start, tree, meta }));
}

/**
 * Copies the `<iframe>` that embeds the game's replay in another page, and shows it, so that it can
 * be copied by hand where the browser refuses the clipboard.
 */
export function EmbedCodeButton() {
  const t = useT();
  const store = useTableStore();
  // Read where the app provides it; a panel rendered on its own has no online game.
  const online = useContext(OnlineContext);
  const [shown, setShown] = useState<{ readonly code: string; readonly copied: boolean } | null>(null);
  const copy = async () => {
    const code = embedSnippet(await embedAddress(store, online), t('share.embed.title'));
    try {
      await navigator.clipboard.writeText(code);
      setShown({ code, copied: true });
    } catch {
      setShown({ code, copied: false });
    }
  };
  return (
    <div className="share-action">
      <button type="button" onClick={() => void copy()}>
        {t('share.embed.copy')}
      </button>
      {shown && (
        <>
          <label>
            {t('share.embed.code')}
            <textarea className="embed-code" readOnly rows={3} value={shown.code} onFocus={(e) => e.target.select()} />
          </label>
          <p className="export-note" role="status">
            {t(shown.copied ? 'share.embed.copied' : 'share.embed.copyFailed')}
          </p>
        </>
      )}
    </div>
  );
}
