import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * scrypt's cost for new hashes: N = 2^15, r = 8, p = 1 (32 MiB and about 120 ms a hash on this
 * two-core machine), the parameters OWASP names for scrypt. They are stored with each hash, so
 * raising them later leaves older hashes readable.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above the 128 * N * r bytes scrypt needs; Node's default (32 MiB) is just short of it.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (e, key) =>
      e ? reject(e) : resolve(key),
    );
  });
}

/** A password's hash as stored: `scrypt$N$r$p$salt$key`, salt and key in base64url. */
function hashText({ N, r, p }: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** `password`'s hash at `cost`, with a salt of its own. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return hashText(cost, salt, await derive(password, salt, cost));
}

/** A hash at `cost` that no password matches (a zero key), checked in place of an account that does not exist. */
function nobody(cost: ScryptCost): string {
  return hashText(cost, randomBytes(SALT_BYTES), Buffer.alloc(KEY_BYTES));
}

/**
 * True when `password` is the one `stored` was made from, compared in constant time. Without a
 * stored hash (no such account) the same work is done, at the `cost` new hashes get, against one
 * that nothing matches, so both take as long.
 */
export async function passwordMatches(
  password: string,
  stored: string | null,
  cost: ScryptCost = PASSWORD_COST,
): Promise<boolean> {
  const [kind, n, r, p, salt, key] = (stored ?? nobody(cost)).split('$');
  if (kind !== 'scrypt' || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && given.length === expected.length && timingSafeEqual(given, expected);
}
