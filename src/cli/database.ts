import { english } from '../i18n/english';
import { type StorageOptions, postgresUrl } from '../server/main';
import { type Parsed, UsageError } from './options';

/**
 * The server's database as `--data DIR` and `--database URL` name it, the words `momentum serve`
 * takes: the SQLite file's folder (data/ by default), or a PostgreSQL database instead.
 */
export function databaseOptions(text: Parsed['text']): StorageOptions {
  const address = text('database');
  const database = address === undefined ? undefined : postgresUrl(address);
  if (database === null) throw new UsageError(english('cli.database.url'));
  return { dataDir: text('data') ?? 'data', ...(database ? { database } : {}) };
}
