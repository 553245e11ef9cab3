import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { Tables } from './schema';

/**
 * What truly differs between SQLite and PostgreSQL, each a named hook; every query and every
 * migration step is written once against these (sqlite.ts and postgres.ts fill them in).
 */
export interface SqlDialect {
  /** Column types in the schema's history, where the two databases word them differently. */
  readonly types: ColumnTypes;
  /** Makes instances that migrate the same database take turns, until the transaction `db` ends. */
  lockSchema(db: Kysely<Tables>): Promise<void>;
  /**
   * Locks the rows a select reads until its transaction ends (PostgreSQL's FOR UPDATE), so that
   * two instances writing the same game or rating commit one after the other. SQLite needs none:
   * its one connection runs one transaction at a time.
   */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** A boolean as a BOOLEAN column takes it: SQLite has none and binds 0 or 1. */
  flag(value: boolean): boolean | number;
  /** The text at `key` of the JSON object in a TEXT column. */
  jsonText(column: string, key: string): RawBuilder<string>;
  /** True when `error` is a primary key's or a unique index's refusal. */
  isDuplicateKey(error: unknown): boolean;
}

export interface ColumnTypes {
  /** A column holding a boolean, with its constraints. */
  flag(column: string): string;
  /** Milliseconds since 1970, past a 32-bit integer. */
  time: string;
  /** A 64-bit float (PostgreSQL's REAL is single precision). */
  double: string;
  /** An integer primary key that the database numbers in insertion order. */
  serialKey: string;
}
