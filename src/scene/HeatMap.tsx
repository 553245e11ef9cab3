import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, MeshBasicMaterial } from 'three';
import { planarCenter } from '../anim/outline';
import type { Board } from '../engine/board';
import { useLab } from '../store/context';
import { shownHeat } from '../store/lab';
import { placeInstances, markGeometries } from './editorMarks';
import { heatColour, heatSpots } from './heatColours';

/** White, tinted per instance; see-through enough that the wood and its dimples still show. */
const HEAT_MATERIAL = new MeshBasicMaterial({ transparent: true, opacity: 0.78, depthWrite: false, toneMapped: false });

const tint = new Color();

/**
 * The lab's heat map on the board: one flat mark on each counted tile, coloured by its share of
 * the largest count. One instanced mesh, so one draw call; nothing at all when no heat map is
 * chosen or the board on the table is not the one measured.
 */
export function HeatMap({ board }: { board: Board }) {
  const heat = useLab((l) => l.heat);
  const result = useLab((l) => l.result);
  const baseline = useLab((l) => l.baseline);
  const spots = useMemo(() => {
    const shown = shownHeat({ heat, result, baseline }, board);
    return shown ? heatSpots(board, shown.kind, shown.counts) : [];
  }, [heat, result, baseline, board]);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);

  // Before the next frame is drawn, so that no frame shows the marks all at one spot.
  useLayoutEffect(() => {
    const marks = mesh.current;
    if (marks) {
      placeInstances(
        marks,
        spots.map((s) => planarCenter(board, s.cell)),
      );
      spots.forEach((s, i) => marks.setColorAt(i, tint.set(heatColour(s.level))));
      if (marks.instanceColor) marks.instanceColor.needsUpdate = true;
    }
    invalidate();
  }, [spots, board, invalidate]);

  if (spots.length === 0) return null;
  return (
    <instancedMesh
      key={spots.length}
      ref={mesh}
      args={[markGeometries(board).gap, HEAT_MATERIAL, spots.length]}
      frustumCulled={false}
      renderOrder={1}
      dispose={null}
    />
  );
}
