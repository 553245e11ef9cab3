import type { CameraPose } from './cameraPath';

/** A 2D canvas the filmed table is drawn onto, on or off screen. */
export type Drawing2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * What the 3D table offers an export: it films frames on request, between `begin` and `end`, and
 * draws nothing on its own meanwhile.
 */
export interface CaptureSurface {
  /** Stops drawing on demand and renders at `width` x `height` pixels from now on. */
  begin(width: number, height: number): void;
  /**
   * Shows the game at running time `seconds` through `camera`, renders it, and draws the picture
   * onto `target`'s top left corner at once (the WebGL canvas keeps a frame only until the page
   * paints).
   */
  drawInto(target: Drawing2D, seconds: number, camera: CameraPose): void;
  /** Puts the size, the camera and drawing on demand back as they were before `begin`. */
  end(): void;
}

let current: CaptureSurface | null = null;

/** Offers the mounted table's surface; the returned function withdraws it (on unmount). */
export function provideCapture(surface: CaptureSurface): () => void {
  current = surface;
  return () => {
    if (current === surface) current = null;
  };
}

/** The table's surface, or null while the 3D table is not mounted (still loading, say). */
export function captureSurface(): CaptureSurface | null {
  return current;
}
