import { describe, expect, it } from 'vitest';
import { frameSchedule, linePlan } from '../../src/anim/frames';
import { restTime } from '../../src/anim/gameTimeline';
import { SOUND_SAMPLE_RATE } from '../../src/export/codecs';
import { clipSound, renderClipSound } from '../../src/export/soundTrack';
import { soundCues } from '../../src/sound/cues';
import { FakeAudioContext } from '../sound/fakeAudio';
import { EMPTY5, soundLine } from '../sound/lines';

// d3 rolls to d2; e4 and c5 roll over the edge: every kind of moment of a move, in two moves.
const LINE = soundLine({ layout: ['..2..', '....1', '...2.', '.....', '.....'], moves: ['d4', 'a1'] });
const FPS = 10;

function scheduleOf(fromPly: number, toPly: number, titleFrames: number, slow: number[] = []) {
  const plan = linePlan(LINE.clock, fromPly, toPly, { slow, slowFactor: 3, hold: 1 });
  // The stretch of the game the clip shows, from the still before its first move to its last move's end.
  const range = { from: restTime(LINE.clock, fromPly - 1), to: restTime(LINE.clock, toPly) + 1 };
  return { plan, range, schedule: frameSchedule(LINE.clock, plan, { fps: FPS, mergeStills: true, titleFrames }) };
}

describe('a clip’s sound', () => {
  it('puts each cue at the video second that shows its moment, after the title card', () => {
    const { plan, range, schedule } = scheduleOf(2, 2, 20);
    const sound = clipSound(LINE, plan, schedule, FPS);
    const line = soundCues(LINE, range, 1);
    expect(line.length).toBeGreaterThan(0);
    expect(sound.cues.map((cue) => cue.sound)).toEqual(line.map((cue) => cue.sound));
    // The title card runs 2 s; the move's moment at running time t is then at 2 + (t - range start).
    sound.cues.forEach((cue, i) => expect(cue.delay).toBeCloseTo(2 + line[i]!.time - range.from, 9));
    const last = schedule.at(-1)!;
    expect(sound.seconds).toBeCloseTo((last.index + last.span) / FPS, 9);
  });

  it('without a title card starts with the first move’s landing at its own moment', () => {
    const { plan, range, schedule } = scheduleOf(1, 2, 0);
    const sound = clipSound(LINE, plan, schedule, FPS);
    expect(sound.cues[0]!.sound).toBe('land');
    expect(sound.cues[0]!.delay).toBeCloseTo(sound.cues[0]!.time - range.from, 9);
    expect(sound.cues.map((cue) => cue.time)).toEqual(soundCues(LINE, range, 1).map((cue) => cue.time));
  });

  it('is rendered in stereo over the clip’s whole length, each sound starting at its second', async () => {
    const { plan, schedule } = scheduleOf(1, 1, 0);
    const sound = clipSound(LINE, plan, schedule, FPS);
    let made: { channels: number; length: number; rate: number; ctx: FakeAudioContext } | null = null;
    const rendered = { duration: sound.seconds } as AudioBuffer;
    const buffer = await renderClipSound(sound, (channels, length, rate) => {
      const ctx = Object.assign(new FakeAudioContext(), { startRendering: () => Promise.resolve(rendered) });
      made = { channels, length, rate, ctx };
      return ctx as unknown as OfflineAudioContext;
    });
    expect(buffer).toBe(rendered);
    expect(made!.channels).toBe(2);
    expect(made!.rate).toBe(SOUND_SAMPLE_RATE);
    expect(made!.length).toBe(Math.ceil(sound.seconds * SOUND_SAMPLE_RATE));
    const starts = made!.ctx.startTimes();
    // Every cue starts a sound at its second (a tray landing also bounces a little later).
    expect(starts).toEqual(expect.arrayContaining(sound.cues.map((cue) => cue.delay)));
    expect(starts[0]).toBe(sound.cues[0]!.delay);
    expect(starts.at(-1)!).toBeLessThan(sound.seconds);
  });

  it('spreads a slowed move’s sounds as far apart as its pictures', () => {
    const plain = scheduleOf(2, 2, 0);
    const slowed = scheduleOf(2, 2, 0, [2]);
    const at = (s: typeof plain) => clipSound(LINE, s.plan, s.schedule, FPS).cues.map((cue) => cue.delay);
    const lead = LINE.clock.pause;
    expect(at(slowed).length).toBe(at(plain).length);
    at(slowed).forEach((delay, i) => expect(delay - lead).toBeCloseTo(3 * (at(plain)[i]! - lead), 9));
  });

  it('a clip with no motion is silent', () => {
    const still = soundLine({ layout: EMPTY5, moves: [] });
    expect(clipSound(still, { pieces: [{ seconds: 1, from: 0, rate: 0, ply: 0 }], seconds: 1 }, [], FPS)).toEqual({
      cues: [],
      seconds: 0,
    });
  });
});
