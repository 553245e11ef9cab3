import type { GameClock } from '../anim/gameTimeline';
import type { Cue, Timeline } from '../anim/timeline';

/** The sounds the table makes, one synthesised voice each (see `synth.ts`). */
export type SoundName = 'land' | 'click' | 'roll' | 'fall' | 'tray' | 'thud' | 'boing' | 'whoosh';

/** The sound of each moment the animation marks; a marble lifted out of its tray makes none. */
export const SOUND_OF_CUE: Readonly<Record<Cue['kind'], SoundName | null>> = {
  lift: null,
  land: 'land',
  knock: 'click',
  roll: 'roll',
  fall: 'fall',
  sink: 'whoosh',
  tray: 'tray',
  squash: 'thud',
  flash: 'boing',
};

/** Cues of one sound closer than this (natural seconds) are heard as one. */
const SAME_MOMENT = 1e-3;

/** A sound due at a moment of a line's running time. */
export interface SoundCue {
  readonly sound: SoundName;
  /** Running time of the line, natural seconds. */
  readonly time: number;
  /** Real seconds from the moment the playhead passes the window's start, at the window's rate. */
  readonly delay: number;
  /** How many cues of this sound fall on this moment: a drop that knocks four lines clicks once, louder. */
  readonly count: number;
}

/** A stretch of a line's running time: `from` included, `to` not, in natural seconds. */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
}

/** The line the cues come from: its running time and the compiled moves (the others are silent). */
export interface SoundLine {
  readonly clock: GameClock;
  readonly timelines: readonly Timeline[];
}

/** Index of the first move that is still running, or yet to run, at `time`. */
function firstMoveFrom(clock: GameClock, time: number): number {
  let lo = 0;
  let hi = clock.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (clock.starts[mid]! + clock.durations[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The sounds due in `window` of the line's running time, in time order, played at `rate` times
 * natural speed: what a playhead moving forward through the window should be heard doing. Pure.
 */
export function soundCues(line: SoundLine, window: TimeWindow, rate: number): SoundCue[] {
  const { clock, timelines } = line;
  if (!(rate > 0) || !(window.to > window.from)) return [];
  const due: { sound: SoundName; time: number }[] = [];
  for (let k = firstMoveFrom(clock, window.from); k < clock.starts.length; k++) {
    const start = clock.starts[k]!;
    if (start >= window.to) break;
    for (const cue of timelines[k]?.cues ?? []) {
      const sound = SOUND_OF_CUE[cue.kind];
      const time = start + cue.time;
      if (sound !== null && time >= window.from && time < window.to) due.push({ sound, time });
    }
  }
  const cues: SoundCue[] = [];
  for (const { sound, time } of due) {
    const same = cues.findLastIndex((c) => c.sound === sound && time - c.time < SAME_MOMENT);
    if (same >= 0) cues[same] = { ...cues[same]!, count: cues[same]!.count + 1 };
    else cues.push({ sound, time, delay: (time - window.from) / rate, count: 1 });
  }
  return cues;
}
