// Finished games for the server bench's puzzle scenario: shipped puzzles' games played to their
// end on the server, each from its own loopback address, by two sockets that send the record's
// moves and then the puzzle's solution. Each ends with a proved puzzle in its last plies, so the
// server's puzzle cutter has real proofs to run for every game fed to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { root } from '../browser.js';
import { postJson } from './benchGame.js';

const { loadRecord } = await tsImport('../../src/engine/record.ts', import.meta.url);

/**
 * The gap between two moves of a fed game: each socket sends every other move, so a socket sends
 * a message every 60 ms, under the server's 20 a second on one connection.
 */
const MOVE_GAP_MS = 30;
/** A fed game's socket waits this long for an answer before the feed gives up on the game. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The shipped two-player puzzles, each as the game it came from: its setup and every move to the win. */
export function finishedGames(count) {
  const lines = readFileSync(join(root, 'src', 'puzzles', 'set.jsonl'), 'utf8').split('\n');
  const games = [];
  for (const line of lines) {
    if (games.length === count) break;
    if (line.trim() === '') continue;
    const { record, solution } = JSON.parse(line);
    if (record.players !== 2) continue;
    const { moves = [], ...setup } = record;
    const played = { ...record, moves: [...moves, ...solution] };
    const replay = loadRecord(played);
    if (!replay.ok) throw new Error(`a shipped puzzle's game does not replay: ${replay.error.code}`);
    // Who makes each move, from the rules (the pie rule's swap among them).
    games.push({ setup, moves: played.moves, movers: replay.value.plies.map((p) => p.player) });
  }
  return games;
}

function socketAt(url, localAddress) {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/api/socket', { localAddress });
  const received = [];
  let wake = null;
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    wake?.();
  });
  /** The next message of one of `types`, skipping the rest. */
  const next = async (...types) => {
    const end = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const index = received.findIndex((m) => types.includes(m.type));
      if (index >= 0) return received.splice(0, index + 1).at(-1);
      if (Date.now() > end) throw new Error(`no ${types.join(' or ')} within ${ANSWER_TIMEOUT_MS} ms`);
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () =>
      resolve({ send: (m) => socket.send(JSON.stringify(m)), next, close: () => socket.close() }),
    );
    socket.on('error', reject);
  });
}

/** Opens one finished game at the server from `localAddress` and plays it to its end, counting its moves. */
async function playOut(url, game, localAddress, progress) {
  const { id, seats } = await postJson(
    `${url}/api/games`,
    { setup: { record: game.setup }, clock: { kind: 'none' } },
    localAddress,
  );
  const players = [];
  for (const seat of seats) {
    const player = await socketAt(url, localAddress);
    player.send({ type: 'join', game: id, secret: seat.secret, name: 'Feed' });
    await player.next('state');
    players.push(player);
  }
  try {
    for (let seq = 0; seq < game.moves.length; seq++) {
      const mover = players[game.movers[seq] - 1];
      mover.send({ type: 'move', seq, move: game.moves[seq] });
      progress.moves++;
      const answer = await mover.next('ack', 'end', 'error');
      if (answer.type === 'error') throw new Error(`move ${seq} ${game.moves[seq]}: ${answer.code}`);
      if (answer.type === 'end') return;
      await sleep(MOVE_GAP_MS);
    }
  } finally {
    for (const p of players) p.close();
  }
}

/**
 * Feeds `games` to the server at `url`, `parallel` at a time, game i from `addressOf(i)`, until
 * they are all played or `stop` is called. `progress` counts the games ended and the moves sent
 * so far; `done` resolves once the last game fed has stopped, with why any failed.
 */
export function feedFinishedGames(url, games, parallel, addressOf) {
  let next = 0;
  let stopped = false;
  const progress = { ended: 0, moves: 0 };
  const failures = [];
  const worker = async () => {
    while (!stopped && next < games.length) {
      const i = next++;
      try {
        await playOut(url, games[i], addressOf(i), progress);
        progress.ended++;
      } catch (e) {
        failures.push(e instanceof Error ? e.message : String(e));
      }
    }
  };
  const done = Promise.all(Array.from({ length: parallel }, worker)).then(() => ({ failures }));
  return { progress, done, stop: () => (stopped = true) };
}

/** The games the server has cut puzzles from so far, read from its database beside it. */
export function gamesCut(dataDir) {
  const db = new Database(join(dataDir, 'momentum.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT count(DISTINCT game_id) AS n FROM found_puzzles').get().n;
  } finally {
    db.close();
  }
}
