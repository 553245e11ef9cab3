import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { LEVELS, chooseMove } from '../ai/levels';
import { FastGame, SWAP } from '../engine/fast';
import { defaultRules, moveName, startGame } from '../engine/game';
import { defaultMarbles } from '../engine/marbles';
import { makeRecord, writeRecord } from '../engine/record';
import {
  type OnlineFailure,
  type OnlineResult,
  type OpenSocket,
  OnlineClient,
  type SocketLike,
} from '../online/client';
import { type OnlineLink, parseLink } from '../online/link';
import { BOARD_ARGUMENT_HELP, type BoardArgument, readBoardArgument } from './boardArg';
import { EXIT_INVALID, type Output } from './io';
import { UsageError, options, wholeNumber } from './options';
import { budgetOf, playerOf } from './play';

export const ONLINE_HELP = `Usage: momentum online new BOARD [--players N] [--clock 3+2|none|days:2] [--public] [--server URL] [--json]
       momentum online play LINK [--level L] [--ms N | --playouts N] [--seed S]
       momentum online watch LINK [--json]

Plays on a game server (momentum serve).

new     opens a game and prints its id, a link for each seat and the watch link. A seat's link
        holds the seat's secret after the #: whoever has it plays that seat.
          --players N   2, 3 or 4 (default 2, or the record's when BOARD is one)
          --clock C     none (default), minutes+seconds added per move as 3+2, or days per
                        move as days:2
          --public      list the game in the server's lobby
          --server URL  the game server (default http://127.0.0.1:5173)
          --json        print {"id", "seats": [{"seat", "link"}], "watch"} as one object
play    the computer plays the seat of LINK until the game ends, printing each move, with the
        result as the last line; it reconnects by itself when the connection drops or the
        server restarts. A watch link is refused with status 2.
          --level L     ${LEVELS.join(', ')} (default medium), or random, greedy
          --ms N        thinking time per move in milliseconds
          --playouts N  a fixed number of playouts per move instead
          --seed S      seed of the search (default 1)
watch   prints each move as it is played until the game ends, then the result.
          --json        one JSON object a line: {"seq", "seat", "move"}, then {"result"}

${BOARD_ARGUMENT_HELP}`;

const DEFAULT_SERVER = 'http://127.0.0.1:5173';

/** Exit status when the server cannot be reached (or stays unreachable). */
const EXIT_UNREACHABLE = 1;

const openWs: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

type TimeControl =
  | { kind: 'none' }
  | { kind: 'realtime'; minutes: number; increment: number }
  | { kind: 'correspondence'; days: number };

function clockOf(text: string | undefined): TimeControl {
  if (text === undefined || text === 'none') return { kind: 'none' };
  const realtime = /^(\d{1,3})\+(\d{1,2})$/.exec(text);
  if (realtime) return { kind: 'realtime', minutes: Number(realtime[1]), increment: Number(realtime[2]) };
  const days = /^days:(\d{1,2})$/.exec(text);
  if (days) return { kind: 'correspondence', days: Number(days[1]) };
  throw new UsageError(`--clock must be none, minutes+seconds as 3+2, or days:N, not ${JSON.stringify(text)}`);
}

/** The server's setup for BOARD: a preset by name, any other board as a record without moves. */
function setupOf(board: BoardArgument, playersText: string | undefined): object {
  const players = wholeNumber('players', playersText, board.players ?? 2, 2);
  if (players > 4) throw new UsageError('--players must be 2, 3 or 4');
  if (board.preset) return { preset: board.preset.id, players };
  const rules =
    board.rules && board.players === players
      ? board.rules
      : defaultRules(players, board.marbles ?? defaultMarbles(board.setup.board.playable.length, players));
  const start = startGame(board.setup, rules);
  if (!start.ok) throw new UsageError(`board ${board.name}: no game for ${players} players (${start.error.code})`);
  // The canonical form: only the fields its number of players reads.
  return { record: JSON.parse(writeRecord(makeRecord(start.value, []))) as object };
}

/** A refusal of the server in one line: its code and detail, never a stack trace. */
function refusalLine(status: number, body: unknown): string {
  const { code, detail } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const what = typeof code === 'string' ? code : `status ${status}`;
  return `the server refused: ${what}${typeof detail === 'string' ? ` (${detail})` : ''}`;
}

