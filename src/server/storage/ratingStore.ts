import { type Kysely, sql } from 'kysely';
import type { OnlineResult } from '../result';
import { nextStandings, ratedOutcome } from '../ratings/outcome';
import type { SqlDialect } from './dialect';
import { outcomesOf, poolRatingsOf, standingOf } from './ratingRows';
import type { Tables } from './schema';
import type { RatingStore } from './storage';

/** The ratings that rated games move, on either database. */
export function ratingStore(db: Kysely<Tables>): RatingStore {
  return {
    async leaderboard(pool, limit) {
      const rows = await db
        .selectFrom('ratings as r')
        .innerJoin('accounts as a', 'a.id', 'r.account_id')
        .select(['r.account_id', 'a.name', 'r.mu', 'r.sigma', 'r.games'])
        .where('r.pool', '=', pool)
        .where('a.deleted_at', 'is', null)
        .orderBy(sql`${sql.ref('r.mu')} - 3 * ${sql.ref('r.sigma')}`, 'desc')
        .orderBy('r.account_id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        accountId: r.account_id,
        name: r.name!,
        skill: { mu: r.mu, sigma: r.sigma },
        games: r.games,
      }));
    },

    async accountRatings(accountId) {
      const ratings = await db
        .selectFrom('ratings')
        .select(['pool', 'mu', 'sigma', 'games'])
        .where('account_id', '=', accountId)
        .orderBy('pool')
        .execute();
      const history = await db
        .selectFrom('rating_history')
        .select(['pool', 'game_id', 'at', 'mu', 'sigma'])
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
      return poolRatingsOf(ratings, history);
    },

    async ratedOutcomes() {
      const firstRated = db
        .selectFrom('rating_history')
        .select((eb) => ['game_id', eb.fn.min('id').as('first')])
        .groupBy('game_id')
        .as('h');
      const games = await db
        .selectFrom('games as g')
        .innerJoin(firstRated, 'h.game_id', 'g.id')
        .select(['g.id', 'g.setup', 'g.result'])
        .orderBy('h.first')
        .execute();
      const seats = await db
        .selectFrom('seats')
        .select(['game_id', 'seat', 'account_id'])
        .where('game_id', 'in', db.selectFrom('rating_history').select('game_id'))
        .execute();
      return outcomesOf(games, seats);
    },
  };
}

/**
 * Moves the ratings of a rated game's accounts by its stored result, unless they moved for it
 * already: in the transaction `trx` that ends the game. Two games ending at once on two instances
 * may share an account: each locks the rows it reads (in one order, accounts sorted, so neither
 * waits for the other forever), after making sure they exist, so the second reads what the first
 * wrote.
 */
export async function moveRatings(trx: Kysely<Tables>, dialect: SqlDialect, gameId: string, at: number) {
  const game = await dialect
    .forUpdate(trx.selectFrom('games').select(['setup', 'result', 'rated']).where('id', '=', gameId))
    .executeTakeFirst();
  if (game?.rated !== 1 || game.result === null) return;
  const done = await trx
    .selectFrom('rating_history')
    .select('id')
    .where('game_id', '=', gameId)
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  const seats = await trx
    .selectFrom('seats')
    .select('account_id')
    .where('game_id', '=', gameId)
    .orderBy('seat')
    .execute();
  const outcome = ratedOutcome(
    game.setup,
    JSON.parse(game.result) as OnlineResult,
    seats.map((s) => s.account_id),
  );
  if (!outcome) return;
  const { pool } = outcome;
  const accounts = outcome.seats.map((s) => s.account);
  const places = [...accounts].sort().map((account) => ({ account_id: account, pool, mu: 0, sigma: 0, games: 0 }));
  await trx
    .insertInto('ratings')
    .values(places)
    .onConflict((oc) => oc.columns(['account_id', 'pool']).doNothing())
    .execute();
  const current = await dialect
    .forUpdate(
      trx
        .selectFrom('ratings')
        .select(['account_id', 'pool', 'mu', 'sigma', 'games'])
        .where('pool', '=', pool)
        .where('account_id', 'in', accounts)
        .orderBy('account_id'),
    )
    .execute();
  // A row inserted just now as a place to lock holds no games: the account is not rated yet.
  const before = accounts.map((account) => standingOf(current.find((r) => r.account_id === account && r.games > 0)));
  for (const [i, { skill, games }] of nextStandings(outcome, before).entries()) {
    const account = accounts[i]!;
    await trx
      .updateTable('ratings')
      .set({ mu: skill.mu, sigma: skill.sigma, games })
      .where('account_id', '=', account)
      .where('pool', '=', pool)
      .execute();
    await trx
      .insertInto('rating_history')
      .values({ account_id: account, pool, game_id: gameId, at, mu: skill.mu, sigma: skill.sigma })
      .execute();
  }
}
