import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB and a few dozen ms a check on this machine), the
 * parameters OWASP names for scrypt. They are stored with each hash, so raising them later leaves
 * older hashes readable.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above the 128 * N * r bytes scrypt needs; Node's default (32 MiB) is just short of it.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (e, key) =>
      e ? reject(e) : resolve(key),
    );
  });
}

/** A password's hash as stored: `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash no password matches, checked in place of an account that does not exist, so both take as long. */
const NOBODY = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(SALT_BYTES).toString('base64url')}$${Buffer.alloc(KEY_BYTES).toString('base64url')}`;

/**
 * True when `password` is the one `stored` was made from, compared in constant time. Without a
 * stored hash (no such account) the same work is done against one that nothing matches.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [kind, n, r, p, salt, key] = (stored ?? NOBODY).split('$');
  if (kind !== 'scrypt' || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && given.length === expected.length && timingSafeEqual(given, expected);
}
