import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  Color,
  type InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  TorusGeometry,
  Vector3,
} from 'three';
import type { PositionAnalysis } from '../ai/analyst';
import { MARBLE_RADIUS, cellCenter } from '../anim/geometry';
import type { Board } from '../engine/board';
import type { Analysis } from '../store/analysis';
import { chanceWords } from '../words/analysis';
import { useAnalysis, useT, useTable } from '../store/context';
import { type PlanePoint, analysisSpots, labelPlaces } from './analysisSpots';
import './AnalysisArrows.css';

/** The rings lie just above the cell's surface (a marble's centre is a radius above it). */
const RING_LIFT = 0.03 - MARBLE_RADIUS;
/** Wider than a marble, so a ring shows around the marble a swap would take over. */
const RING_RADIUS = 0.42;
const RING_TUBE = 0.06;
/**
 * Labels are pinned at the table's surface, where `labelPlaces` laid them out: higher up, the
 * tilted view would shift them up the screen onto the rings behind. They are page elements over
 * the canvas, so no marble hides them.
 */
const LABEL_LIFT = 0.05 - MARBLE_RADIUS;

/** Gold, silver and bronze for the first, second and third move; narrower as they rank lower. */
const RANK_COLOURS = ['#ffd166', '#dfe4ea', '#d08c4f'].map((c) => new Color(c));
const RANK_SCALES = [1, 0.9, 0.8];

/** White, tinted per instance; shared by every board and never disposed, like the other resources. */
const RING_MATERIAL = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.35, metalness: 0.2 });

let ringGeometry: BufferGeometry | null = null;

/** A flat ring around the origin on the table plane: "this cell". Made once. */
function ring(): BufferGeometry {
  ringGeometry ??= new TorusGeometry(RING_RADIUS, RING_TUBE, 12, 48).rotateX(-Math.PI / 2);
  return ringGeometry;
}

/** The same moves with the same whole percentages: the table would show nothing new. */
function sameShown(a: PositionAnalysis['best'], b: PositionAnalysis['best']): boolean {
  const percent = (chance: number): number => Math.round(chance * 100);
  return (
    a.length === b.length &&
    a.every((m, i) => m.move === b[i]!.move && percent(m.winChance) === percent(b[i]!.winChance))
  );
}

/**
 * Selects the best moves shown while Analyse is on, keeping the same object while they would be
 * drawn the same: the search reports several times a second, and only a visible change is worth a frame.
 */
function steadyBest(): (analysis: Analysis) => PositionAnalysis['best'] | null {
  let last: PositionAnalysis['best'] | null = null;
  return ({ analysing, analysis }) => {
    const best = analysing ? (analysis?.best ?? null) : null;
    if (best === null || last === null || !sameShown(best, last)) last = best;
    return last;
  };
}

const matrix = new Matrix4();
const position = new Vector3();
const flat = new Quaternion();
const scale = new Vector3();

/**
 * The continuous analysis's best moves on the board: a ring on each move's cell (one instanced
 * mesh, so one draw call) and the mover's chance to win in a label laid out beside it, apart from
 * the other labels, the rings and the marbles (arrows over neighbouring cells hid each other's labels). Nothing
 * while the analysis is off or has no figures yet, or a move is animating. The labels carry
 * `data-move` and `data-chance` (percent) for tools and tests.
 */
export function AnalysisArrows({ board }: { board: Board }) {
  const selectBest = useMemo(() => steadyBest(), []);
  const best = useAnalysis(selectBest);
  const game = useTable((t) => t.game);
  const animating = useTable((t) => t.motion !== null);
  const spots = useMemo(() => (best && !animating ? analysisSpots(game, best) : []), [best, animating, game]);
  const labels = useMemo(() => {
    const onPlane = (cell: number): PlanePoint => [cellCenter(board, cell)[0], cellCenter(board, cell)[2]];
    const marbles = game.owners.flatMap((owner, cell) => (owner === 0 ? [] : [onPlane(cell)]));
    return labelPlaces(
      spots.map((s) => onPlane(s.cell)),
      marbles,
    );
  }, [spots, board, game]);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const t = useT();

  // Before the next frame is drawn, so that no frame shows a ring at an old place.
  useLayoutEffect(() => {
    const rings = mesh.current;
    if (rings) {
      spots.forEach((s, i) => {
        const [x, y, z] = cellCenter(board, s.cell);
        const size = RANK_SCALES[s.rank] ?? 1;
        rings.setMatrixAt(i, matrix.compose(position.set(x, y + RING_LIFT, z), flat, scale.set(size, 1, size)));
        rings.setColorAt(i, RANK_COLOURS[s.rank] ?? RANK_COLOURS[0]!);
      });
      rings.instanceMatrix.needsUpdate = true;
      if (rings.instanceColor) rings.instanceColor.needsUpdate = true;
    }
    invalidate();
  }, [spots, board, invalidate]);

  if (spots.length === 0) return null;
  return (
    <>
      <instancedMesh
        key={spots.length}
        ref={mesh}
        args={[ring(), RING_MATERIAL, spots.length]}
        frustumCulled={false}
        dispose={null}
      />
      {spots.map((s, i) => {
        const [, y] = cellCenter(board, s.cell);
        const [x, z] = labels[i]!;
        return (
          <Html key={s.name} position={[x, y + LABEL_LIFT, z]} center pointerEvents="none" zIndexRange={[20, 10]}>
            <span
              className={`analysis-label rank-${s.rank + 1}`}
              data-move={s.name}
              data-chance={Math.round(s.winChance * 100)}
              aria-hidden="true"
            >
              {s.name} {t.words(chanceWords(s.winChance))}
            </span>
          </Html>
        );
      })}
    </>
  );
}
