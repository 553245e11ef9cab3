import { useLab, useT, useTable } from '../../store/context';
import { type HeatKind, shownHeat } from '../../store/lab';
import { heatGradient } from '../../scene/heatColours';

const HEAT_KINDS: readonly HeatKind[] = ['none', 'drops', 'exits', 'obstacles'];

/** Chooses the heat map the table draws from the lab's figures, with its legend. */
export function HeatChoice() {
  const t = useT();
  const heat = useLab((l) => l.heat);
  const result = useLab((l) => l.result);
  const baseline = useLab((l) => l.baseline);
  const setHeat = useLab((l) => l.setHeat);
  const board = useTable((s) => s.game.board);
  if (!result && !baseline) return null;
  const shown = shownHeat({ heat, result, baseline }, board);
  const obstacles = board.tiles.some((tile) => tile === 'cushion' || tile === 'bumper' || tile === 'hole');
  const choices = HEAT_KINDS.filter((kind) => kind !== 'obstacles' || obstacles);
  const most = shown ? Math.max(0, ...shown.counts) : 0;
  return (
    <fieldset className="lab-heat">
      <legend>{t('boards.heat')}</legend>
      {choices.map((kind) => (
        <label key={kind} className="inline">
          <input type="radio" name="lab-heat" checked={heat === kind} onChange={() => setHeat(kind)} />
          {t(`boards.heat.${kind}`)}
        </label>
      ))}
      {heat !== 'none' &&
        (shown ? (
          <div className="lab-legend">
            <span>{t(`boards.heat.${heat}.legend`)}</span>
            <div className="lab-ramp" style={{ background: heatGradient() }} aria-hidden="true" />
            <div className="row lab-ramp-ends">
              <span>0</span>
              <span>{t.number(most)}</span>
            </div>
          </div>
        ) : (
          <p className="hint">{t('boards.heat.unmeasured')}</p>
        ))}
    </fieldset>
  );
}
