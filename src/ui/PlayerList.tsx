import { countOnBoard } from '../engine/game';
import { useTable } from '../store/context';
import { personNames, playerLook } from '../store/players';
import { seatLabel } from '../store/seats';

/** Each player's reserve and marbles on the board, with the player to move marked. */
export function PlayerList() {
  const game = useTable((t) => t.game);
  const seats = useTable((t) => t.seats);
  const names = personNames(useTable((t) => t.meta));
  const players = Array.from({ length: game.rules.players }, (_, i) => i + 1);
  return (
    <ul className="players" aria-label="Players">
      {players.map((player) => {
        const look = playerLook(player);
        const reserve = game.reserves[player - 1]!;
        const toMove = game.result === null && game.toMove === player;
        const seat = seats[player - 1] ?? 'human';
        return (
          <li key={player} className={toMove ? 'player to-move' : 'player'} data-player={player}>
            <span className="swatch" style={{ background: look.colour }} aria-hidden="true" />
            <span className="name">{look.name}</span>
            {names?.[player - 1]?.trim() && <span className="person">{names[player - 1]}</span>}
            {seat !== 'human' && <span className="seat">{seatLabel(seat)}</span>}
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
