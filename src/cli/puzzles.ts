import { existsSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import { LEVEL_PLAYOUTS, PLAYERS, type Player } from '../ai/levels';
import { type Replay, loadRecord, parseRecord, replayRecord } from '../engine/record';
import { english } from '../i18n/english';
import { GALLERY } from '../lab/gallery';
import { puzzleBoard } from '../puzzles/choose';
import { computerGames } from '../puzzles/computerGames';
import { GENERATE_DEFAULTS, type GenerateOptions, gamePuzzles, noFigures } from '../puzzles/generate';
import { exported, parsePuzzle, writePuzzle } from '../puzzles/puzzle';
import { DatabaseUnavailable, databaseName, openStorage, sqliteFile } from '../server/main';
import { SchemaMismatch } from '../server/storage/migrations';
import type { GameStorage } from '../server/storage/storage';
import { puzzleProblemWords, recordProblemWords } from '../words/problems';
import { databaseOptions } from './database';
import { type Output, readInput } from './io';
import { type Parsed, UsageError, chosenOption, options, wholeNumber } from './options';
import { galleryStart } from './presetOptions';

export const PUZZLES_HELP = english('cli.puzzles.help', {
  boards: GALLERY.map((b) => b.id).join(', '),
  players: PLAYERS.join(', '),
  medium: LEVEL_PLAYOUTS.medium.toLocaleString('en'),
  hard: LEVEL_PLAYOUTS.hard.toLocaleString('en'),
  winIn: GENERATE_DEFAULTS.maxWinIn,
  window: GENERATE_DEFAULTS.window,
  budget: GENERATE_DEFAULTS.maxNodes.toLocaleString('en'),
  perGame: GENERATE_DEFAULTS.perGame,
  json: '{"id", "record", "solution": [...], "winIn", "themes": [...], "rating"}',
});

/** `momentum puzzles generate|export`. */
export async function puzzlesCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'generate') return generate(rest, io, stdin);
  if (action === 'export') return exportSet(rest, io, stdin);
  throw new UsageError(english('cli.puzzles.action', { action: JSON.stringify(action ?? '') }));
}

async function generate(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { text, flag, positionals } = options(
    args,
    ['selfplay', 'seed', 'board', 'players', 'player', 'win-in', 'window', 'budget', 'per-game', 'data', 'database'],
    ['server'],
  );
  const selfplay = text('selfplay');
  const server = flag('server');
  const sources = [positionals.length > 0, selfplay !== undefined, server].filter(Boolean).length;
  if (sources !== 1 || positionals.length > 1) throw new UsageError(english('cli.puzzles.source'));
  if (!server && (text('data') !== undefined || text('database') !== undefined))
    throw new UsageError(english('cli.puzzles.databaseAlone'));
  const settings: GenerateOptions = {
    maxWinIn: wholeNumber('win-in', text('win-in'), GENERATE_DEFAULTS.maxWinIn, 1),
    window: wholeNumber('window', text('window'), GENERATE_DEFAULTS.window, 1),
    maxNodes: wholeNumber('budget', text('budget'), GENERATE_DEFAULTS.maxNodes, 1),
    perGame: wholeNumber('per-game', text('per-game'), GENERATE_DEFAULTS.perGame, 1),
  };
  const games = server
    ? serverGames(await serverStorage(text))
    : selfplay === undefined
      ? await recordGames(await readInput(positionals[0]!, stdin))
      : selfplayGames(wholeNumber('selfplay', selfplay, 1, 1), text);
  const figures = noFigures();
  const seen = new Set<string>();
  const started = cpuUsage();
  for await (const { replay, board, player } of games) {
    for (const puzzle of gamePuzzles(replay, { board, game: figures.games + 1, player }, settings, seen, figures))
      io.out(writePuzzle(puzzle));
  }
  const spent = cpuUsage(started);
  const minutes = (spent.user + spent.system) / 60e6;
  io.error(
    english('cli.puzzles.figures', {
      ...figures,
      minutes: minutes.toFixed(2),
      perMinute: minutes > 0 ? (figures.kept / minutes).toFixed(1) : '0',
    }),
  );
  return 0;
}

