import { restTime } from '../anim/gameTimeline';
import type { PosterRequest } from './posterRequest';
import type { FilmedTable } from './run';
import { withStills } from './stills';

/**
 * Draws the poster `request` asks for as a PNG, through the same camera and subject as an export's
 * first frame, and puts the table back as it was.
 */
export function drawPoster(store: FilmedTable, request: PosterRequest): Promise<Blob> {
  return withStills(store, request, (draw, clock) => {
    const canvas = new OffscreenCanvas(request.width, request.height);
    draw(canvas.getContext('2d')!, restTime(clock, request.ply));
    return canvas.convertToBlob({ type: 'image/png' });
  });
}
