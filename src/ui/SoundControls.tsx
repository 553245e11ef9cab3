import { useStore } from 'zustand';
import type { SoundStore } from '../store/sound';

/** Mute and volume for the sounds of the table; both are remembered for the next visit. */
export function SoundControls({ sound }: { sound: SoundStore }) {
  const muted = useStore(sound, (s) => s.muted);
  const volume = useStore(sound, (s) => s.volume);
  const { setMuted, setVolume } = sound.getState();
  return (
    <div className="row" role="group" aria-label="Sound">
      <button type="button" aria-pressed={muted} onClick={() => setMuted(!muted)}>
        Mute
      </button>
      <label className="row">
        Volume
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          disabled={muted}
          onChange={(e) => setVolume(Number(e.target.value))}
        />
      </label>
    </div>
  );
}
