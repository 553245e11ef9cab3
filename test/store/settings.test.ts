import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { SETTINGS_KEY } from '../../src/codec/storageKeys';
import { parseRecord } from '../../src/engine/record';
import { defaultOptions } from '../../src/setup/options';
import type { Seat } from '../../src/setup/seats';
import {
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsDeps,
  createSettings,
  readSettings,
  seatFacing,
} from '../../src/store/settings';
import type { StorageLike } from '../../src/store/storage';
import { createTable } from '../../src/store/table';
import type { Theme } from '../../src/scene/theme';
import { FakeThinker, ManualClock, openRecord } from './fixtures';
import { memoryStorage } from './memoryStorage';

function stored(settings: unknown): StorageLike & { items: Record<string, string> } {
  return memoryStorage({ [SETTINGS_KEY]: typeof settings === 'string' ? settings : JSON.stringify(settings) });
}

/** A table with settings over it; `settle` runs the table's frames until it is still. */
function setUp(options: { seats?: readonly Seat[]; storage?: StorageLike; deps?: SettingsDeps } = {}) {
  const clock = new ManualClock();
  const thinker = new FakeThinker();
  const initial = { ...defaultOptions(), seats: options.seats ?? ['human', 'human'] };
  // The table plays moves at the speed the settings hold.
  const table = createTable(initial, { clock, thinker: () => thinker, speed: () => settings.getState().speed });
  const themes: Theme[] = [];
  const settings = createSettings(table, {
    storage: options.storage ?? memoryStorage(),
    onTheme: (theme) => themes.push(theme),
    ...options.deps,
  });
  const settle = (): void => {
    for (let i = 0; i < 1000 && table.getState().motion; i++) clock.advance(16);
  };
  return { table, settings, themes, settle };
}

