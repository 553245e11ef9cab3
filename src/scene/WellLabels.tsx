import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { Planar } from '../anim/outline';
import { useSettings } from '../store/context';
import type { Label, Rect } from './layout';
import { PALETTES } from './theme';
import { frameTexture, paintWellLabels } from './textures';

/**
 * Just under the tiles' top, over the well: written on the well's floor, 0.9 lower, a rank seen
 * from a seat stood half a row nearer than its row. Seen from above the two look the same.
 */
const WELL_LABEL_Y = -0.01;

function boundsOf(points: readonly Planar[]): Rect {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

/**
 * The coordinates written over the well, in the gutter (the ranks, where a picture taller than
 * wide leaves no room for them on the frame): one clear sheet at the tiles' height.
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
