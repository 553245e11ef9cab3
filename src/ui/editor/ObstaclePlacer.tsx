import { useMemo } from 'react';
import { OBSTACLE_KINDS, reachableObstacleCounts } from '../../engine/obstacles';
import { countsInWords } from '../../store/boardWords';
import { useEditor, useTable } from '../../store/context';
import { NumberField } from './NumberField';
import { SeedField } from '../SeedField';
import { TOOL_NAMES } from './words';

/**
 * Random obstacles on the empty cells, keeping the symmetry mode: how many, of which kinds, and
 * the seed, shown so that the same board can be made again.
 */
export function ObstaclePlacer() {
  const choice = useEditor((e) => e.obstacles);
  const symmetry = useEditor((e) => e.symmetry);
  const setObstacles = useEditor((e) => e.setObstacles);
  const place = useEditor((e) => e.placeObstacles);
  const start = useTable((t) => t.start);
  const reachable = useMemo(() => reachableObstacleCounts(start, symmetry), [start, symmetry]);
  return (
    <fieldset className="obstacles">
      <legend>Random obstacles</legend>
      <div className="row">
        <NumberField label="How many" value={choice.count} min={0} onValue={(count) => setObstacles({ count })} />
        {OBSTACLE_KINDS.map((kind) => (
          <label key={kind} className="inline">
            <input
              type="checkbox"
              checked={choice.kinds.includes(kind)}
              onChange={(e) =>
                setObstacles({
                  // In the fixed order, so that a seed gives the same board whatever order they were ticked in.
                  kinds: OBSTACLE_KINDS.filter((k) => (k === kind ? e.target.checked : choice.kinds.includes(k))),
                })
              }
            />
            {TOOL_NAMES[kind]}
          </label>
        ))}
      </div>
      <SeedField seed={choice.seed} onSeed={(seed) => setObstacles({ seed })} />
      {reachable && <p className="hint">Counts that keep the symmetry: {countsInWords(reachable)}.</p>}
      <button type="button" onClick={place}>
        Place obstacles
      </button>
    </fieldset>
  );
}
