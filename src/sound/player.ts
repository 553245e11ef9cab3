import type { SoundCue } from './cues';
import { createMaster, gainOf, voiceCue } from './mix';

/** What the player needs of an AudioContext; tests hand it a fake. */
export type AudioContextLike = BaseAudioContext & Pick<AudioContext, 'resume' | 'suspend'>;

export interface SoundPlayer {
  /** A user gesture happened: the audio context may now be made, or a suspended one resumed. */
  unlock(): void;
  /**
   * Makes the audio context ahead of need, silent until a gesture resumes it: making the first one
   * takes a browser tens of milliseconds, which the first click or key press should not wait for.
   */
  prepare(): void;
  /** Volume from 0 to 1, and mute; muting also calls off what is queued. */
  setLevel(volume: number, muted: boolean): void;
  /**
   * Queues `cues`, the first window start `startIn` real seconds from now, played at `rate`;
   * nothing is queued while muted or before a user gesture.
   */
  play(cues: readonly SoundCue[], timing: { readonly startIn: number; readonly rate: number }): void;
  /** Calls off every queued sound that has not started yet. */
  cancel(): void;
}

/** Seconds the master volume takes to follow a change, so that a change never clicks. */
const LEVEL_SMOOTHING = 0.02;

/**
 * Silence after which the context is suspended. A running context keeps the browser's audio
 * threads busy even when it plays nothing, which costs a laptop's battery and a lab run's cores.
 */
const SLEEP_AFTER_MS = 3000;

/** Plays sound cues through Web Audio, with a context made only once the user has interacted. */
export function createSoundPlayer(makeContext: () => AudioContextLike | null): SoundPlayer {
  let ctx: AudioContextLike | null = null;
  let master: GainNode | null = null;
  let unlocked = false;
  let volume = 1;
  let muted = false;
  let queued: { readonly at: number; readonly sources: readonly AudioScheduledSourceNode[] }[] = [];
  /** Sources started or queued that have not ended. */
  const sounding = new Set<AudioScheduledSourceNode>();
  let sleepTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * The last resume asked for: whether the context runs once it settles. Sounds asked for while
   * it settles wait for it (the first move after a gesture, or the next after a silence); a
   * context the browser holds suspended until a gesture plays nothing instead.
   */
  let waking: Promise<boolean> = Promise.resolve(false);
  /** Counts calls to cancel, so that cues waiting for the context to wake know they were called off. */
  let cancels = 0;

  const gain = (): number => (muted ? 0 : gainOf(volume));

  const stayAwake = (): void => {
    if (sleepTimer !== null) clearTimeout(sleepTimer);
    sleepTimer = null;
  };

  /** Suspends the context after a while if nothing sounds by then. */
  const sleepWhenQuiet = (): void => {
    stayAwake();
    if (!ctx || sounding.size > 0) return;
    sleepTimer = setTimeout(() => {
      sleepTimer = null;
      const audio = ctx;
      if (!audio || sounding.size > 0 || audio.state !== 'running') return;
      // Sounds queued while the suspend was under way would wait for the next wake: wake now.
      audio.suspend().then(
        () => (sounding.size > 0 ? wake(audio) : undefined),
        () => undefined,
      );
    }, SLEEP_AFTER_MS);
  };

  const make = (): void => {
    if (ctx || muted) return;
    ctx = makeContext();
    if (!ctx) return;
    master = createMaster(ctx, gain());
    sleepWhenQuiet();
  };

  /** Resumes a suspended context. */
  function wake(audio: AudioContextLike): void {
    waking = audio.resume().then(
      () => audio.state === 'running',
      () => false,
    );
    sleepWhenQuiet();
  }

  /** The context, made on first need after a gesture; null while sound is off or not allowed yet. */
  const context = (): AudioContextLike | null => {
    if (!unlocked || muted) return null;
    make();
    if (!ctx) return null;
    if (ctx.state === 'suspended') wake(ctx);
    return ctx;
  };

  const ended = (source: AudioScheduledSourceNode): void => {
    sounding.delete(source);
    if (sounding.size === 0) sleepWhenQuiet();
  };

  const queue = (
    audio: AudioContextLike,
    out: GainNode,
    cues: readonly SoundCue[],
    { startIn, rate }: { readonly startIn: number; readonly rate: number },
  ): void => {
    const now = audio.currentTime;
    queued = queued.filter((entry) => entry.at > now);
    stayAwake();
    for (const cue of cues) {
      // A cue a frame late still sounds, at once, rather than not at all.
      const at = Math.max(now, now + startIn + cue.delay);
      const sources = voiceCue(audio, out, cue, at, rate);
      for (const source of sources) {
        sounding.add(source);
        source.addEventListener('ended', () => ended(source));
      }
      queued.push({ at, sources });
    }
  };

  const cancel = (): void => {
    cancels++;
    const now = ctx?.currentTime ?? 0;
    for (const entry of queued) {
      if (entry.at <= now) continue;
      for (const source of entry.sources) {
        source.stop();
        ended(source);
      }
    }
    queued = [];
  };

  return {
    unlock: () => {
      unlocked = true;
      context();
    },

    prepare: make,

    setLevel: (nextVolume, nextMuted) => {
      volume = Math.min(1, Math.max(0, nextVolume));
      muted = nextMuted;
      if (muted) cancel();
      if (ctx && master) master.gain.setTargetAtTime(gain(), ctx.currentTime, LEVEL_SMOOTHING);
      else context();
    },

    play: (cues, timing) => {
      const audio = context();
      const out = master;
      if (!audio || !out || volume === 0 || cues.length === 0) return;
      if (audio.state === 'running') {
        queue(audio, out, cues, timing);
      } else {
        // The cues sound once the context runs, a few milliseconds late.
        const calledOff = cancels;
        void waking.then((running) => {
          if (running && cancels === calledOff && !muted) queue(audio, out, cues, timing);
        });
      }
    },

    cancel,
  };
}
