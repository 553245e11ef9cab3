import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { CubeCamera, HalfFloatType, type WebGLRenderer, WebGLCubeRenderTarget } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { useSettings } from '../store/context';
import type { Rect } from './layout';
import { setReflections } from './resources';
import { PALETTES } from './theme';

/**
 * Renders a room generated on the spot (no files to fetch) into a small cube map once, for the
 * marbles' reflections; returns the undo. A plain cube map, unlike a prefiltered environment, costs
 * a software renderer almost nothing per pixel.
 */
function installRoomReflections(gl: WebGLRenderer): () => void {
  const target = new WebGLCubeRenderTarget(128, { type: HalfFloatType });
  const room = new RoomEnvironment();
  new CubeCamera(0.1, 100, target).update(gl, room);
  room.dispose();
  setReflections(target.texture);
  return () => {
    setReflections(null);
    target.dispose();
  };
}

/**
 * Sky and ground light for the whole table (the ground's from the theme's floor), one key light whose soft shadow map (where the
 * renderer has shadow maps on) covers exactly the table, and room reflections on the marbles.
 */
export function Lighting({ frame }: { frame: Rect }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const ground = useSettings((s) => PALETTES[s.theme].ground);
  useEffect(() => {
    const undo = installRoomReflections(gl);
    invalidate();
    return undo;
  }, [gl, invalidate]);

  const reach = Math.max(frame.maxX - frame.minX, frame.maxZ - frame.minZ) * 0.75;
  return (
    <>
      <hemisphereLight color="#fff6e8" groundColor={ground} intensity={1.6} />
      <directionalLight
        position={[-reach * 0.6, reach * 1.6, reach * 0.9]}
        intensity={2.2}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-radius={3}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-camera-left={-reach}
        shadow-camera-right={reach}
        shadow-camera-top={reach}
        shadow-camera-bottom={-reach}
        shadow-camera-near={0.5}
        shadow-camera-far={reach * 5}
      />
      <directionalLight position={[reach, reach * 0.8, -reach]} intensity={0.5} />
    </>
  );
}
