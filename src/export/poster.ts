import { restTime, timeOf } from '../anim/gameTimeline';
import { exportCameraAt } from '../scene/cameraPath';
import { filmSubject } from '../scene/filmSubject';
import { trayGrooves } from '../scene/layout';
import type { PosterRequest } from './posterRequest';
import { type FilmedTable, withSurface } from './run';

/**
 * Draws the poster `request` asks for as a PNG, through the same camera and subject as an export's
 * first frame, and puts the table back as it was.
 */
export function drawPoster(store: FilmedTable, request: PosterRequest): Promise<Blob> {
  return withSurface(store, async (surface) => {
    const { start, line, clock, playhead, setFocusCell } = store.getState();
    const { width, height } = request;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const subject = filmSubject(start.board, trayGrooves(start.board, start.rules.players, start.rules.marbles));
    // Seen from the seat of the game's first mover, as a whole game's export is.
    const player = line[0]?.player ?? start.toMove;
    setFocusCell(null);
    try {
      surface.begin(width, height);
      const mode = request.camera === 'follow' ? 'player' : request.camera;
      const camera = exportCameraAt(mode, subject, player, 0, width / height);
      surface.drawInto(context, restTime(clock, request.ply), camera);
      return await canvas.convertToBlob({ type: 'image/png' });
    } finally {
      surface.end();
      store.getState().seekTime(timeOf(clock, playhead));
    }
  });
}
