import { Html } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { MARBLE_RADIUS, cellCenter } from '../anim/geometry';
import type { Board } from '../engine/board';
import { useT, useTable, useTableStore } from '../store/context';
import type { MoveRefusal } from '../store/tableCodes';
import { moveRefusalWords } from '../words/table';
import { type Rect, cellAtPoint } from './layout';
import './Picker.css';

/** Pointer travel (pixels) beyond which a press is a camera drag, not a click on a cell. */
export const DRAG_PIXELS = 6;

/** How high above the cell the reason for a refused click shows: over a marble on it. */
const REFUSAL_Y = 2 * MARBLE_RADIUS + 0.3;

/**
 * An invisible plane over the table that turns pointer positions into cells. A mouse previews on
 * hover and drops on click; a touch (or pen) first selects a cell, and a second tap on it drops.
 * A drop the table refuses says why beside the cell, where the eye is, as the Move field does for
 * a typed move; it goes when the table's reason changes (the next move, or another refusal).
 */
export function Picker({ board, frame }: { board: Board; frame: Rect }) {
  const t = useT();
  const store = useTableStore();
  const moveError = useTable((s) => s.moveError);
  const [refused, setRefused] = useState<{ readonly cell: number; readonly why: MoveRefusal } | null>(null);
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
    const played = table.play(cell);
    setRefused(played.ok ? null : { cell, why: played.error });
  };
  const shown = refused && refused.why === moveError ? refused : null;

  return (
    <>
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
      {shown && (
        <Html
          position={[cellCenter(board, shown.cell)[0], REFUSAL_Y, cellCenter(board, shown.cell)[2]]}
          center
          pointerEvents="none"
          zIndexRange={[30, 20]}
        >
          {/* The Move field's alert says it to a screen reader already. */}
          <span className="cell-refusal" aria-hidden="true">
            {t.words(moveRefusalWords(shown.why))}
          </span>
        </Html>
      )}
    </>
  );
}
