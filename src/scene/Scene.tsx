import { Canvas } from '@react-three/fiber';
import { useMemo } from 'react';
import { useTable } from '../store/context';
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

function TableScene() {
  const board = useTable((t) => t.game.board);
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