async function newCommand(args: string[], io: Output): Promise<number> {
  const { text, flag, positionals } = options(args, ['players', 'clock', 'server'], ['public', 'json']);
  if (positionals.length !== 1) throw new UsageError('online new takes exactly one BOARD');
  const board = await readBoardArgument(positionals[0]!);
  const body = { setup: setupOf(board, text('players')), clock: clockOf(text('clock')), public: flag('public') };
  const server = (text('server') ?? DEFAULT_SERVER).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(server))
    throw new UsageError(`--server must be http(s)://host[:port], not ${JSON.stringify(server)}`);
  let response: Response;
  try {
    response = await fetch(`${server}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    io.error(`momentum online: cannot reach the game server at ${server}`);
    return EXIT_UNREACHABLE;
  }
  const answer = (await response.json().catch(() => null)) as {
    id: string;
    seats: { seat: number; link: string }[];
    watch: string;
  } | null;
  if (response.status !== 201 || answer === null) {
    io.error(`momentum online: ${refusalLine(response.status, answer)}`);
    return EXIT_INVALID;
  }
  const seats = answer.seats.map(({ seat, link }) => ({ seat, link }));
  if (flag('json')) {
    io.out(JSON.stringify({ id: answer.id, seats, watch: answer.watch }));
  } else {
    io.out(`game ${answer.id}`);
    for (const { seat, link } of seats) io.out(`seat ${seat}: ${link}`);
    io.out(`watch: ${answer.watch}`);
  }
  return 0;
}

function linkOf(positionals: string[], command: string): OnlineLink {
  if (positionals.length !== 1) throw new UsageError(`online ${command} takes exactly one LINK`);
  const link = parseLink(positionals[0]!);
  if (!link.ok) {
    throw new UsageError(`not a game link: ${JSON.stringify(positionals[0])} (expected http://HOST/online/ID)`);
  }
  return link.value;
}

function seatsText(seats: readonly number[]): string {
  return seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats.at(-1)}`;
}

/** The result as the last line prints it. */
export function resultLine(status: string, result: OnlineResult): string {
  if (!result) return status === 'aborted' ? 'result: aborted' : `result: ${status}`;
  if (result.status === 'drawn') return `result: drawn (${result.reason})`;
  const loser = 'loser' in result && result.loser !== undefined ? `, seat ${result.loser}` : '';
  return `result: ${seatsText(result.winners)} won (${result.reason}${loser})`;
}

function failureLine(failure: OnlineFailure, link: OnlineLink): string {
  if (failure.code === 'unreachable') return `cannot reach the game server at ${link.server}`;
  if (failure.code === 'closed') return 'closed';
  return `the server refused: ${failure.refusal}${failure.detail ? ` (${failure.detail})` : ''}`;
}

/** Waits for the client's end: 0 with the result printed, or the failure in one line. */
async function ended(client: OnlineClient, link: OnlineLink, io: Output, json: boolean): Promise<number> {
  try {
    const view = await client.done;
    io.out(json ? JSON.stringify({ status: view.status, result: view.result }) : resultLine(view.status, view.result));
    return 0;
  } catch (e) {
    const failure = e as OnlineFailure;
    io.error(`momentum online: ${failureLine(failure, link)}`);
    return failure.code === 'refused' ? EXIT_INVALID : EXIT_UNREACHABLE;
  }
}

const moveLine = (seq: number, seat: number, move: string) => `${seq + 1}. seat ${seat} ${move}`;

/** Refusals in a row of the computer's own moves before it stops (the engine agrees with the server, so none are expected). */
const MAX_REFUSALS = 3;

async function playCommand(args: string[], io: Output): Promise<number> {
  const { text, positionals } = options(args, ['level', 'ms', 'playouts', 'seed']);
  const link = linkOf(positionals, 'play');
  if (link.secret === null) {
    io.error('momentum online play: a watch link holds no seat; give the link of a seat (with its #secret)');
    return EXIT_INVALID;
  }
  const level = playerOf('level', text('level'), 'medium');
  const budget = budgetOf(text);
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  let refusals = 0;
  const think = () => {
    if (!client.myTurn) return;
    const { position, seq } = client.current!;
    const move = chooseMove(FastGame.fromState(position), level, {
      seed: seed + seq,
      now: () => performance.now(),
      ...(budget ? { budget } : {}),
    });
    client.move(moveName(position.board, move === SWAP ? 'swap' : move));
  };
  // Thinking waits for the socket's message to be handled to its end.
  const later = () => setImmediate(think);
  const client = new OnlineClient({
    link,
    open: openWs,
    events: {
      state: later,
      moved: ({ seq, seat, move }) => {
        io.out(moveLine(seq, seat, move));
        refusals = 0;
        later();
      },
      refused: (code, detail) => {
        io.error(`momentum online play: the server refused a move: ${code}${detail ? ` (${detail})` : ''}`);
        if (++refusals >= MAX_REFUSALS) client.close();
        else later();
      },
    },
  });
  return ended(client, link, io, false);
}

async function watchCommand(args: string[], io: Output): Promise<number> {
  const { flag, positionals } = options(args, [], ['json']);
  const link = linkOf(positionals, 'watch');
  const json = flag('json');
  const client = new OnlineClient({
    link: { ...link, secret: null },
    open: openWs,
    events: {
      moved: ({ seq, seat, move }) => io.out(json ? JSON.stringify({ seq, seat, move }) : moveLine(seq, seat, move)),
    },
  });
  return ended(client, link, io, json);
}

export async function onlineCommand(args: string[], io: Output): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'new') return newCommand(rest, io);
  if (sub === 'play') return playCommand(rest, io);
  if (sub === 'watch') return watchCommand(rest, io);
  throw new UsageError(`online needs new, play or watch, not ${JSON.stringify(sub ?? '')}`);
}
