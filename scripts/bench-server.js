#!/usr/bin/env node
// The game server under load (`npm run bench:server`): simulated players and watchers over
// loopback sockets against one `momentum serve` process, started here on a free port with a
// temporary database and stopped at the end. Prints a table: the times from a move sent to its
// acknowledgement and to the opponent's and a watcher's socket with N games at a move a second
// each; the largest move rate held with p99 under 100 ms; memory per open game; the time from
// `kill -9` mid-play to every game playable again; many idle connections held; the same move times
// while 50 more games keep the server's computer players busy; the same again while games that
// end one after another keep its puzzle cutter busy. Figures over their goals are
// reported, not failed: only a run that cannot measure exits non-zero.
//
//   npm run bench:server -- [--games N] [--seconds S] [--connections N] [--scenario NAME]... [--json]
//   npm run bench:server -- --instances 2 [--games N] [--seconds S] [--scenario play|ramp|kill]...
//   either with [--client-processes K] [--cpu-prof DIR]
//
// With --instances 2, two instances on PostgreSQL and Redis behind HAProxy (server-bench/cluster.js)
// stand in for the one process, each game's players on different instances; the kill scenario
// kills one instance, and its players come back through the proxy to the other.
//
// The server allows each address only so many sockets, requests and new games a minute, so the
// clients spread over loopback source addresses (127.1.x.y for games, 127.2.x.y for the idle
// sockets) and every limit stays as it is in production. The players and watchers run in child
// processes of their own (server-bench/clients.js), a share of the games each, so that the
// measuring side's event loop does not lag behind thousands of sockets and distort the times.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { compiledCli } from './build-cli.js';
import { ClientPool } from './server-bench/clients.js';
import { answering, closeAll, openIdle } from './server-bench/idleSockets.js';
import { feedFinishedGames, finishedGames, gamesCut } from './server-bench/finishedGames.js';
import { ServerProcess, freePort } from './server-bench/serverProcess.js';

const { spread } = await tsImport('./server-bench/percentiles.ts', import.meta.url);

const SCENARIOS = ['play', 'kill', 'ramp', 'idle', 'computer', 'puzzles'];
/**
 * The client processes by default: one per this many games (750 sockets; one process with 6,000
 * lagged 312 ms at p99), and at most this many per processor: each process wakes for fewer
 * messages at a time, so more of them spend more processor time on the same moves, taken from
 * the servers they share the machine with.
 */
const GAMES_PER_CLIENT_PROCESS = 250;
const CLIENT_PROCESSES_PER_PROCESSOR = 2;
/** What many instances run, in this order: the kill last, as it leaves one instance. */
const CLUSTER_SCENARIOS = ['play', 'ramp', 'kill'];
const USAGE = `Usage: npm run bench:server -- [--games N] [--seconds S] [--connections N] [--scenario NAME]...
         [--instances N] [--client-processes K] [--json]

  --games N          games played at once (default 1000: 2N players and N watchers)
  --seconds S        how long each measured phase lasts (default 30)
  --connections N    idle connections held (default 10000)
  --scenario NAME    run only this part (repeatable): ${SCENARIOS.join(', ')} (default all)
  --instances N      1 (default): one process on SQLite; 2: two instances on PostgreSQL and Redis
                     behind HAProxy, each game's players on different ones (scenarios ${CLUSTER_SCENARIOS.join(', ')})
  --client-processes K
                     child processes the players and watchers run in, a share of the games each
                     (default: one per ${GAMES_PER_CLIENT_PROCESS} games, at most ${CLIENT_PROCESSES_PER_PROCESSOR} per processor)
  --cpu-prof DIR     each server and client process writes its processor profile (node
                     --cpu-prof) to DIR when it stops (not a server that is killed)
  --json             one JSON object with every figure instead of the table`;

/** The issue's goals for the p99 of a move at a move a second a game, in ms. */
const ACK_GOAL_MS = 30;
const OPPONENT_GOAL_MS = 40;
/** The p99 under which the ramp counts a move rate as held. */
const RAMP_LIMIT_MS = 100;
/** A step whose moves fall this far short of the rate asked for is not held: the server fell behind. */
const HELD_SHARE = 0.9;
/**
 * The ramp's move rates, in moves a second a game. Its top keeps each player at 8 moves a second,
 * under the server's limit of 20 messages a second on one connection (src/server/connection.ts).
 */
