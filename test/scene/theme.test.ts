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
