import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import type { EffectPose, Pose } from '../anim/timeline';
import type { Vec3 } from '../anim/vec';
import type { Board } from '../engine/board';
import { MARBLE_RADIUS, cellCenter } from '../anim/geometry';
import { poseAtPlayhead } from '../anim/linePose';
import { insideConvex } from '../anim/outline';
import { useTableStore } from '../store/context';
import { resources } from './resources';
import type { Quality } from './quality';
import type { TableLayout } from './tableLayout';

const matrix = new Matrix4();
const spread = new Matrix4();
const position = new Vector3();
const rotation = new Quaternion();
const size = new Vector3();
const ZERO = new Vector3(0, 0, 0);
const ONE = new Vector3(1, 1, 1);

const BUMPER_LIT = new Color('#ffcf33');
const flashColour = new Color();

function cellsOf(board: Board, tile: 'cushion' | 'bumper', leaveOut: ReadonlySet<number>): number[] {
  return board.tiles.flatMap((t, i) => (t === tile && !leaveOut.has(i) ? [i] : []));
}

/**
 * The marbles (one instanced mesh per player colour) and the obstacles, posed every drawn frame
 * from the store's playhead on the line's timelines. Nothing is drawn until something changes.
 * Obstacles on the cells in `leaveOut` are left to the editor, which grows them in with their tile.
 */
export function Pieces({
  layout,
  players,
  marbles,
  leaveOut,
  quality,
}: {
  layout: TableLayout;
  players: number;
  marbles: number;
  leaveOut: ReadonlySet<number>;
  quality: Quality;
}) {
  const { board } = layout;
  const store = useTableStore();
  const invalidate = useThree((s) => s.invalidate);
  const shared = resources();
  const marbleMaterials = quality.studioLighting ? shared.studioMarbleMaterials : shared.marbleMaterials;
  const marbleMeshes = useRef<(InstancedMesh | null)[]>([]);
  const blobMesh = useRef<InstancedMesh>(null);
  const cushionMesh = useRef<InstancedMesh>(null);
  const bumperMesh = useRef<InstancedMesh>(null);
  const cushions = useMemo(() => cellsOf(board, 'cushion', leaveOut), [board, leaveOut]);
  const bumpers = useMemo(() => cellsOf(board, 'bumper', leaveOut), [board, leaveOut]);

  // The playhead is the table's only time: each change of it (the store advances it while a move
  // plays or the replay runs), of the line or of the hover is worth one new frame; the thinking
  // flag, announcements and the like are not.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (
          s.playhead !== prev.playhead ||
          s.timelines !== prev.timelines ||
          s.line !== prev.line ||
          s.start !== prev.start ||
          s.preview !== prev.preview ||
          s.focusCell !== prev.focusCell
        ) {
          invalidate();
        }
      }),
    [store, invalidate],
  );

  useFrame(() => {
    const { start, line, timelines, playhead } = store.getState();
    const pose = poseAtPlayhead(start, line, timelines, playhead);
    placeMarbles(pose, marbleMeshes.current);
    placeShadows(layout, pose, blobMesh.current);
    placeObstacles(board, pose, cushions, cushionMesh.current, bumpers, bumperMesh.current);
  });

  return (
    <>
      {Array.from({ length: players }, (_, i) => (
        <instancedMesh
          key={`${i}-${marbles}`}
          ref={(mesh) => {
            marbleMeshes.current[i] = mesh;
          }}
          args={[shared.marble, marbleMaterials[i], marbles]}
          castShadow
          receiveShadow
          frustumCulled={false}
          dispose={null}
        />
      ))}
      <instancedMesh
        key={`shadows-${players * marbles}`}
        ref={blobMesh}
        args={[shared.blob, shared.blobMaterial, players * marbles]}
        frustumCulled={false}
        renderOrder={1}
        dispose={null}
      />
      {cushions.length > 0 && (
        <instancedMesh
          key={`c${cushions.join()}`}
          ref={cushionMesh}
          args={[shared.cushion, shared.cushionMaterial, cushions.length]}
          castShadow
          receiveShadow
          frustumCulled={false}
          dispose={null}
        />
      )}
      {bumpers.length > 0 && (
        <instancedMesh
          key={`b${bumpers.join()}`}
          ref={bumperMesh}
          args={[shared.bumper, shared.bumperMaterial, bumpers.length]}
          castShadow
          receiveShadow
          frustumCulled={false}
          dispose={null}
        />
      )}
    </>
  );
}

