import { describe, expect, it } from 'vitest';
import { GameRoom } from '../../src/server/games';
import { lobbyGames } from '../../src/server/lobby';
import { createGame } from '../../src/server/newGame';
import { ratedSeatProblem } from '../../src/server/ratings/seating';
import { displayRating, newSkill, rateGame } from '../../src/server/ratings/skill';
import type { CreateGameBody } from '../../src/online/protocol';
import type { GameStorage } from '../../src/server/storage/storage';
import { counterFresh, fakeDeps, recorder } from './harness';

const RATED: CreateGameBody = {
  setup: { preset: 'square7', players: 2 },
  clock: { kind: 'realtime', minutes: 3, increment: 2 },
  rated: true,
};

const ANN = { accountId: 'acc-ann', playerHash: 'key-1' };
const BOB = { accountId: 'acc-bob', playerHash: 'key-2' };

async function accounts(storage: GameStorage) {
  for (const [id, name] of [
    ['acc-ann', 'Ann'],
    ['acc-bob', 'Bob'],
    ['acc-cy', 'Cy'],
  ] as const) {
    await storage.createAccount({ id, name, nameKey: name.toLowerCase(), passwordHash: 'scrypt$x', createdAt: 1 });
  }
}

describe('who may sit in a rated game', () => {
  const seats = [{ accountId: 'acc-ann', playerHash: 'key-1' }, { accountId: null }];

  it('refuses a player without an account, another account on a seat that has one, and an account seated twice', () => {
    expect(ratedSeatProblem(seats, 2, { accountId: null, playerHash: 'key-2' })).toBe('account-required');
    expect(ratedSeatProblem(seats, 1, { accountId: 'acc-bob', playerHash: 'key-2' })).toBe('other-account');
    expect(ratedSeatProblem(seats, 2, { accountId: 'acc-ann', playerHash: 'key-9' })).toBe('same-account');
  });

  it("refuses a second account from the browser of a seated one: one person's two accounts against each other", () => {
    expect(ratedSeatProblem(seats, 2, { accountId: 'acc-bob', playerHash: 'key-1' })).toBe('same-browser');
  });

  it('lets another account from another browser sit, and a seated account come back to its seat', () => {
    expect(ratedSeatProblem(seats, 2, { accountId: 'acc-bob', playerHash: 'key-2' })).toBeNull();
    expect(ratedSeatProblem(seats, 1, { accountId: 'acc-ann', playerHash: 'key-3' })).toBeNull();
  });
});

describe('opening a rated game', () => {
  const open = async (body: CreateGameBody, accountId: string | null) => {
    const { storage } = await fakeDeps();
    const made = await createGame(storage, body, 1, counterFresh(), { openedBy: 'player:x', accountId });
    return made.ok ? 'ok' : made.error;
  };

  it('needs an account, a clock and no computer seat', async () => {
    expect(await open(RATED, null)).toEqual({ code: 'account-required' });
    expect(await open({ ...RATED, clock: { kind: 'none' } }, 'acc-ann')).toEqual({
      code: 'bad-rated',
      detail: 'no-clock',
    });
    expect(await open({ ...RATED, computer: [{ seat: 2, level: 'easy' }] }, 'acc-ann')).toEqual({
      code: 'bad-rated',
      detail: 'computer',
    });
    expect(await open({ ...RATED, clock: { kind: 'correspondence', days: 2 } }, 'acc-ann')).toBe('ok');
  });
});

