import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Interval } from '../ai/stats';
import { LEVEL_BUDGET, PLAYERS } from '../ai/levels';
import { type Board, type Tile, cellName, writeLayout } from '../engine/board';
import { type GameState, defaultRules, startGame } from '../engine/game';
import { defaultMarbles } from '../engine/marbles';
import { LAB_DEFAULT, type LabPlayer } from '../lab/game';
import { type LabSummary, summarizeLab } from '../lab/summary';
import type { LabJob, LabTally } from '../lab/tally';
import { english } from '../i18n/english';
import { startProblemWords } from '../words/problems';
import { BOARD_ARGUMENT_HELP, type BoardArgument, readBoardArgument } from './boardArg';
import type { Output } from './io';
import { labWorkerOn, runLabPool } from '../lab/pool';
import { NodeHost } from '../workers/nodeHost';
import { UsageError, chosenOption, options, wholeNumber } from './options';

export const LAB_HELP = english('cli.lab.help', {
  boardArgument: BOARD_ARGUMENT_HELP,
  levels: PLAYERS.join(', '),
  playouts: String(LAB_DEFAULT.playouts),
  cores: String(availableParallelism()),
  interval: '{value, low, high}',
  heat: '{cell: count}',
});

function labPlayer(level: string | undefined, playouts: string | undefined): LabPlayer {
  if (level === undefined && playouts === undefined) return LAB_DEFAULT;
  const chosen = chosenOption('level', level, PLAYERS, LAB_DEFAULT.level);
  if (playouts !== undefined) return { level: chosen, playouts: wholeNumber('playouts', playouts, 0, 1) };
  const timed = chosen !== 'random' && chosen !== 'greedy' && LEVEL_BUDGET[chosen].playouts === undefined;
  if (timed) throw new UsageError(english('cli.lab.timed', { level: chosen }));
  return { level: chosen };
}

/** The start position: the record's rules when BOARD is one (and the players agree), else the defaults. */
function labStart(board: BoardArgument, playersText: string | undefined): GameState {
  const players = wholeNumber('players', playersText, board.players ?? 2, 2);
  if (players > 4) throw new UsageError(english('cli.option.players'));
  const rules =
    board.rules && board.players === players
      ? board.rules
      : defaultRules(players, defaultMarbles(board.setup.board.playable.length, players));
  if (rules.roundLimit === null) throw new UsageError(english('cli.lab.needsRoundLimit'));
  const start = startGame(board.setup, rules);
  if (!start.ok)
    throw new UsageError(english('cli.board.problem', { name: board.name, reason: startProblemWords(start.error) }));
  return start.value;
}

/**
 * Plays the games on `threads` worker threads with the lab's own pool (`runLabPool`), small
 * batches handed out as threads come free. Tallies are whole-number counts, so the merged result
 * is the same whichever thread played which game.
 */
export async function runLabThreads(
  job: LabJob,
  games: number,
  threads: number,
  onProgress: (done: number) => void = () => {},
): Promise<LabTally> {
  const run = runLabPool(job, {
    games,
    workers: threads,
    spawn: (labJob) => labWorkerOn(new NodeHost(), labJob),
    onProgress: (tally) => onProgress(tally.games),
  });
  return (await run.outcome).tally;
}

/** A heat map by cell name, zeros left out. */
function cellCounts(board: Board, counts: readonly number[]): Record<string, number> {
  return Object.fromEntries(counts.flatMap((n, i) => (n > 0 ? [[cellName(board, i), n]] : [])));
}

/** A heat map drawn as the layout: the counts where `shows` says so, the layout's character elsewhere. */
function heatGrid(board: Board, counts: readonly number[], shows: (tile: Tile) => boolean): string[] {
  const chars = writeLayout(board, []).join('');
  const width = Math.max(...counts.map((n) => String(n).length));
  return Array.from({ length: board.rows }, (_, r) => {
    const row = Array.from({ length: board.cols }, (_, c) => {
      const i = r * board.cols + c;
      return (shows(board.tiles[i]!) ? String(counts[i]!) : chars[i]!).padStart(width);
    });
    return `  ${row.join(' ')}`;
  });
}

