import { PRESETS } from '../engine/presets';
import { useT } from '../store/context';
import { presetTitleWords } from '../words/boards';

/** The preset boards as a select's options, each by its title, its id the value. */
export function PresetOptions() {
  const t = useT();
  return PRESETS.map((p) => (
    <option key={p.id} value={p.id}>
      {t.words(presetTitleWords(p.id))}
    </option>
  ));
}
