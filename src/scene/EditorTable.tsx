import { useReducedMotion } from '@react-spring/three';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { InstancedMesh } from 'three';
import { planarCenter } from '../anim/outline';
import type { Board } from '../engine/board';
import { useEditorStore, useTableStore } from '../store/context';
import { GAP_MARK_MATERIAL, POINTED_MATERIAL, markGeometries, placeInstances } from './editorMarks';
import { cellAtPoint, layoutRect, positionAtPoint, unionRect } from './layout';
import { DRAG_PIXELS } from './Picker';
import type { TableLayout } from './tableLayout';
import { restingGaps } from './tileWaves';
import type { TileWaves } from './useTileWaves';
import { WaveTiles } from './WaveTiles';

/** A faint tile on every gap of the layout that no wave is opening: where painting adds a tile. */
function GapMarks({ board, waves }: { board: Board; waves: TileWaves['waves'] }) {
  const places = useMemo(() => restingGaps(board, waves).map((i) => planarCenter(board, i)), [board, waves]);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  // Before the next frame is drawn, so that no frame shows the marks all at one spot; moving
  // instances is no change of props, so the frame is asked for here.
  useLayoutEffect(() => {
    if (mesh.current) placeInstances(mesh.current, places);
    invalidate();
  }, [places, invalidate]);
  if (places.length === 0) return null;
  return (
    <instancedMesh
      key={places.length}
      ref={mesh}
      args={[markGeometries(board).gap, GAP_MARK_MATERIAL, places.length]}
      frustumCulled={false}
      dispose={null}
    />
  );
}

/**
 * Turns the pointer into paint: a press paints the position under it (gaps too) with the tool as
 * a new undo step, dragging on paints the same stroke; Shift paints with the eraser, and so does a
 * right click that did not turn the camera. Hovering still points at a cell, for the drop preview.
 */
function PaintPicker({ layout }: { layout: TableLayout }) {
  const { board, frame } = layout;
  const editor = useEditorStore();
  const table = useTableStore();
  const stroke = useRef<{ erase: boolean; last: number } | null>(null);
  /** Where the right button went down: released close by, it was a click that erases. */
  const rightPress = useRef<{ x: number; y: number } | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const area = useMemo(() => unionRect(frame, layoutRect(board)), [frame, board]);
  const positionOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => positionAtPoint(board, e.point.x, e.point.z);

  const paint = (at: number, erase: boolean, continueStroke: boolean) =>
    editor.getState().paint(at, { erase, continueStroke });

  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    // The right button turns the camera; it erases on release, if it did not drag.
    if (e.button === 2) rightPress.current = { x: e.clientX, y: e.clientY };
    if (e.button !== 0) return;
    const at = positionOf(e);
    if (at === null) return;
    stroke.current = { erase: e.shiftKey, last: at };
    paint(at, e.shiftKey, false);
    // Released anywhere, off the table too, the stroke ends.
    window.addEventListener('pointerup', () => (stroke.current = null), { once: true });
  };

  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    const at = positionOf(e);
    setPointed(at);
    if (e.pointerType === 'mouse') table.getState().setFocusCell(cellAtPoint(board, e.point.x, e.point.z));
    const current = stroke.current;
    if (current && at !== null && at !== current.last) {
      current.last = at;
      paint(at, current.erase, true);
    }
  };

  // Not on the context menu event: some systems send it as the button goes down, before any drag.
  const onPointerUp = (e: ThreeEvent<PointerEvent>) => {
    const press = rightPress.current;
    if (e.button !== 2 || !press) return;
    rightPress.current = null;
    const at = positionOf(e);
    if (at !== null && Math.hypot(e.clientX - press.x, e.clientY - press.y) <= DRAG_PIXELS) paint(at, true, false);
  };

  const [px, pz] = pointed === null ? [0, 0] : planarCenter(board, pointed);
  return (
    <>
      <mesh
        rotation-x={-Math.PI / 2}
        position={[(area.minX + area.maxX) / 2, 0.001, (area.minZ + area.maxZ) / 2]}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerOut={() => {
          setPointed(null);
          table.getState().setFocusCell(null);
        }}
        onPointerUp={onPointerUp}
      >
        <planeGeometry args={[area.maxX - area.minX, area.maxZ - area.minZ]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      {pointed !== null && (
        <mesh
          geometry={markGeometries(board).border}
          material={POINTED_MATERIAL}
          position={[px, 0, pz]}
          renderOrder={5}
          dispose={null}
        />
      )}
    </>
  );
}

/** What the table adds in the board editor: paint by pointer, gaps shown, and tiles that spring in and out. */
export function EditorTable({ layout, waves }: { layout: TableLayout; waves: TileWaves }) {
  // Springs jump to their end for people who ask their system for less motion.
  useReducedMotion();
  return (
    <>
      <PaintPicker layout={layout} />
      <GapMarks board={layout.board} waves={waves.waves} />
      {waves.waves.map((wave) => (
        <WaveTiles key={wave.id} wave={wave} board={layout.board} onRest={waves.settle} />
      ))}
    </>
  );
}
