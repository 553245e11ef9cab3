import { CanvasTexture, CubeTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { MARBLE_RADIUS } from '../anim/geometry';
import type { Planar } from '../anim/outline';
import { type Label, LABEL_SIZE, type Rect, type TrayGroove } from './layout';
import { marbleShade } from './marblePattern';
import { cubeTexelDirection, studioRadiance } from './studioLight';
import type { MarbleMark, TablePalette } from './theme';

/** How much taller the coordinates are drawn than their font: a descender (g) reaches 0.42 em below the middle, so 1.2 keeps it within half an em, clear of the well. */
const LABEL_STRETCH = 1.2;

/** Texture pixels per world unit; capped so the largest boards stay within 2048 pixels. */
const PIXELS_PER_UNIT = 96;
const MAX_PIXELS = 2048;

function canvas2d(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  return context;
}

/** A fixed pseudo-random sequence, so the wood grain is the same on every load. */
function grainRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function frameBase(ctx: CanvasRenderingContext2D, width: number, height: number, frame: TablePalette['frame']): void {
  ctx.fillStyle = frame.base;
  ctx.fillRect(0, 0, width, height);
  if (frame.grain === null) return;
  const random = grainRandom(7);
  ctx.lineWidth = 1.5;
  for (let i = 0; i < height / 3; i++) {
    const y = random() * height;
    ctx.strokeStyle = `rgba(${frame.grain}, ${0.05 + random() * 0.12})`;
    ctx.beginPath();
    ctx.moveTo(0, y);
    for (let x = 0; x <= width; x += width / 8) ctx.lineTo(x, y + Math.sin(x / 90 + i) * 3);
    ctx.stroke();
  }
}

function frameScale(rect: Rect): number {
  return Math.min(PIXELS_PER_UNIT, MAX_PIXELS / Math.max(rect.maxX - rect.minX, rect.maxZ - rect.minZ));
}

/** A blank texture over `rect` of the table, for paintFrame (the frame's top) or paintWellLabels to draw on. */
export function frameTexture(rect: Rect): CanvasTexture {
  const scale = frameScale(rect);
  const ctx = canvas2d(Math.ceil((rect.maxX - rect.minX) * scale), Math.ceil((rect.maxZ - rect.minZ) * scale));
  const texture = new CanvasTexture(ctx.canvas);
  texture.colorSpace = SRGBColorSpace;
  // The far row of coordinates is seen at a grazing angle: plain mipmapping blurs it away.
  texture.anisotropy = 8;
  return texture;
}

/** A texture's canvas to draw on, its scale, and where a point of `rect` falls on it. */
function drawingOn(texture: CanvasTexture, rect: Rect) {
  const canvas = texture.image as HTMLCanvasElement;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const scale = frameScale(rect);
  const px = ([x, z]: Planar): [number, number] => [(x - rect.minX) * scale, (z - rect.minZ) * scale];
  return { canvas, ctx, scale, px };
}

/**
 * Draws the frame's top in the theme's colours: wood (or a plain frame), a groove per player's
 * tray edged in their colour, and the coordinates cut into it (a dark letter with a light lower
 * edge reads as engraved). Drawn again in place when the theme changes.
 */
export function paintFrame(
  texture: CanvasTexture,
  rect: Rect,
  grooves: readonly TrayGroove[],
  labels: readonly Label[],
  palette: TablePalette,
): void {
  const { canvas, ctx, scale, px } = drawingOn(texture, rect);
  frameBase(ctx, canvas.width, canvas.height, palette.frame);

  ctx.lineCap = 'round';
  for (const groove of grooves) {
    const [x0, y0] = px(groove.from);
    const [x1, y1] = px(groove.to);
    const width = (2 * MARBLE_RADIUS + 0.14) * scale;
    ctx.strokeStyle = palette.marbles[groove.player - 1]!;
    ctx.lineWidth = width + 0.08 * scale;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    ctx.strokeStyle = palette.frame.groove;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  drawLabels(ctx, labels, px, scale, palette.frame.label, palette.frame.labelEdge);
  texture.needsUpdate = true;
}

/** Writes `labels` at their places, `edge` (if any) a little lower under them, so they read as cut in. */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: readonly Label[],
  px: (at: Planar) => [number, number],
  scale: number,
  fill: string,
  edge: string | null,
): void {
  ctx.font = `800 ${Math.round(LABEL_SIZE * scale)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const label of labels) {
    const [x, y] = px(label.at);
    ctx.save();
    // Taller than wide: a seat sees the frame at a slant that squashes text toward the board, most of
    // all the far row. Still within the em box the trays keep clear (see test/scene/tableLayout).
    ctx.translate(x, y);
    ctx.scale(1, LABEL_STRETCH);
    if (edge !== null) {
      ctx.fillStyle = edge;
      ctx.fillText(label.text, 0, 0.02 * scale);
    }
    ctx.fillStyle = fill;
    ctx.fillText(label.text, 0, 0);
    ctx.restore();
  }
}

/** Draws the ranks written on the well's floor over `rect`, light on the dark floor, on a clear texture. */
export function paintWellLabels(
  texture: CanvasTexture,
  rect: Rect,
  labels: readonly Label[],
  palette: TablePalette,
): void {
  const { canvas, ctx, scale, px } = drawingOn(texture, rect);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  drawLabels(ctx, labels, px, scale, palette.frame.wellLabel, null);
  texture.needsUpdate = true;
}

/** A soft round shadow, dark in the middle and fading to nothing at the rim. */
export function blobTexture(): CanvasTexture {
  const ctx = canvas2d(64, 64);
  const gradient = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
  gradient.addColorStop(0, 'rgba(0, 0, 0, 0.6)');
  gradient.addColorStop(0.55, 'rgba(0, 0, 0, 0.3)');
  gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 64, 64);
  return new CanvasTexture(ctx.canvas);
}

/**
 * A marble's paint (see `marbleShade`): white with a cat's-eye, and `mark` in black over it for
 * the high-contrast theme (null: no mark). The player's colour tints it.
 */
export function marbleTexture(mark: MarbleMark | null): CanvasTexture {
  const width = 256;
  const height = 128;
  const ctx = canvas2d(width, height);
  const image = ctx.createImageData(width, height);
  for (let row = 0; row < height; row++) {
    // The sphere's texture runs from its top pole (first row) to its bottom one, and once around.
    const theta = ((row + 0.5) / height) * Math.PI;
    for (let col = 0; col < width; col++) {
      const phi = ((col + 0.5) / width) * Math.PI * 2;
      const shade = marbleShade(mark, [
        -Math.cos(phi) * Math.sin(theta),
        Math.cos(theta),
        Math.sin(phi) * Math.sin(theta),
      ]);
      const at = (row * width + col) * 4;
      image.data.fill(shade, at, at + 3);
      image.data[at + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  const texture = new CanvasTexture(ctx.canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  return texture;
}

/**
 * The studio the marbles reflect where there is no image-based lighting, painted texel by texel
 * into a small cube map (no render, no files): smooth enough that 32 texels a side look the same
 * as 128, and a software renderer samples it at no cost.
 */
export function studioCubeTexture(size = 32): CubeTexture {
  const faces = Array.from({ length: 6 }, (_, face) => {
    const ctx = canvas2d(size, size);
    const image = ctx.createImageData(size, size);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const a = ((col + 0.5) / size) * 2 - 1;
        const b = ((row + 0.5) / size) * 2 - 1;
        const [r, g, bl] = studioRadiance(cubeTexelDirection(face, a, b));
        const at = (row * size + col) * 4;
        image.data[at] = Math.round(r * 255);
        image.data[at + 1] = Math.round(g * 255);
        image.data[at + 2] = Math.round(bl * 255);
        image.data[at + 3] = 255;
      }
    }
    ctx.putImageData(image, 0, 0);
    return ctx.canvas;
  });
  const texture = new CubeTexture(faces);
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return texture;
}
