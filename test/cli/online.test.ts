import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { legalMoves, moveName } from '../../src/engine/game';
import { loadRecord } from '../../src/engine/record';
import { OnlineClient, type OnlineEvents, type SocketLike } from '../../src/online/client';
import { EngineKeeper } from '../../src/online/engineKeeper';
import { parseLink } from '../../src/online/link';
import { resultLine } from '../../src/cli/online';
import type { ServerMessage } from '../../src/online/protocol';
import { appIsStale } from '../../src/cli/appBuild';
import { type RunningServer, startServer } from '../../src/server/main';
import { cli } from './run';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'momentum.js');
const dirs: string[] = [];
const servers: RunningServer[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'momentum-cli-online-'));
  dirs.push(dir);
  return dir;
}

async function serve(): Promise<{ server: RunningServer; dir: string }> {
  const dir = tempDir();
  const server = await startServer({ port: 0, dataDir: dir, staticDir: dir, logger: false });
  servers.push(server);
  return { server, dir };
}

interface Exit {
  status: number | null;
  out: string;
  err: string;
}

/** Runs the command as a process; resolves to its exit status and output once it exits. */
function run(args: string[]): { child: ChildProcess; exited: Promise<Exit> } {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (status) => resolve({ status, out, err })));
  return { child, exited };
}

/** `momentum serve` on a free port with `args`, once it has said where it serves. */
async function serving(...args: string[]) {
  const served = run(['serve', '--port', '0', ...args]);
  const url = await new Promise<string>((resolve) => {
    let out = '';
    served.child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /momentum: serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found) resolve(found[1]!);
    });
  });
  return { served, url };
}

interface Opened {
  id: string;
  seats: { seat: number; link: string }[];
  computer: { seat: number; level: string }[];
  watch: string;
}

async function openGame(url: string, ...more: string[]): Promise<Opened> {
  const opened = await cli(['online', 'new', 'square7', '--server', url, '--json', ...more]);
  expect(opened.err).toEqual([]);
  expect(opened.status).toBe(0);
  return JSON.parse(opened.out[0]!) as Opened;
}

/** The project's own online client at a seat's `link`, over a real socket. */
function seatClient(link: string, events?: OnlineEvents): OnlineClient<EngineKeeper> {
  const parsed = parseLink(link);
  if (!parsed.ok) throw new Error('bad link');
  return new OnlineClient({
    link: parsed.value,
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    keeper: new EngineKeeper(),
    ...(events ? { events } : {}),
  });
}

/**
 * The game as the server keeps it, once over: replayed by the engine to a result, with every
 * player's output listing each of its moves once, in order, before a result line.
 */
async function finishedGame(
  serverUrl: string,
  id: string,
  ends: readonly { status: number | null; out: string }[],
): Promise<{ moves: string[]; meta: { result: { winners: number[] } | null } }> {
  const record = (await (await fetch(`${serverUrl}/api/games/${id}`)).json()) as {
    moves: string[];
    meta: { result: { winners: number[] } | null };
  };
  const replay = loadRecord(record);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  expect(replay.value.final.result).not.toBeNull();
  const moveLines = record.moves.map((move, i) => `${i + 1}. seat ${replay.value.plies[i]!.player} ${move}`);
  for (const end of ends) {
    expect(end.status).toBe(0);
    const lines = end.out.trim().split('\n');
    expect(lines.slice(0, -1)).toEqual(moveLines);
    expect(lines.at(-1)).toMatch(/^result: /);
  }
  return record;
}

