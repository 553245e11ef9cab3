import {
  type BufferGeometry,
  Color,
  DoubleSide,
  MixOperation,
  type Material,
  MeshBasicMaterial,
  MeshPhongMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  type Texture,
} from 'three';
import type { Theme } from './theme';
import { bumperGeometry, cushionGeometry, marbleGeometry, paintTiles } from './meshes';
import { type MarbleMark, PALETTES, type TablePalette } from './theme';
import { blobTexture, marbleTexture, studioCubeTexture } from './textures';

/** Geometries and materials every board shares: made once, never disposed while the page lives. */
export interface Resources {
  readonly marble: BufferGeometry;
  /** marbleMaterials[p - 1]: glossy marbles in player p's colour, reflecting a painted cube map. */
  readonly marbleMaterials: readonly MeshPhongMaterial[];
  /** The same marbles lit by the studio's prefiltered light (see Quality.studioLighting): glass-like, clear-coated. */
  readonly studioMarbleMaterials: readonly MeshPhysicalMaterial[];
  readonly ghostMaterials: readonly MeshStandardMaterial[];
  readonly cushion: BufferGeometry;
  readonly cushionMaterial: MeshStandardMaterial;
  readonly bumper: BufferGeometry;
  /** White, tinted per instance: `bumperRest` at rest, bright while it flashes. */
  readonly bumperMaterial: Material;
  readonly bumperRest: Color;
  readonly tilesMaterial: Material;
  readonly floorMaterial: MeshStandardMaterial;
  readonly overlayMaterial: Material;
  /** A flat square lying on the table, for the soft contact shadow under each marble. */
  readonly blob: BufferGeometry;
  readonly blobMaterial: Material;
}

let shared: Resources | null = null;
let theme: Theme = 'wood';

/** The marbles' textures: a cat's-eye for every colour, with a mark of each player's own or none (null). */
const marbleMaps = new Map<MarbleMark | null, Texture>();

function marbleMap(mark: MarbleMark | null): Texture {
  let map = marbleMaps.get(mark);
  if (!map) {
    map = marbleTexture(mark);
    marbleMaps.set(mark, map);
  }
  return map;
}

/** Gives the shared materials the palette's colours and marks, in place: every mesh using them follows. */
function paint(resources: Resources, palette: TablePalette): void {
  for (const materials of [resources.marbleMaterials, resources.studioMarbleMaterials]) {
    materials.forEach((material, i) => {
      material.color.set(palette.marbles[i]!);
      material.map = marbleMap(palette.marks?.[i] ?? null);
    });
  }
  resources.ghostMaterials.forEach((material, i) => material.color.set(palette.marbles[i]!));
  resources.cushionMaterial.color.set(palette.cushion);
  resources.bumperRest.set(palette.bumper);
  resources.floorMaterial.color.set(palette.floor);
}

export function resources(): Resources {
  if (shared) return shared;
  const players = PALETTES[theme].marbles.length;
  const studio = studioCubeTexture();
  shared = {
    marble: marbleGeometry(),
    marbleMaterials: Array.from(
      { length: players },
      () =>
        new MeshPhongMaterial({
          specular: new Color('#ffffff'),
          shininess: 160,
          combine: MixOperation,
          reflectivity: 0.2,
          envMap: studio,
        }),
    ),
    studioMarbleMaterials: Array.from(
      { length: players },
      () => new MeshPhysicalMaterial({ roughness: 0.1, clearcoat: 1, clearcoatRoughness: 0.03 }),
    ),
    ghostMaterials: Array.from(
      { length: players },
      () => new MeshStandardMaterial({ roughness: 0.2, transparent: true, opacity: 0.45, depthWrite: false }),
    ),
    cushion: cushionGeometry(),
    // Fabric: no gloss at all.
    cushionMaterial: new MeshStandardMaterial({ roughness: 1 }),
    bumper: bumperGeometry(),
    bumperMaterial: new MeshStandardMaterial({ color: '#ffffff', vertexColors: true, roughness: 0.35, metalness: 0.1 }),
    bumperRest: new Color(),
    tilesMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.6 }),
    floorMaterial: new MeshStandardMaterial({ roughness: 0.95 }),
    overlayMaterial: new MeshBasicMaterial({
      vertexColors: true,
      transparent: true,
      opacity: 0.92,
      depthTest: false,
      depthWrite: false,
      side: DoubleSide,
      // Flat marks need no back-then-front passes: one draw call.
      forceSinglePass: true,
    }),
    blob: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
    blobMaterial: new MeshBasicMaterial({ map: blobTexture(), transparent: true, depthWrite: false }),
  };
  paint(shared, PALETTES[theme]);
  return shared;
}

/** Draws the table in `next`: recolours the shared materials and the tiles in place. */
export function applyTheme(next: Theme): void {
  if (next === theme) return;
  theme = next;
  if (shared) paint(shared, PALETTES[theme]);
  paintTiles(PALETTES[theme]);
}
