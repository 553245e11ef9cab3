import { Environment, Lightformer } from '@react-three/drei';
import { memo } from 'react';
import { useSettings } from '../store/context';
import type { Rect } from './layout';
import type { Quality } from './quality';
import { KEY_LIGHT } from './studioLight';
import { PALETTES } from './theme';

/**
 * A photographer's studio built on the spot (drei's presets fetch files; these panels are meshes):
 * a broad soft box over the table on the key light's side, a dimmer fill opposite, and two strips
 * low at the sides for the rims of the marbles. Rendered once into a cube map and prefiltered.
 */
const Studio = memo(function Studio() {
  const [kx, ky, kz] = KEY_LIGHT;
  return (
    <Environment frames={1} resolution={128} environmentIntensity={0.9}>
      <color attach="background" args={['#2a2622']} />
      <Lightformer form="circle" intensity={6} position={[kx * 6, ky * 6, kz * 6]} scale={7} target={[0, 0, 0]} />
      <Lightformer form="rect" intensity={1} position={[-kx * 6, 5, -kz * 6]} scale={[8, 4, 1]} target={[0, 0, 0]} />
      <Lightformer form="rect" intensity={1.4} position={[-9, 1.5, 0]} scale={[2, 10, 1]} target={[0, 0, 0]} />
      <Lightformer form="rect" intensity={1.4} position={[9, 1.5, 0]} scale={[2, 10, 1]} target={[0, 0, 0]} />
      <Lightformer
        form="plane"
        intensity={0.5}
        color="#fff1dc"
        position={[0, 10, 0]}
        rotation-x={Math.PI / 2}
        scale={20}
      />
    </Environment>
  );
});

/**
 * Sky and ground light for the whole table (the ground's from the theme's floor) and one key light
 * whose soft shadow map (where the renderer has shadow maps on) covers exactly the table. At high
 * quality the studio's image-based light does much of the sky's work, so the sky is turned down.
 */
export function Lighting({ frame, quality }: { frame: Rect; quality: Quality }) {
  const ground = useSettings((s) => PALETTES[s.theme].ground);
  const reach = Math.max(frame.maxX - frame.minX, frame.maxZ - frame.minZ) * 0.75;
  const [kx, ky, kz] = KEY_LIGHT;
  return (
    <>
      <hemisphereLight color="#fff6e8" groundColor={ground} intensity={quality.studioLighting ? 0.7 : 1.6} />
      <directionalLight
        position={[reach * kx, reach * ky, reach * kz]}
        intensity={quality.studioLighting ? 1.8 : 2.2}
        castShadow
        shadow-mapSize={[2048, 2048]}
        shadow-radius={4}
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
      {quality.studioLighting && <Studio />}
    </>
  );
}
