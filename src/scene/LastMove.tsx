import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, MeshBasicMaterial } from 'three';
import { atRest } from '../anim/gameTimeline';
import { moveMarks } from '../anim/moveMarks';
import { planarCenter } from '../anim/outline';
import type { Board } from '../engine/board';
import type { MoveEvent } from '../engine/drop';
import { useTable } from '../store/context';
import type { Table } from '../store/table';
import { markGeometries, placeInstances } from './editorMarks';

/** Tinted per instance; faint enough that the tile, its dimple and the marble's shadow still show. */
const MARK_MATERIAL = new MeshBasicMaterial({ transparent: true, opacity: 0.42, depthWrite: false, toneMapped: false });

/** The marble put down in a warm gold, the marbles it moved in a paler one: on light wood and on dark tiles alike. */
const PLACED = new Color('#ffc933');
const MOVED = new Color('#fff1b8');

/** The events of the move the table shows, once it has played out; null while it moves or at the start. */
function restingMove({ clock, playhead, line }: Table): readonly MoveEvent[] | null {
  if (playhead.ply === 0 || !atRest(clock, playhead)) return null;
  return line[playhead.ply - 1]?.events ?? null;
}

/**
 * The last move marked on its tiles, as board sites do: where its marble came to rest and where
 * each marble it pushed did. One instanced mesh, one draw call; nothing while a move plays.
 */
export function LastMove({ board }: { board: Board }) {
  const events = useTable(restingMove);
  const marks = useMemo(() => {
    if (!events) return [];
    const { placed, moved } = moveMarks(events);
    return [
      ...(placed === null ? [] : [{ cell: placed, colour: PLACED }]),
      ...moved.map((cell) => ({ cell, colour: MOVED })),
    ];
  }, [events]);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    const tiles = mesh.current;
    if (tiles) {
      placeInstances(
        tiles,
        marks.map((m) => planarCenter(board, m.cell)),
      );
      marks.forEach((m, i) => tiles.setColorAt(i, m.colour));
      if (tiles.instanceColor) tiles.instanceColor.needsUpdate = true;
    }
    invalidate();
  }, [marks, board, invalidate]);

  if (marks.length === 0) return null;
  return (
    <instancedMesh
      key={marks.length}
      ref={mesh}
      args={[markGeometries(board).gap, MARK_MATERIAL, marks.length]}
      frustumCulled={false}
      dispose={null}
    />
  );
}
