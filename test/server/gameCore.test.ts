import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalMoves, moveName } from '../../src/engine/game';
import { parseRecord, recordStart } from '../../src/engine/record';
import type { CreateGameBody } from '../../src/online/protocol';
import { ABORT_AFTER_MS } from '../../src/server/game/clock';
import type { Command } from '../../src/server/game/commands';
import { LEAVER_LEVEL, apply, applyAll, decide } from '../../src/server/game/core';
import type { GameEvent } from '../../src/server/game/events';
import { type Game, storedGame } from '../../src/server/game/game';
import { storeEvents } from '../../src/server/game/store';
import { gameRecord } from '../../src/server/game/view';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage } from '../../src/server/storage/storage';
import { newGame, replayedMoves } from './harness';

const T0 = 1_000_000;
const nobody = { playerHash: null, accountId: null };

/** A stored game as the core knows it, and the storage it is in. */
async function opened(body: Partial<CreateGameBody> = {}) {
  const storage = await openSqlite(':memory:');
  const full: CreateGameBody = { setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, ...body };
  const { id } = await newGame(storage, full, T0);
  return { storage, id, game: await reloaded(storage, id) };
}

async function reloaded(storage: GameStorage, id: string): Promise<Game> {
  const loaded = (await storage.loadGame(id))!;
  const setup = parseRecord(loaded.game.setup);
  if (!setup.ok) throw new Error('no record');
  const start = recordStart(setup.value);
  if (!start.ok) throw new Error('no start');
  return storedGame(loaded, setup.value, start.value, T0);
}

/** Decides and applies each command in turn; the events, or the first refusal's code. */
function run(game: Game, commands: readonly Command[], now = T0): { game: Game; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const command of commands) {
    const decided = decide(game, command, now);
    if (!decided.ok) throw new Error(decided.error.code);
    events.push(...decided.value);
    game = applyAll(game, decided.value);
  }
  return { game, events };
}

const join = (seat: number, name: string | null = null, accountName: string | null = null): Command => ({
  type: 'join',
  seat,
  name,
  player: { ...nobody, accountName },
});

const live = async (body: Partial<CreateGameBody> = {}) => {
  const g = await opened(body);
  return run(g.game, [join(1, 'Ann'), join(2)]).game;
};