function placeMarbles(pose: Pose, meshes: readonly (InstancedMesh | null)[]): void {
  const next = meshes.map(() => 0);
  for (const marble of pose.marbles) {
    const mesh = meshes[marble.player - 1];
    if (!mesh) continue;
    const k = next[marble.player - 1]!++;
    if (k >= mesh.instanceMatrix.count) continue;
    position.fromArray(marble.position);
    rotation.fromArray(marble.quaternion);
    mesh.setMatrixAt(k, matrix.compose(position, rotation, marble.visible ? ONE : ZERO));
  }
  meshes.forEach((mesh, i) => {
    if (!mesh) return;
    mesh.count = next[i]!;
    mesh.instanceMatrix.needsUpdate = true;
  });
}

/** True over the open gutter between the board and the frame, where no surface catches a shadow. */
function overGutter(layout: TableLayout, x: number, z: number): boolean {
  return insideConvex(layout.gutter, [x, z]) && !insideConvex(layout.hull, [x, z]);
}

/**
 * Soft shadows under the marbles: widest and faintest as a marble rises, none over the gutter or
 * once it drops below the table.
 */
function placeShadows(layout: TableLayout, pose: Pose, mesh: InstancedMesh | null): void {
  if (!mesh) return;
  rotation.identity();
  pose.marbles.forEach((marble, k) => {
    if (k >= mesh.instanceMatrix.count) return;
    const [x, y, z] = marble.position;
    const lift = y - MARBLE_RADIUS;
    const caught = marble.visible && lift > -MARBLE_RADIUS && !overGutter(layout, x, z);
    const spread = caught ? 2.1 * MARBLE_RADIUS * (1 + Math.max(lift, 0) * 0.4) : 0;
    position.set(x + 0.06, 0.003, z + 0.05);
    size.set(spread, 1, spread);
    mesh.setMatrixAt(k, matrix.compose(position, rotation, size));
  });
  mesh.count = Math.min(pose.marbles.length, mesh.instanceMatrix.count);
  mesh.instanceMatrix.needsUpdate = true;
}

/**
 * A cushion's give as a marble presses into it (`amount` 0 to 1, the marble pressing the way
 * `direction` points): it flattens and spreads across the push, so it reads as soft where the
 * marble meets it, and stays as deep along it so the marble still touches it.
 */
function cushionGiven(cell: number, board: Board, amount: number, direction: Vec3 | null): Matrix4 {
  const [x, , z] = cellCenter(board, cell);
  if (direction === null || amount === 0) return matrix.makeTranslation(x, 0, z);
  // Scaled across the push in the push's own frame: turn the push onto x, scale z, turn back.
  const heading = Math.atan2(-direction[2], direction[0]);
  matrix.makeRotationY(-heading);
  matrix.premultiply(spread.makeScale(1, 1 - 0.35 * amount, 1 + 0.2 * amount));
  matrix.premultiply(spread.makeRotationY(heading));
  return matrix.setPosition(x, 0, z);
}

function placeObstacles(
  board: Board,
  pose: Pose,
  cushions: readonly number[],
  cushionMesh: InstancedMesh | null,
  bumpers: readonly number[],
  bumperMesh: InstancedMesh | null,
): void {
  const effectAt = (cell: number, kind: 'squash' | 'flash'): EffectPose | undefined =>
    pose.effects.find((e) => e.cell === cell && e.kind === kind);
  const amountAt = (cell: number, kind: 'squash' | 'flash'): number => effectAt(cell, kind)?.amount ?? 0;
  rotation.identity();
  if (cushionMesh) {
    cushions.forEach((cell, k) => {
      const give = effectAt(cell, 'squash');
      cushionMesh.setMatrixAt(k, cushionGiven(cell, board, give?.amount ?? 0, give?.direction ?? null));
    });
    cushionMesh.instanceMatrix.needsUpdate = true;
  }
  if (bumperMesh) {
    bumpers.forEach((cell, k) => {
      const [x, , z] = cellCenter(board, cell);
      position.set(x, 0, z);
      bumperMesh.setMatrixAt(k, matrix.compose(position, rotation, ONE));
      bumperMesh.setColorAt(k, flashColour.copy(resources().bumperRest).lerp(BUMPER_LIT, amountAt(cell, 'flash')));
    });
    bumperMesh.instanceMatrix.needsUpdate = true;
    if (bumperMesh.instanceColor) bumperMesh.instanceColor.needsUpdate = true;
  }
}
