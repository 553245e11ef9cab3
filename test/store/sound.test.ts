import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/engine/record';
import { soundCues } from '../../src/sound/cues';
import { DEFAULT_SOUND, SOUND_SETTINGS_KEY, createSound, readSoundSettings } from '../../src/store/sound';
import type { StorageLike } from '../../src/store/storage';
import type { Speed } from '../../src/store/table';
import { FakeAudioContext } from '../sound/fakeAudio';
import { openRecord, tableWith } from './fixtures';
import { memoryStorage } from './memoryStorage';

/** A 5×5 position where Red's drop on c3 bounces off two bumpers, knocks, rolls and sends a marble off. */
const BUMPERS = (() => {
  const record = parseRecord({
    format: 'momentum/1',
    lattice: 'square',
    layout: ['..B..', '..1..', '...2B', '..2..', '..1..'],
    players: 2,
    marbles: 4,
    moves: [],
  });
  if (!record.ok) throw new Error(JSON.stringify(record.error));
  return record.value;
})();

function soundTable(options: { storage?: StorageLike; gesture?: boolean; idle?: boolean } = {}) {
  const { store: table, clock, setSpeed } = tableWith();
  openRecord(table, BUMPERS);
  clock.advance(0);
  const fake = new FakeAudioContext(() => clock.now() / 1000);
  let made = 0;
  const page = new EventTarget();
  const sound = createSound(table, {
    audio: () => {
      made++;
      return fake.asContext();
    },
    now: () => clock.now(),
    storage: options.storage ?? memoryStorage(),
    page,
    whenIdle: options.idle ? (task) => task() : null,
  });
  if (options.gesture ?? true) page.dispatchEvent(new Event('pointerdown'));
  /** Runs the table's frames until it is still. */
  const settle = (): void => {
    for (let i = 0; i < 1000 && table.getState().motion; i++) clock.advance(16);
  };
  return { table, clock, fake, sound, page, settle, setSpeed, made: () => made };
}

describe('sound follows the table', () => {
  it.each<{ speed: Speed; rate: number }>([
    { speed: 'normal', rate: 1 },
    { speed: 'fast', rate: 2 },
  ])('schedules every cue of a move at the moment its motion reaches it ($speed, rate $rate)', ({ speed, rate }) => {
    const { table, clock, fake, settle, setSpeed } = soundTable();
    setSpeed(speed);
    clock.advance(100);
    table.getState().playText('c3');
    const motion = table.getState().motion!;
    expect(motion.rate).toBe(rate);
    const begin = clock.now() / 1000;
    settle();
    const cues = soundCues(table.getState(), { from: motion.from, to: motion.until }, rate);
    expect(new Set(cues.map((c) => c.sound))).toEqual(new Set(['land', 'click', 'boing', 'roll', 'fall', 'tray']));
    const started = fake.startTimes();
    for (const cue of cues) {
      expect(started.some((t) => Math.abs(t - (begin + (cue.time - motion.from) / rate)) < 1e-9)).toBe(true);
    }
    const end = begin + (motion.until - motion.from) / rate;
    for (const t of started) {
      expect(t).toBeGreaterThanOrEqual(begin);
      // The tray's little bounce may ring just past the end of the motion.
      expect(t).toBeLessThan(end + 0.1);
    }
  });

  it('plays as many sounds on a page whose frames come a fifth of a second apart as on a smooth one', () => {
    const started = [16, 200].map((frame) => {
      const { table, clock, fake } = soundTable();
      table.getState().playText('c3');
      for (let i = 0; i < 1000 && table.getState().motion; i++) clock.advance(frame);
      return fake.sources.length;
    });
    expect(started[0]).toBeGreaterThan(0);
    expect(started[1]).toBe(started[0]);
  });

  it('queues only a short stretch ahead of the playhead', () => {
    const { table, clock, fake } = soundTable();
    table.getState().playText('c3');
    const begin = clock.now() / 1000;
    expect(Math.max(...fake.startTimes())).toBeLessThan(begin + 0.2);
    clock.advance(48);
    expect(Math.max(...fake.startTimes())).toBeLessThan(begin + 0.25);
  });

  it('makes no audio context and no sound before the first user gesture', () => {
    const { table, page, settle, made } = soundTable({ gesture: false });
    table.getState().playText('c3');
    settle();
    expect(made()).toBe(0);
    page.dispatchEvent(new Event('keydown'));
    expect(made()).toBe(1);
  });

  it('makes the context while the page is idle, yet plays nothing until a gesture, and makes it once', () => {
    const { table, fake, page, settle, made } = soundTable({ gesture: false, idle: true });
    expect(made()).toBe(1);
    table.getState().playText('c3');
    settle();
    expect(fake.sources.filter((s) => s.started !== null)).toEqual([]);
    page.dispatchEvent(new Event('keydown'));
    expect(made()).toBe(1);
    table.getState().playText('d4');
    settle();
    expect(fake.sources.filter((s) => s.started !== null).length).toBeGreaterThan(0);
  });

  it('plays nothing while muted', () => {
    const { table, fake, sound, settle } = soundTable();
    sound.getState().setMuted(true);
    table.getState().playText('c3');
    settle();
    expect(fake.sources.filter((s) => s.started !== null)).toEqual([]);
  });

  it('is silent while the playhead is dragged back and forth', () => {
    const { table, fake, settle, setSpeed } = soundTable();
    const { playText } = table.getState();
    setSpeed('instant');
    playText('c3');
    playText('a1');
    settle();
    const { duration } = table.getState().clock;
    for (let k = 0; k <= 40; k++) table.getState().seekTime((duration * ((k * 7) % 41)) / 40);
    expect(fake.sources).toEqual([]);
  });

  it('calls off what was queued ahead when the replay is paused', () => {
    const { table, clock, fake, setSpeed } = soundTable();
    const { playText } = table.getState();
    setSpeed('instant');
    playText('c3');
    table.getState().goToPly(0);
    const began = clock.now();
    table.getState().startPlayback();
    // Just before the drop lands: the landing and the first knocks are queued.
    const { clock: line, timelines } = table.getState();
    const landing = line.starts[0]! + timelines[0]!.phaseTimes.impact!;
    while ((clock.now() - began) / 1000 < landing - 0.06) clock.advance(16);
    const now = clock.now() / 1000;
    const ahead = fake.sources.filter((s) => s.started! > now);
    expect(ahead.length).toBeGreaterThan(0);
    table.getState().stopPlayback();
    for (const s of ahead) expect(s.stopped).toBe(0);
    expect(fake.sources.filter((s) => s.started! <= now).every((s) => s.stopped !== 0)).toBe(true);
  });
});

