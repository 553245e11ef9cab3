import { countOnBoard } from '../engine/game';
import { usePlayerColours, useT, useTable } from '../store/context';
import { personNames, playerWords } from '../words/players';
import { SeatAway, SeatClock, SeatConnection, SeatName, useOnlineSeats } from './OnlineSeat';
import { seatKey } from './SeatChoices';

/**
 * Each player's reserve and marbles on the board, with the player to move marked; in an online
 * game also who plays each seat, whether they are connected, and their clock.
 */
export function PlayerList() {
  const t = useT();
  const colourOf = usePlayerColours();
  const game = useTable((s) => s.game);
  const seats = useTable((s) => s.seats);
  const names = personNames(useTable((s) => s.meta));
  const online = useOnlineSeats();
  const players = Array.from({ length: game.rules.players }, (_, i) => i + 1);
  return (
    // Without a connection, who is connected and whose clock runs is as it was last told: shown dimmed.
    <ul className={online.stale ? 'players stale' : 'players'} aria-label={t('play.players.title')}>
      {players.map((player) => {
        const reserve = game.reserves[player - 1]!;
        const toMove = game.result === null && game.toMove === player;
        const seat = seats[player - 1] ?? 'human';
        const onlineSeat = online.seats.find((s) => s.seat === player);
        return (
          <li
            key={player}
            className={['player', toMove && 'to-move', onlineSeat && 'online'].filter(Boolean).join(' ')}
            data-player={player}
          >
            {onlineSeat && <SeatConnection seat={onlineSeat} />}
            <span className="swatch" style={{ background: colourOf(player) }} aria-hidden="true" />
            <span className="name">{t.words(playerWords(player))}</span>
            {onlineSeat ? (
              <>
                <SeatName seat={onlineSeat} />
                <SeatAway seat={onlineSeat} />
              </>
            ) : (
              <>
                {names?.[player - 1]?.trim() && <span className="person">{names[player - 1]}</span>}
                {seat !== 'human' && <span className="seat">{t(seatKey(seat))}</span>}
              </>
            )}
            <span className="count">{t('play.players.reserve', { count: reserve })}</span>
            <span className="count">{t('play.players.onBoard', { count: countOnBoard(game.owners, player) })}</span>
            {reserve === 1 && <span className="badge">{t('play.players.lastMarble')}</span>}
            {onlineSeat && <SeatClock seat={player} left={online.left(player)} />}
            {toMove && <span className="visually-hidden">{t('play.players.toMove')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
