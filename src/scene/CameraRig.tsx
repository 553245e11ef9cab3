import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Box3, type PerspectiveCamera, Vector3 } from 'three';
import { timeOf } from '../anim/gameTimeline';
import { useTable, useTableStore } from '../store/context';
import type { ViewRequest } from '../store/table';
import { type CameraPose, MAX_POLAR, MIN_DISTANCE, cameraAt, screenFrame } from './cameraPath';
import type { Rect } from './layout';

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

/** Eases (or jumps) to the seated or top-down view a view button asks for, framed as the exports frame it. */
function applyView(controls: Controls, frame: Rect, view: ViewRequest, aspect: number, smooth: boolean): void {
  const { position, target } = cameraAt(view.kind, screenFrame(frame, aspect), view.player, 0, aspect);
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
  const store = useTableStore();
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
    // A framed mode places the camera itself (below), from the seat the view asks for.
    if (store.getState().cameraMode !== 'free') return;
    applyView(c, frame, view, size.width / Math.max(size.height, 1), smooth);
  }, [store, frame, view, size.width, size.height, camera]);

  // A framed camera mode follows the playhead: the camera is a function of the running time alone,
  // from the seat of the view asked for last (the player whose turn the table follows). Leaving it
  // eases back to where the person's own camera was (the cinematic orbit left the table at whatever
  // angle it had reached); on another board since, to the view asked for last.
  const mode = useTable((t) => t.cameraMode);
  const seat = view.player;
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
      const pose = cameraAt(mode, screenFrame(frame, aspect), seat, timeOf(clock, playhead), aspect);
      void c.setLookAt(...pose.position, ...pose.target, false);
    };
    place();
    return store.subscribe((s, prev) => {
      if (s.playhead !== prev.playhead) place();
    });
  }, [store, mode, seat, frame, size.width, size.height]);

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
