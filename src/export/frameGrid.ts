import type { Translator } from '../i18n/translate';
import { nextTask } from '../tasks/slices';
import { drawFrameLabel, frameLabelBand, loadWordFonts } from './compose';
import { ExportError } from './failure';
import { GRID_MAX_SIDE, frameMilliseconds, frameOffsets, gridLayout } from './frameGridLayout';
import type { FrameGridRequest } from './frameGridRequest';
import type { FilmedTable } from './run';
import { withStills } from './stills';

/** Between the frames and around them, under the labels: the captions' strip colour, dark against the wood. */
const GRID_BACKGROUND = '#131b18';
/**
 * Still sharp enough for a marble's vanes: the README's grid (18 frames of 420x524) takes 589 KB
 * at 0.8 and 1.4 MB as a PNG; at 0.9, 18 frames of 400x500 took 771 KB.
 */
const JPEG_QUALITY = 0.8;

/** A frame grid drawn: the picture, its size, and how many frames it holds. */
export interface FrameGrid {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  readonly frames: number;
}

/**
 * Draws every frame of move `request.ply` at `request.fps`, from its start to its rest (or those
 * of `request.span`), in rows, each labelled with its time into the move in `t`'s language; then
 * puts the table back as it was. Fails with `empty` when the span holds no frame, and with
 * `oversize` when the move needs more rows than the largest canvas holds.
 */
export function drawFrameGrid(store: FilmedTable, request: FrameGridRequest, t: Translator): Promise<FrameGrid> {
  return withStills(store, request, async (draw, clock) => {
    const { width, height, ply, fps, columns } = request;
    const duration = clock.durations[ply - 1]!;
    const offsets = frameOffsets(duration, fps, request.span);
    if (offsets.length === 0) throw new ExportError('empty');
    const layout = gridLayout(offsets.length, request, columns, frameLabelBand(width, height));
    if (layout.height > GRID_MAX_SIDE) throw new ExportError('oversize');
    const labels = offsets.map((seconds) => t('review.export.frameTime', { ms: frameMilliseconds(seconds) }));
    await loadWordFonts(labels, width, height);
    const grid = new OffscreenCanvas(layout.width, layout.height);
    const context = grid.getContext('2d')!;
    context.fillStyle = GRID_BACKGROUND;
    context.fillRect(0, 0, layout.width, layout.height);
    // The table draws its pictures at a corner, with no regard for a transform: one frame at a time, then placed.
    const frame = new OffscreenCanvas(width, height);
    const frameContext = frame.getContext('2d')!;
    const start = clock.starts[ply - 1]!;
    for (const [i, cell] of layout.cells.entries()) {
      // The last frame, at or past the end, shows the move at rest, never the next one's start.
      draw(frameContext, start + Math.min(offsets[i]!, duration));
      context.drawImage(frame, cell.x, cell.y);
      drawFrameLabel(context, labels[i]!, { ...cell, width, height });
      await nextTask();
    }
    const blob = await grid.convertToBlob(
      request.format === 'jpeg' ? { type: 'image/jpeg', quality: JPEG_QUALITY } : { type: 'image/png' },
    );
    return { blob, width: layout.width, height: layout.height, frames: offsets.length };
  });
}
