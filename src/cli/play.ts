import { performance } from 'node:perf_hooks';
import { type ArenaReport, type Contender, runArena } from '../ai/arena';
import { LEVELS, PLAYERS, type Player, chooseMove, isPlayer } from '../ai/levels';
import type { SearchBudget } from '../ai/mcts';
import { FastGame, SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { PRESET_IDS, findPreset } from '../engine/presets';
import { loadRecord } from '../engine/record';
import { presetGame } from '../engine/setup';
import { fastMove } from '../ai/lineSearch';
import { english } from '../store/language';
import { recordProblemWords, setupProblemWords } from '../words/problems';
import { type Output, readInput } from './io';
import { UsageError, options, wholeNumber } from './options';
import { SearchThreads, ThreadSearch } from './searchThreads';

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
    throw new UsageError(`--${name} must be one of ${PLAYERS.join(', ')}, not ${JSON.stringify(value ?? '')}`);
  }
  return value;
}

const CONTENDERS = [...PLAYERS, 'uct'];

/**
 * An arena side, `name[:budget][:threads]`: `hard`, `hard:1000ms` (time per move), `uct:2000p`
 * (playouts), `hard:1000ms:2t` (a level searching on two threads at once).
 */
export function contenderOf(name: string, value: string | undefined): Contender {
  const match = /^([a-z]+)(?::(.*?))??(?::([1-9]\d*)t)?$/.exec(value ?? '');
  const kind = match?.[1];
  if (kind !== 'uct' && (kind === undefined || !isPlayer(kind))) {
    throw new UsageError(`--${name} must be one of ${CONTENDERS.join(', ')}, not ${JSON.stringify(value ?? '')}`);
  }
  const threads = match?.[3] === undefined ? undefined : Number(match[3]);
  if (threads !== undefined && (kind === 'uct' || kind === 'random' || kind === 'greedy')) {
    throw new UsageError(`--${name}: only the levels ${LEVELS.join(', ')} search on threads`);
  }
  const side = contenderBudget(name, kind, match?.[2]);
  return threads === undefined ? side : { ...side, threads };
}

function contenderBudget(name: string, kind: Contender['kind'], budget: string | undefined): Contender {
  if (budget === undefined) return { kind };
  if (kind === 'random' || kind === 'greedy') {
    throw new UsageError(`--${name}: ${kind} does not search, so takes no budget`);
  }
  const amount = /^([1-9]\d*)(ms|p)$/.exec(budget);
  if (!amount) {
    throw new UsageError(
      `--${name}: the budget after "${kind}:" must be milliseconds like 1000ms or playouts like 2000p, not ${JSON.stringify(budget)}`,
    );
  }
  const n = Number(amount[1]);
  return { kind, budget: amount[2] === 'ms' ? { ms: n, now } : { playouts: n } };
}

export const AI_HELP = `Usage: momentum ai FILE|- [--level L] [--ms N | --playouts N] [--threads T] [--seed S]

Prints the move the computer chooses for the player to move after the record's last move:
a cell name, or swap.

  --level L      ${LEVELS.join(', ')} (default hard), or the baselines random, greedy
  --ms N         thinking time per move in milliseconds (hard: 1000, medium: 100)
  --playouts N   a fixed number of playouts instead: the same seed then gives the same move
  --threads T    search on T worker threads at once, each with its own seed and share of the
                 playouts (default 1); the same seed, playouts and threads give the same move
  --seed S       seed of the search (default 1)

An invalid record or a finished game prints a one-line reason on standard error and exits
with status 2.`;

