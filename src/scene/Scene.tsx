import { Canvas, useThree } from '@react-three/fiber';
import { useMemo, useState } from 'react';
import { ACESFilmicToneMapping, NeutralToneMapping } from 'three';
import { type Board, sameBoard } from '../engine/board';
import { useEditor, useSettings, useT, useTable } from '../store/context';
import type { Table } from '../store/table';
import { AnalysisArrows } from './AnalysisArrows';
import { Automation } from './Automation';
import { BoardModel } from './BoardModel';
import { CameraRig } from './CameraRig';
import { EditorTable } from './EditorTable';
import { FrameCapture } from './FrameCapture';
import { HeatMap } from './HeatMap';
import { LastMove } from './LastMove';
import type { Rect } from './layout';
import { Lighting } from './Lighting';
import { Picker } from './Picker';
import { Pieces } from './Pieces';
import { Preview } from './Preview';
import { type Quality, detectSoftwareRenderer, qualityFor } from './quality';
import { type TableLayout, tableLayout } from './tableLayout';
import { useTableTheme } from './useTableTheme';
import { useTileWaves } from './useTileWaves';

/**
 * Selects the board shown, keeping the same object while the geometry stays the same: a new game
 * on an equal board (a file opened, a link followed) then rebuilds none of the table.
 */
function steadyBoard(): (table: Table) => Board {
  let last: Board | null = null;
  return (table) => {
    const { board } = table.game;
    if (last === null || !sameBoard(board, last)) last = board;
    return last;
  };
}

/**
 * The frame the camera keeps to. In the editor that is the first frame of a layout of this size,
 * so that painting (which moves the frame's edge with the board's outline) never moves the camera;
 * a layout of another size is framed anew.
 */
function useCameraFrame(layout: TableLayout, editing: boolean): Rect {
  const { board, frame } = layout;
  const key = editing ? `${board.lattice}:${board.rows}x${board.cols}` : frame;
  const [kept, setKept] = useState({ key, frame });
  if (kept.key !== key) setKept({ key, frame });
  return kept.key === key ? kept.frame : frame;
}

function TableScene({ quality }: { quality: Quality }) {
  const selectBoard = useMemo(() => steadyBoard(), []);
  const board = useTable(selectBoard);
  const players = useTable((t) => t.game.rules.players);
  const marbles = useTable((t) => t.game.rules.marbles);
  const editing = useEditor((e) => e.open);
  // A picture taller than wide is as wide as the frame: the ranks go into the well to leave the grid more of it.
  const ranks = useThree((s) => (s.size.width < s.size.height ? 'well' : 'frame'));
  const layout = useMemo(() => tableLayout(board, players, marbles, ranks), [board, players, marbles, ranks]);
  const waves = useTileWaves(board, editing);
  const cameraFrame = useCameraFrame(layout, editing);
  useTableTheme();
  return (
    <>
      <Lighting frame={layout.frame} quality={quality} />
      <BoardModel layout={layout} leaveOut={waves.growing} />
      <Pieces layout={layout} players={players} marbles={marbles} leaveOut={waves.growing} quality={quality} />
      <Preview board={board} />
      <HeatMap board={board} />
      {!editing && <LastMove board={board} />}
      {!editing && <AnalysisArrows board={board} />}
      {editing ? <EditorTable layout={layout} waves={waves} /> : <Picker board={board} frame={layout.frame} />}
      <CameraRig frame={cameraFrame} editing={editing} />
      <Automation />
      <FrameCapture quality={quality} />
    </>
  );
}

/**
 * The 3D table. Frames are drawn on demand only: after a change of state, while a move animates
 * and while the camera moves, so an idle table costs nothing. Another quality makes a new canvas:
 * antialiasing is fixed when a WebGL context is made, and every material changes its shaders.
 */
export default function Scene() {
  const t = useT();
  const quality = qualityFor(
    useSettings((s) => s.quality),
    detectSoftwareRenderer(),
  );
  const editing = useEditor((e) => e.open);
  return (
    <Canvas
      key={quality.level}
      frameloop="demand"
      shadows={quality.shadowMaps ? 'percentage' : false}
      dpr={[1, quality.maxDpr]}
      // Neutral keeps the players' colours where ACES would shift and wash them; the low path keeps its look.
      gl={{
        antialias: quality.antialias,
        toneMapping: quality.studioLighting ? NeutralToneMapping : ACESFilmicToneMapping,
      }}
      camera={{ fov: 38, near: 0.1, far: 200, position: [0, 10, 10] }}
      role="img"
      aria-label={t(editing ? 'play.scene.editor' : 'play.scene.table')}
    >
      <TableScene quality={quality} />
    </Canvas>
  );
}
