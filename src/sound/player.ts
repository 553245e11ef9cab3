import type { SoundCue } from './cues';
import { createMaster, gainOf, voiceCue } from './mix';

/** What the player needs of an AudioContext; tests hand it a fake. */
export type AudioContextLike = BaseAudioContext & Pick<AudioContext, 'resume'>;

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

/** Plays sound cues through Web Audio, with a context made only once the user has interacted. */
export function createSoundPlayer(makeContext: () => AudioContextLike | null): SoundPlayer {
  let ctx: AudioContextLike | null = null;
  let master: GainNode | null = null;
  let unlocked = false;
  let volume = 1;
  let muted = false;
  let queued: { readonly at: number; readonly sources: readonly AudioScheduledSourceNode[] }[] = [];

  const gain = (): number => (muted ? 0 : gainOf(volume));

  const make = (): void => {
    if (ctx || muted) return;
    ctx = makeContext();
    if (!ctx) return;
    master = createMaster(ctx, gain());
  };

  /** The context, made on first need after a gesture; null while sound is off or not allowed yet. */
  const context = (): AudioContextLike | null => {
    if (!unlocked || muted) return null;
    make();
    if (!ctx) return null;
    if (ctx.state === 'suspended') ctx.resume().catch(() => undefined);
    return ctx;
  };

  const cancel = (): void => {
    const now = ctx?.currentTime ?? 0;
    for (const entry of queued) if (entry.at > now) for (const source of entry.sources) source.stop();
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

    play: (cues, { startIn, rate }) => {
      const audio = context();
      if (!audio || !master || audio.state !== 'running' || volume === 0) return;
      const now = audio.currentTime;
      queued = queued.filter((entry) => entry.at > now);
      for (const cue of cues) {
        // A cue a frame late still sounds, at once, rather than not at all.
        const at = Math.max(now, now + startIn + cue.delay);
        const sources = voiceCue(audio, master, cue, at, rate);
        queued.push({ at, sources });
      }
    },

    cancel,
  };
}
