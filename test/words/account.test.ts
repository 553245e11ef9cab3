import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ACCOUNT_ERROR_CODES } from '../../src/online/accountProtocol';
import type { AccountProblem } from '../../src/store/accountCodes';
import { accountProblemWords } from '../../src/words/account';

/** The codes no player can cause by what they typed: worded with the code itself. */
const GENERIC: readonly AccountProblem[] = ['bad-request', 'server-error'];

describe('account problems in words', () => {
  it('gives every refusal a player can cause a message of its own', () => {
    const problems: AccountProblem[] = [...ACCOUNT_ERROR_CODES, 'no-server'];
    const keys = problems.filter((p) => !GENERIC.includes(p)).map((p) => accountProblemWords(p).key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(en[key]).toBeDefined();
    expect(keys).not.toContain('account.problem.other');
  });

  it('words an unexpected refusal with its code', () => {
    expect(accountProblemWords('server-error')).toEqual({
      key: 'account.problem.other',
      params: { code: 'server-error' },
    });
  });
});