describe('reading the remembered settings', () => {
  it.each<{ what: string; stored: unknown; expected: Settings }>([
    { what: 'nothing', stored: null, expected: DEFAULT_SETTINGS },
    {
      what: 'every field',
      stored: { speed: 'fast', startView: 'top', follow: true, theme: 'contrast', quality: 'high' },
      expected: { speed: 'fast', startView: 'top', follow: true, theme: 'contrast', quality: 'high' },
    },
    {
      what: 'bad fields beside good ones',
      stored: { speed: 'warp', startView: 'top', follow: 'yes', theme: 'contrast' },
      expected: { ...DEFAULT_SETTINGS, startView: 'top', theme: 'contrast' },
    },
    {
      what: 'other bad fields',
      stored: { speed: 'instant', startView: 7, follow: true, theme: 'neon', quality: 'ultra', extra: 1 },
      expected: { ...DEFAULT_SETTINGS, speed: 'instant', follow: true },
    },
    { what: 'some fields', stored: { follow: true }, expected: { ...DEFAULT_SETTINGS, follow: true } },
    { what: 'text that is not JSON', stored: '{speed: fast', expected: DEFAULT_SETTINGS },
    { what: 'a list', stored: ['fast'], expected: DEFAULT_SETTINGS },
    { what: 'a number', stored: 3, expected: DEFAULT_SETTINGS },
  ])('reads $what', ({ stored: value, expected }) => {
    const storage = value === null ? memoryStorage() : stored(value);
    expect(readSettings(storage)).toEqual(expected);
  });

  it('falls back to the defaults where storage cannot be read', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readSettings(storage)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the settings store', () => {
  it('starts from the defaults, seated behind the first player, and draws the table in wood', () => {
    const { table, settings, themes } = setUp();
    expect(settings.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(table.getState().view).toMatchObject({ kind: 'player', player: 1 });
    expect(themes).toEqual(['wood']);
  });

  it('starts from what was remembered and applies it: speed, theme and the first framing', () => {
    const storage = stored({ speed: 'instant', startView: 'top', follow: true, theme: 'contrast' });
    const { table, settings, themes } = setUp({ storage });
    expect(settings.getState()).toMatchObject({ speed: 'instant', startView: 'top', follow: true, theme: 'contrast' });
    expect(table.getState().view.kind).toBe('top');
    expect(themes).toEqual(['contrast']);
    table.getState().playText('d4');
    expect(table.getState().motion).toBeNull();
  });

  it('remembers every change, and each one takes effect', () => {
    const storage = memoryStorage();
    const { table, settings, themes } = setUp({ storage });
    settings.getState().setSpeed('fast');
    settings.getState().setTheme('contrast');
    settings.getState().setStartView('free');
    settings.getState().setFollow(true);
    settings.getState().setQuality('low');
    expect(JSON.parse(storage.items[SETTINGS_KEY]!)).toEqual({
      speed: 'fast',
      startView: 'free',
      follow: true,
      theme: 'contrast',
      quality: 'low',
    });
    table.getState().playText('d4');
    expect(table.getState().motion?.rate).toBe(2);
    expect(themes).toEqual(['wood', 'contrast']);
  });

  it('keeps a change for the visit when storage refuses it', () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { table, settings } = setUp({ storage });
    settings.getState().setSpeed('slow');
    expect(settings.getState().speed).toBe('slow');
    table.getState().playText('d4');
    expect(table.getState().motion?.rate).toBe(0.5);
  });
});

describe('the camera settings', () => {
  it('frames each new game from the seat of the person to move, or from above', () => {
    const { table, settings } = setUp();
    table.getState().newGame({ ...defaultOptions(), firstPlayer: 2 });
    expect(table.getState().view).toMatchObject({ kind: 'player', player: 2 });
    settings.getState().setStartView('top');
    expect(table.getState().view).toMatchObject({ kind: 'top', player: 2 });
    table.getState().newGame(defaultOptions());
    expect(table.getState().view).toMatchObject({ kind: 'top', player: 1 });
  });

  it('on a phone held upright a game starts seen from above, unless the person chose a view', () => {
    const { table, settings } = setUp({ deps: { narrow: true } });
    expect(settings.getState().startView).toBe('top');
    expect(table.getState().view.kind).toBe('top');
    const chosen = setUp({ storage: stored({ startView: 'seated' }), deps: { narrow: true } });
    expect(chosen.table.getState().view.kind).toBe('player');
  });

  it('seats a person playing the computer behind their own marbles, even when the computer starts', () => {
    const { table } = setUp({ seats: ['hard', 'human'] });
    expect(table.getState().view).toMatchObject({ kind: 'player', player: 2 });
    expect(seatFacing({ game: table.getState().game, seats: ['hard', 'hard'] })).toBe(1);
  });

  it('keeps the camera for a game opened with its moves', () => {
    const { table } = setUp();
    const view = table.getState().view;
    const layout = Array.from({ length: 7 }, () => '.......');
    const record = parseRecord({
      format: 'momentum/1',
      lattice: 'square',
      layout,
      players: 2,
      marbles: 8,
      moves: ['d4'],
    });
    if (!record.ok) throw new Error('the record was refused');
    openRecord(table, record.value);
    expect(table.getState().game.toMove).toBe(2);
    expect(table.getState().view).toBe(view);
  });

  it('leaves the camera where it is for a new game when the start view is free', () => {
    const { table, settings } = setUp();
    settings.getState().setStartView('free');
    const view = table.getState().view;
    table.getState().newGame({ ...defaultOptions(), firstPlayer: 2 });
    expect(table.getState().view).toBe(view);
  });

  it('turns to each person once their turn comes and the move has come to rest, keeping the framing', () => {
    const { table, settings, settle } = setUp();
    settings.getState().setFollow(true);
    table.getState().setView('top');
    table.getState().playText('d4');
    expect(table.getState().motion).not.toBeNull();
    expect(table.getState().view.player).toBe(1);
    settle();
    expect(table.getState().view).toMatchObject({ kind: 'top', player: 2 });
    table.getState().playText('d5');
    settle();
    expect(table.getState().view).toMatchObject({ kind: 'top', player: 1 });
  });

  it('stays put without following, while stepping back through the history, and in the editor', () => {
    const open = createStore(() => ({ open: false }));
    const { table, settings, settle } = setUp({ deps: { editor: open } });
    table.getState().playText('d4');
    settle();
    expect(table.getState().view.player).toBe(1);
    settings.getState().setFollow(true);
    expect(table.getState().view.player).toBe(2);
    table.getState().playText('d5');
    settle();
    table.getState().goToPly(1);
    expect(table.getState().view.player).toBe(1);
    const view = table.getState().view;
    open.setState({ open: true });
    table.getState().newGame({ ...defaultOptions(), firstPlayer: 2 });
    expect(table.getState().view).toBe(view);
    open.setState({ open: false });
    expect(table.getState().view).toMatchObject({ kind: 'player', player: 2 });
  });

  it('does not turn to the computer', () => {
    const { table, settings, settle } = setUp({ seats: ['human', 'hard'] });
    settings.getState().setFollow(true);
    table.getState().playText('d4');
    settle();
    expect(table.getState().game.toMove).toBe(2);
    expect(table.getState().view.player).toBe(1);
  });
});
