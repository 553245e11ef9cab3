import { type RootState, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { useTableStore } from '../store/context';
import type { CameraPose } from './cameraPath';
import { provideCapture } from './captureRegistry';

/** Renders at `width` x `height`; the canvas keeps its size on the page, only its drawing buffer changes. */
function renderAt({ gl, camera }: RootState, width: number, height: number, pixelRatio: number): void {
  gl.setPixelRatio(pixelRatio);
  gl.setSize(width, height, false);
  if (!('isPerspectiveCamera' in camera)) return;
  camera.aspect = width / height;
  camera.updateProjectionMatrix();
}

interface Filming {
  readonly width: number;
  readonly height: number;
  /** What to put back afterwards. */
  readonly frameloop: RootState['frameloop'];
  readonly pixelRatio: number;
}

/**
 * The table's side of an export: offers a capture surface that films the scene frame by frame.
 * While filming, nothing is drawn on demand, the renderer draws at the export's size (the canvas
 * keeps its place on the page) and the camera takes the export's framing.
 */
export function FrameCapture() {
  const get = useThree((s) => s.get);
  const store = useTableStore();
  const framing = useRef<CameraPose | null>(null);

  // At the default priority this runs after the camera controls (priority -1) have placed the
  // camera, so while filming the export's framing is what gets rendered; afterwards the controls'
  // own state takes the camera back on the next frame.
  useFrame(({ camera }) => {
    const pose = framing.current;
    if (!pose) return;
    camera.position.set(...pose.position);
    camera.lookAt(...pose.target);
  });

  useEffect(() => {
    let filming: Filming | null = null;
    return provideCapture({
      begin(width, height) {
        const state = get();
        filming = { width, height, frameloop: state.frameloop, pixelRatio: state.gl.getPixelRatio() };
        state.setFrameloop('never');
        renderAt(state, width, height, 1);
      },
      drawInto(target, seconds, camera) {
        if (!filming) throw new Error('drawInto called outside begin and end');
        const state = get();
        // A resized window makes the canvas follow it, even while filming: size it back.
        if (state.gl.domElement.width !== filming.width || state.gl.domElement.height !== filming.height) {
          renderAt(state, filming.width, filming.height, 1);
        }
        store.getState().seekTime(seconds);
        framing.current = camera;
        state.advance(seconds);
        target.drawImage(state.gl.domElement, 0, 0);
      },
      end() {
        framing.current = null;
        if (!filming) return;
        const state = get();
        renderAt(state, state.size.width, state.size.height, filming.pixelRatio);
        state.setFrameloop(filming.frameloop);
        filming = null;
        state.invalidate();
      },
    });
  }, [get, store]);

  return null;
}
