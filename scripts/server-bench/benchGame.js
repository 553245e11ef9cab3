// One simulated game for the server bench: two players and a watcher, each the project's own
// reconnecting client (src/online/client.ts) on a socket of its own, from a loopback source
// address of the game's. The player to move picks a legal move from the position its client
// holds and sends it on the game's beat; the times from a move sent to its acknowledgement and to
// the opponent's and the watcher's receiving it go to the phase that was running when it was sent.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';

const { OnlineClient } = await tsImport('../../src/online/client.ts', import.meta.url);
const { EngineKeeper } = await tsImport('../../src/online/engineKeeper.ts', import.meta.url);
const { legalMoves, moveName } = await tsImport('../../src/engine/game.ts', import.meta.url);

/**
 * The board of every bench game: 7x7 with 24 marbles a side and no round limit. A random game
 * with the rules table's marbles ends in about 20 moves; with 48 marbles for 49 cells the board is
 * too crowded for either side to get all of theirs on it (none of 20 seeded games ended within
 * 3,000 moves), so the games go on for the whole run and every move is a real one. A game that
 * ends all the same stops playing and is counted as stopped.
 */
export const BENCH_SETUP = { preset: 'square7', players: 2, marbles: 24, roundLimit: null };

/** How long a game may take to open and go live before the bench gives up on it. */
const OPEN_TIMEOUT_MS = 30_000;

/**
 * The times of one phase's moves, in ms, and how many moves it had acknowledged; in games with a
 * computer seat, also the times from a move sent to the computer's answer.
 */
export function phaseSamples() {
  return { ack: [], opponent: [], watcher: [], computer: [], acknowledged: 0 };
}

