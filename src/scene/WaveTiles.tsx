import { useSpring } from '@react-spring/three';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { type BufferGeometry, type Color, type InstancedMesh, type Material, Vector3 } from 'three';
import { type Planar, planarCenter } from '../anim/outline';
import type { Board } from '../engine/board';
import { GAP_MARK_MATERIAL, markGeometries, placeInstances } from './editorMarks';
import { alternateTone, tileGeometry } from './meshes';
import { resources } from './resources';
import type { TileWave } from './tileWaves';

/** Short and a little springy: a tile pops in just past full size and settles. */
const SPRING = { tension: 420, friction: 24 };

/** Instances of one geometry that a wave grows in, or shrinks away. */
interface WavePart {
  readonly key: string;
  readonly geometry: BufferGeometry;
  readonly material: Material;
  readonly places: readonly Planar[];
  readonly shrinking: boolean;
  /** Tiles and obstacles cast shadows; the faint marks of gaps do not. */
  readonly solid: boolean;
  /** A colour per instance, for the bumpers' tinted material. */
  readonly tint?: Color;
}

/** The tiles on `cells` of the board, with the cushions and bumpers on them, grouped by geometry. */
function tileParts(board: Board, cells: readonly number[], shrinking: boolean): WavePart[] {
  const shared = resources();
  const parts = new Map<string, WavePart & { places: Planar[] }>();
  const add = (key: string, geometry: BufferGeometry, material: Material, place: Planar, tint?: Color) => {
    const part = parts.get(key);
    if (part) part.places.push(place);
    else
      parts.set(key, {
        key: `${shrinking ? 'out' : 'in'}:${key}`,
        geometry,
        material,
        places: [place],
        shrinking,
        solid: true,
        tint,
      });
  };
  for (const cell of cells) {
    const tile = board.tiles[cell]!;
    const place = planarCenter(board, cell);
    const alternate = alternateTone(board, cell);
    add(`${tile}:${alternate}`, tileGeometry(board, tile, alternate), shared.tilesMaterial, place);
    if (tile === 'cushion') add('cushion', shared.cushion, shared.cushionMaterial, place);
    if (tile === 'bumper') add('bumper', shared.bumper, shared.bumperMaterial, place, shared.bumperRest);
  }
  return [...parts.values()];
}

/**
 * Everything one wave animates: new tiles where they now stand on `board`, old ones where they
 * stood before, and the marks of newly opened gaps.
 */
function waveParts(wave: TileWave, board: Board): WavePart[] {
  const gaps = wave.opened.map((cell) => planarCenter(board, cell));
  const marks: WavePart[] =
    gaps.length > 0
      ? [
          {
            key: 'gaps',
            geometry: markGeometries(board).gap,
            material: GAP_MARK_MATERIAL,
            places: gaps,
            shrinking: false,
            solid: false,
          },
        ]
      : [];
  return [...tileParts(board, wave.grown, false), ...tileParts(wave.before, wave.shrunk, true), ...marks];
}

const scale = new Vector3();

/**
 * One change of the board, sprung: its tiles grow from nothing (or shrink away) about their
 * centres, drawn instanced, one draw call per kind of tile; at rest the settled board takes over.
 */
export function WaveTiles({ wave, board, onRest }: { wave: TileWave; board: Board; onRest: (id: number) => void }) {
  const parts = useMemo(() => waveParts(wave, board), [wave, board]);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const [{ grow }] = useSpring(
    () => ({ from: { grow: 0 }, to: { grow: 1 }, config: SPRING, onRest: () => onRest(wave.id) }),
    [],
  );

  useFrame(() => {
    const amount = grow.get();
    parts.forEach((part, k) => {
      const mesh = meshes.current[k];
      if (mesh) placeInstances(mesh, part.places, scale.setScalar(Math.max(0, part.shrinking ? 1 - amount : amount)));
    });
  });

  return parts.map((part, k) => (
    <instancedMesh
      key={`${part.key}:${part.places.length}`}
      ref={(mesh) => {
        meshes.current[k] = mesh;
        if (mesh && part.tint) part.places.forEach((_, i) => mesh.setColorAt(i, part.tint!));
      }}
      args={[part.geometry, part.material, part.places.length]}
      castShadow={part.solid}
      receiveShadow={part.solid}
      frustumCulled={false}
      dispose={null}
    />
  ));
}
