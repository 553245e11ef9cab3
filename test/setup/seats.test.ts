import { describe, expect, test } from 'vitest';
import { makeRecord, replayRecord } from '../../src/engine/record';
import { english } from '../../src/store/language';
import { seatProblemWords } from '../../src/words/open';
import { type Seat, fitSeats, parseSeats, undoDepth, writeSeats } from '../../src/setup/seats';
import { EMPTY7, stateOf } from '../engine/helpers';

/** The plies of a real game of `players` on 7x7 with `count` moves along the bottom rows. */
function pliesOf(players: number, count: number) {
  const start = stateOf(EMPTY7, { players, roundLimit: null });
  const names = Array.from({ length: count }, (_, i) => `${'abcdefg'[i % 7]!}${1 + Math.floor(i / 7)}`);
  const replay = replayRecord({ ...makeRecord(start, []), moves: names });
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  return replay.value.plies;
}

describe('undoDepth', () => {
  test.each<{ seats: Seat[]; played: number; depth: number; why: string }>([
    { seats: ['human', 'human'], played: 3, depth: 1, why: 'between people, one move' },
    { seats: ['human', 'easy'], played: 4, depth: 2, why: 'the reply and the person’s move' },
    { seats: ['human', 'easy'], played: 3, depth: 1, why: 'the computer has not replied yet' },
    { seats: ['easy', 'human'], played: 3, depth: 2, why: 'back to Blue, the person' },
    { seats: ['easy', 'human'], played: 1, depth: 1, why: 'no earlier turn of the person: the start' },
    { seats: ['hard', 'easy'], played: 4, depth: 1, why: 'computer against computer, one move' },
    { seats: ['human', 'easy', 'hard'], played: 6, depth: 3, why: 'both computers’ replies and the person’s move' },
    { seats: ['easy', 'human', 'hard'], played: 6, depth: 2, why: 'back to Blue past Green’s reply' },
    { seats: ['human', 'easy'], played: 0, depth: 0, why: 'nothing to take back' },
  ])('$seats after $played moves: $depth ($why)', ({ seats, played, depth }) => {
    expect(undoDepth(pliesOf(seats.length, played), seats)).toBe(depth);
  });
});

describe('seats in words', () => {
  test('written and read back', () => {
    const seats: Seat[] = ['human', 'easy', 'medium', 'hard'];
    expect(parseSeats(writeSeats(seats), 4)).toEqual({ ok: true, value: seats });
  });

  test.each([
    ['human,expert', 2, { code: 'unknown-seat', seat: '"expert"' }, '"expert" is not a seat'],
    ['human', 2, { code: 'seat-count', seats: 1, players: 2 }, 'it names 1 seat for 2 players'],
    ['human,hard,easy', 2, { code: 'seat-count', seats: 3, players: 2 }, 'it names 3 seats for 2 players'],
    ['', 2, { code: 'unknown-seat', seat: '""' }, '"" is not a seat'],
  ])('%j for %i players is refused: %s', (text, players, problem, why) => {
    const seats = parseSeats(text, players);
    expect(seats).toEqual({ ok: false, error: problem });
    expect(!seats.ok && english.words(seatProblemWords(seats.error))).toContain(why);
  });

  test('fitting seats to more or fewer players keeps the first ones', () => {
    expect(fitSeats(['hard', 'easy'], 3)).toEqual(['hard', 'easy', 'human']);
    expect(fitSeats(['hard', 'easy', 'medium'], 2)).toEqual(['hard', 'easy']);
  });
});
