import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayedMoves, scriptedGame } from './harness';
import { TestClient } from './client';
import { type ServerChild, killed, serveProcess } from './serverProcess';
import { presetGame } from '../../src/engine/setup';
import { findPreset } from '../../src/engine/presets';

const dir = mkdtempSync(join(tmpdir(), 'momentum-kill-'));
const children: ChildProcess[] = [];
const clients: TestClient[] = [];

afterAll(() => {
  for (const c of clients) c.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server in its own process on the test's data folder; resolves to its address. */
async function serve(): Promise<ServerChild> {
  const served = await serveProcess([dir]);
  children.push(served.child);
  return served;
}

async function seatsOn(url: string, id: string, secrets: readonly string[]): Promise<TestClient[]> {
  const seats: TestClient[] = [];
  for (const secret of secrets) {
    const c = await TestClient.open(url);
    clients.push(c);
    c.send({ type: 'join', game: id, secret });
    seats.push(c);
  }
  return seats;
}

describe('a server killed with SIGKILL', () => {
  it('comes back with every acknowledged move, and the game is finished', { timeout: 60_000 }, async () => {
    const start = presetGame(findPreset('square7')!, 2);
    if (!start.ok) throw new Error('no start');
    const script = scriptedGame(start.value, 9);
    const first = await serve();
    const res = await fetch(`${first.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } }),
    });
    const game = (await res.json()) as { id: string; seats: { secret: string }[] };
    const secrets = game.seats.map((s) => s.secret);
    const before = await seatsOn(first.url, game.id, secrets);
    for (const c of before) await c.next('state');
    const acked: string[] = [];
    for (let i = 0; i < 8; i++) {
      before[i % 2]!.send({ type: 'move', seq: i, move: script[i] });
      await before[i % 2]!.next('ack');
      acked.push(script[i]!);
    }
    // One more move on its way as the process dies: it may or may not have been committed.
    before[0]!.send({ type: 'move', seq: 8, move: script[8] });
    await killed(first.child);

    const second = await serve();
    const after = await seatsOn(second.url, game.id, secrets);
    const state = await after[0]!.next('state');
    await after[1]!.next('state');
    expect(state.record.moves.slice(0, 8)).toEqual(acked);
    for (let i = state.seq; i < script.length; i++) {
      after[i % 2]!.send({ type: 'move', seq: i, move: script[i] });
      await after[i % 2]!.next('ack');
    }
    const final = await (await fetch(`${second.url}/api/games/${game.id}`)).json();
    expect(replayedMoves(final)).toEqual(script);
    await killed(second.child);
  });
});
