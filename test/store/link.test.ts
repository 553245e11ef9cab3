import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../src/engine/record';
import { encodeRecord, readRecordHash, readSeatsHash, recordHash } from '../../src/store/link';

const RECORD = {
  format: 'momentum/1',
  lattice: 'square',
  layout: ['.......', '.......', '.......', '...H...', '.......', '.......', '.......'],
  players: 2,
  marbles: 8,
  moves: ['d5', 'swap', 'c3', 'e5'],
  meta: { event: 'Café de la Gare', names: ['Zoë', 'Łukasz'] },
};

function parsed(value: unknown) {
  const record = parseRecord(value);
  if (!record.ok) throw new Error(record.error);
  return record.value;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

describe('recordHash and readRecordHash', () => {
  test('a record survives the round trip, accents in its metadata included', () => {
    const record = parsed(RECORD);
    const read = readRecordHash(recordHash(record));
    expect(read?.ok && read.value.record).toEqual(record);
    expect(read?.ok && read.value.plies.length).toBe(4);
  });

  test('the link text is base64url of the canonical JSON, without padding', () => {
    const encoded = encodeRecord(parsed(RECORD));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toMatchObject(RECORD);
  });

  test('a hash that names no record is not a link', () => {
    expect(readRecordHash('')).toBeNull();
    expect(readRecordHash('#about')).toBeNull();
  });

  test.each([
    ['#record=', 'no record after #record='],
    ['#record=abc$def', 'not base64url'],
    ['#record=a', 'not base64url'],
    [`#record=${Buffer.from([0xff, 0xfe, 0x41]).toString('base64url')}`, 'not UTF-8'],
    [`#record=${base64url('{"format": "momentum/1",')}`, 'not valid JSON'],
    [`#record=${base64url(JSON.stringify({ ...RECORD, roundlimit: 3 }))}`, 'unknown field "roundlimit"'],
    [`#record=${base64url(JSON.stringify({ ...RECORD, moves: ['d5', 'd5'] }))}`, 'ply 2: d5 is occupied'],
  ])('%s is refused: %s', (hash, why) => {
    const read = readRecordHash(hash);
    expect(read?.ok).toBe(false);
    expect(!read?.ok && read?.error).toContain(why);
  });
});

describe('seats in the link', () => {
  test('a game with a computer seat carries its seats after the record; the record still reads', () => {
    const record = parsed(RECORD);
    const hash = recordHash(record, ['hard', 'human']);
    expect(hash).toBe(`${recordHash(record)}&seats=hard,human`);
    expect(readRecordHash(hash)?.ok).toBe(true);
    expect(readRecordHash(hash)).toEqual(readRecordHash(recordHash(record)));
    expect(readSeatsHash(hash, 2)).toEqual({ ok: true, value: ['hard', 'human'] });
  });

  test('a game between people keeps the plain link', () => {
    const record = parsed(RECORD);
    expect(recordHash(record, ['human', 'human'])).toBe(recordHash(record));
    expect(readSeatsHash(recordHash(record), 2)).toBeNull();
    expect(readSeatsHash('#about', 2)).toBeNull();
  });

  test('seats that do not fit the game are refused with the reason', () => {
    const hash = `${recordHash(parsed(RECORD))}&seats=hard`;
    const seats = readSeatsHash(hash, 2);
    expect(!seats?.ok && seats?.error).toBe('it names 1 seats for 2 players');
  });
});
