import type { AnalysisStore } from './analysis';
import { type OnlineStore, playingOnline } from './online';
import type { TableStore } from './table';

/**
 * Takes the computer's help off the table when this browser takes its seat in an online game: the
 * continuous analysis (its arrows and eval bar), a running review and a hint shown are stopped, not
 * merely hidden. The panels offer none of them again until the game ends (`playingOnline`).
 */
export function withholdHelp(online: OnlineStore, analysis: AnalysisStore, table: TableStore): () => void {
  const withhold = (): void => {
    analysis.getState().setAnalysing(false);
    analysis.getState().cancelReview();
    table.getState().clearHint();
  };
  if (playingOnline(online.getState())) withhold();
  return online.subscribe((s, previous) => {
    if (playingOnline(s) && !playingOnline(previous)) withhold();
  });
}
