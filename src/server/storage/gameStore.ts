import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from './dialect';
import { moveRatings } from './ratingStore';
import { Rollback } from './rollback';
import { MOVE_COLUMNS, SEAT_COLUMNS, gameOf, moveOf, seatOf } from './rows';
import type { Tables } from './schema';
import type { GameEnd, GameStore, StoredMove } from './storage';

/** Games with their moves, on either database. */
export function gameStore(db: Kysely<Tables>, dialect: SqlDialect): GameStore {
  /**
   * A move stored, the game's row locked first, as `endGame` locks it: a move and an end from two
   * instances commit one after the other, and the later one sees the earlier. A move that ends
   * nothing (nearly every move) is this one statement: one round trip to the database.
   */
  const insertMove = (q: Kysely<Tables>, gameId: string, move: StoredMove) =>
    q
      .insertInto('moves')
      .columns(['game_id', ...MOVE_COLUMNS])
      .expression(
        dialect.forUpdate(
          q
            .selectFrom('games')
            .select((eb) => [
              'id',
              eb.val(move.seq).as('seq'),
              eb.val(move.move).as('move'),
              eb.val(move.committedAt).as('committed_at'),
              eb.val(JSON.stringify(move.clock)).as('clock'),
            ])
            .where('id', '=', gameId)
            .where('status', 'in', ['open', 'live']),
        ),
      )
      .executeTakeFirst()
      .then((r) => r.numInsertedOrUpdatedRows === 1n);

  /** Ends a game, and moves a rated game's ratings with it: in the caller's transaction. */
  const writeEnd = async (trx: Kysely<Tables>, gameId: string, end: GameEnd) => {
    await trx
      .updateTable('games')
      .set({ status: end.status, result: end.result === null ? null : JSON.stringify(end.result), ended_at: end.at })
      .where('id', '=', gameId)
      .execute();
    if (end.status === 'ended' && end.result !== null) await moveRatings(trx, dialect, gameId, end.at);
  };

  return {
    async createGame({ game, seats, openedBy, rematchOf }) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('games')
            .values({
              id: game.id,
              setup: game.setup,
              time_control: JSON.stringify(game.timeControl),
              public: dialect.flag(game.public),
              rated: game.rated ? 1 : 0,
              status: 'open',
              result: null,
              created_at: game.createdAt,
              opened_by: openedBy ?? null,
            })
            .execute();
          if (seats.length > 0) {
            const rows = seats.map((s) => ({
              game_id: game.id,
              seat: s.seat,
              secret_hash: s.secretHash,
              name: s.name,
              kind: s.kind,
              joined_at: s.joinedAt,
              level: s.level ?? null,
              player_hash: s.playerHash ?? null,
              account_id: s.accountId ?? null,
            }));
            await trx.insertInto('seats').values(rows).execute();
          }
          if (rematchOf === undefined) return;
          // Linked after the new game's row exists (the link is a foreign key), and only while the
          // game it follows has no rematch. Of two instances linking at once, the second waits for
          // the first's row lock, then finds the link made and rolls its new game back.
          const linked = await trx
            .updateTable('games')
            .set({ rematch_id: game.id })
            .where('id', '=', rematchOf)
            .where('rematch_id', 'is', null)
            .executeTakeFirst();
          if (linked.numUpdatedRows !== 1n) throw new Rollback();
        });
        return true;
      } catch (e) {
        if (e instanceof Rollback) return false;
        throw e;
      }
    },

    async loadGame(id) {
      const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const seats = await db
        .selectFrom('seats')
        .select(SEAT_COLUMNS)
        .where('game_id', '=', id)
        .orderBy('seat')
        .execute();
      const moves = await db
        .selectFrom('moves')
        .select(MOVE_COLUMNS)
        .where('game_id', '=', id)
        .orderBy('seq')
        .execute();
      return { game: gameOf(row), seats: seats.map(seatOf), moves: moves.map(moveOf) };
    },

    async appendMove(gameId, move, end) {
      try {
        if (!end) return await insertMove(db, gameId, move);
        return await db.transaction().execute(async (trx) => {
          if (!(await insertMove(trx, gameId, move))) return false;
          await writeEnd(trx, gameId, end);
          return true;
        });
      } catch (e) {
        // The primary key (game_id, seq) decides between two commits for one turn, from any instance.
        if (dialect.isDuplicateKey(e)) return false;
        throw e;
      }
    },

    async startGame(gameId, at) {
      await db
        .updateTable('games')
        .set({ status: 'live', started_at: at })
        .where('id', '=', gameId)
        .where('status', '=', 'open')
        .execute();
    },

    async endGame(gameId, end, moves) {
      return db.transaction().execute(async (trx) => {
        const game = await dialect
          .forUpdate(trx.selectFrom('games').select('status').where('id', '=', gameId))
          .executeTakeFirst();
        if (game?.status !== 'open' && game?.status !== 'live') return false;
        const count = await trx
          .selectFrom('moves')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('game_id', '=', gameId)
          .executeTakeFirstOrThrow();
        if (count.n !== moves) return false;
        await writeEnd(trx, gameId, end);
        return true;
      });
    },

    async gamesToResume(limit) {
      const rows = await db
        .selectFrom('games as g')
        .select('g.id')
        .where('g.status', '=', 'live')
        .where((eb) =>
          eb.or([
            eb(dialect.jsonText('g.time_control', 'kind'), '<>', 'none'),
            eb.exists(
              eb
                .selectFrom('seats as s')
                .select(sql.lit(1).as('one'))
                .whereRef('s.game_id', '=', 'g.id')
                .where('s.kind', '=', 'computer'),
            ),
            eb.not(
              eb.exists(eb.selectFrom('moves as m').select(sql.lit(1).as('one')).whereRef('m.game_id', '=', 'g.id')),
            ),
          ]),
        )
        .orderBy('g.started_at')
        .orderBy('g.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    async finishedGames(after, limit) {
      let query = db.selectFrom('games').select(['id', 'setup']).where('status', '=', 'ended');
      if (after !== null) query = query.where('id', '>', after);
      const games = await query.orderBy('id').limit(limit).execute();
      if (games.length === 0) return [];
      // The page's moves in one query, not one a game.
      const ids = games.map((g) => g.id);
      const rows = await db
        .selectFrom('moves')
        .select(['game_id', 'move'])
        .where('game_id', 'in', ids)
        .orderBy('game_id')
        .orderBy('seq')
        .execute();
      const moves = new Map(games.map((g) => [g.id, [] as string[]]));
      for (const row of rows) moves.get(row.game_id)!.push(row.move);
      return games.map((g) => ({ id: g.id, setup: g.setup, moves: moves.get(g.id)! }));
    },
  };
}
