import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useSettings } from '../store/context';
import { FLOOR_Y } from './layout';
import { frameGeometry, tilesGeometry } from './meshes';
import { resources } from './resources';
import type { TableLayout } from './tableLayout';
import { PALETTES } from './theme';
import { frameTexture, paintFrame } from './textures';
import { WellLabels } from './WellLabels';

/**
 * The board's tiles, the frame with trays and coordinates beyond the gutter (the ranks in it, on the
 * well's floor, where the layout puts them there), and the floor they stand on. The tiles of the
 * cells in `leaveOut` are left to the editor, which is growing them in.
 */
export function BoardModel({ layout, leaveOut }: { layout: TableLayout; leaveOut: ReadonlySet<number> }) {
  const { board, frame, gutter, grooves, labels, wellLabels } = layout;
  const shared = resources();
  const tiles = useMemo(() => tilesGeometry(board, leaveOut), [board, leaveOut]);
  const rim = useMemo(
    () => ({ geometry: frameGeometry(frame, gutter), texture: frameTexture(frame) }),
    [frame, gutter],
  );
  const theme = useSettings((s) => s.theme);
  const invalidate = useThree((s) => s.invalidate);
  // Drawn before the frame is first shown, and again in place for another theme.
  useLayoutEffect(() => {
    paintFrame(rim.texture, frame, grooves, labels, PALETTES[theme]);
    invalidate();
  }, [rim, frame, grooves, labels, theme, invalidate]);
  useEffect(() => () => tiles.dispose(), [tiles]);
  useEffect(
    () => () => {
      rim.geometry.dispose();
      rim.texture.dispose();
    },
    [rim],
  );
  // Wide enough that an upright picture (a phone, a vertical clip), which sees far past the board's
  // far side, never looks past the floor's edge into nothing.
  const floorSize = 16 * Math.max(frame.maxX - frame.minX, frame.maxZ - frame.minZ);
  return (
    <>
      <mesh geometry={tiles} material={shared.tilesMaterial} receiveShadow dispose={null} />
      <mesh geometry={rim.geometry} receiveShadow dispose={null}>
        <meshStandardMaterial map={rim.texture} roughness={0.55} />
      </mesh>
      {wellLabels.length > 0 && <WellLabels gutter={gutter} labels={wellLabels} />}
      <mesh rotation-x={-Math.PI / 2} position-y={FLOOR_Y} material={shared.floorMaterial} receiveShadow dispose={null}>
        <planeGeometry args={[floorSize, floorSize]} />
      </mesh>
    </>
  );
}
