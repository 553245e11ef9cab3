import { performance } from 'node:perf_hooks';
import { type Contender, type MatchReport, type SearchTally, runArena } from '../ai/arena';
import { LEVELS, PLAYERS, type Player, chooseMove, isPlayer } from '../ai/levels';
import type { SearchBudget } from '../ai/searchTypes';
import { FastGame, SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { PRESET_IDS } from '../engine/presets';
import { loadRecord } from '../engine/record';
import { fastMove } from '../ai/lineSearch';
import { sharedTreeMemory } from '../ai/sharedTree';
import { TreeParallelSearch } from '../ai/treeParallelSearch';
import { english } from '../i18n/english';
import { answerProblemWords } from '../words/computer';
import { recordProblemWords } from '../words/problems';
import { type Output, readInput } from './io';
import { UsageError, options, wholeNumber } from './options';
import { presetStart } from './presetOptions';
import { SearchThreads, SharedThreadSearch, ThreadSearch } from './searchThreads';

const now = (): number => performance.now();

/** The search budget of `--ms` or `--playouts`; undefined for the level's own. */
export function budgetOf(text: (name: string) => string | undefined): SearchBudget | undefined {
  const ms = text('ms');
  const playouts = text('playouts');
  if (playouts !== undefined) return { playouts: wholeNumber('playouts', playouts, 0, 1) };
  if (ms !== undefined) return { ms: wholeNumber('ms', ms, 0, 1), now };
  return undefined;
}

/** A computer player named by an option, refused in one line when it is none. */
export function playerOf(name: string, value: string | undefined, fallback?: Player): Player {
  if (value === undefined && fallback) return fallback;
  if (value === undefined || !isPlayer(value)) {
    throw new UsageError(
      english('cli.option.choice', { name, choices: PLAYERS.join(', '), value: JSON.stringify(value ?? '') }),
    );
  }
  return value;
}

const CONTENDERS = [...PLAYERS, 'uct'];

/**
 * An arena side, `name[:budget][:threads]`: `hard`, `hard:1000ms` (time per move), `uct:2000p`
 * (playouts), `hard:1000ms:2t` (a level searching on two threads at once, on one shared tree),
 * `hard:1000ms:2tree` and `hard:1000ms:2root` (the shared tree, or a tree each merged at the root);
 * `hard:1000ms:1tree` grows the shared tree on one thread.
 */
export function contenderOf(name: string, value: string | undefined): Contender {
  const match = /^([a-z]+)(?::(.*?))??(?::([1-9]\d*)(t|tree|root))?$/.exec(value ?? '');
  const kind = match?.[1];
  if (kind !== 'uct' && (kind === undefined || !isPlayer(kind))) {
    throw new UsageError(
      english('cli.option.choice', { name, choices: CONTENDERS.join(', '), value: JSON.stringify(value ?? '') }),
    );
  }
  const threads = match?.[3] === undefined ? undefined : Number(match[3]);
  if (threads !== undefined && (kind === 'uct' || kind === 'random' || kind === 'greedy')) {
    throw new UsageError(english('cli.arena.threadLevels', { name, levels: LEVELS.join(', ') }));
  }
  const side = contenderBudget(name, kind, match?.[2]);
  const parallel = match?.[4] === 'tree' || match?.[4] === 'root' ? match[4] : undefined;
  return threads === undefined ? side : { ...side, threads, ...(parallel ? { parallel } : {}) };
}

function contenderBudget(name: string, kind: Contender['kind'], budget: string | undefined): Contender {
  if (budget === undefined) return { kind };
  if (kind === 'random' || kind === 'greedy') {
    throw new UsageError(english('cli.arena.noBudget', { name, kind }));
  }
  const amount = /^([1-9]\d*)(ms|p)$/.exec(budget);
  if (!amount) {
    throw new UsageError(english('cli.arena.budget', { name, kind, value: JSON.stringify(budget) }));
  }
  const n = Number(amount[1]);
  return { kind, budget: amount[2] === 'ms' ? { ms: n, now } : { playouts: n } };
}

export const AI_HELP = english('cli.ai.help', { levels: LEVELS.join(', ') });

export async function aiCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { text, positionals } = options(args, ['level', 'ms', 'playouts', 'threads', 'seed']);
  if (positionals.length !== 1) throw new UsageError(english('cli.oneInput', { command: 'ai', argument: 'FILE' }));
  const level = playerOf('level', text('level'), 'hard');
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  const threads = wholeNumber('threads', text('threads'), 1, 1);
  const budget = budgetOf(text);
  const replay = loadRecord(await readInput(positionals[0]!, stdin));
  if (!replay.ok) throw new UsageError(english.words(recordProblemWords(replay.error)));
  const { start, plies, final } = replay.value;
  if (final.result) throw new UsageError(english.words(answerProblemWords({ code: 'game-over' })));
  const pool = threads > 1 ? new SearchThreads(threads) : null;
  try {
    const searcher = pool
      ? new SharedThreadSearch(
          pool,
          new TreeParallelSearch(sharedTreeMemory()),
          start,
          plies.map((ply) => fastMove(ply.move)),
        )
      : undefined;
    const move = chooseMove(FastGame.fromState(final), level, {
      seed,
      now,
      ...(budget ? { budget } : {}),
      ...(searcher ? { searcher } : {}),
    });
    io.out(moveName(final.board, move === SWAP ? 'swap' : move));
  } finally {
    await pool?.close();
  }
  return 0;
}

