import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { LEVELS, type Level, chooseMove } from '../ai/levels';
import { FastGame, SWAP } from '../engine/fast';
import { defaultRules, moveName, startGame } from '../engine/game';
import { defaultMarbles } from '../engine/marbles';
import { makeRecord, writeRecord } from '../engine/record';
import { english } from '../i18n/english';
import {
  type OnlineFailure,
  type OnlineResult,
  type OpenSocket,
  OnlineClient,
  type SocketLike,
} from '../online/client';
import { EngineKeeper } from '../online/engineKeeper';
import { type OnlineLink, parseLink } from '../online/link';
import { type ServerMessage, type TimeControl, isServerMessage } from '../online/protocol';
import { BOARD_ARGUMENT_HELP, type BoardArgument, readBoardArgument } from './boardArg';
import { EXIT_INVALID, type Output } from './io';
import { UsageError, options, wholeNumber } from './options';
import { budgetOf, playerOf } from './play';

const DEFAULT_SERVER = 'http://127.0.0.1:5173';

export const ONLINE_HELP = english('cli.online.help', {
  server: DEFAULT_SERVER,
  levels: LEVELS.join(', '),
  newJson: '{"id", "seats": [{"seat", "link"}], "computer": [{"seat", "level"}], "watch"}',
  watchJson: '{"seq", "seat", "move"}',
  resultJson: '{"status", "result"}',
  boardArgument: BOARD_ARGUMENT_HELP,
});

/** Exit status when the server cannot be reached (or stays unreachable). */
const EXIT_UNREACHABLE = 1;

const openWs: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

function clockOf(text: string | undefined): TimeControl {
  if (text === undefined || text === 'none') return { kind: 'none' };
  const realtime = /^(\d{1,3})\+(\d{1,2})$/.exec(text);
  if (realtime) return { kind: 'realtime', minutes: Number(realtime[1]), increment: Number(realtime[2]) };
  const days = /^days:(\d{1,2})$/.exec(text);
  if (days) return { kind: 'correspondence', days: Number(days[1]) };
  throw new UsageError(english('cli.online.clock', { value: JSON.stringify(text) }));
}

/** The server's setup for BOARD: a preset by name, any other board as a record without moves. */
function setupOf(board: BoardArgument, playersText: string | undefined): object {
  const players = wholeNumber('players', playersText, board.players ?? 2, 2);
  if (players > 4) throw new UsageError(english('cli.option.players'));
  if (board.preset) return { preset: board.preset.id, players };
  const rules =
    board.rules && board.players === players
      ? board.rules
      : defaultRules(players, board.marbles ?? defaultMarbles(board.setup.board.playable.length, players));
  const start = startGame(board.setup, rules);
  if (!start.ok) {
    throw new UsageError(
      english('cli.online.noGame', { name: board.name, players: String(players), code: start.error.code }),
    );
  }
  // The canonical form: only the fields its number of players reads.
  return { record: JSON.parse(writeRecord(makeRecord(start.value, []))) as object };
}

/** The seats of `--computer SEAT[,SEAT]` at the level of `--level`; none without it. */
function computerOf(seatsText: string | undefined, levelText: string | undefined): { seat: number; level: Level }[] {
  const level = levelText ?? 'medium';
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(
      english('cli.option.choice', { name: 'level', choices: LEVELS.join(', '), value: JSON.stringify(level) }),
    );
  }
  if (seatsText === undefined) return [];
  if (!/^[1-4](,[1-4]){0,2}$/.test(seatsText)) {
    throw new UsageError(english('cli.online.computer', { value: JSON.stringify(seatsText) }));
  }
  return seatsText.split(',').map((seat) => ({ seat: Number(seat), level: level as Level }));
}

/** A line of `momentum online` on standard error. */
const onlineLine = (message: string) => english('cli.refusal', { command: 'online', message });

/** A refusal of the server in one line: its code and detail, never a stack trace. */
function refusalLine(status: number, body: unknown): string {
  const { code, detail } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const what = typeof code === 'string' ? code : english('cli.online.httpStatus', { status: String(status) });
  return refusedLine(what, typeof detail === 'string' ? detail : undefined);
}

function refusedLine(code: string, detail: string | undefined): string {
  return detail ? english('cli.online.refusedDetail', { code, detail }) : english('cli.online.refused', { code });
}