const RAMP_PER_GAME = [1, 2, 3, 4, 6, 8, 12, 16];
/**
 * Games whose sockets share one source address: 3 sockets each, under the 64 sockets and 20 games
 * a minute an address may have, and under the 20 games waiting for players (opened, not yet
 * started) that one player, here the address, may hold.
 */
const GAMES_PER_ADDRESS = 16;
const IDLE_PER_ADDRESS = 50;
/** Games opened, played and closed before the server's memory is first read, so that what runs once is not counted per game. */
const WARM_UP_GAMES = 8;
const WARM_UP_MS = 2000;
/** The bounds of the waits for late acknowledgements and for the games to come back after a restart. */
const DRAIN_TIMEOUT_MS = 10_000;
const RECOVERY_TIMEOUT_MS = 120_000;
/** How long the server is left alone before its memory is read. */
const SETTLE_MS = 2000;
/**
 * The computer scenario's games: one seat the server's computer plays at a level's own budget
 * (medium: 100 ms a move), the other a bench player who answers at once, so that every computer
 * always has a move to think about.
 */
const COMPUTER_GAMES = 50;
const COMPUTER_SEAT = { seat: 2, level: 'medium' };
/**
 * The puzzle scenario: shipped puzzles' games played to their end beside the people's games, a few
 * at a time, each from a loopback address of its own (127.5.x.y): the server cuts puzzles from
 * every one of them on its cutter's thread while the people's moves are timed.
 */
const FINISHED_GAMES = 200;
const FEEDING_AT_ONCE = 4;
const FEED_RANGE = 5;
/** How long games are fed before the moves are measured, so that the cutter is at work. */
const FEED_WARM_UP_MS = 5000;
/** How long the computers think before the moves are measured, so that their queue is full. */
const COMPUTER_WARM_UP_MS = 3000;
/**
 * After the computer games close, the server's computers finish the moves they were asked for
 * (seconds of them, one after another, on a machine with few cores): the next scenario waits
 * until the server uses under this share of a processor, within the drain's bound.
 */
const QUIET_CPU = 0.2;
const QUIET_SAMPLE_MS = 500;

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        games: { type: 'string', default: '1000' },
        seconds: { type: 'string', default: '30' },
        connections: { type: 'string', default: '10000' },
        instances: { type: 'string', default: '1' },
        'client-processes': { type: 'string' },
        'cpu-prof': { type: 'string' },
        scenario: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    return { problem: e.message };
  }
  if (parsed.help) return { help: true };
  const count = (name, max) => {
    const value = Number(parsed[name]);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
  };
  const games = count('games', 15_000);
  const seconds = count('seconds', 3600);
  const connections = count('connections', 60_000);
  const instances = count('instances', 2);
  if (instances === null) return { problem: '--instances takes 1 or 2' };
  const clientProcesses =
    parsed['client-processes'] === undefined
      ? Math.min(
          CLIENT_PROCESSES_PER_PROCESSOR * availableParallelism(),
          Math.ceil((games ?? 0) / GAMES_PER_CLIENT_PROCESS),
        )
      : count('client-processes', 64);
  if (clientProcesses === null) return { problem: '--client-processes takes a whole number from 1 to 64' };
  const all = instances > 1 ? CLUSTER_SCENARIOS : SCENARIOS;
  const scenarios = parsed.scenario ?? all;
  if (games === null) return { problem: '--games takes a whole number from 1 to 15000' };
  if (seconds === null) return { problem: '--seconds takes a whole number from 1 to 3600' };
  if (connections === null) return { problem: '--connections takes a whole number from 1 to 60000' };
  const unknown = scenarios.find((s) => !all.includes(s));
  if (unknown !== undefined) return { problem: `no scenario ${unknown}: ${all.join(', ')}` };
  return {
    games,
    seconds,
    connections,
    instances,
    clientProcesses,
    cpuProf: parsed['cpu-prof'] ?? null,
    scenarios: new Set(scenarios),
    json: parsed.json ?? false,
  };
}

