import { createStore } from 'zustand/vanilla';
import { type TimeWindow, soundCues } from '../sound/cues';
import { DEFAULT_VOLUME } from '../sound/mix';
import { type AudioContextLike, type SoundPlayer, createSoundPlayer } from '../sound/player';
import { type Motion, motionTime } from '../anim/playback';
import { type StorageLike, browserStorage, readStoredObject } from './storage';
import type { TableStore } from './table';

export interface SoundSettings {
  /** From 0 to 1. */
  readonly volume: number;
  readonly muted: boolean;
}

export const DEFAULT_SOUND: SoundSettings = { volume: DEFAULT_VOLUME, muted: false };

/** Where the settings are remembered between visits. */
export const SOUND_SETTINGS_KEY = 'momentum.sound';

/** Real seconds of sound queued ahead of the playhead: enough to cover a late frame. */
const LOOKAHEAD = 0.12;
/**
 * A cue missed by at most this many real seconds still plays, at once; older ones never do. A busy
 * or software-rendered page draws a frame in a quarter of a second, and a knock heard that late
 * still belongs to the motion on screen, where silence would lose it.
 */
const LATE = 0.25;

/** The remembered settings; anything missing or malformed falls back to its default, field by field. */
export function readSoundSettings(storage: StorageLike | null): SoundSettings {
  const { volume, muted } = readStoredObject(storage, SOUND_SETTINGS_KEY);
  return {
    volume: typeof volume === 'number' && volume >= 0 && volume <= 1 ? volume : DEFAULT_SOUND.volume,
    muted: typeof muted === 'boolean' ? muted : DEFAULT_SOUND.muted,
  };
}

function writeSoundSettings(storage: StorageLike | null, settings: SoundSettings): void {
  try {
    storage?.setItem(SOUND_SETTINGS_KEY, JSON.stringify({ volume: settings.volume, muted: settings.muted }));
  } catch {
    // Storage full or forbidden (a private window): the setting still holds for this visit.
  }
}

interface SoundActions {
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
}

export type Sound = SoundSettings & SoundActions;

/** What sound is built with; tests replace the audio, the clock, the storage and the page. */
export interface SoundDeps {
  /** Makes the audio context; called only after a user gesture, and only when sound is on. */
  readonly audio?: () => AudioContextLike | null;
  /** The clock the table's motions run on (ms). */
  readonly now?: () => number;
  readonly storage?: StorageLike | null;
  /** Where the first pointer press or key press is heard. */
  readonly page?: Pick<EventTarget, 'addEventListener'> | null;
  /** Runs a task when the page is idle: the audio context is made then, before any gesture needs it. */
  readonly whenIdle?: ((task: () => void) => void) | null;
}

function browserIdle(): ((task: () => void) => void) | null {
  return typeof requestIdleCallback === 'function' ? (task) => requestIdleCallback(task, { timeout: 5000 }) : null;
}

function browserAudio(): AudioContextLike | null {
  return typeof AudioContext === 'function' ? new AudioContext() : null;
}

/**
 * Follows the table's playhead with sound: whenever it runs forward (a move played, or the replay
 * player), the cues of the timeline just ahead of it are queued at the motion's rate, so sound and
 * motion agree at any speed. Scrubbing, jumps and still tables make no sound.
 */
function followTable(table: TableStore, player: SoundPlayer, now: () => number): void {
  let motion: Motion | null = null;
  /** Running time up to which the current motion's cues are queued. */
  let queuedUntil = 0;

  /** Queues the cues of `current` from where queuing stopped up to just ahead of the playhead. */
  const queueAhead = (state: ReturnType<TableStore['getState']>, current: Motion): void => {
    const time = motionTime(current, now());
    const window: TimeWindow = {
      from: Math.max(queuedUntil, time - LATE * current.rate),
      to: Math.min(current.until, time + LOOKAHEAD * current.rate),
    };
    if (window.to <= window.from) return;
    player.play(soundCues(state, window, current.rate), {
      startIn: (window.from - time) / current.rate,
      rate: current.rate,
    });
    queuedUntil = window.to;
  };

  table.subscribe((state) => {
    if (state.motion !== motion) {
      if (motion) {
        // A motion cut short (pause, a jump, another move) leaves nothing queued past where it stopped;
        // one that ran out between two frames still sounds its last moments.
        if (motionTime(motion, now()) < motion.until) player.cancel();
        else queueAhead(state, motion);
      }
      motion = state.motion;
      queuedUntil = motion?.from ?? 0;
    }
    if (motion) queueAhead(state, motion);
  });
}

/** Sound settings, remembered, and the sound of the table's motion. */
export function createSound(table: TableStore, deps: SoundDeps = {}) {
  const {
    audio = browserAudio,
    now = () => performance.now(),
    storage = browserStorage(),
    page = typeof window === 'undefined' ? null : window,
    whenIdle = browserIdle(),
  } = deps;
  const player = createSoundPlayer(audio);
  const store = createStore<Sound>()((set, get) => {
    const change = (settings: SoundSettings): void => {
      set(settings);
      player.setLevel(settings.volume, settings.muted);
      writeSoundSettings(storage, settings);
    };
    return {
      ...readSoundSettings(storage),
      setVolume: (volume) => {
        if (Number.isFinite(volume)) change({ volume: Math.min(1, Math.max(0, volume)), muted: get().muted });
      },
      setMuted: (muted) => change({ volume: get().volume, muted }),
    };
  });
  player.setLevel(store.getState().volume, store.getState().muted);
  // Browsers allow sound only after the person has done something on the page.
  const unlock = (): void => player.unlock();
  whenIdle?.(() => player.prepare());
  page?.addEventListener('pointerdown', unlock, { capture: true });
  page?.addEventListener('keydown', unlock, { capture: true });
  followTable(table, player, now);
  return store;
}

export type SoundStore = ReturnType<typeof createSound>;
