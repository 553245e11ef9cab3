import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat's secret: 192 random bits, URL-safe, shown once and never stored. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** A game's id: 72 random bits, enough that ids cannot be guessed one after another. */
export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True when `secret` hashes to `hash`, compared in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
