import { STARTING_RATING } from '../../online/ratings';
import type { Game, RatingChange } from '../game/game';
import type { GameStorage } from '../storage/storage';
import { poolOf } from './pools';
import { displayRating } from './skill';

/**
 * Each account's rating before and after the rated game `game`, as its end stored them (in the
 * commit that ended it); empty for a game whose end moved no rating (aborted).
 */
export async function ratingChanges(storage: GameStorage, game: Game): Promise<RatingChange[]> {
  const { players, teams } = game.setup;
  const pool = poolOf(players, teams);
  const changes: RatingChange[] = [];
  for (const seat of game.seats) {
    if (seat.accountId === null) continue;
    const history = (await storage.accountRatings(seat.accountId)).find((r) => r.pool === pool)?.history ?? [];
    const at = history.findIndex((point) => point.game === game.id);
    if (at < 0) continue;
    const before = at === 0 ? STARTING_RATING : displayRating(history[at - 1]!.skill);
    changes.push({ seat: seat.seat, before, after: displayRating(history[at]!.skill) });
  }
  return changes;
}
