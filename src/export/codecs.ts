import { QUALITY_HIGH, type VideoCodec, canEncodeVideo } from 'mediabunny';
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