/** The i-th loopback source address of a range: 127.RANGE.x.y, y from 1 to 250. */
function loopback(range, i) {
  return `127.${range}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

const MIB = 1024 * 1024;
const ms = (value) => (value === null ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (msValue) => `${(msValue / 1000).toFixed(2)} s`;
const thousands = (n) => n.toLocaleString('en-US');

/** The open files a process may hold (`ulimit -n`), or null when the shell cannot say. */
function openFileLimit() {
  const shell = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const limit = Number(shell.stdout.trim());
  return shell.status === 0 && Number.isInteger(limit) ? limit : null;
}

/** Other work on the machine shows in the tails: the load average goes with the figures. */
function machineLoad() {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
}

/**
 * Opens `count` games in the client processes, a few at a time in each; resolves to their set once
 * every one is live. A refusal (a limit of the server's) fails the run: the figures are for every
 * game asked for or none.
 */
function openGames(clients, server, count, range, firstSeed, computer) {
  return clients.open({
    server: server.url,
    instances: server.routes ?? 1,
    computer,
    count,
    addressOf: (i) => loopback(range, Math.floor(i / GAMES_PER_ADDRESS)),
    gamesPerAddress: GAMES_PER_ADDRESS,
    firstSeed,
  });
}

/** Waits until `done()` resolves true or the bound; polls, as what it waits for is spread over processes. */
async function until(done, timeoutMs) {
  const end = performance.now() + timeoutMs;
  while (!(await done()) && performance.now() < end) await sleep(50);
}

/**
 * Plays every game of the set at `perGame` moves a second for `lengthS` seconds and measures the
 * moves sent meanwhile (waiting, within a bound, for the last of them to be answered).
 */
async function measure(server, games, perGame, lengthS) {
  await games.play(1000 / perGame);
  const cpuBefore = server.cpuSeconds();
  const start = performance.now();
  await games.begin();
  await sleep(lengthS * 1000);
  const clients = await games.end();
  const wallS = (performance.now() - start) / 1000;
  const cpuS = server.cpuSeconds() - cpuBefore;
  await until(async () => (await games.outstanding()) === 0, DRAIN_TIMEOUT_MS);
  const unanswered = await games.outstanding();
  const samples = await games.samples();
  const ack = spread(samples.ack);
  const opponent = spread(samples.opponent);
  return {
    perGame,
    asked: games.count * perGame,
    made: samples.acknowledged / wallS,
    unanswered,
    /** Games one of whose clients gave up or saw the game end: they play no more. */
    stoppedGames: samples.stoppedGames,
    ack,
    opponent,
    watcher: spread(samples.watcher),
    serverCpu: cpuS / wallS,
    /** The client processes' own share of the same processors. */
    benchCpu: clients.cpuSeconds / wallS,
    /** The worst client process's. */
    loopP99: clients.loopP99,
    worstP99: Math.max(ack.p99 ?? Infinity, opponent.p99 ?? Infinity),
  };
}

function held(step) {
  return step.unanswered === 0 && step.made >= HELD_SHARE * step.asked && step.worstP99 < RAMP_LIMIT_MS;
}

function printSetup(setup) {
  console.log(
    `${thousands(setup.games)} games (${thousands(2 * setup.games)} players, ${thousands(setup.games)} watchers)` +
      ` opened and live in ${seconds(setup.openMs)}`,
  );
  console.log(
    `Memory per open game: ${kib(setup.bytesPerGame)} (server RSS ${mib(setup.rssOpen)} with` +
      ` ${thousands(setup.games)} live idle games, ${mib(setup.rssNone)} with none)`,
  );
}

function printPlay(step) {
  const row = (label, s, goal) => {
    const verdict = goal === undefined ? '' : `${goal} ms  ${s.p99 !== null && s.p99 <= goal ? 'ok' : 'OVER'}`;
    const figures = [s.p50, s.p95, s.p99, s.max].map((v) => ms(v).padStart(8)).join('');
    console.log(`  ${label.padEnd(32)}${figures}   ${verdict}`);
  };
  console.log(
    `Moves at 1 a second a game (ms)   ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join('')}   goal (p99)`,
  );
  row('sent to acknowledged', step.ack, ACK_GOAL_MS);
  row("sent to the opponent's socket", step.opponent, OPPONENT_GOAL_MS);
  row("sent to the watcher's socket", step.watcher);
  console.log(
    `  ${thousands(step.ack.count)} moves acknowledged, ${step.made.toFixed(1)} a second (${step.asked} asked)` +
      `${step.unanswered ? `, ${step.unanswered} unanswered` : ''}` +
      `${step.stoppedGames ? `, ${step.stoppedGames} games stopped` : ''}; server ${(step.serverCpu * 100).toFixed(0)} % of a` +
      ` processor, the bench ${(step.benchCpu * 100).toFixed(0)} %; the bench's event-loop delay p99 ${ms(step.loopP99)} ms`,
  );
}

