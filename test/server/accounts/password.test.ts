import { describe, expect, test } from 'vitest';
import { PASSWORD_COST, hashPassword, passwordMatches } from '../../../src/server/accounts/password';

describe('password hashes', () => {
  test("are made at OWASP's scrypt cost unless told otherwise, and match only their password", async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(PASSWORD_COST).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(await passwordMatches('correct horse', stored)).toBe(true);
    expect(await passwordMatches('correct horsE', stored)).toBe(false);
  });

  test('keep their own cost: a hash made cheaper reads back under any cost new hashes get', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const stored = await hashPassword('pw', cheap);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await passwordMatches('pw', stored)).toBe(true);
    expect(await passwordMatches('pw', stored, cheap)).toBe(true);
    // Two hashes of one password differ by their salt.
    expect(await hashPassword('pw', cheap)).not.toBe(stored);
  });

  test('no account matches no password, at any cost', async () => {
    expect(await passwordMatches('', null)).toBe(false);
    expect(await passwordMatches('pw', null, { N: 2 ** 10, r: 8, p: 1 })).toBe(false);
    expect(await passwordMatches('pw', 'bcrypt$whatever')).toBe(false);
  });
});