describe('a rated game room', () => {
  it('seats only accounts, each once, from browsers of their own, and starts once both sat', async () => {
    const f = await fakeDeps();
    await accounts(f.storage);
    const made = await createGame(f.storage, RATED, f.clock.t, counterFresh(), {
      openedBy: 'player:x',
      accountId: 'acc-ann',
    });
    if (!made.ok) throw new Error(made.error.code);
    const [first, second] = made.value.secrets as string[];
    const room = (await GameRoom.load(made.value.id, f.deps))!;
    const ann = recorder(1);
    const bob = recorder(2);
    expect(await room.join(first!, 'Ann', () => ann.listener, ANN)).toBe(ann.listener);
    const cy = { accountId: 'acc-cy', playerHash: 'key-3' };
    expect(await room.join(first!, null, () => recorder(1).listener, cy)).toBe('other-account');
    expect(await room.join(second!, null, () => bob.listener)).toBe('account-required');
    expect(await room.join(second!, null, () => bob.listener, { ...ANN, playerHash: 'key-9' })).toBe('same-account');
    expect(await room.join(second!, null, () => bob.listener, { ...BOB, playerHash: 'key-1' })).toBe('same-browser');
    expect(await room.join(second!, 'Bob', () => bob.listener, BOB)).toBe(bob.listener);
    expect(bob.ofType('state').at(-1)).toMatchObject({ status: 'live' });
  });

  it('rates the end of a rated game, whoever resigns, and lists both on the leaderboard', async () => {
    const f = await fakeDeps();
    await accounts(f.storage);
    const made = await createGame(f.storage, RATED, f.clock.t, counterFresh(), {
      openedBy: 'player:x',
      accountId: 'acc-ann',
    });
    if (!made.ok) throw new Error(made.error.code);
    const [first, second] = made.value.secrets as string[];
    const room = (await GameRoom.load(made.value.id, f.deps))!;
    const ann = recorder(1);
    await room.join(first!, 'Ann', () => ann.listener, ANN);
    await room.join(second!, 'Bob', () => recorder(2).listener, BOB);
    await room.resign(ann.listener);
    const [lost, won] = rateGame('2', [
      { seat: 1, place: 2, before: newSkill() },
      { seat: 2, place: 1, before: newSkill() },
    ]);
    expect((await f.storage.accountRatings('acc-ann'))[0]).toMatchObject({ pool: '2', skill: lost, games: 1 });
    expect((await f.storage.accountRatings('acc-bob'))[0]).toMatchObject({ pool: '2', skill: won, games: 1 });
    expect((await f.storage.leaderboard('2', 10)).map((row) => row.name)).toEqual(['Bob', 'Ann']);
    // The end and the state say the game is rated and carry each player's change, as stored.
    const ratings = [
      { seat: 1, before: 1000, after: displayRating(lost!) },
      { seat: 2, before: 1000, after: displayRating(won!) },
    ];
    expect(ann.ofType('end').at(-1)).toMatchObject({ result: { reason: 'resigned', loser: 1 }, ratings });
    expect(ann.ofType('state')[0]).toMatchObject({ rated: true });
    const again = (await GameRoom.load(made.value.id, f.deps))!;
    expect(again.stateFor(ann.listener)).toMatchObject({ rated: true, ratings });
  });
});

describe("a rated game's seat from the lobby", () => {
  it('goes only to an account that is not seated in it already', async () => {
    const f = await fakeDeps();
    await accounts(f.storage);
    const made = await createGame(f.storage, { ...RATED, public: true }, f.clock.t, counterFresh(), {
      openedBy: 'player:x',
      accountId: 'acc-ann',
    });
    if (!made.ok) throw new Error(made.error.code);
    const room = (await GameRoom.load(made.value.id, f.deps))!;
    await room.join(made.value.secrets[0]!, 'Ann', () => recorder(1).listener, ANN);
    expect((await lobbyGames(f.storage)).map((g) => g.rated)).toEqual([true]);
    expect(await room.claimSeat('c'.repeat(64), 'Guest', { accountId: null, playerHash: 'key-5' })).toBe(
      'account-required',
    );
    expect(await room.claimSeat('c'.repeat(64), 'Ann', ANN)).toBe('same-account');
    expect(await room.claimSeat('c'.repeat(64), 'Bob', BOB)).toBe(2);
    expect((await f.storage.loadGame(made.value.id))!.seats.map((s) => s.accountId)).toEqual(['acc-ann', 'acc-bob']);
  });
});
