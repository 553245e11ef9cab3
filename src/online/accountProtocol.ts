import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type Result, err, ok } from '../engine/result';
import { MAX_PASSWORD } from './accountName';
import { type MyGame, Name } from './protocol';
import type { PoolRatingAnswer } from './ratings';

/**
 * The account endpoints' bodies and answers (docs/online.md, "Accounts"). Apart from protocol.ts
 * so that the app, which must not compile schemas, takes only their types.
 */

/** A password as sent: its length and form are checked apart, to answer `short-password` or `bad-password`. */
const Password = Type.String({ maxLength: MAX_PASSWORD });

/** `POST /api/account` (sign up) and `POST /api/session` (sign in). */
export const CredentialsSchema = Type.Object({ name: Name, password: Password }, { additionalProperties: false });
export type CredentialsBody = Static<typeof CredentialsSchema>;

/** `PUT /api/account/password`. */
export const ChangePasswordSchema = Type.Object(
  { current: Password, password: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordSchema>;

/** `DELETE /api/account`: the password again, so that a borrowed screen cannot delete it. */
export const DeleteAccountSchema = Type.Object({ password: Password }, { additionalProperties: false });
export type DeleteAccountBody = Static<typeof DeleteAccountSchema>;

/** Who is signed in: the answer of `GET /api/me` (null when nobody), sign up and sign in. */
export interface AccountAnswer {
  readonly name: string;
  readonly created: number;
}

export const ACCOUNT_ERROR_CODES = [
  'bad-request',
  'bad-name',
  'name-markup',
  'name-taken',
  'short-password',
  /** A password that is not well-formed Unicode (a lone surrogate). */
  'bad-password',
  /** A name with no account or a wrong password: the same answer, so names cannot be found out. */
  'wrong-credentials',
  'wrong-password',
  'signed-out',
  'cross-site',
  'too-many',
  'no-such-player',
  'server-error',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

const compiled = {
  credentials: TypeCompiler.Compile(CredentialsSchema),
  change: TypeCompiler.Compile(ChangePasswordSchema),
  remove: TypeCompiler.Compile(DeleteAccountSchema),
};

function reader<T>(check: { Check(value: unknown): value is T }) {
  return (value: unknown): Result<T, 'bad-request'> => (check.Check(value) ? ok(value) : err('bad-request'));
}

export const readCredentials = reader(compiled.credentials);
export const readChangePassword = reader(compiled.change);
export const readDeleteAccount = reader(compiled.remove);

/**
 * A player's public page, `GET /api/players/NAME`: their name, when they signed up, their latest
 * games (`seat` is the one they played) and their rating in each pool they played rated games in.
 */
export interface PlayerProfile extends AccountAnswer {
  readonly games: readonly MyGame[];
  readonly ratings: readonly PoolRatingAnswer[];
}
