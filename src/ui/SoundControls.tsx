import { useStore } from 'zustand';
import { useT } from '../store/context';
import type { SoundStore } from '../store/sound';

/** Mute and volume for the sounds of the table, a group of the settings; both are remembered for the next visit. */
export function SoundControls({ sound }: { sound: SoundStore }) {
  const t = useT();
  const muted = useStore(sound, (s) => s.muted);
  const volume = useStore(sound, (s) => s.volume);
  const { setMuted, setVolume } = sound.getState();
  return (
    <fieldset>
      <legend>{t('play.sound.title')}</legend>
      <div className="row">
        <button type="button" aria-pressed={muted} onClick={() => setMuted(!muted)}>
          {t('play.sound.mute')}
        </button>
        <label className="inline">
          {t('play.sound.volume')}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            aria-valuetext={t.number(volume, { style: 'percent' })}
            disabled={muted}
            onChange={(e) => setVolume(Number(e.target.value))}
          />
        </label>
      </div>
    </fieldset>
  );
}
