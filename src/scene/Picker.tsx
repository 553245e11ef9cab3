import type { ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import type { Board } from '../engine/board';
import { useTableStore } from '../store/context';
import { type Rect, cellAtPoint } from './layout';

/** Pointer travel (pixels) beyond which a press is a camera drag, not a click on a cell. */
export const DRAG_PIXELS = 6;

/**
 * An invisible plane over the table that turns pointer positions into cells. A mouse previews on
 * hover and drops on click; a touch (or pen) first selects a cell, and a second tap on it drops.
 */
export function Picker({ board, frame }: { board: Board; frame: Rect }) {
  const store = useTableStore();
  const pointerType = useRef('mouse');
  const cellOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => cellAtPoint(board, e.point.x, e.point.z);

  const onClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > DRAG_PIXELS) return;
    const cell = cellOf(e);
    if (cell === null) return;
    const table = store.getState();
    if (pointerType.current !== 'mouse' && table.focusCell !== cell) {
      table.setFocusCell(cell);
      return;
    }
    table.play(cell);
  };

  return (
    <mesh
      rotation-x={-Math.PI / 2}
      position={[(frame.minX + frame.maxX) / 2, 0.001, (frame.minZ + frame.maxZ) / 2]}
      onPointerDown={(e) => {
        pointerType.current = e.pointerType;
      }}
      onPointerMove={(e) => {
        pointerType.current = e.pointerType;
        if (e.pointerType === 'mouse') store.getState().setFocusCell(cellOf(e));
      }}
      onPointerOut={(e) => {
        if (e.pointerType === 'mouse') store.getState().setFocusCell(null);
      }}
      onClick={onClick}
    >
      <planeGeometry args={[frame.maxX - frame.minX, frame.maxZ - frame.minZ]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