export async function aiCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { text, positionals } = options(args, ['level', 'ms', 'playouts', 'threads', 'seed']);
  if (positionals.length !== 1) throw new UsageError('ai takes exactly one FILE, or - for standard input');
  const level = playerOf('level', text('level'), 'hard');
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  const threads = wholeNumber('threads', text('threads'), 1, 1);
  const budget = budgetOf(text);
  const replay = loadRecord(await readInput(positionals[0]!, stdin));
  if (!replay.ok) throw new UsageError(english.words(recordProblemWords(replay.error)));
  const { start, plies, final } = replay.value;
  if (final.result) throw new UsageError('the game is over: there is no move to choose');
  const pool = threads > 1 ? new SearchThreads(threads) : null;
  try {
    const searcher = pool
      ? new ThreadSearch(
          pool,
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

export const ARENA_HELP = `Usage: momentum arena --a SIDE --b SIDE [--board ID] [--players N] [--games G] [--seed S] [--ms N | --playouts N] [--json]

Plays G games between two computer players, alternating seats (with 3 players a takes each seat
in turn against two copies of b; with 4, a plays as each team in turn), and prints a's wins,
draws and losses, its score with a 95% confidence interval and the Elo difference it implies.
The score so far goes to standard error after every game.

  --a, --b       the two sides, each a player: ${CONTENDERS.join(', ')}
                 (uct is plain UCT, the yardstick: exploration 0.7, random playouts, a fresh tree
                 every move), optionally with its own budget per move after a colon: time in
                 milliseconds as hard:1000ms, or playouts as uct:2000p; a level may then search
                 on several threads at once, each with a share of the playouts or the whole
                 time, as hard:1000ms:2t
  --board ID     ${PRESET_IDS.join(', ')} (default square7)
  --players N    2, 3 or 4 (default 2)
  --games G      number of games (default 100)
  --seed S       seed of the whole match (default 1)
  --ms N         thinking time per move for each searching side without its own budget
                 (default: each player's own; uct: 1000)
  --playouts N   a fixed number of playouts per move instead
  --json         print the report as one JSON object`;

/** The arena's report as the command line prints it. */
function formatArena(r: ArenaReport): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const elo = (x: number): string =>
    Number.isFinite(x) ? (x >= 0 ? '+' : '') + x.toFixed(0) : x > 0 ? '+inf' : '-inf';
  return [
    `${r.a} vs ${r.b}: ${r.games} games`,
    `wins ${r.wins}, draws ${r.draws}, losses ${r.losses}`,
    `score ${pct(r.score)} (95% CI ${pct(r.scoreLow)} to ${pct(r.scoreHigh)})`,
    `Elo difference ${elo(r.elo)} (95% CI ${elo(r.eloLow)} to ${elo(r.eloHigh)})`,
    // With three sides an equal player scores a third, not a half: the line to read the score against.
    ...(Math.abs(r.fair - 0.5) > 1e-9 ? [`a player as strong as ${r.b} would score ${pct(r.fair)} here`] : []),
  ].join('\n');
}

export async function arenaCommand(args: string[], io: Output): Promise<number> {
  const { text, flag } = options(args, ['a', 'b', 'board', 'players', 'games', 'seed', 'ms', 'playouts'], ['json']);
  const a = contenderOf('a', text('a'));
  const b = contenderOf('b', text('b'));
  const id = text('board') ?? 'square7';
  const preset = findPreset(id);
  if (!preset) throw new UsageError(`unknown board ${JSON.stringify(id)}; choose one of ${PRESET_IDS.join(', ')}`);
  const players = wholeNumber('players', text('players'), 2, 2);
  if (players > 4) throw new UsageError('--players must be 2, 3 or 4');
  const start = presetGame(preset, players);
  if (!start.ok) throw new UsageError(english.words(setupProblemWords(start.error)));
  const budget = budgetOf(text);
  // Each side that searches on threads has threads of its own, started when its first game begins.
  const pools = new Map<'a' | 'b', SearchThreads>();
  const poolOf = (side: 'a' | 'b', threads: number): SearchThreads => {
    const pool = pools.get(side) ?? new SearchThreads(threads);
    pools.set(side, pool);
    return pool;
  };
  const games = wholeNumber('games', text('games'), 100, 1);
  const tally = { win: 0, draw: 0, loss: 0 };
  let report: ArenaReport;
  try {
    report = runArena({
      a,
      b,
      start: start.value,
      games,
      seed: wholeNumber('seed', text('seed'), 1, 0),
      now,
      // A match at a second a move runs for hours: each game's end shows it is alive, and the score so far.
      onGame: (game, outcome) => {
        tally[outcome]++;
        io.error(`arena: ${game}/${games} games; a won ${tally.win}, drew ${tally.draw}, lost ${tally.loss}`);
      },
      threaded: (side, threads, from) => new ThreadSearch(poolOf(side, threads), from),
      ...(budget ? { budget } : {}),
    });
  } finally {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  }
  io.out(flag('json') ? JSON.stringify({ board: id, players, ...report }) : formatArena(report));
  return 0;
}
