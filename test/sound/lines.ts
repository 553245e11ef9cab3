import { loadRecord } from '../../src/engine/record';
import type { SoundLine } from '../../src/sound/cues';
import { clockOf } from '../../src/anim/playback';
import { compileTimelines } from '../../src/anim/timelines';

/** A 5×5 set-up position and the moves played from it, as the docs' examples write them. */
export interface LineCase {
  readonly layout: readonly string[];
  readonly moves: readonly string[];
  readonly players?: number;
}

/** The running time and compiled motion of a line, exactly as the table makes them. */
export function soundLine({ layout, moves, players = 2 }: LineCase): SoundLine {
  const replay = loadRecord({ format: 'momentum/1', lattice: 'square', layout, players, marbles: 4, moves });
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  const timelines = compileTimelines(replay.value.start, replay.value.plies, [], () => false);
  return { clock: clockOf(timelines, replay.value.plies.length), timelines };
}

export const EMPTY5 = ['.....', '.....', '.....', '.....', '.....'];
