import type { SoundCue } from './cues';
import { SYNTHS } from './synth';

/** Several cues on one moment sound louder than one, but far from that many times louder. */
function loudness(count: number): number {
  return 1 + 0.35 * Math.log2(count);
}

/** The volume the table starts at, and an exported video's sound track always has (from 0 to 1). */
export const DEFAULT_VOLUME = 0.7;

/** Loudness grows about as the square of the gain: this makes a volume from 0 to 1 feel even. */
export function gainOf(volume: number): number {
  return volume * volume;
}

/** A compressor set as a soft limiter: a drop that sets many marbles going at once must not clip. */
function limiter(ctx: BaseAudioContext): DynamicsCompressorNode {
  const node = ctx.createDynamicsCompressor();
  node.threshold.value = -6;
  node.knee.value = 6;
  node.ratio.value = 12;
  node.attack.value = 0.003;
  node.release.value = 0.1;
  return node;
}

/** The gain every sound of a context goes through, on its way through the limiter to the speakers. */
export function createMaster(ctx: BaseAudioContext, gain: number): GainNode {
  const master = ctx.createGain();
  master.gain.value = gain;
  master.connect(limiter(ctx)).connect(ctx.destination);
  return master;
}

/**
 * Starts the sound of `cue` at audio-clock second `at`, into `out`, for a line played at `rate`:
 * the sources it started, so a sound queued for later can be called off.
 */
export function voiceCue(
  ctx: BaseAudioContext,
  out: AudioNode,
  cue: SoundCue,
  at: number,
  rate: number,
): AudioScheduledSourceNode[] {
  return SYNTHS[cue.sound]({ ctx, out, at, level: loudness(cue.count), stretch: 1 / rate });
}