async function newCommand(args: string[], io: Output): Promise<number> {
  const { text, flag, positionals } = options(
    args,
    ['players', 'clock', 'server', 'computer', 'level'],
    ['public', 'json'],
  );
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneArgument', { command: 'online new', argument: 'BOARD' }));
  const board = await readBoardArgument(positionals[0]!);
  const computer = computerOf(text('computer'), text('level'));
  const body = {
    setup: setupOf(board, text('players')),
    clock: clockOf(text('clock')),
    public: flag('public'),
    ...(computer.length > 0 ? { computer } : {}),
  };
  const server = (text('server') ?? DEFAULT_SERVER).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(server))
    throw new UsageError(english('cli.online.server', { value: JSON.stringify(server) }));
  let response: Response;
  try {
    response = await fetch(`${server}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    io.error(onlineLine(english('cli.online.unreachable', { server })));
    return EXIT_UNREACHABLE;
  }
  const answer = (await response.json().catch(() => null)) as {
    id: string;
    seats: { seat: number; link: string }[];
    computer: { seat: number; level: string }[];
    watch: string;
  } | null;
  if (response.status !== 201 || answer === null) {
    io.error(onlineLine(refusalLine(response.status, answer)));
    return EXIT_INVALID;
  }
  const seats = answer.seats.map(({ seat, link }) => ({ seat, link }));
  if (flag('json')) {
    io.out(JSON.stringify({ id: answer.id, seats, computer: answer.computer, watch: answer.watch }));
  } else {
    io.out(english('cli.online.game', { id: answer.id }));
    const lines = [
      ...seats.map(({ seat, link }) => ({ seat, line: english('cli.online.seatLink', { seat: String(seat), link }) })),
      ...answer.computer.map(({ seat, level }) => ({
        seat,
        line: english('cli.online.seatComputer', { seat: String(seat), level }),
      })),
    ];
    for (const { line } of lines.sort((a, b) => a.seat - b.seat)) io.out(line);
    io.out(english('cli.online.watch', { link: answer.watch }));
  }
  return 0;
}

function linkOf(positionals: string[], command: string): OnlineLink {
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneArgument', { command: `online ${command}`, argument: 'LINK' }));
  const link = parseLink(positionals[0]!);
  if (!link.ok) {
    throw new UsageError(english('cli.online.notLink', { link: JSON.stringify(positionals[0]) }));
  }
  return link.value;
}

/** The result as the last line prints it. */
export function resultLine(status: string, result: OnlineResult): string {
  if (!result) return english('cli.online.result', { status });
  if (result.status === 'drawn') return english('cli.online.drawn', { reason: result.reason });
  if ('ranking' in result) {
    return english('cli.online.ranked', {
      places: result.ranking.map((place) => place.join('=')).join(' > '),
      left: english.list(result.left.map(String)),
    });
  }
  const won = {
    count: result.winners.length,
    seats: english.list(result.winners.map(String)),
    reason: result.reason,
  };
  return 'loser' in result
    ? english('cli.online.wonAgainst', { ...won, loser: String(result.loser) })
    : english('cli.online.won', won);
}

function failureLine(failure: OnlineFailure, link: OnlineLink): string {
  if (failure.code === 'unreachable') return english('cli.online.unreachable', { server: link.server });
  if (failure.code === 'closed') return english('cli.online.closed');
  return refusedLine(failure.refusal, failure.detail);
}

/** Waits for the client's end: 0 with the result printed, or the failure in one line. */
async function ended(client: OnlineClient, link: OnlineLink, io: Output, json: boolean): Promise<number> {
  try {
    const view = await client.done;
    io.out(json ? JSON.stringify({ status: view.status, result: view.result }) : resultLine(view.status, view.result));
    return 0;
  } catch (e) {
    const failure = e as OnlineFailure;
    io.error(onlineLine(failureLine(failure, link)));
    return failure.code === 'refused' ? EXIT_INVALID : EXIT_UNREACHABLE;
  }
}

/** A lost connection is told on standard error: the client reconnects by itself. */
function lost(io: Output, status: 'open' | 'lost'): void {
  if (status === 'lost') io.error(english('cli.online.lost'));
}

const moveLine = (seq: number, seat: number, move: string) =>
  english('cli.online.move', { number: String(seq + 1), seat: String(seat), move });

/** Refusals in a row of the computer's own moves before it stops (the engine agrees with the server, so none are expected). */
const MAX_REFUSALS = 3;

async function playCommand(args: string[], io: Output): Promise<number> {
  const { text, positionals } = options(args, ['level', 'ms', 'playouts', 'seed']);
  const link = linkOf(positionals, 'play');
  if (link.secret === null) {
    io.error(english('cli.refusal', { command: 'online play', message: english('cli.online.watchLink') }));
    return EXIT_INVALID;
  }
  const level = playerOf('level', text('level'), 'medium');
  const budget = budgetOf(text);
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  let refusals = 0;
  // Set once the seat left a game of three or four (resigned or out of time): the computer of the
  // server plays it on, the server refuses its moves, and the command follows the game to its end.
  let out = false;
  const noticeLeaving = (message: ServerMessage) => {
    if (out || (message.type !== 'state' && message.type !== 'presence')) return;
    const seat = message.type === 'state' ? message.seat : client.current?.seat;
    const left = message.seats.find((s) => s.seat === seat)?.left;
    if (seat == null || !left) return;
    out = true;
    io.error(english('cli.online.seatLeft', { seat: String(seat), reason: left }));
  };
  const think = () => {
    if (out || !client.myTurn) return;
    const position = client.keeper.position!;
    const { seq } = client.current!;
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
    keeper: new EngineKeeper(),
    isMessage: isServerMessage,
    events: {
      message: noticeLeaving,
      connection: (status) => lost(io, status),
      state: later,
      status: later,
      moved: ({ seq, seat, move }) => {
        io.out(moveLine(seq, seat, move));
        refusals = 0;
        later();
      },
      refused: (code, detail) => {
        const message = detail
          ? english('cli.online.moveRefusedDetail', { code, detail })
          : english('cli.online.moveRefused', { code });
        io.error(english('cli.refusal', { command: 'online play', message }));
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
    keeper: new EngineKeeper(),
    isMessage: isServerMessage,
    events: {
      connection: (status) => lost(io, status),
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
  throw new UsageError(english('cli.online.which', { value: JSON.stringify(sub ?? '') }));
}
