import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect';
import { gameOf, seatsByGame } from './rows';
import type { Tables } from './schema';
import type { ListedSeat, LobbyStore, PlayerGame } from './storage';

/** Lists of games, on either database. */
export function lobbyStore(db: Kysely<Tables>, dialect: SqlDialect): LobbyStore {
  /** The seats of these games, each game's in seat order: one query however many games. */
  const seatsOf = async (ids: readonly string[]) => {
    if (ids.length === 0) return new Map<string, ListedSeat[]>();
    const rows = await db
      .selectFrom('seats')
      .select(['game_id', 'seat', 'name', 'joined_at', 'kind'])
      .where('game_id', 'in', ids)
      .orderBy('game_id')
      .orderBy('seat')
      .execute();
    return seatsByGame(rows);
  };

  /** The games with a seat whose player key or account is `value`, newest first. */
  const gamesOfSeats = async (column: 's.player_hash' | 's.account_id', value: string, limit: number) => {
    const rows = await db
      .selectFrom('seats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .selectAll('g')
      .select('s.seat as player_seat')
      .where(column, '=', value)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id')
      .limit(limit)
      .execute();
    const seats = await seatsOf(rows.map((r) => r.id));
    return rows.map((r): PlayerGame => ({
      game: gameOf(r),
      seat: r.player_seat,
      names: (seats.get(r.id) ?? []).map((s) => s.name),
    }));
  };

  return {
    async listPublic(statuses, limit) {
      if (statuses.length === 0) return [];
      const rows = await db
        .selectFrom('games as g')
        .selectAll('g')
        .select((eb) => [
          eb
            .selectFrom('seats as s')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('s.game_id', '=', 'g.id')
            .where('s.joined_at', 'is not', null)
            .as('joined'),
          eb
            .selectFrom('seats as s')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('s.game_id', '=', 'g.id')
            .as('seat_count'),
          eb
            .selectFrom('moves as m')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('m.game_id', '=', 'g.id')
            .as('move_count'),
        ])
        .where('g.public', '=', dialect.flag(true))
        .where('g.status', 'in', statuses)
        .orderBy('g.created_at')
        .orderBy('g.id')
        .limit(limit)
        .execute();
      const seats = await seatsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        game: gameOf(r),
        joined: r.joined ?? 0,
        seats: r.seat_count ?? 0,
        seatList: seats.get(r.id) ?? [],
        moves: r.move_count ?? 0,
        openedBy: r.opened_by,
      }));
    },

    async countOpen(openedBy) {
      const row = await db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('opened_by', '=', openedBy)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    playerGames: (playerHash, limit) => gamesOfSeats('s.player_hash', playerHash, limit),
    accountGames: (accountId, limit) => gamesOfSeats('s.account_id', accountId, limit),
  };
}
