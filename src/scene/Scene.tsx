import { Canvas } from '@react-three/fiber';
import { useMemo } from 'react';
import { type Board, sameBoard } from '../engine/board';
import { useTable } from '../store/context';
import type { Table } from '../store/table';
import { Automation } from './Automation';
import { BoardModel } from './BoardModel';
import { CameraRig } from './CameraRig';
import { FrameCapture } from './FrameCapture';
import { Lighting } from './Lighting';
import { Picker } from './Picker';
import { Pieces } from './Pieces';
import { Preview } from './Preview';
import { detectQuality } from './quality';
import { tableLayout } from './tableLayout';

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

function TableScene() {
  const selectBoard = useMemo(() => steadyBoard(), []);
  const board = useTable(selectBoard);
  const players = useTable((t) => t.game.rules.players);
  const marbles = useTable((t) => t.game.rules.marbles);
  const layout = useMemo(() => tableLayout(board, players, marbles), [board, players, marbles]);
  return (
    <>
      <Lighting frame={layout.frame} />
      <BoardModel layout={layout} />
      <Pieces layout={layout} players={players} marbles={marbles} />
      <Preview board={board} />
      <Picker board={board} frame={layout.frame} />
      <CameraRig frame={layout.frame} />
      <Automation />
      <FrameCapture />
    </>
  );
}

/**
 * The 3D table. Frames are drawn on demand only: after a change of state, while a move animates
 * and while the camera moves, so an idle table costs nothing.
 */
export default function Scene() {
  const quality = detectQuality();
  return (
    <Canvas
      frameloop="demand"
      shadows={quality.shadowMaps ? 'percentage' : false}
      dpr={[1, quality.maxDpr]}
      gl={{ antialias: quality.antialias }}
      camera={{ fov: 38, near: 0.1, far: 200, position: [0, 10, 10] }}
      aria-label="Game table: click a cell to drop a marble there"
    >
      <TableScene />
    </Canvas>
  );
}
