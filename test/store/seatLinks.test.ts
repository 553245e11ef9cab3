import { describe, expect, it } from 'vitest';
import { SEAT_LINKS_KEY, rememberSeat, rememberedSeat } from '../../src/store/seatLinks';
import { memoryStorage } from './memoryStorage';

const SERVER = 'http://127.0.0.1:5173';
const secret = (n: number) => `seat-secret-${String(n).padStart(20, '0')}`;

describe('the seats this browser took', () => {
  it('keeps a seat link’s secret by game, never a watch link, and the newest fifty', () => {
    const storage = memoryStorage();
    rememberSeat({ server: SERVER, game: 'pQ3k7ZxWb2Aa', secret: secret(1) }, storage);
    rememberSeat({ server: SERVER, game: 'Zt8mQ2rLx0Pc', secret: null }, storage);
    expect(rememberedSeat('pQ3k7ZxWb2Aa', storage)).toBe(secret(1));
    expect(rememberedSeat('Zt8mQ2rLx0Pc', storage)).toBeNull();
    for (let i = 0; i < 50; i++)
      rememberSeat({ server: SERVER, game: `game${String(i).padStart(8, '0')}`, secret: secret(i) }, storage);
    expect(rememberedSeat('pQ3k7ZxWb2Aa', storage)).toBeNull();
    expect(rememberedSeat('game00000049', storage)).toBe(secret(49));
    expect(Object.keys(JSON.parse(storage.items[SEAT_LINKS_KEY]!) as object)).toHaveLength(50);
  });

  it('reads nothing from a damaged entry', () => {
    expect(rememberedSeat('pQ3k7ZxWb2Aa', memoryStorage({ [SEAT_LINKS_KEY]: '{"pQ3k7ZxWb2Aa": "<b>"}' }))).toBeNull();
    expect(rememberedSeat('pQ3k7ZxWb2Aa', memoryStorage({ [SEAT_LINKS_KEY]: 'not json' }))).toBeNull();
  });
});
