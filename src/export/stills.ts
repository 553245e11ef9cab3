import { type GameClock, timeOf } from '../anim/gameTimeline';
import { exportCameraAt } from '../scene/cameraPath';
import type { Drawing2D } from '../scene/captureRegistry';
import { filmSubject } from '../scene/filmSubject';
import { trayGrooves } from '../scene/layout';
import type { ExportCamera } from './request';
import { type FilmedTable, withSurface } from './run';

/** How still pictures are taken: their size and the camera, as a poster or a frame grid asks. */
export interface StillShape {
  readonly width: number;
  readonly height: number;
  readonly camera: ExportCamera;
}

/** Draws the table at running time `seconds` onto `context`'s top left corner. */
export type DrawStill = (context: Drawing2D, seconds: number) => void;

/**
 * Runs `task` with a way to draw still pictures of the table at `shape`'s size, each through the
 * same camera and subject as an export's first frame; then puts the table back as it was.
 */
export function withStills<T>(
  store: FilmedTable,
  shape: StillShape,
  task: (draw: DrawStill, clock: GameClock) => Promise<T>,
): Promise<T> {
  return withSurface(store, async (surface) => {
    const { start, line, clock, playhead, setFocusCell } = store.getState();
    const { width, height } = shape;
    const subject = filmSubject(start.board, trayGrooves(start.board, start.rules.players, start.rules.marbles));
    // Seen from the seat of the game's first mover, as a whole game's export is.
    const player = line[0]?.player ?? start.toMove;
    // A still has no move to follow: `follow` shows the board from the seat.
    const mode = shape.camera === 'follow' ? 'player' : shape.camera;
    const camera = exportCameraAt(mode, subject, player, 0, width / height);
    setFocusCell(null);
    try {
      surface.begin(width, height);
      return await task((context, seconds) => surface.drawInto(context, seconds, camera), clock);
    } finally {
      surface.end();
      store.getState().seekTime(timeOf(clock, playhead));
    }
  });
}