interface InputGame {
  readonly replay: Replay;
  readonly board: string;
  /** Who played every side, for a game of self-play. */
  readonly player?: Player;
}

/** The games of a file of records, one per line, each on the gallery board its layout is (else "custom"). */
async function recordGames(input: string): Promise<InputGame[]> {
  const games: InputGame[] = [];
  const lines = input.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const replay = loadRecord(lines[i]!);
    if (!replay.ok)
      throw new UsageError(
        english('cli.puzzles.line', { line: i + 1, reason: english.words(recordProblemWords(replay.error)) }),
      );
    games.push({ replay: replay.value, board: puzzleBoard(replay.value) });
  }
  return games;
}

/** The game server's storage as `--data` or `--database` place it, opened read-only. */
async function serverStorage(text: Parsed['text']): Promise<GameStorage> {
  const where = databaseOptions(text);
  const file = sqliteFile(where.dataDir);
  // Checked here: a read-only connection could not create it, and the refusal names the path.
  if (where.database === undefined && !existsSync(file))
    throw new UsageError(english('cli.database.missing', { path: file }));
  try {
    return (await openStorage(where, 'read-only')).storage;
  } catch (e) {
    if (e instanceof DatabaseUnavailable)
      throw new UsageError(english('cli.database.unavailable', { database: e.database, code: e.code }));
    if (e instanceof SchemaMismatch) {
      const versions = { found: String(e.found), expected: String(e.expected) };
      throw new UsageError(english('cli.database.schema', { database: databaseName(where), ...versions }));
    }
    throw e;
  }
}

/**
 * Games read from the server at a time: all of them at once would take memory that grows with the
 * server's history, one at a time a round trip to the database each.
 */
const SERVER_PAGE = 100;

/** The server's finished games, a page at a time, each on the gallery board its layout is; the storage is closed after them. */
async function* serverGames(storage: GameStorage): AsyncGenerator<InputGame> {
  try {
    for (let after: string | null = null; ;) {
      const page = await storage.finishedGames(after, SERVER_PAGE);
      for (const game of page) {
        const setup = parseRecord(game.setup);
        const replay = setup.ok ? replayRecord({ ...setup.value, moves: game.moves }) : setup;
        if (!replay.ok)
          throw new UsageError(
            english('cli.puzzles.game', { game: game.id, reason: english.words(recordProblemWords(replay.error)) }),
          );
        yield { replay: replay.value, board: puzzleBoard(replay.value) };
      }
      if (page.length < SERVER_PAGE) return;
      after = page.at(-1)!.id;
    }
  } finally {
    await storage.close();
  }
}

function* selfplayGames(count: number, text: (name: string) => string | undefined): Generator<InputGame> {
  const { id, start } = galleryStart(text);
  const player = chosenOption('player', text('player'), PLAYERS, 'easy');
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  for (const replay of computerGames(start, count, seed, player)) yield { replay, board: id, player };
}

/** `momentum puzzles export --json FILE`: the set's puzzles in their canonical shape, one a line. */
async function exportSet(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { flag, positionals } = options(args, [], ['json']);
  if (!flag('json')) throw new UsageError(english('cli.puzzles.json'));
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneInput', { command: 'puzzles export', argument: 'FILE' }));
  const lines = (await readInput(positionals[0]!, stdin)).split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const puzzle = parsePuzzle(lines[i]!);
    if (!puzzle.ok)
      throw new UsageError(
        english('cli.puzzles.line', { line: i + 1, reason: english.words(puzzleProblemWords(puzzle.error)) }),
      );
    out.push(writePuzzle(exported(puzzle.value)));
  }
  for (const line of out) io.out(line);
  return 0;
}
