import {
  type BufferGeometry,
  Color,
  type CubeTexture,
  DoubleSide,
  MixOperation,
  type Material,
  MeshBasicMaterial,
  MeshPhongMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
} from 'three';
import { PLAYER_LOOKS } from '../store/players';
import { bumperGeometry, cushionGeometry, marbleGeometry } from './meshes';
import { blobTexture, marbleTexture } from './textures';

/** Geometries and materials every board shares: made once, never disposed while the page lives. */
export interface Resources {
  readonly marble: BufferGeometry;
  /** marbleMaterials[p - 1]: glossy marbles in player p's colour. */
  readonly marbleMaterials: readonly MeshPhongMaterial[];
  readonly ghostMaterials: readonly Material[];
  readonly cushion: BufferGeometry;
  readonly cushionMaterial: Material;
  readonly bumper: BufferGeometry;
  /** White, tinted per instance: grey at rest, bright while it flashes. */
  readonly bumperMaterial: Material;
  readonly tilesMaterial: Material;
  readonly floorMaterial: Material;
  readonly overlayMaterial: Material;
  /** A flat square lying on the table, for the soft contact shadow under each marble. */
  readonly blob: BufferGeometry;
  readonly blobMaterial: Material;
}

let shared: Resources | null = null;

export function resources(): Resources {
  if (shared) return shared;
  const swirl = marbleTexture();
  shared = {
    marble: marbleGeometry(),
    marbleMaterials: PLAYER_LOOKS.map(
      (look) =>
        new MeshPhongMaterial({
          color: new Color(look.colour),
          map: swirl,
          specular: new Color('#ffffff'),
          shininess: 160,
          combine: MixOperation,
          reflectivity: 0.15,
        }),
    ),
    ghostMaterials: PLAYER_LOOKS.map(
      (look) =>
        new MeshStandardMaterial({
          color: new Color(look.colour),
          roughness: 0.2,
          transparent: true,
          opacity: 0.45,
          depthWrite: false,
        }),
    ),
    cushion: cushionGeometry(),
    cushionMaterial: new MeshStandardMaterial({ color: '#36363c', roughness: 0.75 }),
    bumper: bumperGeometry(),
    bumperMaterial: new MeshStandardMaterial({ color: '#ffffff', roughness: 0.7 }),
    tilesMaterial: new MeshStandardMaterial({ vertexColors: true, roughness: 0.6 }),
    floorMaterial: new MeshStandardMaterial({ color: '#24342d', roughness: 0.95 }),
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
  return shared;
}

/** Gives the marbles a reflected room (or none), once the scene has rendered one. */
export function setReflections(texture: CubeTexture | null): void {
  for (const material of resources().marbleMaterials) {
    material.envMap = texture;
    material.needsUpdate = true;
  }
}
