import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { MARBLE_RADIUS } from '../anim/geometry';
import type { Planar } from '../anim/outline';
import { playerLook } from '../store/players';
import { type Label, LABEL_SIZE, type Rect, type TrayGroove } from './layout';

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

function woodGrain(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  ctx.fillStyle = '#b98d5c';
  ctx.fillRect(0, 0, width, height);
  const random = grainRandom(7);
  ctx.lineWidth = 1.5;
  for (let i = 0; i < height / 3; i++) {
    const y = random() * height;
    ctx.strokeStyle = `rgba(90, 55, 25, ${0.05 + random() * 0.12})`;
    ctx.beginPath();
    ctx.moveTo(0, y);
    for (let x = 0; x <= width; x += width / 8) ctx.lineTo(x, y + Math.sin(x / 90 + i) * 3);
    ctx.stroke();
  }
}

/**
 * The frame's top: wood, a groove per player's tray edged in their colour, and the coordinates
 * cut into the wood (a dark letter with a light lower edge reads as engraved).
 */
export function frameTexture(rect: Rect, grooves: readonly TrayGroove[], labels: readonly Label[]): CanvasTexture {
  const w = rect.maxX - rect.minX;
  const h = rect.maxZ - rect.minZ;
  const scale = Math.min(PIXELS_PER_UNIT, MAX_PIXELS / Math.max(w, h));
  const ctx = canvas2d(Math.ceil(w * scale), Math.ceil(h * scale));
  const px = ([x, z]: Planar): [number, number] => [(x - rect.minX) * scale, (z - rect.minZ) * scale];
  woodGrain(ctx, ctx.canvas.width, ctx.canvas.height);

  ctx.lineCap = 'round';
  for (const groove of grooves) {
    const [x0, y0] = px(groove.from);
    const [x1, y1] = px(groove.to);
    const width = (2 * MARBLE_RADIUS + 0.14) * scale;
    ctx.strokeStyle = playerLook(groove.player).colour;
    ctx.lineWidth = width + 0.08 * scale;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    ctx.strokeStyle = '#5b3d22';
    ctx.lineWidth = width;
    ctx.stroke();
  }

  ctx.font = `700 ${Math.round(LABEL_SIZE * scale)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const label of labels) {
    const [x, y] = px(label.at);
    ctx.fillStyle = 'rgba(255, 236, 200, 0.55)';
    ctx.fillText(label.text, x, y + 0.02 * scale);
    ctx.fillStyle = '#3a2210';
    ctx.fillText(label.text, x, y);
  }
  const texture = new CanvasTexture(ctx.canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** A light swirl on white: tinted by each player's colour, it makes a marble's roll visible. */
export function marbleTexture(): CanvasTexture {
  const ctx = canvas2d(256, 128);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 256, 128);
  for (const [offset, shade, width] of [
    [0, 'rgba(255,255,255,0.9)', 10],
    [40, 'rgba(0,0,0,0.28)', 14],
    [84, 'rgba(0,0,0,0.16)', 8],
  ] as const) {
    ctx.strokeStyle = shade;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let x = 0; x <= 256; x += 8) {
      const y = 64 + Math.sin(((x + offset) / 256) * Math.PI * 4) * 30;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const texture = new CanvasTexture(ctx.canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  return texture;
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
