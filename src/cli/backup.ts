import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../server/main';
import type { Output } from './io';
import { UsageError, options } from './options';

export const BACKUP_HELP = `Usage: momentum backup FILE [--data DIR]

Copies the game server's database to FILE, consistently even while the server runs and writes
to it (SQLite's online backup). The copy is a database of its own, opened as it is.

  --data DIR   where the server keeps momentum.db (default data/)`;

export async function backupCommand(args: string[], io: Output): Promise<number> {
  const { text, positionals } = options(args, ['data']);
  if (positionals.length !== 1) throw new UsageError('backup takes exactly one FILE to write');
  const source = join(resolve(text('data') ?? 'data'), DATABASE_FILE);
  if (!existsSync(source)) throw new UsageError(`no database at ${source}`);
  const target = resolve(positionals[0]!);
  if (target === source) throw new UsageError('FILE is the database itself');
  // A connection that only reads: the backup copies pages while the server goes on committing.
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(target);
    io.out(`momentum: backed up ${source} to ${target} (${totalPages} pages)`);
  } finally {
    db.close();
  }
  return 0;
}
