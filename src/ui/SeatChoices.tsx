import { playerName } from '../store/players';
import { SEATS, type Seat, isSeat, seatLabel } from '../store/seats';

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
  return (
    <fieldset>
      <legend>Seats</legend>
      {seats.map((current, i) => {
        const id = `${idPrefix}-${i + 1}`;
        return (
          <div key={id} className="seat-choice">
            <label htmlFor={id}>{playerName(i + 1)}</label>
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
                  {seatLabel(s)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