/** A table of move times under `title`: a row of p50, p95, p99 and max for each `[label, spread]`. */
function printTimes(title, rows) {
  console.log(`${title.padEnd(50)}${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join('')}`);
  for (const [label, s] of rows) {
    console.log(`  ${label.padEnd(48)}${[s.p50, s.p95, s.p99, s.max].map((v) => ms(v).padStart(8)).join('')}`);
  }
}

function printComputers(c) {
  printTimes(`With ${c.games} computer seats (${c.level}) busy (ms)`, [
    ['sent to acknowledged, computers idle', c.without.ack],
    ['sent to acknowledged, computers busy', c.busy.ack],
    ["sent to the opponent's socket, computers idle", c.without.opponent],
    ["sent to the opponent's socket, computers busy", c.busy.opponent],
    ["computer's answer (sent to its move)", c.think],
  ]);
  console.log(
    `  computers: ${c.computerMoves} moves, ${c.computerRate.toFixed(1)} a second, mean ${ms(c.meanThinkMs)} ms from a move` +
      ` sent to the computer's answer${c.stoppedComputerGames ? `; ${c.stoppedComputerGames} computer games stopped` : ''};` +
      ` people: ${c.busy.made.toFixed(1)} moves a second${c.busy.unanswered ? `, ${c.busy.unanswered} unanswered` : ''}` +
      `${c.busy.stoppedGames ? `, ${c.busy.stoppedGames} games stopped` : ''}; server ${(c.busy.serverCpu * 100).toFixed(0)} %` +
      ` of a processor (${(c.without.serverCpu * 100).toFixed(0)} % with the computers idle), the bench` +
      ` ${(c.busy.benchCpu * 100).toFixed(0)} %; the bench's event-loop delay p99 ${ms(c.busy.loopP99)} ms`,
  );
}

function printRamp(ramp) {
  console.log(
    `Largest sustained move rate with p99 under ${RAMP_LIMIT_MS} ms: ` +
      (ramp.held === null
        ? 'none'
        : `${ramp.held.toFixed(0)} moves a second${ramp.stopped ? '' : ' (at least: the top of the ramp)'}`),
  );
  console.log(
    `  ${'asked/s'.padStart(8)}${'made/s'.padStart(9)}${'ack p99'.padStart(9)}${'opp. p99'.padStart(10)}` +
      `  server CPU  bench CPU  bench loop p99`,
  );
  for (const s of ramp.steps) {
    console.log(
      `  ${String(s.asked).padStart(8)}${s.made.toFixed(0).padStart(9)}${ms(s.ack.p99).padStart(9)}` +
        `${ms(s.opponent.p99).padStart(10)}  ${(s.serverCpu * 100).toFixed(0).padStart(8)} %` +
        `${(s.benchCpu * 100).toFixed(0).padStart(9)} %  ${ms(s.loopP99).padStart(10)} ms` +
        `${s.unanswered ? `  ${s.unanswered} unanswered` : ''}`,
    );
  }
  console.log(
    `  stopped: ${ramp.stopped ?? 'at the top of the ramp (each player at 8 moves a second, under the limit of a connection)'}`,
  );
}

function printKill(k) {
  console.log(
    `kill -9 mid-play to every game playable again: ${k.recovered === k.games ? seconds(k.times.max) : 'not all games came back'}`,
  );
  console.log(
    `  server listening again after ${seconds(k.listeningMs)}; each game's next moves both ways after: p50` +
      ` ${seconds(k.times.p50 ?? 0)}, p99 ${seconds(k.times.p99 ?? 0)}, max ${seconds(k.times.max ?? 0)};` +
      ` ${k.recovered} of ${k.games} games back; acknowledged moves lost: ${k.lost}`,
  );
}

function printIdle(idle) {
  console.log(
    `${thousands(idle.asked)} idle connections: ${thousands(idle.opened)} opened in ${seconds(idle.openMs)}; after ${idle.heldS} s` +
      ` ${thousands(idle.open)} still open, ${thousands(idle.answering)} answering`,
  );
  console.log(
    `  server RSS ${mib(idle.rss)} (${mib(idle.rssBefore)} before them: ${kib(idle.bytesPerConnection)} a connection)`,
  );
}

