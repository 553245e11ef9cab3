import { useStore } from 'zustand';
import type { EmbedRefusal } from '../store/embedCodes';
import type { OnlineStore } from '../store/online';
import { ReplayBar } from '../ui/ReplayBar';
import { type TableStores, TableProviders } from '../ui/TableProviders';
import { TableView } from '../ui/TableView';
import { embedRefusalWords } from '../words/embed';
import '../App.css';
import './Embed.css';

/**
 * The embedded replay: the table, filling the frame it is shown in, the replay bar under it (play,
 * scrub, speed; the camera's menu is on the table) and a link to the same game in the full app.
 * `refusal` says why there is no replay to play. `online` is the online game it watches, if any.
 */
export function EmbedApp({
  stores,
  online,
  appLink,
  refusal,
}: {
  stores: TableStores;
  online: OnlineStore | null;
  /** The game in the full app, in a new tab: the embed has no room for anything more. */
  appLink: string;
  refusal: EmbedRefusal | null;
}) {
  const { language } = stores;
  const t = useStore(language, (l) => l.t);
  const problem = refusal === null ? null : t.words(embedRefusalWords(refusal));
  return (
    <TableProviders stores={stores} online={online}>
      <main className="embed" aria-label={t('share.embed.title')}>
        {problem === null ? (
          <>
            <TableView embedded />
            <div className="embed-bar">
              <ReplayBar />
              <a className="embed-app-link" href={appLink} target="_blank" rel="noopener">
                {t('share.embed.open')}
              </a>
            </div>
          </>
        ) : (
          <p className="embed-problem" role="alert" data-code={refusal?.code}>
            {problem}
          </p>
        )}
      </main>
    </TableProviders>
  );
}
