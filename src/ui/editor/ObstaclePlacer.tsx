import { useMemo } from 'react';
import { OBSTACLE_KINDS, nearestObstacleCounts } from '../../engine/obstacles';
import { obstacleCounts, withoutPlaced } from '../../setup/draft';
import { countsWords, editProblemWords, toolWords } from '../../words/boards';
import { useEditor, useT } from '../../store/context';
import { NumberField } from './NumberField';
import { SeedField } from '../SeedField';
import { sentence } from '../sentence';

/**
 * Random obstacles on the empty cells, keeping the symmetry mode: how many, of which kinds, and
 * the seed, shown so that the same board can be made again. Beside the button: the counts the
 * symmetry allows, and where the chosen count is not one of them, why, with the nearest that are.
 */
export function ObstaclePlacer() {
  const t = useT();
  const choice = useEditor((e) => e.obstacles);
  const symmetry = useEditor((e) => e.symmetry);
  const draft = useEditor((e) => e.draft);
  const placement = useEditor((e) => e.placement);
  const problem = useEditor((e) => (e.problemPlace === 'obstacles' ? e.problem : null));
  const setObstacles = useEditor((e) => e.setObstacles);
  const place = useEditor((e) => e.placeObstacles);
  // Counted without the last placement, which placing again replaces.
  const reachable = useMemo(
    () => obstacleCounts(withoutPlaced(draft, placement?.obstacles ?? []), symmetry),
    [draft, placement, symmetry],
  );
  const nearest = reachable ? nearestObstacleCounts(reachable, choice.count) : [];
  const refusal =
    problem ??
    (reachable && nearest.length > 0
      ? { code: 'obstacles' as const, problem: { code: 'unreachable-count' as const, count: choice.count, reachable } }
      : null);
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
      <div className="row place-obstacles">
        <button type="button" onClick={place}>
          {t('boards.obstacles.place')}
        </button>
        {nearest.length > 0 && (
          <span className="nearest-counts">
            {t('boards.obstacles.nearest')}
            {nearest.map((count) => (
              <button
                key={count}
                type="button"
                onClick={() => {
                  setObstacles({ count });
                  place();
                }}
              >
                {t('boards.obstacles.placeCount', { count })}
              </button>
            ))}
          </span>
        )}
      </div>
      <p className="error" role="alert">
        {refusal ? sentence(t.words(editProblemWords(refusal))) : ''}
      </p>
      {reachable && !refusal && (
        <p className="hint">{t('boards.obstacles.counts', { counts: countsWords(reachable) })}</p>
      )}
    </fieldset>
  );
}
