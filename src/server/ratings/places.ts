import type { OnlineResult } from '../result';

/**
 * Each seat's place at the end of a game (`places[seat - 1]`, 1 the best, seats sharing a place
 * having drawn), from the stored result alone so that ratings can be replayed from results:
 * - a ranking (players left a game of three or four): its places, those who left last;
 * - a draw: one shared place;
 * - a win: the winners (a team in a team game) first, every other seat second. In a game of three
 *   or four that nobody left, the engine names only its winner; the others share second place.
 */
export function placesOf(result: OnlineResult, players: number): number[] {
  const seats = Array.from({ length: players }, (_, i) => i + 1);
  if ('ranking' in result) {
    return seats.map((seat) => result.ranking.findIndex((group) => group.includes(seat)) + 1);
  }
  if (result.status === 'drawn') return seats.map(() => 1);
  return seats.map((seat) => (result.winners.includes(seat) ? 1 : 2));
}
