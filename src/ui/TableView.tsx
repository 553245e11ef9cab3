import { Suspense, lazy } from 'react';
import { useTableDrawn } from '../scene/firstFrame';
import { useT, useTable } from '../store/context';
import { CameraMenu } from './CameraMenu';
import { EvalBar } from './EvalBar';
import { OfflineNote } from './OfflineNote';

// The 3D table is the heaviest part of the app: loading it apart lets the panels appear first.
const Scene = lazy(() => import('../scene/Scene'));

/** Over the table from the page's start (three.js loading, the scene being built) to its first frame. */
function TableLoading() {
  const t = useT();
  const drawn = useTableDrawn();
  if (drawn) return null;
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('play.table.loading')}
    </p>
  );
}

/**
 * The table's container; `data-state` tells tests and tools whether a move is still animating,
 * `data-thinking` whether the computer is searching for its move. `embedded` (the embed page, in
 * another site's frame) leaves out the analysis bar and the offline note, which installs the app.
 */
export function TableView({ embedded = false }: { embedded?: boolean }) {
  const animating = useTable((s) => s.motion !== null);
  const thinking = useTable((s) => s.search === 'move');
  return (
    <div
      className="table"
      data-state={animating ? 'animating' : 'idle'}
      data-thinking={thinking ? 'true' : undefined}
      aria-busy={thinking}
    >
      <TableLoading />
      <Suspense fallback={null}>
        <Scene />
      </Suspense>
      {!embedded && <EvalBar />}
      <CameraMenu />
      {!embedded && <OfflineNote />}
    </div>
  );
}
