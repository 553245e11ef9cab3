import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  type InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { PositionAnalysis } from '../ai/analyst';
import { MARBLE_RADIUS, cellCenter } from '../anim/geometry';
import type { Board } from '../engine/board';
import type { Analysis } from '../store/analysis';
import { chanceWords } from '../words/analysis';
import { useAnalysis, useT, useTable } from '../store/context';
import { analysisSpots } from './analysisSpots';
import './AnalysisArrows.css';

/** The arrows' tips stop just above a marble on the cell, so the marble under a suggestion still shows. */
const TIP_Y = 2 * MARBLE_RADIUS + 0.06;
const HEAD_HEIGHT = 0.36;
const SHAFT_HEIGHT = 0.5;

/** Gold, silver and bronze for the first, second and third move; smaller as they rank lower. */
const RANK_COLOURS = ['#ffd166', '#dfe4ea', '#d08c4f'].map((c) => new Color(c));
const RANK_SCALES = [1, 0.82, 0.68];

/** White, tinted per instance; shared by every board and never disposed, like the other resources. */
const ARROW_MATERIAL = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.45, metalness: 0.1 });

let arrowGeometry: BufferGeometry | null = null;

/** An arrow pointing straight down, its tip at the origin: "drop here". Made once. */
function arrow(): BufferGeometry {
  if (arrowGeometry) return arrowGeometry;
  const head = new ConeGeometry(0.22, HEAD_HEIGHT, 20).rotateX(Math.PI).translate(0, HEAD_HEIGHT / 2, 0);
  const shaft = new CylinderGeometry(0.08, 0.08, SHAFT_HEIGHT, 12).translate(0, HEAD_HEIGHT + SHAFT_HEIGHT / 2, 0);
  arrowGeometry = mergeGeometries([head.toNonIndexed(), shaft.toNonIndexed()]);
  head.dispose();
  shaft.dispose();
  return arrowGeometry;
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
const upright = new Quaternion();
const scale = new Vector3();

/**
 * The continuous analysis's best moves on the board: one arrow over each move's cell (one instanced
 * mesh, so one draw call) with the mover's chance to win beside it. Nothing while the analysis is
 * off or has no figures yet, or a move is animating. The labels carry `data-move` and
 * `data-chance` (percent) for tools and tests.
 */
export function AnalysisArrows({ board }: { board: Board }) {
  const selectBest = useMemo(() => steadyBest(), []);
  const best = useAnalysis(selectBest);
  const game = useTable((t) => t.game);
  const animating = useTable((t) => t.motion !== null);
  const spots = useMemo(() => (best && !animating ? analysisSpots(game, best) : []), [best, animating, game]);
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const t = useT();

  // Before the next frame is drawn, so that no frame shows an arrow at an old place.
  useLayoutEffect(() => {
    const arrows = mesh.current;
    if (arrows) {
      spots.forEach((s, i) => {
        const [x, , z] = cellCenter(board, s.cell);
        const size = RANK_SCALES[s.rank] ?? 1;
        arrows.setMatrixAt(i, matrix.compose(position.set(x, TIP_Y, z), upright, scale.setScalar(size)));
        arrows.setColorAt(i, RANK_COLOURS[s.rank] ?? RANK_COLOURS[0]!);
      });
      arrows.instanceMatrix.needsUpdate = true;
      if (arrows.instanceColor) arrows.instanceColor.needsUpdate = true;
    }
    invalidate();
  }, [spots, board, invalidate]);

  if (spots.length === 0) return null;
  return (
    <>
      <instancedMesh
        key={spots.length}
        ref={mesh}
        args={[arrow(), ARROW_MATERIAL, spots.length]}
        frustumCulled={false}
        dispose={null}
      />
      {spots.map((s) => {
        const [x, , z] = cellCenter(board, s.cell);
        const top = TIP_Y + (HEAD_HEIGHT + SHAFT_HEIGHT) * (RANK_SCALES[s.rank] ?? 1) + 0.25;
        return (
          <Html key={s.name} position={[x, top, z]} center pointerEvents="none" zIndexRange={[20, 10]}>
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
