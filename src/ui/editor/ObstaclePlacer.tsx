import { useMemo } from 'react';
import { OBSTACLE_KINDS, reachableObstacleCounts } from '../../engine/obstacles';
import { countsWords, toolWords } from '../../words/boards';
import { useEditor, useT, useTable } from '../../store/context';
import { NumberField } from './NumberField';
import { SeedField } from '../SeedField';

/**
 * Random obstacles on the empty cells, keeping the symmetry mode: how many, of which kinds, and
 * the seed, shown so that the same board can be made again.
 */
export function ObstaclePlacer() {
  const t = useT();
  const choice = useEditor((e) => e.obstacles);
  const symmetry = useEditor((e) => e.symmetry);
  const setObstacles = useEditor((e) => e.setObstacles);
  const place = useEditor((e) => e.placeObstacles);
  const start = useTable((s) => s.start);
  const reachable = useMemo(() => reachableObstacleCounts(start, symmetry), [start, symmetry]);
  return (
    <fieldset className="obstacles">
      <legend>{t('boards.obstacles')}</legend>
      <div className="row">
        <NumberField
          label={t('boards.obstacles.count')}
          value={choice.count}
          min={0}
          onValue={(count) => setObstacles({ count })}
        />
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
            {t.words(toolWords(kind))}
          </label>
        ))}
      </div>
      <SeedField seed={choice.seed} onSeed={(seed) => setObstacles({ seed })} />
      {reachable && <p className="hint">{t('boards.obstacles.counts', { counts: countsWords(reachable) })}</p>}
      <button type="button" onClick={place}>
        {t('boards.obstacles.place')}
      </button>
    </fieldset>
  );
}
