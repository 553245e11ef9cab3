import { AudioBufferSource, BufferTarget, CanvasSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';
import { CODEC, QUALITY, SOUND_QUALITY, type VideoFormat, soundCodecOf } from './codecs';
import type { FrameWriter } from './frameWriter';
import { mimeOf } from './request';

/**
 * Encodes what `canvas` shows at each `add` into an MP4 (H.264) or WebM (VP9) file in memory, with
 * `sound` as its sound track where the container and the browser allow one.
 */
export async function createVideoWriter(
  canvas: OffscreenCanvas,
  format: VideoFormat,
  fps: number,
  sound: (() => Promise<AudioBuffer>) | null = null,
): Promise<FrameWriter> {
  const target = new BufferTarget();
  const output = new Output({
    format: format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const source = new CanvasSource(canvas, { codec: CODEC[format], quality: QUALITY });
  // The frame rate keeps every timestamp on the 1/fps grid in the file, whatever the container's clock.
  output.addVideoTrack(source, { frameRate: fps });
  const soundCodec = sound ? await soundCodecOf(format) : null;
  const soundSource = soundCodec ? new AudioBufferSource({ codec: soundCodec, quality: SOUND_QUALITY }) : null;
  if (soundSource) output.addAudioTrack(soundSource);
  await output.start();
  if (sound && soundSource) {
    await soundSource.add(await sound());
    soundSource.close();
  }
  return {
    add: (frame) => source.add(frame.timestamp, frame.duration),
    async finish() {
      await output.finalize();
      return new Blob([target.buffer!], { type: mimeOf(format) });
    },
    cancel: () => output.cancel(),
  };
}
