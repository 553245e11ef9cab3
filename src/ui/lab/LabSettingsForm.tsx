import type { FormEvent } from 'react';
import { type Player, isPlayer } from '../../ai/levels';
import { useLab, useT } from '../../store/context';
import { MAX_LAB_GAMES, searches } from '../../store/lab';
import { labProblemWords } from '../../words/lab';
import { NumberField } from '../editor/NumberField';
import { SeedField } from '../SeedField';

/** Searching levels think by playouts only: a time budget would not replay the same from a seed. */
const LEVEL_CHOICES = ['hard', 'easy', 'greedy', 'random'] as const satisfies readonly Player[];

export function LabSettingsForm() {
  const t = useT();
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
        label={t('boards.lab.games')}
        value={settings.games}
        min={1}
        max={MAX_LAB_GAMES}
        onValue={(games) => setSettings({ games })}
      />
      <label>
        {t('boards.lab.level')}
        <select
          value={settings.level}
          onChange={(e) => isPlayer(e.target.value) && setSettings({ level: e.target.value })}
        >
          {LEVEL_CHOICES.map((level) => (
            <option key={level} value={level}>
              {t(`boards.lab.level.${level}`)}
            </option>
          ))}
        </select>
      </label>
      {searches(settings.level) && (
        <NumberField
          label={t('boards.lab.playouts')}
          value={settings.playouts}
          min={1}
          onValue={(playouts) => setSettings({ playouts })}
        />
      )}
      <SeedField seed={settings.seed} onSeed={(seed) => setSettings({ seed })} />
      <NumberField
        label={t('boards.lab.workers')}
        value={settings.workers}
        min={1}
        max={cores}
        onValue={(workers) => setSettings({ workers })}
      />
      <p className="hint">{t('boards.lab.workersHint', { count: cores })}</p>
      <p className="error" role="alert">
        {problem ? t.words(labProblemWords(problem)) : ''}
      </p>
      <button type="submit" disabled={running}>
        {t('boards.lab.run')}
      </button>
    </form>
  );
}