describe('the game core', () => {
  it('decides each command into the events it causes, or a coded refusal', async () => {
    const { game } = await opened();
    const started = run(game, [join(1, 'Ann'), join(2)]);
    expect(started.events).toEqual([
      { type: 'seat-taken', seat: 1, name: 'Ann', at: T0 },
      { type: 'seat-taken', seat: 2, name: 'Anonymous', at: T0 },
      { type: 'started', at: T0 },
    ]);
    const g = started.game;
    const table: [Command, unknown][] = [
      [{ type: 'move', seat: 2, seq: 0, move: 'd4' }, { code: 'not-your-turn' }],
      [{ type: 'move', seat: 1, seq: 1, move: 'd4' }, { code: 'stale' }],
      [
        { type: 'move', seat: 1, seq: 0, move: 'z9' },
        { code: 'illegal-move', detail: 'off-board' },
      ],
      [{ type: 'draw-accept', seat: 2 }, { code: 'no-draw-offer' }],
      [{ type: 'rematch', seat: 1 }, { code: 'not-over' }],
      [{ type: 'claim', secretHash: 'x', name: 'Cy', player: nobody }, { code: 'no-free-seat' }],
      [{ type: 'renew', seat: 1, secretHash: 'x' }, { code: 'joined' }],
      [
        { type: 'move', seat: 1, seq: 0, move: 'd4' },
        [{ type: 'moved', seq: 0, seat: 1, move: 'd4', at: T0, clock: [] }],
      ],
      [{ type: 'draw-offer', seat: 1 }, [{ type: 'draw-offered', seat: 1 }]],
      [
        { type: 'resign', seat: 1 },
        [
          {
            type: 'ended',
            end: { status: 'ended', result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 }, at: T0 },
          },
        ],
      ],
      [{ type: 'tick' }, []],
    ];
    for (const [command, expected] of table) {
      const decided = decide(g, command, T0);
      expect([command, decided.ok ? decided.value : decided.error]).toEqual([command, expected]);
    }
  });

  it('gives a newcomer the first free seat nobody was named for, and none once only named seats are free', async () => {
    const { game } = await opened({ setup: { preset: 'square7', players: 3 }, names: ['Ann', null, 'Tomas'] });
    const claim = (secretHash: string): Command => ({ type: 'claim', secretHash, name: 'Cy', player: nobody });
    // Ann opened the game and has not sat down yet; Tomas is a friend she named: neither seat is a stranger's.
    const { events, game: claimed } = run(game, [claim('c')]);
    expect(events).toEqual([{ type: 'seat-claimed', seat: 2, secretHash: 'c', name: 'Cy', player: nobody, at: T0 }]);
    expect(decide(claimed, claim('d'), T0)).toEqual({ ok: false, error: { code: 'no-free-seat' } });
  });

  it("names a seat by its account, else the name given, else the one it had, else 'Anonymous'", async () => {
    const { game } = await opened();
    const named = run(game, [join(1, 'Ann', 'Annika'), join(2, null)]).game;
    expect(named.seats.map((s) => s.name)).toEqual(['Annika', 'Anonymous']);
    expect(run(named, [join(2, 'Bob')]).game.seats[1]!.name).toBe('Bob');
    expect(run(named, [join(1, null)]).events).toEqual([]);
  });

  it("starts each person's real-time clock after their own first move, and aborts a first move that does not come", async () => {
    const g = await live({ clock: { kind: 'realtime', minutes: 1, increment: 2 } });
    const first = run(g, [{ type: 'move', seat: 1, seq: 0, move: 'd4' }], T0 + 50_000).game;
    expect(first.clocks).toEqual({ remaining: [60_000, 60_000], since: T0 + 50_000 });
    expect(decide(first, { type: 'tick' }, T0 + 50_000 + ABORT_AFTER_MS - 1)).toEqual({ ok: true, value: [] });
    expect(decide(first, { type: 'tick' }, T0 + 50_000 + ABORT_AFTER_MS)).toEqual({
      ok: true,
      value: [{ type: 'ended', end: { status: 'aborted', result: null, at: T0 + 50_000 + ABORT_AFTER_MS } }],
    });
    const second = run(first, [{ type: 'move', seat: 2, seq: 1, move: 'a1' }], T0 + 60_000).game;
    const third = run(second, [{ type: 'move', seat: 1, seq: 2, move: 'b2' }], T0 + 70_000).game;
    expect(third.clocks.remaining).toEqual([52_000, 60_000]);
  });

  it('hands the seat of a player of three who resigns to the computer, and the game goes on', async () => {
    const { game } = await opened({ setup: { preset: 'square7', players: 3 } });
    const g = run(game, [join(1), join(2), join(3)]).game;
    const { events, game: after } = run(g, [{ type: 'resign', seat: 1 }]);
    expect(events).toEqual([{ type: 'left', seat: 1, left: { order: 1, reason: 'resigned' }, level: LEAVER_LEVEL }]);
    expect(decide(after, { type: 'move', seat: 1, seq: 0, move: 'd4' }, T0)).toEqual({
      ok: false,
      error: { code: 'game-over' },
    });
    expect(decide(after, { type: 'move', seat: 1, seq: 0, move: 'd4', computer: true }, T0).ok).toBe(true);
  });

  it('decides the rematch: each ask, then the new game once every player asked, made once', async () => {
    const g = await live({ computer: [], names: ['Ann', 'Bob'], public: true });
    const over = run(g, [{ type: 'resign', seat: 1 }]).game;
    const open = (game: string): Command => ({ type: 'open-rematch', game, secretHashes: ['h1', 'h2'] });
    const asked = run(over, [{ type: 'rematch', seat: 2 }]).game;
    const both = run(asked, [{ type: 'rematch', seat: 1 }]).game;
    const made = run(both, [open('next')]).game;
    const table: [Game, Command, unknown][] = [
      [g, { type: 'rematch', seat: 1 }, { code: 'not-over' }],
      [g, open('next'), { code: 'not-over' }],
      [over, { type: 'rematch', seat: 2 }, [{ type: 'rematch-asked', seat: 2 }]],
      // One player asked: nothing to make yet, and asking twice changes nothing.
      [asked, open('next'), []],
      [asked, { type: 'rematch', seat: 2 }, []],
      [asked, { type: 'rematch', seat: 1 }, [{ type: 'rematch-asked', seat: 1 }]],
      [
        both,
        open('next'),
        [
          {
            type: 'rematch-made',
            game: 'next',
            at: T0,
            // Each player one seat on (the last back to 1), under the same name, joined once they come.
            seats: [
              { seat: 1, secretHash: 'h1', name: 'Bob', kind: 'human', joinedAt: null },
              { seat: 2, secretHash: 'h2', name: 'Ann', kind: 'human', joinedAt: null },
            ],
          },
        ],
      ],
      [made, open('again'), []],
      [made, { type: 'rematch', seat: 1 }, []],
    ];
    for (const [game, command, expected] of table) {
      const decided = decide(game, command, T0);
      expect([command, decided.ok ? decided.value : decided.error]).toEqual([command, expected]);
    }
    expect(made.end.rematch).toBe('next');
  });

  it('stores the rematch it made as a started game of the same board, clock and lobby, linked once', async () => {
    const { storage, id, game } = await opened({ clock: { kind: 'correspondence', days: 2 }, public: true });
    let g = game;
    const commands: Command[] = [
      join(1, 'Ann'),
      join(2, 'Bob'),
      { type: 'resign', seat: 2 },
      { type: 'rematch', seat: 1 },
      { type: 'rematch', seat: 2 },
    ];
    for (const command of commands) {
      const decided = decide(g, command, T0);
      if (!decided.ok) throw new Error(decided.error.code);
      expect(await storeEvents(storage, g, decided.value)).toBe(true);
      g = applyAll(g, decided.value);
    }
    const decide2 = (next: string) => decide(g, { type: 'open-rematch', game: next, secretHashes: ['a', 'b'] }, T0);
    const first = decide2('r1');
    const second = decide2('r2');
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(await storeEvents(storage, g, first.value)).toBe(true);
    // Another instance decided it too, before hearing of the first: the database keeps one.
    expect(await storeEvents(storage, g, second.value)).toBe(false);
    const old = (await storage.loadGame(id))!;
    const next = (await storage.loadGame('r1'))!;
    expect(old.game.rematchId).toBe('r1');
    expect(await storage.loadGame('r2')).toBeNull();
    expect(next.game).toMatchObject({
      setup: old.game.setup,
      timeControl: old.game.timeControl,
      public: true,
      rated: false,
      status: 'live',
      startedAt: T0,
    });
    expect(next.seats.map((s) => [s.seat, s.name, s.secretHash, s.joinedAt])).toEqual([
      [1, 'Bob', 'a', null],
      [2, 'Ann', 'b', null],
    ]);
    await storage.close();
  });

  it('keeps any sequence of commands a legal record, and the stored events load as the same game', async () => {
    const command = fc.oneof(
      fc.record({ type: fc.constant('legal' as const), pick: fc.nat() }),
      fc.record({
        type: fc.constant('move' as const),
        seat: fc.integer({ min: 1, max: 2 }),
        move: fc.constantFrom('a1', 'z9', 'swap', 'd4'),
      }),
      fc.record({
        type: fc.constantFrom('resign' as const, 'draw-offer' as const, 'draw-accept' as const, 'rematch' as const),
        seat: fc.integer({ min: 1, max: 2 }),
      }),
      fc.record({ type: fc.constant('tick' as const), wait: fc.integer({ min: 0, max: 70_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (script) => {
        const { storage, id, game: fresh } = await opened({ clock: { kind: 'realtime', minutes: 1, increment: 0 } });
        let now = T0;
        let game = fresh;
        for (const c of [join(1, 'Ann'), join(2, 'Bob')]) {
          const decided = decide(game, c, now);
          if (!decided.ok) throw new Error(decided.error.code);
          expect(await storeEvents(storage, game, decided.value)).toBe(true);
          game = applyAll(game, decided.value);
        }
        for (const step of script) {
          let c: Command;
          if (step.type === 'legal') {
            const legal = legalMoves(game.board.state);
            const move = legal.length === 0 ? 'a1' : moveName(game.board.state.board, legal[step.pick % legal.length]!);
            c = { type: 'move', seat: game.board.state.toMove, seq: game.board.moves.length, move };
          } else if (step.type === 'move') {
            c = { type: 'move', seat: step.seat, seq: game.board.moves.length, move: step.move };
          } else if (step.type === 'tick') {
            now += step.wait;
            c = { type: 'tick' };
          } else {
            c = step;
          }
          const decided = decide(game, c, now);
          if (!decided.ok) continue;
          expect(await storeEvents(storage, game, decided.value)).toBe(true);
          game = decided.value.reduce(apply, game);
        }
        expect(replayedMoves(gameRecord(game))).toEqual(game.board.moves);
        if (game.status === 'ended') expect(game.end.result).not.toBeNull();
        const again = await reloaded(storage, id);
        expect([again.status, again.end.result, again.seats, again.board.moves, again.clocks.remaining]).toEqual([
          game.status,
          game.end.result,
          game.seats,
          game.board.moves,
          game.clocks.remaining,
        ]);
        await storage.close();
      }),
      { numRuns: 60 },
    );
  });
});
