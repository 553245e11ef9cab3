import { cellName } from '../engine/board';
import type { PushEvent } from '../engine/drop';
import { type GameState, legalMoves, moveName } from '../engine/game';
import { DIRECTIONS } from '../engine/lattice';
import { type Replay, loadRecord } from '../engine/record';
import { english } from '../i18n/english';
import { recordProblemWords } from '../words/problems';
import { EXIT_INVALID, type Output, readInput } from './io';
import { UsageError, options } from './options';

export interface Displacement {
  from: string;
  to: string | null;
  out?: 'edge' | 'hole';
  direction: string;
  phase: 1 | 2;
  line: string[];
}

export interface PlyReport {
  move: string;
  player: number;
  displacements: Displacement[];
  board: Record<string, number>;
  reserves: number[];
}

export interface ReplayReport {
  plies: PlyReport[];
  status: 'ongoing' | 'won' | 'drawn';
  winners: number[];
  reason: 'all-on-board' | 'round-limit' | null;
  toMove: number;
  legal: string[];
}

function displacement(state: GameState, e: PushEvent): Displacement | null {
  if (e.from === null || e.result === null || e.result === 'absorbed' || e.result === 'reflected') return null;
  const { board } = state;
  const from = cellName(board, e.from);
  const common = {
    direction: DIRECTIONS[board.lattice][e.dir]!.name,
    phase: e.phase,
    line: e.line.map((c) => cellName(board, c)),
  };
  if (e.result === 'moved') return { from, to: cellName(board, e.target!), ...common };
  return { from, to: null, out: e.result, ...common };
}

function boardOf(state: GameState): Record<string, number> {
  const board: Record<string, number> = {};
  state.owners.forEach((o, i) => {
    if (o > 0) board[cellName(state.board, i)] = o;
  });
  return board;
}

/** The report of a replayed record that docs/rules.md section 13 describes. */
export function replayReport(replay: Replay): ReplayReport {
  const { final } = replay;
  return {
    plies: replay.plies.map((ply) => ({
      move: moveName(final.board, ply.move),
      player: ply.player,
      displacements: ply.events.flatMap((e) => {
        const d = e.kind === 'push' ? displacement(ply.state, e) : null;
        return d ? [d] : [];
      }),
      board: boardOf(ply.state),
      reserves: [...ply.state.reserves],
    })),
    status: final.result?.status ?? 'ongoing',
    winners: final.result ? [...final.result.winners] : [],
    reason: final.result?.reason ?? null,
    toMove: final.toMove,
    legal: legalMoves(final)
      .map((m) => moveName(final.board, m))
      .sort(),
  };
}

/** One record's text in, its report or the reason it is invalid out. */
export function replayText(text: string): { report: ReplayReport } | { error: string } {
  const replay = loadRecord(text);
  return replay.ok
    ? { report: replayReport(replay.value) }
    : { error: english.words(recordProblemWords(replay.error)) };
}

export const REPLAY_HELP = english('cli.replay.help', { error: '{"error": "..."}' });

/** `momentum replay`: one record's report, or one per line with --jsonl. */
export async function replayCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { flag, positionals } = options(args, [], ['jsonl']);
  if (positionals.length !== 1) throw new UsageError(english('cli.oneInput', { command: 'replay', argument: 'FILE' }));
  const text = await readInput(positionals[0]!, stdin);
  if (flag('jsonl')) {
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const r = replayText(line);
      io.out(JSON.stringify('report' in r ? r.report : r));
    }
    return 0;
  }
  const r = replayText(text);
  if ('error' in r) {
    io.error(r.error);
    return EXIT_INVALID;
  }
  io.out(JSON.stringify(r.report));
  return 0;
}
