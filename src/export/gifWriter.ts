import { GIFEncoder, type Palette, applyPalette, quantize } from 'gifenc';
import type { Drawing2D } from '../scene/captureRegistry';
import type { FrameWriter } from './frameWriter';
import { mimeOf } from './request';

/** How long the last frame stays before the GIF starts over, in seconds. */
export const GIF_END_HOLD = 2;
/** The palette index of "as in the frame before": pixels that did not change cost almost nothing. */
const UNCHANGED = 255;

/** One palette for the whole GIF, from RGBA samples of a few of its frames; index 255 stays free. */
export function gifPalette(samples: readonly Uint8ClampedArray[]): Palette {
  const all = new Uint8ClampedArray(samples.reduce((n, s) => n + s.length, 0));
  let at = 0;
  for (const sample of samples) {
    all.set(sample, at);
    at += sample.length;
  }
  return quantize(all, UNCHANGED);
}

function markUnchanged(pixels: Uint8Array, shown: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) out[i] = pixels[i] === shown[i] ? UNCHANGED : pixels[i]!;
  return out;
}

/**
 * Encodes what `context`'s canvas shows at each `add` into an endless GIF with `palette`. A frame
 * is written once the next one arrives, so the last can be held longer; its delay is counted on
 * the video frame grid in whole hundredths, so rounding never drifts.
 */
export function createGifWriter(context: Drawing2D, palette: Palette, fps: number): FrameWriter {
  const { width, height } = context.canvas;
  const gif = GIFEncoder({ initialCapacity: width * height });
  const table = [...palette, ...Array.from({ length: 256 - palette.length }, () => [0, 0, 0])];
  const hundredths = (frames: number) => Math.round((frames * 100) / fps);
  let shown: Uint8Array | null = null;
  let pending: { index: Uint8Array; from: number; to: number } | null = null;
  let written = 0;

  const write = (frame: NonNullable<typeof pending>, hold: number) => {
    const delay = hundredths(frame.to) - hundredths(frame.from) + Math.round(hold * 100);
    gif.writeFrame(frame.index, width, height, {
      delay: delay * 10,
      dispose: 1,
      ...(written === 0 ? { palette: table, repeat: 0 } : { transparent: true, transparentIndex: UNCHANGED }),
    });
    written++;
  };

  return {
    async add(frame) {
      const pixels = applyPalette(context.getImageData(0, 0, width, height).data, palette);
      const index = shown ? markUnchanged(pixels, shown) : pixels;
      shown = pixels;
      if (pending) write(pending, 0);
      pending = { index, from: frame.index, to: frame.index + frame.span };
    },
    async finish() {
      if (pending) write(pending, GIF_END_HOLD);
      pending = null;
      gif.finish();
      return new Blob([gif.bytesView()], { type: mimeOf('gif') });
    },
    async cancel() {
      pending = null;
    },
  };
}