function formatLab(s: LabSummary, start: GameState, heading: string, rate: string): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const ci = (i: Interval): string =>
    english('cli.lab.interval', { value: pct(i.value), low: pct(i.low), high: pct(i.high) });
  const share = (count: number, i: Interval): string =>
    english('cli.lab.countShare', { count: String(count), share: ci(i) });
  const line = (label: string, text: string): string => `${label.padEnd(28)} ${text}`;
  const { board } = start;
  const length = english('cli.lab.lengthFigures', {
    mean: s.meanRounds.toFixed(1),
    median: String(s.medianRounds),
    sd: s.sdRounds.toFixed(1),
    min: String(s.minRounds),
    max: String(s.maxRounds),
  });
  const seats = s.seatScores.map((i, p) => line(english('cli.lab.seat', { seat: String(p + 1) }), ci(i)));
  const lines = [
    heading,
    line(english('cli.lab.first'), ci(s.firstPlayerScore)),
    ...(s.seatScores.length > 2 ? seats : []),
    line(english('cli.lab.wins'), s.wins.join(' / ')),
    line(english('cli.lab.draws'), share(s.draws, s.drawRate)),
    line(english('cli.lab.roundLimit'), share(s.roundLimitEndings, s.roundLimitRate)),
    ...(start.rules.pie ? [line(english('cli.lab.swaps'), share(s.swaps, s.swapRate))] : []),
    line(english('cli.lab.length'), length),
    line(english('cli.lab.leadChanges'), s.meanLeadChanges.toFixed(2)),
    line(english('cli.lab.fallen'), s.fallenPerTurn.toFixed(3)),
    line(english('cli.lab.throughput'), rate),
    english('cli.lab.drops'),
    ...heatGrid(board, s.heat.drops, (t) => t === 'cell'),
    english('cli.lab.exits'),
    ...heatGrid(board, s.heat.exits, (t) => t === 'cell'),
  ];
  if (board.tiles.some((t) => t === 'cushion' || t === 'bumper' || t === 'hole')) {
    lines.push(english('cli.lab.obstacles'), ...heatGrid(board, s.heat.obstacles, (t) => t !== 'cell' && t !== 'gap'));
  }
  return lines.join('\n');
}

export async function labCommand(args: string[], io: Output): Promise<number> {
  const names = ['games', 'level', 'playouts', 'players', 'threads', 'seed'];
  const { text, flag, positionals } = options(args, names, ['json']);
  if (positionals.length !== 1) throw new UsageError(english('cli.oneArgument', { command: 'lab', argument: 'BOARD' }));
  const board = await readBoardArgument(positionals[0]!);
  const start = labStart(board, text('players'));
  const player = labPlayer(text('level'), text('playouts'));
  const games = wholeNumber('games', text('games'), 100, 1);
  const threads = wholeNumber('threads', text('threads'), availableParallelism(), 1);
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  const used = Math.min(threads, games);
  const t0 = performance.now();
  let shown = t0;
  const tally = await runLabThreads({ start, player, seed }, games, used, (done) => {
    // At most a line a second: a long run shows it is alive without flooding the terminal.
    if (performance.now() - shown < 1000 || done === games) return;
    shown = performance.now();
    io.error(english('cli.lab.progress', { done: String(done), games: String(games) }));
  });
  const seconds = (performance.now() - t0) / 1000;
  const gamesPerSecond = games / seconds;
  const summary = summarizeLab(tally);
  const { players, marbles } = start.rules;
  if (flag('json')) {
    const heat = {
      drops: cellCounts(start.board, summary.heat.drops),
      exits: cellCounts(start.board, summary.heat.exits),
      obstacles: cellCounts(start.board, summary.heat.obstacles),
    };
    const report = { board: board.name, players, marbles, player, seed, ...summary, heat, threads: used, seconds };
    io.out(JSON.stringify({ ...report, gamesPerSecond }));
  } else {
    const who =
      player.playouts === undefined
        ? player.level
        : english('cli.lab.playouts', { level: player.level, playouts: String(player.playouts) });
    const heading = english('cli.lab.heading', {
      board: board.name,
      players: String(players),
      marbles: String(marbles),
      games: String(games),
      player: who,
      seed: String(seed),
    });
    const rate = english('cli.lab.rate', { rate: gamesPerSecond.toFixed(1), count: used });
    io.out(formatLab(summary, start, heading, rate));
  }
  return 0;
}