/** Sends a JSON body over HTTP from `localAddress`; resolves to the parsed answer. */
export function postJson(url, body, localAddress) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (response) => {
        let answer = '';
        response.on('data', (chunk) => (answer += chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve(JSON.parse(answer));
          else reject(new Error(`POST ${url}: ${response.statusCode} ${answer}`));
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  const bound = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

export class BenchGame {
  /**
   * @param {{ server: string, localAddress: string, seed: number, phase: { samples: ReturnType<typeof phaseSamples> | null }, computer?: { seat: number, level: string } }} options
   *   `phase` is shared by every game: the bench swaps its samples as phases begin and end.
   *   With `computer`, the server plays that seat and the bench the other.
   *   With `instances` (behind the proxy, deploy/haproxy.cfg), each player's socket asks for an
   *   instance of its own (player 1 the first, player 2 the second) and the watcher for one by turns.
   */
  constructor(options) {
    this.server = options.server;
    this.computer = options.computer ?? null;
    this.instances = options.instances ?? 1;
    this.localAddress = options.localAddress;
    this.seed = options.seed;
    this.phase = options.phase;
    this.players = [];
    this.watcher = null;
    /** When each client's current socket opened, and when it last lost one. */
    this.openedAt = new Map();
    this.lostAt = new Map();
    this.periodMs = 1000;
    this.nextAt = 0;
    this.timer = null;
    this.playing = false;
    /** The move on its way: its seq, when it went, and the samples it counts for. */
    this.sent = null;
    /** Moves known to be committed: every acknowledgement raises it. */
    this.acknowledged = 0;
    /** Set while the bench waits for the game to come back after a restart. */
    this.recovery = null;
    /** Why a client stopped for good, when one did. */
    this.failure = null;
  }

  /** Opens the game, seats both players and the watcher, and resolves once it is live and watched. */
  async open() {
    const made = await postJson(
      `${this.server}/api/games`,
      { setup: BENCH_SETUP, clock: { kind: 'none' }, ...(this.computer ? { computer: [this.computer] } : {}) },
      this.localAddress,
    );
    this.id = made.id;
    let ready;
    const isReady = new Promise((resolve) => (ready = resolve));
    const check = () => {
      if (this.watcher?.current && this.players.every((p) => p.current?.status === 'live')) ready();
    };
    this.players = made.seats.map(({ secret }, i) =>
      this.client(secret, i, (client) => ({
        state: (view) => {
          this.checkLost(client, view);
          check();
          this.pump();
        },
        status: check,
        moved: () => this.pump(),
      })),
    );
    this.watcher = this.client(null, this.seed, () => ({ state: check }));
    await withTimeout(isReady, OPEN_TIMEOUT_MS, `game ${this.id} going live`);
  }

  /** A client of this game, on the instance numbered `slot` (by turns): `events` gives its handlers, given the client. */
  client(secret, slot, events) {
    const localAddress = this.localAddress;
    const query = this.instances > 1 ? `?instance=${(slot % this.instances) + 1}` : '';
    const client = new OnlineClient({
      link: { server: this.server, game: this.id, secret },
      open: (url) => new WebSocket(url + query, { localAddress }),
      keeper: new EngineKeeper(),
      events: {
        ...events(() => client),
        message: (message) => this.heard(client, message),
        connection: (status) => {
          this[status === 'open' ? 'openedAt' : 'lostAt'].set(client, performance.now());
        },
      },
    });
    client.done.then(
      () => (this.failure ??= 'ended'),
      (failure) => (this.failure ??= failure.code),
    );
    return client;
  }

  /**
   * Plays one move every `periodMs`, the first after `offsetMs`: the bench spreads the games'
   * first moves over a period at each change of pace, as games that all moved at once (after a
   * restart, or at a step of the ramp) would stay in step and arrive in bursts.
   */
  play(periodMs, offsetMs) {
    this.periodMs = periodMs;
    this.nextAt = performance.now() + offsetMs;
    this.playing = true;
    clearTimeout(this.timer);
    this.timer = null;
    this.pump();
  }

  stop() {
    this.playing = false;
    clearTimeout(this.timer);
    this.timer = null;
  }

  close() {
    this.stop();
    for (const client of [...this.players, this.watcher]) client?.close();
  }

  /**
   * Sends the next move on the beat when a player of this game is to move; at once while the game
   * comes back after a restart, so that its figure is the server's and not the beat's.
   */
  pump() {
    if (!this.playing || this.timer !== null || !this.players.some((p) => p.myTurn)) return;
    const recovering = this.recovery !== null && this.recovery.at === null;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.move();
      },
      recovering ? 0 : Math.max(0, this.nextAt - performance.now()),
    );
  }

  move() {
    const mover = this.players.find((p) => p.myTurn);
    if (!this.playing || !mover) return;
    const { position } = mover.keeper;
    const { seq } = mover.current;
    const legal = legalMoves(position);
    // A seeded pick, so that the same options play the same games: a 32-bit linear congruential
    // step, read from its high bits (its low bits repeat in short cycles).
    this.seed = (Math.imul(this.seed, 1103515245) + 12345) >>> 0;
    const text = moveName(position.board, legal[(this.seed >>> 16) % legal.length]);
    const at = performance.now();
    this.sent = { seq, at, samples: this.phase.samples };
    // The beat holds on average without bursts: a late move moves the next one later, never nearer.
    this.nextAt = Math.max(this.nextAt, at) + this.periodMs;
    mover.move(text);
  }

  heard(client, message) {
    const sent = this.sent;
    const now = performance.now();
    if (message.type === 'ack') this.acknowledged = Math.max(this.acknowledged, message.seq + 1);
    const recovery = this.recovery;
    if (recovery && client !== this.watcher) {
      // A move acknowledged on a socket opened since, and a move that crossed between the players
      // since: on a player's new socket, or, when their instance lived on, the reconnected
      // player's move reaching them.
      const reopened = this.openedAt.get(client) > recovery.since;
      if (message.type === 'ack' && reopened) {
        recovery.ackAt ??= now;
        recovery.ackSeq ??= message.seq;
      }
      const kept = !(this.lostAt.get(client) > recovery.since) && recovery.ackSeq !== null;
      if (message.type === 'moved' && (reopened || (kept && message.seq >= recovery.ackSeq))) recovery.movedAt ??= now;
      if (recovery.ackAt !== null && recovery.movedAt !== null)
        recovery.at ??= Math.max(recovery.ackAt, recovery.movedAt);
    }
    if (!sent) return;
    // The computer answers the bench's move with the next one, sent to everyone. Its answer counts
    // for the phase it arrives in: the computers' queue may hold a move longer than a phase lasts.
    if (this.computer && message.type === 'moved' && message.seq === sent.seq + 1 && client !== this.watcher) {
      this.phase.samples?.computer.push(now - sent.at);
    }
    if (message.seq !== sent.seq || !sent.samples) return;
    if (message.type === 'ack') {
      sent.samples.ack.push(now - sent.at);
      sent.samples.acknowledged++;
    } else if (message.type === 'moved') {
      (client === this.watcher ? sent.samples.watcher : sent.samples.opponent).push(now - sent.at);
    }
  }

  /**
   * From now on, the game counts as back once a move was acknowledged to a player on a socket
   * opened after `since`, and a move reached the other player (on a socket opened after `since`,
   * or on one that never dropped, as with many instances): play goes both ways again.
   */
  watchRecovery(since) {
    clearTimeout(this.timer);
    this.timer = null;
    this.recovery = {
      since,
      ackAt: null,
      ackSeq: null,
      movedAt: null,
      at: null,
      acknowledgedBefore: this.acknowledged,
      lost: null,
    };
  }

  /** On a player's first state after a reconnect: how many acknowledged moves the game no longer holds. */
  checkLost(client, view) {
    const recovery = this.recovery;
    if (recovery && recovery.lost === null && this.openedAt.get(client()) > recovery.since) {
      recovery.lost = Math.max(0, recovery.acknowledgedBefore - view.seq);
    }
  }
}