describe('momentum online', () => {
  it('new prints the id, a link for each seat and the watch link', async () => {
    const { server } = await serve();
    const game = await openGame(server.url, '--clock', '3+2', '--public');
    expect(game.seats.map((s) => s.seat)).toEqual([1, 2]);
    for (const { link } of game.seats) expect(link).toMatch(new RegExp(`^${server.url}/online/${game.id}#[\\w-]{32}$`));
    expect(game.watch).toBe(`${server.url}/online/${game.id}`);
    const lobby = async () =>
      ((await (await fetch(`${server.url}/api/lobby`)).json()) as { games: { id: string; clock: unknown }[] }).games;
    // Listed once someone sits in it: until then a stranger's Join would take a seat meant for a link.
    expect(await lobby()).toEqual([]);
    const first = seatClient(game.seats[0]!.link);
    await expect
      .poll(lobby)
      .toEqual([expect.objectContaining({ id: game.id, clock: { kind: 'realtime', minutes: 3, increment: 2 } })]);
    first.close();
    const text = await cli([
      'online',
      'new',
      'hex:--.../-..../...../....-/...--',
      '--players',
      '3',
      '--server',
      server.url,
    ]);
    expect(text.status).toBe(0);
    expect(text.out).toHaveLength(5);
    expect(text.out[0]).toMatch(/^game [\w-]+$/);
    expect(text.out[3]).toMatch(/^seat 3: http/);
  });

  it('new gives seats to the computer of the server at a level: they get no link', async () => {
    const { server } = await serve();
    const game = await openGame(server.url, '--players', '3', '--computer', '1,3', '--level', 'easy');
    expect(game.seats.map((s) => s.seat)).toEqual([2]);
    expect(game.computer).toEqual([
      { seat: 1, level: 'easy' },
      { seat: 3, level: 'easy' },
    ]);
    const text = await cli(['online', 'new', 'hex4', '--computer', '2', '--server', server.url]);
    expect(text.out.slice(1, 3)).toEqual([expect.stringMatching(/^seat 1: http/), 'seat 2: the computer (medium)']);
    const every = await cli(['online', 'new', 'hex4', '--computer', '1,2', '--server', server.url]);
    expect([every.status, every.err]).toEqual([2, ['momentum online: the server refused: bad-computer (every-seat)']]);
  });

  it('prints the places of a game that players left, those who shared a place joined by =', () => {
    const ranked = {
      status: 'won' as const,
      winners: [2],
      reason: 'all-on-board' as const,
      ranking: [[2], [3, 4], [1]],
      left: [1],
    };
    expect(resultLine('ended', ranked)).toBe('result: places 2 > 3=4 > 1 (left: 1)');
  });

  it.each([
    [['online', 'new', 'square7', '--computer', '5'], '--computer must be'],
    [['online', 'new', 'square7', '--computer', '2', '--level', 'greedy'], '--level must be'],
    [['online', 'new', 'square7', '--clock', '3'], '--clock must be'],
    [['online', 'play', 'http://127.0.0.1:1/games/x'], 'not a game link'],
    [['online', 'frob'], 'online needs new, play or watch'],
  ])('refuses %j with status 2', async (args, message) => {
    const refused = await cli(args);
    expect(refused.status).toBe(2);
    expect(refused.err.join('\n')).toContain(message);
  });

  it('play refuses a watch link in one line with status 2', async () => {
    const { server } = await serve();
    const game = await openGame(server.url);
    const refused = await cli(['online', 'play', game.watch]);
    expect(refused.status).toBe(2);
    expect(refused.err).toHaveLength(1);
    expect(refused.err[0]).toContain('watch link');
  });

  it('two computer seats play a whole game by link while it is watched', async () => {
    const { server } = await serve();
    const game = await openGame(server.url);
    const watching = cli(['online', 'watch', game.watch, '--json']);
    const players = game.seats.map(({ link }, i) =>
      run(['online', 'play', link, '--level', 'hard', '--playouts', '50', '--seed', String(i + 1)]),
    );
    const ends = await Promise.all(players.map((p) => p.exited));
    const record = await finishedGame(server.url, game.id, ends);
    for (const end of ends)
      expect(end.out.trim().split('\n').at(-1)).toMatch(/^result: (seats? [\d, and]+ won|drawn) \(/);
    const watched = await watching;
    expect(watched.status).toBe(0);
    expect(watched.out.slice(0, -1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual(record.moves);
    expect(JSON.parse(watched.out.at(-1)!)).toEqual({ status: 'ended', result: record.meta.result });
  });

  it('play stops moving for a seat handed to the computer, says so once, and follows the game to its end', async () => {
    const { server } = await serve();
    const game = await openGame(server.url, '--players', '3');
    const presence: ServerMessage[] = [];
    // The two people left play their first legal move on each of their turns until the end.
    const step = () => {
      for (const c of clients.slice(1)) {
        if (!c.myTurn) continue;
        const position = c.keeper.position!;
        c.move(moveName(position.board, legalMoves(position)[0]!));
      }
    };
    const later = () => setImmediate(step);
    const clients = game.seats.map(({ link }) =>
      seatClient(link, { message: (m) => m.type === 'presence' && presence.push(m), state: later, moved: later }),
    );
    const [one, two, three] = clients as [
      OnlineClient<EngineKeeper>,
      OnlineClient<EngineKeeper>,
      OnlineClient<EngineKeeper>,
    ];
    const until = async (done: () => boolean) => {
      for (let turn = 0; turn < 10_000 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(done()).toBe(true);
    };
    await until(() => clients.every((c) => c.current?.status === 'live'));
    // Seat 1 resigns a game of three: the computer of the server plays it on.
    one.act('resign');
    await until(() => presence.some((m) => m.type === 'presence' && m.seats[0]!.left === 'resigned'));
    one.close();
    const end = await cli(['online', 'play', game.seats[0]!.link, '--playouts', '20']);
    two.close();
    three.close();
    expect(end.status).toBe(0);
    expect(end.err).toEqual([
      'momentum online: seat 1 left the game (resigned); the computer plays it on, and this command follows the game to its end',
    ]);
    expect(end.out.at(-1)).toMatch(/^result: places .* \(left: 1\)$/);
    expect(end.out.length).toBeGreaterThan(3);
  });

  it('play carries on through a server restart and finishes the game', async () => {
    const dir = tempDir();
    let server = await startServer({ port: 0, dataDir: dir, staticDir: dir, logger: false });
    servers.push(server);
    const port = Number(new URL(server.url).port);
    const game = await openGame(server.url);
    const players = game.seats.map(({ link }, i) =>
      run(['online', 'play', link, '--level', 'hard', '--playouts', '400', '--seed', String(i + 1)]),
    );
    // Once the game is under way, the server goes away and comes back on the same port and data.
    await new Promise<void>((resolve) =>
      players[0]!.child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('1. seat')) resolve();
      }),
    );
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    server = await startServer({ port, dataDir: dir, staticDir: dir, logger: false });
    servers.push(server);
    const atRestart = (await (await fetch(`${server.url}/api/games/${game.id}`)).json()) as {
      moves: string[];
      meta: { status: string };
    };
    // The restart came in the middle of the game (a game lasts dozens of moves).
    expect(atRestart.meta.status).toBe('live');
    const ends = await Promise.all(players.map((p) => p.exited));
    // Each move printed once, in order, those played while the server was away included.
    await finishedGame(server.url, game.id, ends);
    for (const end of ends) expect(end.err).toContain('connection lost; reconnecting');
  });
});

describe('momentum backup', () => {
  it('copies the database while a game is being written', async () => {
    const { server, dir } = await serve();
    const game = await openGame(server.url);
    const copies: { file: string; committed: number }[] = [];
    const seats = game.seats.map(({ link }) => seatClient(link));
    // Each seat plays its first legal move, and a backup is taken after every fourth move.
    let backups = Promise.resolve();
    const step = () => {
      for (const seat of seats) {
        if (!seat.myTurn) continue;
        const position = seat.keeper.position!;
        const { seq } = seat.current!;
        if (seq > 0 && seq % 4 === 0 && !copies.some((c) => c.committed === seq)) {
          const file = join(tempDir(), 'copy.db');
          copies.push({ file, committed: seq });
          backups = backups.then(async () => {
            const made = await cli(['backup', file, '--data', dir]);
            expect(made.status).toBe(0);
          });
        }
        seat.move(moveName(position.board, legalMoves(position)[0]!));
      }
    };
    const timer = setInterval(step, 5);
    await Promise.all(seats.map((s) => s.done));
    clearInterval(timer);
    await backups;
    expect(copies.length).toBeGreaterThan(3);
    for (const { file, committed } of copies) {
      const db = new Database(file, { readonly: true });
      const moves = db.prepare('SELECT move FROM moves WHERE game_id = ? ORDER BY seq').all(game.id) as {
        move: string;
      }[];
      db.close();
      // At least what was committed when the backup began, and a prefix of the game.
      expect(moves.length).toBeGreaterThanOrEqual(committed);
      expect(moves.map((m) => m.move)).toEqual(seats[0]!.keeper.record!.moves.slice(0, moves.length));
    }
  });

  it('refuses a folder without a database', async () => {
    const refused = await cli(['backup', join(tempDir(), 'copy.db'), '--data', tempDir()]);
    expect(refused.status).toBe(2);
    expect(refused.err[0]).toContain('no database at');
  });
});

describe('momentum serve', () => {
  it('serves the game server until SIGTERM, then exits cleanly', async () => {
    const dir = tempDir();
    const { served, url } = await serving('--data', dir, '--no-build', '--trust-proxy', '127.0.0.1');
    const game = await openGame(url);
    expect(game.watch).toBe(`${url}/online/${game.id}`);
    // Through the TLS proxy it believes, the links are the proxy's.
    const proxied = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'play.example.org',
      },
      body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } }),
    });
    expect(((await proxied.json()) as Opened).watch).toMatch(/^https:\/\/play\.example\.org\/online\/[\w-]+$/);
    served.child.kill('SIGTERM');
    expect((await served.exited).status).toBe(0);
  });

  it('plays a computer seat on a worker thread of the compiled server, to the end of a game by link', async () => {
    const dir = tempDir();
    const { served, url } = await serving('--data', dir, '--no-build');
    const game = await openGame(url, '--computer', '1', '--level', 'easy');
    const human = run(['online', 'play', game.seats[0]!.link, '--level', 'greedy']);
    const record = await finishedGame(url, game.id, [await human.exited]);
    expect(record.moves.length).toBeGreaterThan(2);
    served.child.kill('SIGTERM');
    expect((await served.exited).status).toBe(0);
  });

  it('finds the build stale when it is missing or older than a source', () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'main.tsx'), '');
    writeFileSync(join(root, 'index.html'), '');
    expect(appIsStale(root)).toBe(true);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '');
    const old = new Date(2020, 0, 1);
    const built = new Date(2021, 0, 1);
    for (const file of ['src/main.tsx', 'src', 'index.html']) utimesSync(join(root, file), old, old);
    utimesSync(join(root, 'dist', 'index.html'), built, built);
    expect(appIsStale(root)).toBe(false);
    const later = new Date(2022, 0, 1);
    utimesSync(join(root, 'src', 'main.tsx'), later, later);
    expect(appIsStale(root)).toBe(true);
  });
});
