import type { ExportFrame } from '../anim/frames';

/** An encoder that takes the composed picture frame by frame and makes a file of it. */
export interface FrameWriter {
  /** Takes the picture as it is now, shown at `frame`'s timestamp for its duration. */
  add(frame: ExportFrame): Promise<void>;
  finish(): Promise<Blob>;
  /** Drops everything written so far. */
  cancel(): Promise<void>;
}
