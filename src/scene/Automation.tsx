import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { cellCenter } from '../anim/geometry';
import { boardHull } from '../anim/outline';
import { parseCellName } from '../engine/board';
import { useTableStore } from '../store/context';
import { markFirstFrame } from './firstFrame';

/** What tests and benchmarks may ask the running table, as `window.momentumTable`. */
export interface TableProbe {
  /** Where a cell's centre is drawn, in CSS pixels from the canvas's top-left corner. */
  cellPoint(name: string): { x: number; y: number } | null;
  /**
   * Where the corners of the box around the board's grid (its tiles' outer edges, on their top
   * surface) are drawn, in CSS pixels from the canvas's top-left corner: near left, near right, far right,
   * far left, as seen from the first seat.
   */
  gridCorners(): { x: number; y: number }[];
  /** The renderer's figures: draw calls and triangles of the last frame, frames drawn so far. */
  stats(): { calls: number; triangles: number; frames: number };
  /** Draws `count` frames back to back, waiting for each to finish; the mean milliseconds per frame. */
  timeFrames(count: number): number;
  /** Where each move of the line shown lies on its running time, in seconds. */
  moveTimes(): { start: number; duration: number }[];
  /** Whether every move of the line shown has its animation compiled (a long game compiles in slices). */
  compiled(): boolean;
}

declare global {
  interface Window {
    momentumTable?: TableProbe;
  }
}

/** Publishes the probe and marks the first drawn frame (`momentum:first-frame`) for load timing. */
export function Automation() {
  const get = useThree((s) => s.get);
  const store = useTableStore();

  useFrame(markFirstFrame);

  useEffect(() => {
    const point = new Vector3();
    const onCanvas = (x: number, z: number): { x: number; y: number } => {
      const { camera, size } = get();
      point.set(x, 0, z).project(camera);
      return { x: ((point.x + 1) / 2) * size.width, y: ((1 - point.y) / 2) * size.height };
    };
    window.momentumTable = {
      cellPoint: (name) => {
        const { board } = store.getState().game;
        const cell = parseCellName(board, name);
        if (!cell.ok) return null;
        const [x, , z] = cellCenter(board, cell.value);
        return onCanvas(x, z);
      },
      gridCorners: () => {
        const hull = boardHull(store.getState().game.board);
        const xs = hull.map((p) => p[0]);
        const zs = hull.map((p) => p[1]);
        const [minX, maxX, minZ, maxZ] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
        const corners: [number, number][] = [
          [minX, maxZ],
          [maxX, maxZ],
          [maxX, minZ],
          [minX, minZ],
        ];
        return corners.map(([x, z]) => onCanvas(x, z));
      },
      stats: () => {
        const { info } = get().gl;
        return { calls: info.render.calls, triangles: info.render.triangles, frames: info.render.frame };
      },
      moveTimes: () => {
        const { starts, durations } = store.getState().clock;
        return starts.map((start, k) => ({ start, duration: durations[k]! }));
      },
      compiled: () => {
        const { timelines, line } = store.getState();
        return timelines.length >= line.length;
      },
      timeFrames: (count) => {
        const { gl, scene, camera } = get();
        const context = gl.getContext();
        const pixel = new Uint8Array(4);
        const start = performance.now();
        for (let i = 0; i < count; i++) {
          gl.render(scene, camera);
          // Reading a pixel waits until the GPU (here: the CPU rasteriser) has finished the frame.
          context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
        }
        return (performance.now() - start) / count;
      },
    };
    return () => {
      delete window.momentumTable;
    };
  }, [get, store]);
  return null;
}
