import type { Kysely } from 'kysely';
import type { Tables } from './schema';
import type { SeatStore } from './storage';

/** A game's seats, on either database: each change one statement, its condition in its WHERE. */
export function seatStore(db: Kysely<Tables>): SeatStore {
  const seat = (gameId: string, seat: number) =>
    db.updateTable('seats').where('game_id', '=', gameId).where('seat', '=', seat);

  return {
    async takeSeat(gameId, n, at, name) {
      await seat(gameId, n)
        .set((eb) => ({
          joined_at: eb.fn.coalesce('joined_at', eb.val(at)),
          name: eb.fn.coalesce(eb.val(name), 'name'),
        }))
        .execute();
    },

    async leaveSeat(gameId, n, left, level) {
      const { numUpdatedRows } = await seat(gameId, n)
        .set({ kind: 'computer', level, left_order: left.order, left_reason: left.reason })
        .where('left_order', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async claimSeat(gameId, n, claim) {
      const { numUpdatedRows } = await seat(gameId, n)
        .set({
          secret_hash: claim.secretHash,
          name: claim.name,
          player_hash: claim.playerHash,
          account_id: claim.accountId,
          joined_at: claim.at,
        })
        .where('joined_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async renewSecret(gameId, n, secretHash) {
      const { numUpdatedRows } = await seat(gameId, n)
        .set({ secret_hash: secretHash })
        .where('kind', '=', 'human')
        .where('joined_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async setSeatPlayer(gameId, n, player) {
      await seat(gameId, n)
        .set((eb) => ({
          player_hash: eb.fn.coalesce('player_hash', eb.val(player.playerHash)),
          account_id: eb.fn.coalesce('account_id', eb.val(player.accountId)),
        }))
        .execute();
    },

    async claimPlayerSeats(playerHash, accountId) {
      const { numUpdatedRows } = await db
        .updateTable('seats')
        .set({ account_id: accountId })
        .where('player_hash', '=', playerHash)
        .where('account_id', 'is', null)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },
  };
}