/**
 * Kills one of the instances mid-play; resolves to how long every game took to be playable again,
 * its players on the killed instance back through the proxy on the other.
 */
async function killOne(cluster, games) {
  await games.watchRecovery(performance.now());
  await cluster.killOne();
  await until(async () => (await games.recovering()) === 0, RECOVERY_TIMEOUT_MS);
  const { times, lost } = await games.recovery();
  return { games: games.count, times: spread(times), recovered: times.length, lost };
}

function printKillOne(k) {
  console.log(
    `kill -9 of one instance mid-play to every game playable again: ${k.recovered === k.games ? seconds(k.times.max) : 'not all games came back'}`,
  );
  console.log(
    `  each game's next moves both ways after: p50 ${seconds(k.times.p50 ?? 0)}, p99 ${seconds(k.times.p99 ?? 0)},` +
      ` max ${seconds(k.times.max ?? 0)}; ${k.recovered} of ${k.games} games back; acknowledged moves lost: ${k.lost}`,
  );
}

/** Kills the server mid-play and starts it again; resolves to how long every game took to be playable. */
async function killAndRestart(server, games) {
  const since = performance.now();
  await games.watchRecovery(since);
  await server.kill();
  await server.start();
  const listening = performance.now() - since;
  await until(async () => (await games.recovering()) === 0, RECOVERY_TIMEOUT_MS);
  const { times, lost } = await games.recovery();
  return { games: games.count, listeningMs: listening, times: spread(times), recovered: times.length, lost };
}

/**
 * The people's moves with the computers busy: opens the computer games, lets their queue fill,
 * and measures the people's games at a move a second as the play scenario does, next to its
 * figures (or a measure of their own without the computers, when the play scenario did not run).
 */
async function computerSeats(server, clients, games, lengthS, without) {
  const baseline = without ?? (await measure(server, games, 1, lengthS));
  const computerGames = await openGames(clients, server, COMPUTER_GAMES, 4, 2_000_000, COMPUTER_SEAT);
  try {
    await computerGames.play(0);
    await sleep(COMPUTER_WARM_UP_MS);
    const start = performance.now();
    await computerGames.begin();
    const busy = await measure(server, games, 1, lengthS);
    await computerGames.end();
    const wallS = (performance.now() - start) / 1000;
    const computerSamples = await computerGames.samples();
    const thinks = computerSamples.computer;
    return {
      games: COMPUTER_GAMES,
      level: COMPUTER_SEAT.level,
      without: baseline,
      busy,
      computerMoves: thinks.length,
      computerRate: thinks.length / wallS,
      meanThinkMs: thinks.length ? thinks.reduce((sum, t) => sum + t, 0) / thinks.length : null,
      think: spread(thinks),
      stoppedComputerGames: computerSamples.stoppedGames,
    };
  } finally {
    await computerGames.close();
    await quiet(server);
  }
}

/**
 * The people's moves while games end beside them and the server cuts puzzles from each: measured
 * as the play scenario does, next to its figures (or a measure of their own without the feed).
 */
async function puzzleCutting(server, games, lengthS, without) {
  const baseline = without ?? (await measure(server, games, 1, lengthS));
  const feed = feedFinishedGames(server.url, finishedGames(FINISHED_GAMES), FEEDING_AT_ONCE, (i) =>
    loopback(FEED_RANGE, i),
  );
  try {
    await sleep(FEED_WARM_UP_MS);
    const atStart = { cut: gamesCut(server.dataDir), ...feed.progress };
    const busy = await measure(server, games, 1, lengthS);
    const atEnd = { cut: gamesCut(server.dataDir), ...feed.progress };
    return {
      without: baseline,
      busy,
      endedDuring: atEnd.ended - atStart.ended,
      cutDuring: atEnd.cut - atStart.cut,
      // Games ended and not yet cut when the phase ended: the cutter was at work all through it.
      waitingAtEnd: atEnd.ended - atEnd.cut,
      feedMovesPerSecond: (atEnd.moves - atStart.moves) / lengthS,
    };
  } finally {
    feed.stop();
    const { failures } = await feed.done;
    if (failures.length > 0)
      console.error(`bench:server: ${failures.length} fed games failed, the first: ${failures[0]}`);
    await quiet(server);
  }
}

