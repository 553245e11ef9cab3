import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { english } from '../i18n/english';
import { sqliteFile } from '../server/main';
import type { Output } from './io';
import { UsageError, options } from './options';

export const BACKUP_HELP = english('cli.backup.help');

export async function backupCommand(args: string[], io: Output): Promise<number> {
  const { text, positionals } = options(args, ['data']);
  if (positionals.length !== 1) throw new UsageError(english('cli.backup.oneFile'));
  const source = sqliteFile(text('data'));
  if (!existsSync(source)) throw new UsageError(english('cli.database.missing', { path: source }));
  const target = resolve(positionals[0]!);
  if (target === source) throw new UsageError(english('cli.backup.sameFile'));
  // A connection that only reads: the backup copies pages while the server goes on committing.
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(target);
    io.out(english('cli.backup.done', { source, target, pages: String(totalPages), count: totalPages }));
  } finally {
    db.close();
  }
  return 0;
}
