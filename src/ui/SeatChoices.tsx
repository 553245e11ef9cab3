import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../store/context';
import { playerWords } from '../words/players';
import { SEATS, type Seat, isSeat } from '../setup/seats';

/** The words for who holds a seat: "Human", "Computer (easy)". */
export function seatKey(seat: Seat): MessageKey {
  return `play.seat.${seat}`;
}

/** Who plays each player: a person, or the computer at a level. */
export function SeatChoices({
  seats,
  onChange,
  idPrefix = 'seat',
}: {
  seats: readonly Seat[];
  onChange: (seats: Seat[]) => void;
  /** Keeps the fields' ids apart where two sets of seats could be on the page. */
  idPrefix?: string;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t('play.seats.title')}</legend>
      {seats.map((current, i) => {
        const id = `${idPrefix}-${i + 1}`;
        return (
          <SeatChoice
            key={id}
            id={id}
            player={i + 1}
            seat={current}
            onChange={(seat) => onChange(seats.map((s, k) => (k === i ? seat : s)))}
          />
        );
      })}
    </fieldset>
  );
}

/** Who plays one player: the choice of every kind of seat, each named by `choiceKey`. */
export function SeatChoice({
  id,
  player,
  seat,
  onChange,
  choiceKey = seatKey,
}: {
  id: string;
  player: number;
  seat: Seat;
  onChange: (seat: Seat) => void;
  choiceKey?: (seat: Seat) => MessageKey;
}) {
  const t = useT();
  return (
    <div className="seat-choice">
      <label htmlFor={id}>{t.words(playerWords(player))}</label>
      <select
        id={id}
        value={seat}
        onChange={(e) => {
          const chosen = e.target.value;
          if (isSeat(chosen)) onChange(chosen);
        }}
      >
        {SEATS.map((s) => (
          <option key={s} value={s}>
            {t(choiceKey(s))}
          </option>
        ))}
      </select>
    </div>
  );
}
