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
          <div key={id} className="seat-choice">
            <label htmlFor={id}>{t.words(playerWords(i + 1))}</label>
            <select
              id={id}
              value={current}
              onChange={(e) => {
                const seat = e.target.value;
                if (isSeat(seat)) onChange(seats.map((s, k) => (k === i ? seat : s)));
              }}
            >
              {SEATS.map((s) => (
                <option key={s} value={s}>
                  {t(seatKey(s))}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