describe('sound settings', () => {
  it.each<{ stored: string | null; expected: typeof DEFAULT_SOUND }>([
    { stored: null, expected: DEFAULT_SOUND },
    { stored: '{"volume":0.3,"muted":true}', expected: { volume: 0.3, muted: true } },
    { stored: '{"volume":2,"muted":true}', expected: { volume: DEFAULT_SOUND.volume, muted: true } },
    { stored: '{"volume":-0.1}', expected: DEFAULT_SOUND },
    { stored: '{"volume":"loud","muted":"yes"}', expected: DEFAULT_SOUND },
    { stored: '{"volume":0.4,"muted":7}', expected: { volume: 0.4, muted: DEFAULT_SOUND.muted } },
    { stored: 'not json', expected: DEFAULT_SOUND },
    { stored: '[0.5, true]', expected: DEFAULT_SOUND },
    { stored: '0.5', expected: DEFAULT_SOUND },
  ])('reads $stored as $expected', ({ stored, expected }) => {
    const storage = memoryStorage(stored === null ? {} : { [SOUND_SETTINGS_KEY]: stored });
    expect(readSoundSettings(storage)).toEqual(expected);
  });

  it('falls back to the defaults where storage cannot be read', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readSoundSettings(storage)).toEqual(DEFAULT_SOUND);
    expect(readSoundSettings(null)).toEqual(DEFAULT_SOUND);
  });

  it('starts from what was remembered and remembers every change', () => {
    const storage = memoryStorage({ [SOUND_SETTINGS_KEY]: '{"volume":0.2,"muted":true}' });
    const { sound } = soundTable({ storage });
    expect(sound.getState()).toMatchObject({ volume: 0.2, muted: true });
    sound.getState().setMuted(false);
    sound.getState().setVolume(1.5);
    expect(JSON.parse(storage.items[SOUND_SETTINGS_KEY]!)).toEqual({ volume: 1, muted: false });
    sound.getState().setVolume(Number.NaN);
    expect(sound.getState().volume).toBe(1);
  });

  it('keeps a change for the visit when storage refuses it', () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { sound, fake } = soundTable({ storage });
    sound.getState().setVolume(0.5);
    expect(sound.getState().volume).toBe(0.5);
    expect(fake.master.gain.events.at(-1)?.value).toBeCloseTo(0.25, 12);
  });
});
