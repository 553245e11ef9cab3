import { countOnBoard } from '../engine/game';
import { usePlayerColours, useT, useTable } from '../store/context';
import { personNames, playerWords } from '../words/players';
import { seatKey } from './SeatChoices';

/** Each player's reserve and marbles on the board, with the player to move marked. */
export function PlayerList() {
  const t = useT();
  const colourOf = usePlayerColours();
  const game = useTable((s) => s.game);
  const seats = useTable((s) => s.seats);
  const names = personNames(useTable((s) => s.meta));
  const players = Array.from({ length: game.rules.players }, (_, i) => i + 1);
  return (
    <ul className="players" aria-label={t('play.players.title')}>
      {players.map((player) => {
        const reserve = game.reserves[player - 1]!;
        const toMove = game.result === null && game.toMove === player;
        const seat = seats[player - 1] ?? 'human';
        return (
          <li key={player} className={toMove ? 'player to-move' : 'player'} data-player={player}>
            <span className="swatch" style={{ background: colourOf(player) }} aria-hidden="true" />
            <span className="name">{t.words(playerWords(player))}</span>
            {names?.[player - 1]?.trim() && <span className="person">{names[player - 1]}</span>}
            {seat !== 'human' && <span className="seat">{t(seatKey(seat))}</span>}
            <span className="count">{t('play.players.reserve', { count: reserve })}</span>
            <span className="count">{t('play.players.onBoard', { count: countOnBoard(game.owners, player) })}</span>
            {reserve === 1 && <span className="badge">{t('play.players.lastMarble')}</span>}
            {toMove && <span className="visually-hidden">{t('play.players.toMove')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
