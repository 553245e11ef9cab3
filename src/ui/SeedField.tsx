import { useT } from '../store/context';
import { NumberField } from './editor/NumberField';
import { freshSeed } from './editor/seed';

/** A seed shown and editable, with a button for a new one: whatever it seeds can be made again from it. */
export function SeedField({ seed, onSeed }: { seed: number; onSeed: (seed: number) => void }) {
  const t = useT();
  return (
    <div className="row">
      <NumberField label={t('play.seed.label')} value={seed} min={0} onValue={onSeed} />
      <button type="button" onClick={() => onSeed(freshSeed())}>
        {t('play.seed.new')}
      </button>
    </div>
  );
}
