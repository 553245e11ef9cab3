import type { SoundName } from './cues';

/** One sound to make: where it goes, when it starts (audio-clock seconds) and how loud it is. */
export interface Voice {
  readonly ctx: BaseAudioContext;
  readonly out: AudioNode;
  readonly at: number;
  /** 1 for one cue; more when several cues of the sound fall on one moment. */
  readonly level: number;
  /** Real seconds per natural second: how much a sound that lasts as long as a motion is stretched. */
  readonly stretch: number;
}

/** Makes a sound and returns the sources it started, so that one queued for later can be called off. */
export type Synth = (voice: Voice) => AudioScheduledSourceNode[];

/** Exponential ramps cannot reach 0; this is silence. */
const SILENT = 1e-4;

/** A gain that rises to `peak` in `attack` seconds from `at`, then dies away over `decay` seconds. */
function envelope(voice: Voice, attack: number, decay: number, peak: number): GainNode {
  const gain = voice.ctx.createGain();
  gain.gain.setValueAtTime(SILENT, voice.at);
  gain.gain.linearRampToValueAtTime(peak * voice.level, voice.at + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, voice.at + attack + decay);
  gain.connect(voice.out);
  return gain;
}

interface ToneShape {
  readonly type: OscillatorType;
  /** Pitches in Hz: the first at the start, each next one reached `glide` seconds after the one before. */
  readonly pitches: readonly number[];
  readonly glide?: number;
  readonly attack: number;
  readonly decay: number;
  readonly peak: number;
}

function tone(voice: Voice, shape: ToneShape): OscillatorNode {
  const osc = voice.ctx.createOscillator();
  osc.type = shape.type;
  const [first, ...rest] = shape.pitches;
  osc.frequency.setValueAtTime(first!, voice.at);
  rest.forEach((pitch, i) => osc.frequency.exponentialRampToValueAtTime(pitch, voice.at + (i + 1) * shape.glide!));
  osc.connect(envelope(voice, shape.attack, shape.decay, shape.peak));
  osc.start(voice.at);
  osc.stop(voice.at + shape.attack + shape.decay);
  return osc;
}

interface NoiseShape {
  readonly filter: BiquadFilterType;
  /** Filter frequencies in Hz: the first at the start, each next one `glide` seconds after the one before. */
  readonly bands: readonly number[];
  readonly glide?: number;
  readonly q: number;
  readonly attack: number;
  readonly decay: number;
  readonly peak: number;
}

/** A second of white noise per audio context, made once: every noisy sound plays a slice of it. */
const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

function noise(voice: Voice, shape: NoiseShape): AudioBufferSourceNode {
  const source = voice.ctx.createBufferSource();
  source.buffer = noiseBuffer(voice.ctx);
  source.loop = true;
  const filter = voice.ctx.createBiquadFilter();
  filter.type = shape.filter;
  filter.Q.value = shape.q;
  const [first, ...rest] = shape.bands;
  filter.frequency.setValueAtTime(first!, voice.at);
  rest.forEach((band, i) => filter.frequency.exponentialRampToValueAtTime(band, voice.at + (i + 1) * shape.glide!));
  source.connect(filter);
  filter.connect(envelope(voice, shape.attack, shape.decay, shape.peak));
  source.start(voice.at);
  source.stop(voice.at + shape.attack + shape.decay);
  return source;
}

/** Glass on glass as a push passes through a marble: the cradle's tick. */
const click: Synth = (voice) => [
  tone(voice, { type: 'triangle', pitches: [2800], attack: 0.001, decay: 0.035, peak: 0.22 }),
  noise(voice, { filter: 'highpass', bands: [4500], q: 0.7, attack: 0.001, decay: 0.012, peak: 0.1 }),
];

/** A dropped marble meeting the wooden board. */
const land: Synth = (voice) => [
  tone(voice, { type: 'sine', pitches: [210, 120], glide: 0.08, attack: 0.002, decay: 0.14, peak: 0.45 }),
  noise(voice, { filter: 'bandpass', bands: [1100], q: 1.2, attack: 0.001, decay: 0.05, peak: 0.25 }),
];

/** A marble rolling one cell on wood: a low rumble as long as the roll. */
const roll: Synth = (voice) => [
  noise(voice, {
    filter: 'lowpass',
    bands: [500, 800],
    glide: 0.15 * voice.stretch,
    q: 0.8,
    attack: 0.05 * voice.stretch,
    decay: 0.3 * voice.stretch,
    peak: 0.25,
  }),
];

/** Over the edge: a pitch that drops away with the marble. */
const fall: Synth = (voice) => [
  tone(voice, { type: 'sine', pitches: [620, 170], glide: 0.32, attack: 0.01, decay: 0.32, peak: 0.14 }),
];

/** Landing in the tray, with one small bounce after. */
const tray: Synth = (voice) => [
  tone(voice, { type: 'triangle', pitches: [1500], attack: 0.001, decay: 0.06, peak: 0.2 }),
  noise(voice, { filter: 'bandpass', bands: [2400], q: 1, attack: 0.001, decay: 0.03, peak: 0.12 }),
  tone(
    { ...voice, at: voice.at + 0.08 },
    { type: 'triangle', pitches: [1500], attack: 0.001, decay: 0.04, peak: 0.08 },
  ),
];

/** A cushion taking the push: low and soft. */
const thud: Synth = (voice) => [
  tone(voice, { type: 'sine', pitches: [85, 50], glide: 0.15, attack: 0.004, decay: 0.2, peak: 0.45 }),
  noise(voice, { filter: 'lowpass', bands: [320], q: 0.7, attack: 0.002, decay: 0.09, peak: 0.3 }),
];

/** A bumper sending the push back: a spring, its pitch jumping up and wobbling as it settles. */
const boing: Synth = (voice) => {
  const spring = tone(voice, {
    type: 'sine',
    pitches: [150, 330, 240],
    glide: 0.06,
    attack: 0.005,
    decay: 0.42,
    peak: 0.32,
  });
  const wobble = voice.ctx.createOscillator();
  wobble.frequency.setValueAtTime(13, voice.at);
  const depth = voice.ctx.createGain();
  depth.gain.setValueAtTime(30, voice.at);
  wobble.connect(depth);
  depth.connect(spring.frequency);
  wobble.start(voice.at);
  wobble.stop(voice.at + 0.43);
  return [spring, wobble];
};

/** Air rushing past as a marble goes down a hole. */
const whoosh: Synth = (voice) => [
  noise(voice, {
    filter: 'bandpass',
    bands: [300, 1800, 400],
    glide: 0.2,
    q: 1.4,
    attack: 0.14,
    decay: 0.3,
    peak: 0.4,
  }),
];

export const SYNTHS: Readonly<Record<SoundName, Synth>> = { click, land, roll, fall, tray, thud, boing, whoosh };