export const ARENA_HELP = english('cli.arena.help', { sides: CONTENDERS.join(', '), boards: PRESET_IDS.join(', ') });

/** The arena's report as the command line prints it. */
function formatArena(r: MatchReport): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const elo = (x: number): string =>
    Number.isFinite(x) ? (x >= 0 ? '+' : '') + x.toFixed(0) : x > 0 ? '+inf' : '-inf';
  return [
    english('cli.arena.heading', { a: r.a, b: r.b, games: String(r.games) }),
    english('cli.arena.results', { wins: String(r.wins), draws: String(r.draws), losses: String(r.losses) }),
    english('cli.arena.score', { score: pct(r.score), low: pct(r.scoreLow), high: pct(r.scoreHigh) }),
    english('cli.arena.elo', { elo: elo(r.elo), low: elo(r.eloLow), high: elo(r.eloHigh) }),
    // With three sides an equal player scores a third, not a half: the line to read the score against.
    ...(Math.abs(r.fair - 0.5) > 1e-9 ? [english('cli.arena.fair', { player: r.b, score: pct(r.fair) })] : []),
    ...(['a', 'b'] as const).flatMap((side) => searchedLine(side, r.searched[side])),
  ].join('\n');
}

/** What a side's searches ran, as the report's line for it; none for a side that never searched. */
function searchedLine(side: 'a' | 'b', tally: SearchTally): string[] {
  if (tally.searches === 0) return [];
  const playouts = Math.round(tally.playouts / tally.searches).toLocaleString('en');
  if (!tally.ms) return [english('cli.arena.searched', { side, playouts })];
  return [english('cli.arena.searchedTimed', { side, playouts, rate: (tally.playouts / tally.ms).toFixed(0) })];
}

export async function arenaCommand(args: string[], io: Output): Promise<number> {
  const { text, flag } = options(
    args,
    ['a', 'b', 'board', 'players', 'games', 'seed', 'ms', 'playouts'],
    ['json', 'fresh'],
  );
  const a = contenderOf('a', text('a'));
  const b = contenderOf('b', text('b'));
  const { id, start } = presetStart(text);
  const players = start.rules.players;
  const budget = budgetOf(text);
  // Each side that searches on threads has threads of its own, started when its first game begins.
  const pools = new Map<'a' | 'b', SearchThreads>();
  const poolOf = (side: 'a' | 'b', threads: number): SearchThreads => {
    const pool = pools.get(side) ?? new SearchThreads(threads);
    pools.set(side, pool);
    return pool;
  };
  // A side on a shared tree keeps it from game to game: a new game's first search empties it.
  const trees = new Map<'a' | 'b', TreeParallelSearch>();
  const treeOf = (side: 'a' | 'b'): TreeParallelSearch => {
    const tree = trees.get(side) ?? new TreeParallelSearch(sharedTreeMemory());
    trees.set(side, tree);
    return tree;
  };
  const games = wholeNumber('games', text('games'), 100, 1);
  const tally = { win: 0, draw: 0, loss: 0 };
  let report: MatchReport;
  try {
    report = runArena({
      a,
      b,
      start,
      games,
      seed: wholeNumber('seed', text('seed'), 1, 0),
      now,
      // A match at a second a move runs for hours: each game's end shows it is alive, and the score so far.
      onGame: (game, outcome) => {
        tally[outcome]++;
        io.error(
          english('cli.arena.progress', {
            game: String(game),
            games: String(games),
            win: String(tally.win),
            draw: String(tally.draw),
            loss: String(tally.loss),
          }),
        );
      },
      threaded: (side, threads, from, parallel) =>
        parallel === 'root'
          ? new ThreadSearch(poolOf(side, threads), from)
          : new SharedThreadSearch(poolOf(side, threads), treeOf(side), from),
      fresh: flag('fresh'),
      ...(budget ? { budget } : {}),
    });
  } finally {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  }
  io.out(flag('json') ? JSON.stringify({ board: id, players, ...report }) : formatArena(report));
  return 0;
}
