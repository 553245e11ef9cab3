// @vitest-environment jsdom
import { Color } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { tilesGeometry } from '../../src/scene/meshes';
import { applyTheme, resources } from '../../src/scene/resources';
import { PALETTES, TILE_ROLES, type TileRole } from '../../src/scene/theme';
import { setupOf } from '../engine/helpers';

const BOARD = setupOf(['..C..', '.H...', '..B..', '.....', '.....']).board;

/** A 2D context that takes any drawing and keeps none of it. */
function drawingSink(canvas: HTMLCanvasElement): unknown {
  return new Proxy({} as Record<string | symbol, unknown>, {
    get(target, name) {
      if (name === 'canvas') return canvas;
      if (name in target) return target[name];
      if (name === 'createImageData') return (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) });
      if (name === 'createRadialGradient') return () => ({ addColorStop: () => undefined });
      return () => undefined;
    },
  });
}

beforeAll(() => {
  // jsdom has no 2D canvas; the textures only need one that takes their drawing.
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    return drawingSink(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

afterEach(() => applyTheme('wood'));

/** WCAG's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour of the first vertex of `role` in a tile geometry. */
function colourOf(geometry: ReturnType<typeof tilesGeometry>, role: TileRole): string {
  const roles = geometry.getAttribute('role');
  const colours = geometry.getAttribute('color');
  for (let i = 0; i < roles.count; i++) {
    if (roles.getX(i) === TILE_ROLES.indexOf(role))
      return new Color(colours.getX(i), colours.getY(i), colours.getZ(i)).getHexString();
  }
  throw new Error(`no ${role} in the tiles`);
}

describe('every palette', () => {
  test('sets the cushions and the bumpers at rest off every tile, so that they read from above', () => {
    for (const { tiles, cushion, bumper } of Object.values(PALETTES)) {
      for (const tile of [tiles.tile, tiles.tileAlt]) {
        expect(contrastRatio(cushion, tile)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(bumper, tile)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('the high-contrast palette', () => {
  test('every marble stands out from every tile, and each player has a mark of their own', () => {
    const { marbles, marks, tiles } = PALETTES.contrast;
    for (const marble of marbles) {
      expect(contrastRatio(marble, tiles.tile)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(marble, tiles.tileAlt)).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(marbles).size).toBe(marbles.length);
    expect(new Set(marks).size).toBe(marbles.length);
    expect(contrastRatio(PALETTES.contrast.frame.label, PALETTES.contrast.frame.base)).toBeGreaterThanOrEqual(7);
  });
});

/** sRGB hex to linear RGB. */
function linear(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

/** Linear RGB to CIELAB (D65). */
function lab([r, g, b]: readonly number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** Machado, Oliveira and Fernandes (2009): full protanopia, deuteranopia and tritanopia, in linear RGB. */
const DEFICIENCIES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function seenWith(matrix: readonly (readonly number[])[], hex: string): [number, number, number] {
  const rgb = linear(hex);
  return lab(matrix.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0] + row[1]! * rgb[1] + row[2]! * rgb[2]))));
}

describe('the high-contrast colours', () => {
  test('every two players stay apart under each common colour-vision deficiency', () => {
    const { marbles } = PALETTES.contrast;
    for (const [name, matrix] of Object.entries(DEFICIENCIES)) {
      for (let i = 0; i < marbles.length; i++) {
        for (let j = i + 1; j < marbles.length; j++) {
          const distance = Math.hypot(
            ...seenWith(matrix, marbles[i]!).map((v, k) => v - seenWith(matrix, marbles[j]!)[k]!),
          );
          expect(distance, `${name}: ${marbles[i]} and ${marbles[j]}`).toBeGreaterThanOrEqual(25);
        }
      }
    }
  });

  test('Red reads as red, not orange: its hue stays below the orange of Okabe–Ito’s vermillion', () => {
    const hue = (hex: string) => {
      const [, a, b] = lab(linear(hex));
      return (Math.atan2(b, a) * 180) / Math.PI;
    };
    expect(hue(PALETTES.contrast.marbles[0]!)).toBeLessThan(40);
    expect(hue('#d55e00')).toBeGreaterThan(50);
  });

  test('the frame sets the dark board off the black floor', () => {
    const { frame, floor, tiles } = PALETTES.contrast;
    expect(contrastRatio(frame.base, floor)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(frame.base, tiles.tile)).toBeGreaterThanOrEqual(7);
  });
});

describe('applying a theme', () => {
  test('recolours the tiles already on the table in place, part by part, and the tiles made later', () => {
    const tiles = tilesGeometry(BOARD);
    const hex = (colour: string) => colour.slice(1);
    expect(colourOf(tiles, 'tile')).toBe(hex(PALETTES.wood.tiles.tile));
    applyTheme('contrast');
    for (const role of ['tile', 'tileAlt', 'dimple', 'pit', 'holeRim', 'well'] as const) {
      expect(colourOf(tiles, role), role).toBe(hex(PALETTES.contrast.tiles[role]));
    }
    expect(colourOf(tilesGeometry(BOARD), 'dimple')).toBe(hex(PALETTES.contrast.tiles.dimple));
    applyTheme('wood');
    expect(colourOf(tiles, 'holeRim')).toBe(hex(PALETTES.wood.tiles.holeRim));
  });

  test('recolours the shared materials in place: marbles, their marks, ghosts, cushions, bumpers and the floor', () => {
    const shared = resources();
    const [red, blue] = shared.marbleMaterials;
    const woodMap = red!.map;
    expect(blue!.map).toBe(woodMap);
    expect(`#${red!.color.getHexString()}`).toBe(PALETTES.wood.marbles[0]);
    applyTheme('contrast');
    expect(resources()).toBe(shared);
    expect(shared.marbleMaterials[0]).toBe(red);
    const { contrast } = PALETTES;
    shared.marbleMaterials.forEach((material, i) => {
      expect(`#${material.color.getHexString()}`).toBe(contrast.marbles[i]);
      expect(`#${shared.ghostMaterials[i]!.color.getHexString()}`).toBe(contrast.marbles[i]);
    });
    expect(new Set(shared.marbleMaterials.map((m) => m.map)).size).toBe(4);
    expect(red!.map).not.toBe(woodMap);
    expect(`#${shared.cushionMaterial.color.getHexString()}`).toBe(contrast.cushion);
    expect(`#${shared.bumperRest.getHexString()}`).toBe(contrast.bumper);
    expect(`#${shared.floorMaterial.color.getHexString()}`).toBe(contrast.floor);
    applyTheme('wood');
    expect(red!.map).toBe(woodMap);
    expect(`#${shared.floorMaterial.color.getHexString()}`).toBe(PALETTES.wood.floor);
  });
});
