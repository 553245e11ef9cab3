import type { ExportFrame, TimeRange } from '../anim/frames';
import { type SoundCue, type SoundLine, soundCues } from '../sound/cues';
import { DEFAULT_VOLUME, createMaster, gainOf, voiceCue } from '../sound/mix';
import { SOUND_SAMPLE_RATE } from './codecs';

/** The sounds of a clip and how long it runs, in the clip's own seconds. */
export interface ClipSound {
  /** Each cue's `delay` is its second in the clip, counted from the first frame. */
  readonly cues: readonly SoundCue[];
  readonly seconds: number;
}

/**
 * What a clip of `range` of the line, filmed as `schedule`, sounds like: the table's cues at
 * natural speed, each at the video second that shows it (after the title card, if any).
 */
export function clipSound(line: SoundLine, range: TimeRange, schedule: readonly ExportFrame[], fps: number): ClipSound {
  const firstMove = schedule.find((frame) => !frame.title);
  const lead = (firstMove?.index ?? 0) / fps;
  const last = schedule[schedule.length - 1];
  return {
    cues: soundCues(line, range, 1).map((cue) => ({ ...cue, delay: lead + cue.delay })),
    seconds: last ? (last.index + last.span) / fps : 0,
  };
}

export type OfflineContextMaker = (channels: number, length: number, sampleRate: number) => OfflineAudioContext;

/** Renders a clip's sound faster than real time, at the default volume, in stereo. */
export function renderClipSound(
  sound: ClipSound,
  make: OfflineContextMaker = (channels, length, rate) => new OfflineAudioContext(channels, length, rate),
): Promise<AudioBuffer> {
  const ctx = make(2, Math.max(1, Math.ceil(sound.seconds * SOUND_SAMPLE_RATE)), SOUND_SAMPLE_RATE);
  const master = createMaster(ctx, gainOf(DEFAULT_VOLUME));
  for (const cue of sound.cues) voiceCue(ctx, master, cue, cue.delay, 1);
  return ctx.startRendering();
}
