import { describe, expect, it } from 'vitest';
import { placesOf } from '../../src/server/ratings/places';
import { poolOf } from '../../src/server/ratings/pools';
import { replayRatings, standingKey } from '../../src/server/ratings/replay';
import { PROVISIONAL_GAMES } from '../../src/online/ratings';
import { displayRating, newSkill, rateGame } from '../../src/server/ratings/skill';
import { rankAfterLeaving } from '../../src/server/result';
import { ratingsAnswer } from '../../src/server/ratings/routes';

// openskill publishes its reference numbers (its Plackett-Luce tests and README) without tau, the
// widening of sigma before each game: the same setting here reproduces them to the last digit.
const REFERENCE = { tau: 0 };
const fresh = newSkill();

describe('the rating pools', () => {
  it('are one per number of players, four as two teams apart', () => {
    expect([poolOf(2, false), poolOf(3, false), poolOf(4, false), poolOf(4, true)]).toEqual(['2', '3', '4', '2x2']);
  });
});

describe('places from a result', () => {
  it('puts a two-player winner first and the loser second, whoever moved first', () => {
    expect(placesOf({ status: 'won', winners: [2], reason: 'resigned', loser: 1 }, 2)).toEqual([2, 1]);
  });

  it('gives a draw one shared place', () => {
    expect(placesOf({ status: 'drawn', winners: [], reason: 'agreement' }, 2)).toEqual([1, 1]);
  });

  it('puts a team first together', () => {
    expect(placesOf({ status: 'won', winners: [2, 4], reason: 'timeout', loser: 1 }, 4)).toEqual([2, 1, 2, 1]);
  });

  it('ranks a player who left last', () => {
    const ranked = rankAfterLeaving({ status: 'won', winners: [1], reason: 'all-on-board' }, [1, 2, 2, 3], 3, [1]);
    expect(placesOf(ranked, 3)).toEqual([3, 1, 2]);
  });
});

describe('a rated game', () => {
  it('moves two new players by the package’s published two-player numbers', () => {
    const [winner, loser] = rateGame(
      '2',
      [
        { seat: 1, place: 1, before: fresh },
        { seat: 2, place: 2, before: fresh },
      ],
      REFERENCE,
    );
    expect(winner).toEqual({ mu: 27.63523138347365, sigma: 8.065506316323548 });
    expect(loser).toEqual({ mu: 22.36476861652635, sigma: 8.065506316323548 });
  });

  it('rates a three-player finishing order, the player who left last, by the published numbers', () => {
    const places = placesOf(
      rankAfterLeaving({ status: 'won', winners: [2], reason: 'all-on-board' }, [2, 3, 3, 0], 3, [1]),
      3,
    );
    const after = rateGame(
      '3',
      places.map((place, i) => ({ seat: i + 1, place, before: fresh })),
      REFERENCE,
    );
    expect(after).toEqual([
      { mu: 21.413904309067206, sigma: 8.057829747583874 },
      { mu: 27.868876552746237, sigma: 8.204837030780652 },
      { mu: 25.717219138186557, sigma: 8.057829747583874 },
    ]);
  });

  it('rates four players in any order of seats by the published numbers', () => {
    const after = rateGame(
      '4',
      [4, 1, 3, 2].map((place, i) => ({ seat: i + 1, place, before: fresh })),
      REFERENCE,
    );
    expect(after.map((s) => s.mu)).toEqual([
      20.96265504062538, 27.795084971874736, 24.68943500312503, 26.552824984374855,
    ]);
  });

  it('rates a team game as two sides, seats 1 and 3 against 2 and 4, as the package’s README example', () => {
    const a1 = fresh;
    const a2 = { mu: 32.444, sigma: 5.123 };
    const b1 = { mu: 43.381, sigma: 2.421 };
    const b2 = { mu: 25.188, sigma: 6.211 };
    const places = placesOf({ status: 'won', winners: [1, 3], reason: 'all-on-board' }, 4);
    const after = rateGame(
      '2x2',
      [a1, b1, a2, b2].map((before, i) => ({ seat: i + 1, place: places[i]!, before })),
    );
    const expected = [
      [28.67, 8.07],
      [43.07, 2.42],
      [33.83, 5.06],
      [23.15, 6.14],
    ];
    after.forEach((skill, i) => {
      expect(skill.mu).toBeCloseTo(expected[i]![0]!, 2);
      expect(skill.sigma).toBeCloseTo(expected[i]![1]!, 2);
    });
  });

  it('leaves a draw between equals where it was in mu and narrows both', () => {
    const [a, b] = rateGame('2', [
      { seat: 1, place: 1, before: fresh },
      { seat: 2, place: 1, before: fresh },
    ]);
    expect(a!.mu).toBeCloseTo(25, 10);
    expect(a).toEqual(b);
    expect(a!.sigma).toBeLessThan(fresh.sigma);
  });
});

describe('the number shown', () => {
  it('is 1000 for a new player and counts 25 a point of mu - 3 sigma', () => {
    expect(displayRating(fresh)).toBe(1000);
    expect(displayRating({ mu: 25, sigma: 1 })).toBe(1550);
    expect(PROVISIONAL_GAMES).toBe(10);
  });
});

describe('replaying rated games', () => {
  it('gives the numbers of the games rated one after another', () => {
    const first = rateGame('2', [
      { seat: 1, place: 1, before: fresh },
      { seat: 2, place: 2, before: fresh },
    ]);
    const second = rateGame('2', [
      { seat: 1, place: 2, before: first[1]! },
      { seat: 2, place: 1, before: fresh },
    ]);
    const standings = replayRatings([
      {
        pool: '2',
        seats: [
          { account: 'ann', seat: 1, place: 1 },
          { account: 'bob', seat: 2, place: 2 },
        ],
      },
      {
        pool: '2',
        seats: [
          { account: 'bob', seat: 1, place: 2 },
          { account: 'cy', seat: 2, place: 1 },
        ],
      },
      { pool: '3', seats: [{ account: 'ann', seat: 1, place: 1 }] },
    ]);
    expect(standings.get(standingKey('2', 'ann'))).toEqual({ skill: first[0], games: 1 });
    expect(standings.get(standingKey('2', 'bob'))).toEqual({ skill: second[0], games: 2 });
    expect(standings.get(standingKey('2', 'cy'))).toEqual({ skill: second[1], games: 1 });
    // A pool of its own: ann's two-player rating does not carry into it.
    expect(standings.get(standingKey('3', 'ann'))?.games).toBe(1);
  });
});

describe('ratings as a profile shows them', () => {
  it('lists the pools in their order, with the number shown after each game and provisional under 10 games', () => {
    const point = (game: string, mu: number) => ({ game, at: 1, skill: { mu, sigma: 1 } });
    const shown = ratingsAnswer([
      { pool: '2x2', skill: { mu: 25, sigma: 1 }, games: 10, history: [point('t', 25)] },
      { pool: '3', skill: { mu: 26, sigma: 1 }, games: 2, history: [point('a', 24), point('b', 26)] },
    ]);
    expect(shown).toEqual([
      {
        pool: '3',
        rating: 1575,
        games: 2,
        provisional: true,
        history: [
          { game: 'a', at: 1, rating: 1525 },
          { game: 'b', at: 1, rating: 1575 },
        ],
      },
      { pool: '2x2', rating: 1550, games: 10, provisional: false, history: [{ game: 't', at: 1, rating: 1550 }] },
    ]);
  });
});
