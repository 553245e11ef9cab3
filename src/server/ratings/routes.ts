import type { FastifyInstance } from 'fastify';
import { type LeaderboardAnswer, POOLS, PROVISIONAL_GAMES, type PoolRatingAnswer, isPool } from '../../online/ratings';
import type { PoolRating, RatingStore } from '../storage/storage';
import { displayRating } from './skill';

/** Players a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

/** An account's ratings as a profile shows them, pools in their order: each pool's number, and the number after each game. */
export function ratingsAnswer(ratings: readonly PoolRating[]): PoolRatingAnswer[] {
  const ordered = [...ratings].sort((a, b) => POOLS.indexOf(a.pool) - POOLS.indexOf(b.pool));
  return ordered.map((r) => ({
    pool: r.pool,
    rating: displayRating(r.skill),
    games: r.games,
    provisional: r.games < PROVISIONAL_GAMES,
    history: r.history.map((h) => ({ game: h.game, at: h.at, rating: displayRating(h.skill) })),
  }));
}

/** The leaderboards: `GET /api/leaderboard/POOL` (docs/online.md, "Ratings"). */
export function registerRatings(app: FastifyInstance, storage: RatingStore): void {
  app.get<{ Params: { pool: string } }>('/api/leaderboard/:pool', async (request, reply) => {
    const { pool } = request.params;
    if (!isPool(pool)) return reply.code(404).send({ type: 'error', code: 'no-such-pool' });
    const rows = await storage.leaderboard(pool, LEADERBOARD_SIZE);
    const answer: LeaderboardAnswer = {
      pool,
      players: rows.map((row, i) => ({
        rank: i + 1,
        name: row.name,
        rating: displayRating(row.skill),
        games: row.games,
        provisional: row.games < PROVISIONAL_GAMES,
      })),
    };
    return reply.send(answer);
  });
}
