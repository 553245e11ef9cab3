import { Prover } from '../ai/prover';
import { longestReply, solve } from '../ai/solution';
import { FastGame, ONGOING, SWAP } from '../engine/fast';
import { type GameState, type Move, play, sideOf } from '../engine/game';
import { type RecordProblem, parseMove, replayRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import type { Puzzle } from './puzzle';

/**
 * One try at a puzzle, as a value: the position, the moves made from it so far, and what the
 * solver must still do. The store plays what this module decides; nothing here knows the table.
 */
export interface PuzzleTry {
  readonly puzzle: Puzzle;
  /** The record's start and the moves that lead from it to the puzzle's position. */
  readonly start: GameState;
  readonly lead: readonly Move[];
  /** The puzzle's position: the record's moves played. */
  readonly position: GameState;
  readonly solver: number;
  /** The solution as moves of the position's board. */
  readonly solution: readonly Move[];
  /** Moves made from the position in this try, the solver's and the replies. */
  readonly played: readonly Move[];
  /** The position now. */
  readonly state: GameState;
}

/** What a solver's move makes of a try. */
export type Judgement =
  /** Right: the replies to play now (the opponents in turn), and whether the win is then complete. */
  | { readonly verdict: 'right'; readonly replies: readonly Move[]; readonly solved: boolean }
  /** Wrong: the replies that refute it, so the solver sees why. */
  | { readonly verdict: 'wrong'; readonly refutation: readonly Move[] };

export type PuzzleStartProblem =
  { readonly code: 'record'; readonly problem: RecordProblem } | { readonly code: 'solution'; readonly ply: number };

/** A fresh try at `puzzle`, at its position; refused when its record or solution does not play. */
export function startTry(puzzle: Puzzle): Result<PuzzleTry, PuzzleStartProblem> {
  const replay = replayRecord(puzzle.record);
  if (!replay.ok) return err({ code: 'record', problem: replay.error });
  const position = replay.value.final;
  const solution: Move[] = [];
  let state = position;
  for (let i = 0; i < puzzle.solution.length; i++) {
    const move = parseMove(state.board, puzzle.solution[i]!);
    const played = move.ok ? play(state, move.value) : null;
    if (!move.ok || !played?.ok) return err({ code: 'solution', ply: i + 1 });
    solution.push(move.value);
    state = played.value.state;
  }
  const lead = replay.value.plies.map((p) => p.move);
  return ok({
    puzzle,
    start: replay.value.start,
    lead,
    position,
    solver: position.toMove,
    solution,
    played: [],
    state: position,
  });
}

/** The try again from the puzzle's position. */
export function restart(t: PuzzleTry): PuzzleTry {
  return { ...t, played: [], state: t.position };
}

/** The try with `moves` played (moves the caller took from a judgement, so legal). */
export function advance(t: PuzzleTry, moves: readonly Move[]): PuzzleTry {
  let state = t.state;
  for (const move of moves) {
    const played = play(state, move);
    if (!played.ok) throw new Error(`puzzle-move-refused: ${played.error.code}`);
    state = played.value.state;
  }
  return { ...t, played: [...t.played, ...moves], state };
}

/** Whether the solver has won the game on the try's board. */
export function solved(t: PuzzleTry): boolean {
  const { result } = t.state;
  return result?.status === 'won' && result.winners.some((w) => sideOf(t.state.rules, t.solver).includes(w));
}

/** The solver's turns taken so far in the try. */
function turnsTaken(t: PuzzleTry): number {
  let state = t.position;
  let turns = 0;
  for (const move of t.played) {
    if (state.toMove === t.solver) turns++;
    const played = play(state, move);
    if (!played.ok) break;
    state = played.value.state;
  }
  return turns;
}

/** Whether the try has followed the solution's line so far. */
function onLine(t: PuzzleTry): boolean {
  return t.played.every((move, i) => t.solution[i] === move);
}

/**
 * Judges the solver's `move` (legal, the solver to move). The first move must be the solution's
 * first (the set proves no other wins as fast). Later, a move off the solution's line is right when
 * it still wins by force within the turns left, and the defence then comes from the prover: each
 * opponent's reply that holds out longest. A wrong move's refutation is each opponent's reply, in
 * turn, after which the solver no longer wins within the turns left.
 */
export function judge(t: PuzzleTry, move: Move): Judgement {
  const left = t.puzzle.winIn - turnsTaken(t) - 1;
  const index = t.played.length;
  const after = play(t.state, move);
  if (!after.ok) throw new Error(`puzzle-move-refused: ${after.error.code}`);
  const next = after.value.state;
  if (onLine(t) && t.solution[index] === move) return right(t, move, solutionReplies(t, index + 1, next));
  const prover = new Prover(FastGame.fromState(next), { solver: t.solver });
  const wins = index > 0 && prover.distance(prover.root, left) !== null;
  if (!wins) return { verdict: 'wrong', refutation: defence(prover, left) };
  return right(t, move, defence(prover, left));
}

/**
 * The solver's move that wins from here (the solver to move): the solution's while the try follows
 * it, else the prover's fastest win within the turns left; null when no win is left.
 */
export function winningMove(t: PuzzleTry): Move | null {
  if (onLine(t)) return t.solution[t.played.length] ?? null;
  const found = solve(FastGame.fromState(t.state), t.puzzle.winIn - turnsTaken(t));
  const move = found?.line[0];
  return move === undefined ? null : move === SWAP ? 'swap' : move;
}

function right(t: PuzzleTry, move: Move, replies: readonly Move[]): Judgement {
  return { verdict: 'right', replies, solved: solved(advance(t, [move, ...replies])) };
}

/** The solution's replies from its move `from` on: the opponents' moves up to the solver's next turn or the end. */
function solutionReplies(t: PuzzleTry, from: number, state: GameState): Move[] {
  const replies: Move[] = [];
  let now = state;
  for (let i = from; i < t.solution.length && now.result === null && now.toMove !== t.solver; i++) {
    const played = play(now, t.solution[i]!);
    if (!played.ok) break;
    replies.push(t.solution[i]!);
    now = played.value.state;
  }
  return replies;
}

/**
 * The opponents' replies from the prover's root up to the solver's next turn, each the one that
 * holds out longest: against a wrong move, replies after which the solver no longer wins within
 * `left` turns (its refutation); against a proven win, the longest defence.
 */
function defence(prover: Prover, left: number): Move[] {
  const replies: Move[] = [];
  let game = prover.root;
  while (game.status === ONGOING && game.toMove !== prover.solver) {
    const reply = longestReply(prover, game, left);
    if (!reply) break;
    replies.push(reply.move === SWAP ? 'swap' : reply.move);
    game = reply.game;
  }
  return replies;
}
