import { cellCenter } from '../../anim/geometry';
import type { Tile } from '../../engine/board';
import type { GameState } from '../../engine/game';
import { usePlayerColours } from '../../store/context';

const TILE_FILL: Readonly<Record<Exclude<Tile, 'gap'>, string>> = {
  cell: '#c89b62',
  cushion: '#5b7f95',
  bumper: '#c0563d',
  hole: '#1b1410',
};

/** A flat picture of a board and its set-up marbles, drawn where the 3D table puts each cell. */
export function BoardPreview({ start, size = 96 }: { start: GameState; size?: number }) {
  const { board, owners } = start;
  const colourOf = usePlayerColours();
  const spots = board.tiles.flatMap((tile, i) => {
    if (tile === 'gap') return [];
    const [x, , z] = cellCenter(board, i);
    return [{ i, x, z, tile }];
  });
  const reach = Math.max(1, ...spots.map((s) => Math.max(Math.abs(s.x), Math.abs(s.z)))) + 0.6;
  return (
    <svg className="board-preview" width={size} height={size} viewBox={`${-reach} ${-reach} ${2 * reach} ${2 * reach}`}>
      {spots.map(({ i, x, z, tile }) => (
        <circle key={i} cx={x} cy={z} r={0.46} fill={TILE_FILL[tile]} />
      ))}
      {spots
        .filter(({ i }) => (owners[i] ?? 0) > 0)
        .map(({ i, x, z }) => (
          <circle key={`m${i}`} cx={x} cy={z} r={0.32} fill={colourOf(owners[i]!)} />
        ))}
    </svg>
  );
}
