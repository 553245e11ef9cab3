import type { FormEvent } from 'react';
import { type Player, isPlayer } from '../../ai/levels';
import { useLab } from '../../store/context';
import { MAX_LAB_GAMES, searches } from '../../store/lab';
import { NumberField } from '../editor/NumberField';
import { SeedField } from '../SeedField';

/** Searching levels think by playouts only: a time budget would not replay the same from a seed. */
const LEVEL_CHOICES: readonly { readonly level: Player; readonly label: string }[] = [
  { level: 'hard', label: 'Search, always its best move (lab default)' },
  { level: 'easy', label: 'Search with slips (easy level)' },
  { level: 'greedy', label: 'Greedy: takes what it can at once' },
  { level: 'random', label: 'Random moves' },
];

export function LabSettingsForm() {
  const settings = useLab((l) => l.settings);
  const cores = useLab((l) => l.cores);
  const running = useLab((l) => l.progress !== null);
  const problem = useLab((l) => l.problem);
  const setSettings = useLab((l) => l.setSettings);
  const run = useLab((l) => l.run);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    // The lab says itself what it refuses, in its own words, rather than the browser.
    <form className="lab-settings" onSubmit={submit} noValidate>
      <NumberField
        label="Games"
        value={settings.games}
        min={1}
        max={MAX_LAB_GAMES}
        onValue={(games) => setSettings({ games })}
      />
      <label>
        Computer level
        <select
          value={settings.level}
          onChange={(e) => isPlayer(e.target.value) && setSettings({ level: e.target.value })}
        >
          {LEVEL_CHOICES.map((c) => (
            <option key={c.level} value={c.level}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {searches(settings.level) && (
        <NumberField
          label="Playouts per move"
          value={settings.playouts}
          min={1}
          onValue={(playouts) => setSettings({ playouts })}
        />
      )}
      <SeedField seed={settings.seed} onSeed={(seed) => setSettings({ seed })} />
      <NumberField
        label="Workers"
        value={settings.workers}
        min={1}
        max={cores}
        onValue={(workers) => setSettings({ workers })}
      />
      <p className="hint">
        Up to {cores} {cores === 1 ? 'worker' : 'workers'}, one a core; the figures are the same for any number.
      </p>
      <p className="error" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" disabled={running}>
        Run games
      </button>
    </form>
  );
}
