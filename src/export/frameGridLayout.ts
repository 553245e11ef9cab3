import { framesIn } from '../anim/frames';

// Where each frame of a frame grid goes, and which moments of the move it shows. Pure: the page
// draws by it, and the tests check it without a browser.

/**
 * No side of a frame grid is longer: a canvas this size already holds 256 MB of pixels, and
 * browsers refuse canvases not far beyond it.
 */
export const GRID_MAX_SIDE = 8192;

/** The dark line between frames and around them: thin, and still a line on a small grid. */
export function gridGap(frameWidth: number): number {
  return Math.max(2, Math.round(frameWidth / 80));
}

/** The most frames of `frameWidth` pixels a row holds within GRID_MAX_SIDE, their gaps counted. */
export function maxColumns(frameWidth: number): number {
  const gap = gridGap(frameWidth);
  return Math.max(1, Math.floor((GRID_MAX_SIDE - gap) / (frameWidth + gap)));
}

/** A stretch of a move, in milliseconds into it, both ends included. */
export interface FrameSpan {
  readonly from: number;
  readonly to: number;
}

/** A frame's time into its move in whole milliseconds, as its label shows it. */
export function frameMilliseconds(offset: number): number {
  return Math.round(offset * 1000);
}

/**
 * The moments a grid shows of a move that animates for `duration` seconds, in seconds into it:
 * every 1/fps from its start, on the frame grid a video of it keeps, up to the first at or past
 * its end, where everything is at rest; with a `span`, only those whose labels fall in it.
 */
export function frameOffsets(duration: number, fps: number, span: FrameSpan | null): number[] {
  const last = duration > 0 ? framesIn(duration, fps) : 0;
  const offsets = Array.from({ length: last + 1 }, (_, k) => k / fps);
  if (span === null) return offsets;
  return offsets.filter((offset) => {
    const ms = frameMilliseconds(offset);
    return ms >= span.from && ms <= span.to;
  });
}

export interface GridLayout {
  readonly width: number;
  readonly height: number;
  /** Each frame's top left corner, in order along the rows; its label's band lies just above it. */
  readonly cells: readonly { readonly x: number; readonly y: number }[];
}

/**
 * `frames` frames of `frameWidth` by `frameHeight` in rows of `columns` (fewer when there are fewer
 * frames), each under a band `band` pixels high for its label, with a gap around and between them.
 */
export function gridLayout(
  frames: number,
  frame: { readonly width: number; readonly height: number },
  columns: number,
  band: number,
): GridLayout {
  const gap = gridGap(frame.width);
  const across = Math.min(columns, frames);
  const rows = Math.ceil(frames / columns);
  const rowHeight = band + frame.height + gap;
  const cells = Array.from({ length: frames }, (_, i) => ({
    x: gap + (i % columns) * (frame.width + gap),
    y: gap + Math.floor(i / columns) * rowHeight + band,
  }));
  return { width: gap + across * (frame.width + gap), height: gap + rows * rowHeight, cells };
}
