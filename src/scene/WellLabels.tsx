import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { Planar } from '../anim/outline';
import { useSettings } from '../store/context';
import { FLOOR_Y, type Label, type Rect } from './layout';
import { PALETTES } from './theme';
import { frameTexture, paintWellLabels } from './textures';

/** Just above the well's floor (drawn 0.01 above the table's floor), below every tile. */
const WELL_LABEL_Y = FLOOR_Y + 0.03;

function boundsOf(points: readonly Planar[]): Rect {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

/**
 * The coordinates written on the well's floor, in the gutter (the ranks, where a picture taller
 * than wide leaves no room for them on the frame): one clear sheet over the gutter, under the tiles.
 */
export function WellLabels({ gutter, labels }: { gutter: readonly Planar[]; labels: readonly Label[] }) {
  const rect = useMemo(() => boundsOf(gutter), [gutter]);
  const texture = useMemo(() => frameTexture(rect), [rect]);
  const theme = useSettings((s) => s.theme);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    paintWellLabels(texture, rect, labels, PALETTES[theme]);
    invalidate();
  }, [texture, rect, labels, theme, invalidate]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <mesh
      rotation-x={-Math.PI / 2}
      position={[(rect.minX + rect.maxX) / 2, WELL_LABEL_Y, (rect.minZ + rect.maxZ) / 2]}
      dispose={null}
    >
      <planeGeometry args={[rect.maxX - rect.minX, rect.maxZ - rect.minZ]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  );
}
