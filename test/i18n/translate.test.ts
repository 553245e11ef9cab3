import { describe, expect, it } from 'vitest';
import type { Messages } from '../../src/i18n/catalogue';
import { createTranslator } from '../../src/i18n/translate';

// Made-up messages under real keys' type: the translator only reads what it is given.
const messages = {
  greeting: 'Hello {name}',
  marbles: { one: '{count} marble', other: '{count} marbles' },
  wrapped: 'Because {reason}.',
  reason: 'the {what} is full',
  players: 'Players: {names}',
} as unknown as Messages;
type Key = Parameters<ReturnType<typeof createTranslator>>[0];
const key = (name: string) => name as Key;

describe('createTranslator', () => {
  const t = createTranslator('en', messages);

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t(key('greeting'), { name: 'Ada' })).toBe('Hello Ada');
    expect(t(key('greeting'))).toBe('Hello {name}');
  });

  it.each([
    ['en', 1, '1 marble'],
    ['en', 2, '2 marbles'],
    ['en', 0, '0 marbles'],
    ['en', 1500, '1,500 marbles'],
    ['de', 1500, '1.500 marbles'],
  ] as const)('in %s, %d picks its plural form and writes the number the local way', (language, count, expected) => {
    expect(createTranslator(language, messages)(key('marbles'), { count })).toBe(expected);
  });

  it('a language with one form for every number uses the other form', () => {
    const ja = createTranslator('ja', { marbles: { other: 'ビー玉{count}個' } } as unknown as Messages);
    expect(ja(key('marbles'), { count: 1 })).toBe('ビー玉1個');
  });

  it('translates nested messages and lists them the local way', () => {
    const reason = { key: key('reason'), params: { what: 'tray' } };
    expect(t(key('wrapped'), { reason })).toBe('Because the tray is full.');
    expect(t.words({ key: key('wrapped'), params: { reason } })).toBe('Because the tray is full.');
    const names = ['a', 'b', 'c'].map((name) => ({ key: key('greeting'), params: { name } }));
    expect(t(key('players'), { names })).toBe('Players: Hello a, Hello b and Hello c');
    expect(createTranslator('de', messages).list(['x', 'y', 'z'])).toBe('x, y und z');
  });

  it.each([
    ['en', '26 November 2026'],
    ['de', '26. November 2026'],
    ['es', '26 de noviembre de 2026'],
    ['ja', '2026年11月26日'],
  ] as const)('in %s, writes a day the local way', (language, expected) => {
    expect(createTranslator(language, messages).date(Date.UTC(2026, 10, 26, 12))).toBe(expected);
  });

  it('answers a missing message from the fallback, and otherwise shows its key', () => {
    const fallback = { greeting: 'Hi {name}' } as unknown as Messages;
    const sparse = createTranslator('de', {} as Messages, fallback);
    expect(sparse(key('greeting'), { name: 'Bo' })).toBe('Hi Bo');
    expect(sparse(key('nowhere'))).toBe('nowhere');
  });
});
