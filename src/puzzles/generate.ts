import { ProofBudgetSpent, Prover } from '../ai/prover';
import { solve } from '../ai/solution';
import { FastGame, SWAP } from '../engine/fast';
import { type GameState, type Move, moveName } from '../engine/game';
import { type Replay, makeRecord } from '../engine/record';
import { initialRating, plausibleMoves } from './difficulty';
import { type GeneratedPuzzle, type PuzzleSource, puzzleId } from './puzzle';
import { themesOf } from './themes';

/** What a puzzle's source says of the game it was cut from. */
export type GameSource = Pick<PuzzleSource, 'board' | 'game' | 'player'>;

export interface GenerateOptions {
  /** The most turns of the solver's a puzzle's win may take. */
  readonly maxWinIn: number;
  /** How many positions before each game's end are tried. */
  readonly window: number;
  /** Positions one candidate's proofs may expand before it is given up as unsettled. */
  readonly maxNodes: number;
  /** The most puzzles kept from one game (those right after a mistake first). */
  readonly perGame: number;
}

/** The generator's defaults, the command's and the server's: wins in up to three turns, cut from the last dozen plies of each game. */
export const GENERATE_DEFAULTS: GenerateOptions = { maxWinIn: 3, window: 12, maxNodes: 200_000, perGame: 2 };

/** The generator's figures, counted as it goes. */
export interface GenerateFigures {
  games: number;
  /** Positions tried: the game still on and a win within reach of the solver's reserve or the round limit. */
  candidates: number;
  /** Candidates with a forced win within the most turns. */
  proved: number;
  /** Proved with exactly one winning first move, new, and within the per-game share. */
  kept: number;
  /** Candidates whose proof ran out of budget. */
  unsettled: number;
}

export function noFigures(): GenerateFigures {
  return { games: 0, candidates: 0, proved: 0, kept: 0, unsettled: 0 };
}

/**
 * The puzzles of one game: the positions of its last plies where the player to move wins by force
 * with exactly one first move, best first (right after the previous player's mistake, then the
 * hardest). `seen` holds the ids already kept, so the same position is kept once.
 */
export function gamePuzzles(
  replay: Replay,
  meta: GameSource,
  options: GenerateOptions,
  seen: Set<string>,
  figures: GenerateFigures,
): GeneratedPuzzle[] {
  figures.games++;
  const states = [replay.start, ...replay.plies.map((p) => p.state)];
  const found: GeneratedPuzzle[] = [];
  for (let ply = states.length - 1; ply >= Math.max(0, states.length - options.window); ply--) {
    const state = states[ply]!;
    if (state.result || !withinReach(state, options.maxWinIn)) continue;
    figures.candidates++;
    const puzzle = provedPuzzle(replay, states, ply, meta, options, figures);
    if (puzzle && !seen.has(puzzle.id)) found.push(puzzle);
  }
  found.sort((a, b) => Number(b.source.afterMistake) - Number(a.source.afterMistake) || b.rating - a.rating);
  const kept = found.slice(0, options.perGame);
  for (const puzzle of kept) seen.add(puzzle.id);
  figures.kept += kept.length;
  return kept;
}

/** Whether a win within `turns` is possible at all from the reserve and the round limit. */
function withinReach(state: GameState, turns: number): boolean {
  const { rules } = state;
  const side = rules.teams ? [state.toMove, ((state.toMove + 1) % 4) + 1] : [state.toMove];
  if (side.some((p) => state.reserves[p - 1]! <= turns)) return true;
  return rules.roundLimit !== null && state.turn + turns * rules.players >= rules.roundLimit * rules.players;
}

function provedPuzzle(
  replay: Replay,
  states: readonly GameState[],
  ply: number,
  meta: GameSource,
  options: GenerateOptions,
  figures: GenerateFigures,
): GeneratedPuzzle | null {
  const state = states[ply]!;
  const game = FastGame.fromState(state);
  let solution;
  try {
    solution = solve(game, options.maxWinIn, { maxNodes: options.maxNodes });
  } catch (e) {
    if (!(e instanceof ProofBudgetSpent)) throw e;
    figures.unsettled++;
    return null;
  }
  if (!solution) return null;
  figures.proved++;
  if (solution.winning.length !== 1) return null;
  const line: Move[] = solution.line.map((m) => (m === SWAP ? 'swap' : m));
  const moves = replay.plies.slice(0, ply).map((p) => p.move);
  const plausible = plausibleMoves(game, solution.winning[0]!);
  return {
    id: puzzleId(state),
    record: makeRecord(replay.start, moves),
    solution: line.map((m) => moveName(state.board, m)),
    winIn: solution.winIn,
    themes: themesOf(state, line),
    rating: initialRating(solution.winIn, plausible, state.rules.players),
    source: {
      ...meta,
      ply,
      afterMistake: ply > 0 && gaveWinAway(states[ply - 1]!, state, solution.winIn, options.maxNodes),
      plausible,
    },
  };
}

/**
 * Whether the move before the puzzle gave the win away: from the position before it, the solver
 * could not yet force a win in as many turns. A budget spent on the question counts as no.
 */
function gaveWinAway(before: GameState, puzzle: GameState, winIn: number, maxNodes: number): boolean {
  if (before.toMove === puzzle.toMove) return false;
  const game = FastGame.fromState(before);
  try {
    return !new Prover(game, { solver: puzzle.toMove, maxNodes }).wins(game, winIn);
  } catch (e) {
    if (e instanceof ProofBudgetSpent) return false;
    throw e;
  }
}
