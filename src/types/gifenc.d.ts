// gifenc ships no types; these cover what the GIF export uses.
declare module 'gifenc' {
  /** Colours as [r, g, b] bytes. */
  export type Palette = number[][];

  /** Reduces the colours of RGBA pixels to a palette of at most `maxColors`. */
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette;

  /** The index in `palette` of the nearest colour to each RGBA pixel. */
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array;

  export interface FrameOptions {
    /** Required on the first frame, which makes it the global colour table. */
    palette?: Palette;
    /** Milliseconds; written as whole hundredths of a second. */
    delay?: number;
    /** 0 loops forever. */
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    /** The GIF disposal method; 1 keeps the frame under the next one. */
    dispose?: number;
  }

  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    /** The file so far, without a copy. */
    bytesView(): Uint8Array<ArrayBuffer>;
  }

  export function GIFEncoder(options?: { initialCapacity?: number }): Encoder;
}
