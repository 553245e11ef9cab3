import {
  type AudioCodec,
  QUALITY_HIGH,
  QUALITY_MEDIUM,
  type VideoCodec,
  canEncodeAudio,
  canEncodeVideo,
} from 'mediabunny';
import type { ExportFormat } from './request';

export type VideoFormat = Exclude<ExportFormat, 'gif'>;

/** MP4 holds H.264, which every player plays; WebM holds VP9. */
export const CODEC: Readonly<Record<VideoFormat, VideoCodec>> = { mp4: 'avc', webm: 'vp9' };
/** The encoders choose the bitrate for this quality from the size and frame rate. */
export const QUALITY = QUALITY_HIGH;

/** The video formats this browser can encode at `width` x `height`, MP4 first. */
export async function encodableVideoFormats(width: number, height: number): Promise<VideoFormat[]> {
  const formats: VideoFormat[] = ['mp4', 'webm'];
  const can = await Promise.all(
    formats.map((format) =>
      // A browser without WebCodecs (or a page that is not a secure context) encodes nothing.
      canEncodeVideo(CODEC[format], { width, height, quality: QUALITY }).catch(() => false),
    ),
  );
  return formats.filter((_, i) => can[i]);
}

/** The sound each container carries: Opus in WebM; MP4 only where the browser encodes AAC, which players expect there. */
const SOUND_CODEC: Readonly<Record<VideoFormat, AudioCodec>> = { mp4: 'aac', webm: 'opus' };
export const SOUND_QUALITY = QUALITY_MEDIUM;
export const SOUND_SAMPLE_RATE = 48000;

/** The codec a `format` file's sound track is encoded with here, or null when this browser cannot give it one. */
export async function soundCodecOf(format: VideoFormat): Promise<AudioCodec | null> {
  const codec = SOUND_CODEC[format];
  const options = { numberOfChannels: 2, sampleRate: SOUND_SAMPLE_RATE, quality: SOUND_QUALITY };
  return (await canEncodeAudio(codec, options).catch(() => false)) ? codec : null;
}
