import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoundCue } from '../../src/sound/cues';
import { createSoundPlayer } from '../../src/sound/player';
import { FakeAudioContext } from './fakeAudio';

function setup(state: AudioContextState = 'running') {
  let seconds = 10;
  const fake = new FakeAudioContext(() => seconds);
  fake.state = state;
  let made = 0;
  const player = createSoundPlayer(() => {
    made++;
    return fake.asContext();
  });
  return {
    fake,
    player,
    made: () => made,
    advance: (s: number) => {
      seconds += s;
    },
  };
}

const CUES: readonly SoundCue[] = [
  { sound: 'land', time: 1, delay: 0, count: 1 },
  { sound: 'click', time: 1.06, delay: 0.06, count: 1 },
  { sound: 'roll', time: 1.2, delay: 0.2, count: 2 },
];

describe('the sound player', () => {
  it('makes no audio context before the first user gesture', () => {
    const { player, made } = setup();
    player.setLevel(0.8, false);
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(made()).toBe(0);
    player.unlock();
    expect(made()).toBe(1);
  });

  it.each([
    { rate: 1, startIn: 0, expected: [10, 10.06, 10.2] },
    { rate: 1, startIn: 0.05, expected: [10.05, 10.11, 10.25] },
  ])('starts each cue at now + startIn + delay (rate $rate, startIn $startIn)', ({ rate, startIn, expected }) => {
    const { fake, player } = setup();
    player.unlock();
    player.play(CUES, { startIn, rate });
    const times = fake.startTimes();
    expect(times).toHaveLength(expected.length);
    times.forEach((t, i) => expect(t).toBeCloseTo(expected[i]!, 9));
  });

  it('stretches a roll to the rate the motion runs at', () => {
    const roll: SoundCue[] = [{ sound: 'roll', time: 0, delay: 0, count: 1 }];
    const lengths = [1, 2].map((rate) => {
      const { fake, player } = setup();
      player.unlock();
      player.play(roll, { startIn: 0, rate });
      const [source] = fake.sources;
      return source!.stopped! - source!.started!;
    });
    expect(lengths[1]).toBeCloseTo(lengths[0]! / 2, 9);
  });

  it('plays a cue that is a little late at once rather than in the past', () => {
    const { fake, player } = setup();
    player.unlock();
    player.play(CUES.slice(0, 1), { startIn: -0.03, rate: 1 });
    expect(fake.startTimes()).toEqual([10]);
  });

  it('plays nothing while muted, nor at volume 0, and makes no context for it', () => {
    const { fake, player, made } = setup();
    player.setLevel(0.8, true);
    player.unlock();
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(made()).toBe(0);
    player.setLevel(0, false);
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(fake.sources.filter((s) => s.started !== null)).toEqual([]);
  });

  it('calls off queued sounds on cancel and on mute, and leaves the ones already playing', () => {
    const { fake, player, advance } = setup();
    player.unlock();
    player.play(CUES, { startIn: 0, rate: 1 });
    advance(0.1);
    player.cancel();
    const early = fake.sources.filter((s) => s.started! <= 10.1);
    const late = fake.sources.filter((s) => s.started! > 10.1);
    expect(early.length).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(0);
    for (const s of late) expect(s.stopped).toBe(0);
    for (const s of early) expect(s.stopped).not.toBe(0);
    player.play(CUES, { startIn: 0, rate: 1 });
    player.setLevel(0.5, true);
    expect(fake.sources.filter((s) => s.started! > 10.1).every((s) => s.stopped === 0)).toBe(true);
  });

  it('sets the master gain from the volume, smoothly, and to silence on mute', () => {
    const { fake, player } = setup();
    player.setLevel(0.5, false);
    player.unlock();
    expect(fake.master.gain.value).toBeCloseTo(0.25, 12);
    player.setLevel(1, false);
    player.setLevel(1, true);
    expect(fake.master.gain.events.map((e) => e.value)).toEqual([1, 0]);
    expect(fake.master.gain.events.every((e) => e.kind === 'target')).toBe(true);
  });

  it('resumes a context the browser suspended at the next gesture, and plays nothing meanwhile', () => {
    const { fake, player } = setup('suspended');
    let asked = 0;
    fake.resume = () => {
      asked++;
      return Promise.resolve();
    };
    player.unlock();
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(fake.sources).toEqual([]);
    player.unlock();
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('plays the first sounds once the context made before the gesture has finished waking', async () => {
    const { fake, player } = setup('suspended');
    let resumed = (): void => undefined;
    fake.resume = () =>
      new Promise<void>((resolve) => {
        resumed = () => {
          fake.state = 'running';
          resolve();
        };
      });
    player.prepare();
    player.unlock();
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(fake.sources).toEqual([]);
    resumed();
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.startTimes()).toHaveLength(CUES.length);
  });
});

describe('the sound player in silence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A player that has played the cues, all of them now played out. */
  function afterSounds() {
    const made = setup();
    made.player.unlock();
    made.player.play(CUES, { startIn: 0, rate: 1 });
    return made;
  }

  const endAll = (fake: FakeAudioContext) => {
    for (const source of fake.sources) source.end();
  };

  it('suspends the context three seconds after the last sound ends', async () => {
    const { fake } = afterSounds();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.state).toBe('running');
    endAll(fake);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fake.state).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.state).toBe('suspended');
  });

  it.each([
    { woken: 'by the sounds themselves', gesture: false },
    { woken: 'by the gesture just before them', gesture: true },
  ])('wakes the context for the next sounds and plays them, woken $woken', async ({ gesture }) => {
    const { fake, player } = afterSounds();
    endAll(fake);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.state).toBe('suspended');
    const before = fake.sources.length;
    if (gesture) player.unlock();
    player.play(CUES, { startIn: 0, rate: 1 });
    expect(fake.sources).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.state).toBe('running');
    expect(fake.sources.length).toBeGreaterThan(before);
    expect(fake.sources.slice(before).every((s) => s.started !== null)).toBe(true);
  });

  it('sounds nothing that was called off while the context woke', async () => {
    const { fake, player } = afterSounds();
    endAll(fake);
    await vi.advanceTimersByTimeAsync(3000);
    const before = fake.sources.length;
    player.play(CUES, { startIn: 0, rate: 1 });
    player.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.sources).toHaveLength(before);
  });

  it('sleeps after a cancel too, and after a gesture that woke it for nothing', async () => {
    const { fake, player } = afterSounds();
    player.cancel();
    for (const source of fake.sources.filter((s) => s.stopped !== 0)) source.end();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.state).toBe('suspended');
    player.unlock();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.state).toBe('running');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.state).toBe('suspended');
  });
});