function printPuzzles(c) {
  printTimes('While the puzzle cutter works (ms)', [
    ['acknowledged, no game ending', c.without.ack],
    ['acknowledged, games ending and cut', c.busy.ack],
    ["on the opponent's socket, no game ending", c.without.opponent],
    ["on the opponent's socket, games ending and cut", c.busy.opponent],
  ]);
  console.log(
    `  meanwhile ${c.endedDuring} games ended (${c.feedMovesPerSecond.toFixed(1)} of their moves a second) and` +
      ` ${c.cutDuring} were cut, ${c.waitingAtEnd} waiting at the end; people: ${c.busy.made.toFixed(1)} moves a second` +
      `${c.busy.unanswered ? `, ${c.busy.unanswered} unanswered` : ''}; server ${(c.busy.serverCpu * 100).toFixed(0)} %` +
      ` of a processor (${(c.without.serverCpu * 100).toFixed(0)} % without), the bench ${(c.busy.benchCpu * 100).toFixed(0)} %`,
  );
}

/** Waits, within the drain's bound, until the server is nearly idle. */
async function quiet(server) {
  const end = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < end) {
    const before = server.cpuSeconds();
    await sleep(QUIET_SAMPLE_MS);
    if (server.cpuSeconds() - before < (QUIET_CPU * QUIET_SAMPLE_MS) / 1000) return;
  }
}

/** Opens the games, with the server's memory before and after: the setup of every scenario that plays. */
async function setUp(server, clients, count) {
  const warmUp = await openGames(clients, server, WARM_UP_GAMES, 3, 1_000_000);
  await warmUp.play(100);
  await sleep(WARM_UP_MS);
  await warmUp.close();
  await sleep(SETTLE_MS);
  const rssNone = server.rss();
  const openStart = performance.now();
  const games = await openGames(clients, server, count, 1, 1);
  const openMs = performance.now() - openStart;
  await sleep(SETTLE_MS);
  const rssOpen = server.rss();
  return { games, figures: { games: count, openMs, rssNone, rssOpen, bytesPerGame: (rssOpen - rssNone) / count } };
}

/** Steps the move rate up until p99 passes the limit or the server falls behind. */
async function ramp(server, games, lengthS) {
  const steps = [];
  for (const perGame of RAMP_PER_GAME) {
    const step = await measure(server, games, perGame, lengthS);
    steps.push(step);
    if (!held(step)) {
      const stopped =
        step.worstP99 >= RAMP_LIMIT_MS
          ? `p99 ${ms(step.worstP99)} ms at ${step.asked} moves a second`
          : `the server fell behind at ${step.asked} moves a second`;
      return { steps, stopped, held: steps.filter(held).at(-1)?.made ?? null };
    }
  }
  return { steps, stopped: null, held: steps.at(-1).made };
}

