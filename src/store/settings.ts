import { type StoreApi, createStore } from 'zustand/vanilla';
import { atRest } from '../anim/gameTimeline';
import { THEMES, type Theme } from '../scene/theme';
import { computerLevel } from '../setup/seats';
import { type StorageLike, browserStorage, readStoredObject } from './storage';
import type { Speed, Table } from './tableState';
import { SETTINGS_KEY } from '../codec/storageKeys';

export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

/**
 * How the camera frames a new game: seated behind the person to move, from straight above (with
 * that seat at the bottom), or left wherever the person last put it.
 */
export const START_VIEWS = ['seated', 'top', 'free'] as const;
export type StartView = (typeof START_VIEWS)[number];

/** How much the table asks of the graphics: `auto` chooses by the renderer (low where WebGL runs on the CPU). */
export const QUALITIES = ['auto', 'low', 'high'] as const;
export type QualityChoice = (typeof QUALITIES)[number];

export interface Settings {
  /** How fast moves play as they are made. */
  readonly speed: Speed;
  readonly startView: StartView;
  /** The camera turns to the seat of each person whose turn comes up (the computer's turns keep it still). */
  readonly follow: boolean;
  readonly theme: Theme;
  readonly quality: QualityChoice;
}

export const DEFAULT_SETTINGS: Settings = {
  speed: 'normal',
  startView: 'seated',
  follow: false,
  theme: 'wood',
  quality: 'auto',
};

/** Where the settings are remembered between visits (language and sound keep keys of their own). */

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The remembered settings; anything missing or malformed falls back to its default, field by field. */
export function readSettings(storage: StorageLike | null, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const { speed, startView, follow, theme, quality } = readStoredObject(storage, SETTINGS_KEY);
  return {
    speed: oneOf(SPEEDS, speed, defaults.speed),
    startView: oneOf(START_VIEWS, startView, defaults.startView),
    follow: typeof follow === 'boolean' ? follow : defaults.follow,
    theme: oneOf(THEMES, theme, defaults.theme),
    quality: oneOf(QUALITIES, quality, defaults.quality),
  };
}

function writeSettings(storage: StorageLike | null, { speed, startView, follow, theme, quality }: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify({ speed, startView, follow, theme, quality }));
  } catch {
    // Storage full or forbidden (a private window): the setting still holds for this visit.
  }
}

/**
 * The seat the camera takes: the person to move, or during the computer's turn the next person in
 * turn order, so that playing the computer never puts anyone behind the computer's marbles; with
 * no person at the table, the player to move.
 */
export function seatFacing({ game, seats }: Pick<Table, 'game' | 'seats'>): number {
  const { players } = game.rules;
  for (let k = 0; k < players; k++) {
    const player = ((game.toMove - 1 + k) % players) + 1;
    if (computerLevel(seats, player) === null) return player;
  }
  return game.toMove;
}

interface SettingsActions {
  setSpeed(speed: Speed): void;
  setStartView(view: StartView): void;
  setFollow(follow: boolean): void;
  setTheme(theme: Theme): void;
  setQuality(quality: QualityChoice): void;
}

type SettingsState = Settings & SettingsActions;

/** What the camera settings read of the table, and the one action they take on it. */
type CameraTable = Pick<
  Table,
  'start' | 'game' | 'seats' | 'cursor' | 'line' | 'clock' | 'playhead' | 'motion' | 'cameraMode' | 'view' | 'setView'
>;

export interface SettingsDeps {
  readonly storage?: StorageLike | null;
  /** While the board editor is open its camera stays put: every edit starts a new game on the table. */
  readonly editor?: Pick<StoreApi<{ readonly open: boolean }>, 'getState' | 'subscribe'> | null;
  /** Told of the theme at the start and on every change, so the page's styles follow. */
  readonly onTheme?: (theme: Theme) => void;
  /**
   * A phone, either way up: a seated view shows its board's far rows too small there, so a game
   * starts seen from above unless the person chose otherwise.
   */
  readonly narrow?: boolean;
}

/**
 * The player's settings, remembered: the animation speed (the table reads it as it plays a move), the
 * camera (how a new game is framed, and whether it turns to each person to move), the theme and
 * the graphics quality.
 */
export function createSettings(table: Pick<StoreApi<CameraTable>, 'getState' | 'subscribe'>, deps: SettingsDeps = {}) {
  const { storage = browserStorage(), editor = null, onTheme, narrow = false } = deps;
  const defaults: Settings = narrow ? { ...DEFAULT_SETTINGS, startView: 'top' } : DEFAULT_SETTINGS;
  const editing = (): boolean => editor?.getState().open ?? false;

  const store = createStore<SettingsState>()((set, get) => {
    const change = (settings: Partial<Settings>): void => {
      set(settings);
      writeSettings(storage, get());
    };
    return {
      ...readSettings(storage, defaults),
      setSpeed: (speed) => change({ speed }),
      setStartView: (startView) => {
        change({ startView });
        frameGame();
      },
      setFollow: (follow) => {
        change({ follow });
        followTurn();
      },
      setTheme: (theme) => {
        change({ theme });
        onTheme?.(theme);
      },
      setQuality: (quality) => change({ quality }),
    };
  });

  /** Frames the game on the table as a new game starts. */
  function frameGame(): void {
    const { startView } = store.getState();
    if (startView === 'free' || editing()) return;
    const state = table.getState();
    state.setView(startView === 'top' ? 'top' : 'player', seatFacing(state));
  }

  /**
   * Turns the camera, keeping its framing, to the seat of the person whose turn it is at the end of
   * the game's line: the person's own camera and the seated view follow; the top view and the
   * orbit keep their seat.
   */
  function followTurn(): void {
    const state = table.getState();
    const live = state.cursor === state.line.length && !state.game.result && state.motion === null;
    const follows = state.cameraMode === 'free' || state.cameraMode === 'player';
    if (!store.getState().follow || !live || !follows || editing()) return;
    const seat = seatFacing(state);
    if (seat !== state.view.player) state.setView(state.view.kind, seat);
  }

  onTheme?.(store.getState().theme);
  frameGame();
  table.subscribe((state, prev) => {
    if (state.start !== prev.start) {
      // A game opened with its moves keeps the camera: the person may be about to look through it.
      if (state.line.length === 0) frameGame();
    } else if (state.playhead !== prev.playhead && atRest(state.clock, state.playhead) && !prev.motion?.replay) {
      // A move (or a step through the history) came to rest; the end of a replay is left as it is.
      followTurn();
    }
  });
  editor?.subscribe((state, prev) => {
    // Leaving the editor starts the game on the board designed.
    if (prev.open && !state.open) frameGame();
  });
  return store;
}

export type SettingsStore = ReturnType<typeof createSettings>;
