import type { Kysely } from 'kysely';
import { DELETED_NAME } from '../../online/name';
import type { SqlDialect } from './dialect';
import { ACCOUNT_COLUMNS, accountOf } from './rows';
import type { Tables } from './schema';
import type { AccountStore, SessionStore } from './storage';

/** Accounts and their sessions, on either database. */
export function accountStore(db: Kysely<Tables>, dialect: SqlDialect): AccountStore & SessionStore {
  /** The account, not deleted, whose `column` is `value`. */
  const account = async (column: 'id' | 'name_key', value: string) => {
    const row = await db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where(column, '=', value)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? accountOf(row) : null;
  };

  return {
    async createAccount(account) {
      try {
        await db
          .insertInto('accounts')
          .values({
            id: account.id,
            name: account.name,
            name_key: account.nameKey,
            password_hash: account.passwordHash,
            created_at: account.createdAt,
          })
          .execute();
        return true;
      } catch (e) {
        if (dialect.isDuplicateKey(e)) return false;
        throw e;
      }
    },

    accountByName: (nameKey) => account('name_key', nameKey),
    accountById: (id) => account('id', id),

    async setPassword(accountId, passwordHash) {
      await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
    },

    async deleteAccount(accountId, at) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute();
        await trx
          .updateTable('seats')
          .set({ name: DELETED_NAME, player_hash: null })
          .where('account_id', '=', accountId)
          .execute();
        await trx
          .updateTable('accounts')
          .set({ name: null, name_key: null, password_hash: null, deleted_at: at })
          .where('id', '=', accountId)
          .where('deleted_at', 'is', null)
          .execute();
      });
    },

    async createSession(session) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          account_id: session.accountId,
          created_at: session.at,
          last_seen: session.at,
        })
        .execute();
    },

    async sessionAccount(idHash, since, at) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).where('last_seen', '<', since).execute();
      // Seen at `at` unless seen later already: two requests of one session may arrive out of order.
      const row = await db
        .updateTable('sessions')
        .set((eb) => ({ last_seen: eb.case().when('last_seen', '<', at).then(at).else(eb.ref('last_seen')).end() }))
        .where('id_hash', '=', idHash)
        .returning('account_id')
        .executeTakeFirst();
      return row ? account('id', row.account_id) : null;
    },

    async deleteSession(idHash) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteSessions(accountId, keep) {
      await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .where('id_hash', 'is distinct from', keep)
        .execute();
    },
  };
}
