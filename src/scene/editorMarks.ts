import { type BufferGeometry, type InstancedMesh, Matrix4, MeshBasicMaterial, Quaternion, Vector3 } from 'three';
import type { Planar } from '../anim/outline';
import type { Board } from '../engine/board';
import { cellBorderGeometry, gapMarkGeometry } from './meshes';

/** Faint, so that a gap still reads as no part of the board. */
export const GAP_MARK_MATERIAL = new MeshBasicMaterial({
  color: '#e3efe8',
  transparent: true,
  opacity: 0.16,
  depthWrite: false,
});

export const POINTED_MATERIAL = new MeshBasicMaterial({
  color: '#ffd166',
  transparent: true,
  opacity: 0.9,
  depthWrite: false,
});

interface Marks {
  /** A faint tile where a gap is. */
  readonly gap: BufferGeometry;
  /** The border of the position the pointer would paint. */
  readonly border: BufferGeometry;
}

/** Made once per lattice and never disposed, like the shared resources. */
const marks = new Map<Board['lattice'], Marks>();

export function markGeometries(board: Board): Marks {
  let found = marks.get(board.lattice);
  if (!found) {
    found = { gap: gapMarkGeometry(board), border: cellBorderGeometry(board) };
    marks.set(board.lattice, found);
  }
  return found;
}

const matrix = new Matrix4();
const position = new Vector3();
const rotation = new Quaternion();
const ONE = new Vector3(1, 1, 1);

/** Poses one instance on each place of the table, scaled about the place (full size by default). */
export function placeInstances(mesh: InstancedMesh, places: readonly Planar[], scale: Vector3 = ONE): void {
  places.forEach(([x, z], i) => mesh.setMatrixAt(i, matrix.compose(position.set(x, 0, z), rotation, scale)));
  mesh.instanceMatrix.needsUpdate = true;
}