/** Opens the idle connections, holds them, and asks each for a pong. */
async function idleConnections(server, count, lengthS, opened) {
  const rssBefore = server.rss();
  const start = performance.now();
  const sockets = await openIdle(`ws://127.0.0.1:${server.port}/api/socket`, count, (i) =>
    loopback(2, Math.floor(i / IDLE_PER_ADDRESS)),
  );
  const openMs = performance.now() - start;
  opened.push(...sockets);
  await sleep(lengthS * 1000);
  const { open, answered } = await answering(sockets);
  const rss = server.rss();
  await closeAll(sockets);
  return {
    asked: count,
    opened: sockets.length,
    openMs,
    heldS: lengthS,
    open,
    answering: answered,
    rssBefore,
    rss,
    bytesPerConnection: (rss - rssBefore) / Math.max(1, sockets.length),
  };
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (options.problem) {
    console.error(`bench:server: ${options.problem}\n\n${USAGE}`);
    return 2;
  }
  const { games: count, seconds: lengthS, connections, instances, clientProcesses, cpuProf, scenarios, json } = options;
  const wanted = (name) => scenarios.has(name);
  // Each socket is an open file on both sides: the bench and the server need one each, and a few more.
  const playing = wanted('play') || wanted('kill') || wanted('ramp') || wanted('computer') || wanted('puzzles');
  const playSockets = 3 * (count + (wanted('computer') ? COMPUTER_GAMES : 0));
  const sockets = Math.max(wanted('idle') ? connections : 0, playing ? playSockets : 0) + 100;
  const limit = openFileLimit();
  if (limit !== null && limit < sockets) {
    console.error(
      `bench:server: ulimit -n is ${limit}, under the ${sockets} open files needed; raise it for this shell`,
    );
  }
  /** Prints a section as soon as it is measured, unless the whole report goes out as JSON at the end. */
  const show = (print, figures) => {
    if (json) return;
    print(figures);
    console.log();
  };
  // Built before the first start, so that no restart spends its time compiling.
  if (!(await compiledCli())) throw new Error('the command cannot be compiled (esbuild missing)');
  const dataDir = mkdtempSync(join(tmpdir(), 'momentum-bench-server-'));
  const { Cluster } = instances > 1 ? await import('./server-bench/cluster.js') : {};
  const nodeArgs = cpuProf === null ? [] : ['--cpu-prof', '--cpu-prof-dir', resolve(cpuProf)];
  const server = Cluster
    ? new Cluster(dataDir, nodeArgs)
    : new ServerProcess({ port: await freePort(), dataDir, nodeArgs });
  const clients = playing ? new ClientPool(clientProcesses, nodeArgs) : null;
  // Ctrl-C stops the bench at once: the server, the client processes and the temporary database go with it.
  const cleanUp = () => {
    clients?.kill();
    if (Cluster) server.kill();
    else server.child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  process.once('SIGINT', () => process.exit(130));
  const report = {
    node: process.version,
    processors: availableParallelism(),
    phaseSeconds: lengthS,
    ...(clients ? { clientProcesses } : {}),
  };
  let games = null;
  const idle = [];
  try {
    await Promise.all([server.start(), clients?.start()]);
    report.loadBefore = loadavg();
    if (!json) {
      const what = Cluster
        ? "two instances on PostgreSQL and Redis behind HAProxy, each game's players on different instances (memory and processor: the instances' sums)"
        : 'one server process';
      const bench = clients ? ` in ${clientProcesses} process${clientProcesses === 1 ? '' : 'es'}` : '';
      console.log(
        `Game server under load: ${what} (node ${process.version}, ${availableParallelism()} processors,` +
          ` shared with the bench's clients${bench}), ${lengthS} s a phase; ${machineLoad()}\n`,
      );
    }
    if (playing) {
      const setup = await setUp(server, clients, count);
      games = setup.games;
      report.setup = setup.figures;
      show(printSetup, report.setup);
    }
    if (wanted('play')) {
      report.play = await measure(server, games, 1, lengthS);
      show(printPlay, report.play);
    }
    if (wanted('ramp') && Cluster) {
      report.ramp = await ramp(server, games, lengthS);
      show(printRamp, report.ramp);
    }
    if (wanted('kill')) {
      if (!wanted('play')) await measure(server, games, 1, Math.min(lengthS, 5));
      if (Cluster) {
        // Back at a move a second a game, as in play.
        await games.play(1000);
        await sleep(2000);
        report.kill = await killOne(server, games);
        show(printKillOne, report.kill);
      } else {
        report.kill = await killAndRestart(server, games);
        show(printKill, report.kill);
      }
    }
    if (wanted('ramp') && !Cluster) {
      report.ramp = await ramp(server, games, lengthS);
      show(printRamp, report.ramp);
    }
    if (wanted('computer')) {
      report.computerSeats = await computerSeats(server, clients, games, lengthS, report.play);
      show(printComputers, report.computerSeats);
    }
    if (wanted('puzzles') && !Cluster) {
      report.puzzleCutting = await puzzleCutting(server, games, lengthS, report.play);
      show(printPuzzles, report.puzzleCutting);
    }
    await games?.close();
    games = null;
    if (wanted('idle')) {
      await sleep(SETTLE_MS);
      report.idle = await idleConnections(server, connections, lengthS, idle);
      show(printIdle, report.idle);
    }
    report.loadAfter = loadavg();
    if (json) console.log(JSON.stringify(report));
    else console.log(`At the end: ${machineLoad()}`);
    return 0;
  } finally {
    await games?.close().catch(() => undefined);
    await clients?.stop();
    await closeAll(idle);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (e) {
  console.error(`bench:server: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
}
