import { countOnBoard } from '../engine/game';
import { useTable } from '../store/context';
import { playerLook } from '../store/players';

/** Each player's reserve and marbles on the board, with the player to move marked. */
export function PlayerList() {
  const game = useTable((t) => t.game);
  const players = Array.from({ length: game.rules.players }, (_, i) => i + 1);
  return (
    <ul className="players" aria-label="Players">
      {players.map((player) => {
        const look = playerLook(player);
        const reserve = game.reserves[player - 1]!;
        const toMove = game.result === null && game.toMove === player;
        return (
          <li key={player} className={toMove ? 'player to-move' : 'player'} data-player={player}>
            <span className="swatch" style={{ background: look.colour }} aria-hidden="true" />
            <span className="name">{look.name}</span>
            <span className="count">{reserve} in reserve</span>
            <span className="count">{countOnBoard(game.owners, player)} on the board</span>
            {reserve === 1 && <span className="badge">last marble</span>}
            {toMove && <span className="visually-hidden">, to move</span>}
          </li>
        );
      })}
    </ul>
  );
}
