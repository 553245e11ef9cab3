import type { ExportFrame, FilmPlan } from '../anim/frames';
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
 * What a clip filmed as `plan` and `schedule` sounds like: the table's cues of every stretch that
 * moves, each at the video second that shows its moment (after the title card, if any). A slowed
 * move's sounds come as far apart as its pictures do, each at its natural pitch.
 */
export function clipSound(line: SoundLine, plan: FilmPlan, schedule: readonly ExportFrame[], fps: number): ClipSound {
  const firstMove = schedule.find((frame) => !frame.title);
  let begin = (firstMove?.index ?? 0) / fps;
  const cues: SoundCue[] = [];
  for (const piece of plan.pieces) {
    if (piece.rate > 0) {
      const window = { from: piece.from, to: piece.from + piece.seconds * piece.rate };
      for (const cue of soundCues(line, window, piece.rate)) cues.push({ ...cue, delay: begin + cue.delay });
    }
    begin += piece.seconds;
  }
  const last = schedule[schedule.length - 1];
  return { cues, seconds: last ? (last.index + last.span) / fps : 0 };
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
