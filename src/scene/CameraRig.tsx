import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Box3, type PerspectiveCamera, Vector3 } from 'three';
import { timeOf } from '../anim/gameTimeline';
import { useTable, useTableStore } from '../store/context';
import type { ViewRequest } from '../store/table';
import { type CameraPose, MAX_POLAR, MIN_DISTANCE, cameraAt } from './cameraPath';
import { FRAME_MARGIN, type Rect } from './layout';

type Controls = CameraControls;

const { ACTION } = CameraControlsImpl;

/**
 * In play the left button (or one finger) orbits; in the editor it paints, so orbiting moves to
 * the right button (a right click that does not drag erases) and panning to the middle one.
 */
function assignButtons(controls: Controls, editing: boolean): void {
  controls.mouseButtons.left = editing ? ACTION.NONE : ACTION.ROTATE;
  controls.mouseButtons.right = editing ? ACTION.ROTATE : ACTION.TRUCK;
  controls.mouseButtons.middle = editing ? ACTION.TRUCK : ACTION.DOLLY;
  controls.touches.one = editing ? ACTION.NONE : ACTION.TOUCH_ROTATE;
}

/**
 * How much of the frame's wood a picture taller than wide leaves out: at the left and right the
 * frame's margin (the fit's own margin keeps a lip of wood beside the gutter, with the ranks in the
 * well: see Scene.tsx), and a little beyond the trays. The frame's width then decides the fit, and
 * a 7x7 grid spans about 77% of a 390x844 phone's width rather than 70%.
 */
const PORTRAIT_TRIM = { x: FRAME_MARGIN, z: 0.25 };

/** The part of the table the screen's camera fits for a picture of `aspect` (width over height). */
function fittedFrame(frame: Rect, aspect: number): Rect {
  if (aspect >= 1) return frame;
  return {
    minX: frame.minX + PORTRAIT_TRIM.x,
    maxX: frame.maxX - PORTRAIT_TRIM.x,
    minZ: frame.minZ + PORTRAIT_TRIM.z,
    maxZ: frame.maxZ - PORTRAIT_TRIM.z,
  };
}

/** Eases (or jumps) to the seated or top-down view a view button asks for, framed as the exports frame it. */
function applyView(controls: Controls, frame: Rect, view: ViewRequest, aspect: number, smooth: boolean): void {
  const { position, target } = cameraAt(view.kind, fittedFrame(frame, aspect), view.player, 0, aspect);
  const distance = Math.hypot(position[0] - target[0], position[1] - target[1], position[2] - target[2]);
  controls.maxDistance = Math.max(distance * 2, MIN_DISTANCE * 2);
  void controls.setLookAt(...position, ...target, smooth);
}

/**
 * Orbit, pan and zoom within limits (the pan keeps the look-at point over the table), plus the
 * top-down and seated views the view buttons ask for, eased into.
 */
export function CameraRig({ frame, editing }: { frame: Rect; editing: boolean }) {
  const controls = useRef<Controls>(null);
  const view = useTable((t) => t.view);
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;

  useEffect(() => {
    if (controls.current) assignButtons(controls.current, editing);
  }, [editing]);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.setBoundary(new Box3(new Vector3(frame.minX, -0.5, frame.minZ), new Vector3(frame.maxX, 1, frame.maxZ)));
  }, [frame]);

  // A new board or a resized canvas reframes at once (even with a view request, as a new game on
  // another board makes); a view request on the same board eases over.
  const lastSeq = useRef(-1);
  const lastFrame = useRef(frame);
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const smooth = lastSeq.current !== -1 && lastSeq.current !== view.seq && lastFrame.current === frame;
    lastSeq.current = view.seq;
    lastFrame.current = frame;
    applyView(c, frame, view, size.width / Math.max(size.height, 1), smooth);
  }, [frame, view, size.width, size.height, camera]);

  // A framed camera mode follows the playhead: the camera is a function of the running time alone.
  // Leaving it eases back to where the person's own camera was (the cinematic orbit left the table
  // at whatever angle it had reached); on another board since, to the view asked for last.
  const store = useTableStore();
  const mode = useTable((t) => t.cameraMode);
  const freePose = useRef<{ readonly pose: CameraPose; readonly frame: Rect } | null>(null);
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    if (mode === 'free') {
      const saved = freePose.current;
      freePose.current = null;
      if (saved?.frame === frame) void c.setLookAt(...saved.pose.position, ...saved.pose.target, true);
      else if (saved) applyView(c, frame, store.getState().view, size.width / Math.max(size.height, 1), true);
      return;
    }
    freePose.current ??= {
      pose: { position: c.getPosition(new Vector3()).toArray(), target: c.getTarget(new Vector3()).toArray() },
      frame,
    };
    const place = (): void => {
      const { clock, playhead } = store.getState();
      const aspect = size.width / Math.max(size.height, 1);
      const pose = cameraAt(mode, fittedFrame(frame, aspect), 1, timeOf(clock, playhead), aspect);
      void c.setLookAt(...pose.position, ...pose.target, false);
    };
    place();
    return store.subscribe((s, prev) => {
      if (s.playhead !== prev.playhead) place();
    });
  }, [store, mode, frame, size.width, size.height]);

  return (
    <CameraControls
      enabled={mode === 'free'}
      ref={controls}
      makeDefault
      minDistance={MIN_DISTANCE}
      maxPolarAngle={MAX_POLAR}
      smoothTime={0.35}
      draggingSmoothTime={0.08}
    />
  );
}
