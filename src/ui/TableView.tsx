import { Suspense, lazy } from 'react';
import { useTable } from '../store/context';

// The 3D table is the heaviest part of the app: loading it apart lets the panels appear first.
const Scene = lazy(() => import('../scene/Scene'));

/**
 * The table's container; `data-state` tells tests and tools whether a move is still animating,
 * `data-thinking` whether the computer is searching for its move.
 */
export function TableView() {
  const animating = useTable((t) => t.motion !== null);
  const thinking = useTable((t) => t.search === 'move');
  return (
    <div
      className="table"
      data-state={animating ? 'animating' : 'idle'}
      data-thinking={thinking ? 'true' : undefined}
      aria-busy={thinking}
    >
      <Suspense fallback={<p className="loading">Setting up the table…</p>}>
        <Scene />
      </Suspense>
    </div>
  );
}
