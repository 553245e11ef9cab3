import { useEffect, useMemo } from 'react';
import { FLOOR_Y } from './layout';
import { frameGeometry, tilesGeometry } from './meshes';
import { resources } from './resources';
import type { TableLayout } from './tableLayout';
import { frameTexture } from './textures';

/**
 * The board's tiles, the frame with trays and coordinates beyond the gutter, and the floor they
 * stand on. The tiles of the cells in `leaveOut` are left to the editor, which is growing them in.
 */
export function BoardModel({ layout, leaveOut }: { layout: TableLayout; leaveOut: ReadonlySet<number> }) {
  const { board, frame, gutter, grooves, labels } = layout;
  const shared = resources();
  const tiles = useMemo(() => tilesGeometry(board, leaveOut), [board, leaveOut]);
  const rim = useMemo(
    () => ({ geometry: frameGeometry(frame, gutter), texture: frameTexture(frame, grooves, labels) }),
    [frame, gutter, grooves, labels],
  );
  useEffect(() => () => tiles.dispose(), [tiles]);
  useEffect(
    () => () => {
      rim.geometry.dispose();
      rim.texture.dispose();
    },
    [rim],
  );
  const floorSize = 4 * Math.max(frame.maxX - frame.minX, frame.maxZ - frame.minZ);
  return (
    <>
      <mesh geometry={tiles} material={shared.tilesMaterial} receiveShadow dispose={null} />
      <mesh geometry={rim.geometry} receiveShadow dispose={null}>
        <meshStandardMaterial map={rim.texture} roughness={0.55} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={FLOOR_Y} material={shared.floorMaterial} receiveShadow dispose={null}>
        <planeGeometry args={[floorSize, floorSize]} />
      </mesh>
    </>
  );
}
