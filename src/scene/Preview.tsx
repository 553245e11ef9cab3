import { useEffect, useMemo } from 'react';
import { cellCenter } from '../anim/geometry';
import type { Board } from '../engine/board';
import { useTable } from '../store/context';
import { previewGeometry, previewMarks } from './previewGeometry';
import { resources } from './resources';

/** What dropping on the pointed cell would do: a ghost marble there and an arrow for every push. */
export function Preview({ board }: { board: Board }) {
  const preview = useTable((t) => t.preview);
  const animating = useTable((t) => t.motion !== null);
  const geometry = useMemo(() => preview && previewGeometry(previewMarks(board, preview.events)), [board, preview]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!preview || !geometry || animating) return null;
  const shared = resources();
  return (
    <>
      <mesh
        geometry={shared.marble}
        material={shared.ghostMaterials[preview.player - 1]}
        position={cellCenter(board, preview.cell)}
        dispose={null}
      />
      <mesh geometry={geometry} material={shared.overlayMaterial} renderOrder={10} dispose={null} />
    </>
  );
}
