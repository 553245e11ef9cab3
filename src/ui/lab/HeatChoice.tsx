import { useLab, useTable } from '../../store/context';
import { type HeatKind, shownHeat } from '../../store/lab';
import { heatGradient } from '../../scene/heatColours';

const HEAT_CHOICES: readonly { readonly kind: HeatKind; readonly label: string; readonly legend: string }[] = [
  { kind: 'none', label: 'None', legend: '' },
  { kind: 'drops', label: 'Drops', legend: 'Drops on each cell' },
  { kind: 'exits', label: 'Exits', legend: 'Marbles leaving the board, by the cell they left from' },
  { kind: 'obstacles', label: 'Obstacle actions', legend: 'Times each obstacle acted' },
];

/** Chooses the heat map the table draws from the lab's figures, with its legend. */
export function HeatChoice() {
  const heat = useLab((l) => l.heat);
  const result = useLab((l) => l.result);
  const baseline = useLab((l) => l.baseline);
  const setHeat = useLab((l) => l.setHeat);
  const board = useTable((t) => t.game.board);
  if (!result && !baseline) return null;
  const shown = shownHeat({ heat, result, baseline }, board);
  const obstacles = board.tiles.some((t) => t === 'cushion' || t === 'bumper' || t === 'hole');
  const choices = HEAT_CHOICES.filter((c) => c.kind !== 'obstacles' || obstacles);
  const legend = HEAT_CHOICES.find((c) => c.kind === heat)!.legend;
  const most = shown ? Math.max(0, ...shown.counts) : 0;
  return (
    <fieldset className="lab-heat">
      <legend>Heat map on the board</legend>
      {choices.map((c) => (
        <label key={c.kind} className="inline">
          <input type="radio" name="lab-heat" checked={heat === c.kind} onChange={() => setHeat(c.kind)} />
          {c.label}
        </label>
      ))}
      {heat !== 'none' &&
        (shown ? (
          <div className="lab-legend">
            <span>{legend}, summed over the games</span>
            <div className="lab-ramp" style={{ background: heatGradient() }} aria-hidden="true" />
            <div className="row lab-ramp-ends">
              <span>0</span>
              <span>{most}</span>
            </div>
          </div>
        ) : (
          <p className="hint">The heat map shows on the board that was measured: this one has not been.</p>
        ))}
    </fieldset>
  );
}
