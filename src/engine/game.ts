import { type Board, type Setup, type Tile, cellName } from './board';
import { type MoveEvent, resolveDrop } from './drop';
import { type Result, err, ok } from './result';

/** A cell index to drop on, or the pie-rule swap. */
export type Move = number | 'swap';

export interface Rules {
  readonly players: number;
  readonly marbles: number;
  readonly pie: boolean;
  /** Rounds before the game is decided by marbles on the board; null: no limit. */
  readonly roundLimit: number | null;
  readonly mustBlock: boolean;
  readonly teams: boolean;
}

export type GameResult =
  | { readonly status: 'won'; readonly winners: readonly number[]; readonly reason: 'all-on-board' | 'round-limit' }
  | { readonly status: 'drawn'; readonly winners: readonly []; readonly reason: 'round-limit' };

export interface GameState {
  readonly board: Board;
  readonly rules: Rules;
  /** owners[i]: 0 or the player whose marble stands on cell i. */
  readonly owners: readonly number[];
  /** reserves[p - 1]: marbles player p still has to drop. */
  readonly reserves: readonly number[];
  readonly toMove: number;
  /** Turns played since the start (a swap is a turn). */
  readonly turn: number;
  /** The cell whose marble the pie rule may swap now, or null when no swap is allowed. */
  readonly swapCell: number | null;
  readonly result: GameResult | null;
}

/** The rules a record leaves at their defaults (docs/rules.md section 12) for a game of `players`. */
export function defaultRules(players: number, marbles: number): Rules {
  return { players, marbles, pie: players === 2, roundLimit: 30, mustBlock: players >= 3, teams: players === 4 };
}

export function countOnBoard(owners: readonly number[], player: number): number {
  return owners.reduce((n, o) => (o === player ? n + 1 : n), 0);
}

/** Why rules and a set-up position cannot start a game. `cell` is a cell's name. */
export type StartProblem =
  | { readonly code: 'bad-players'; readonly players: number }
  | { readonly code: 'bad-marbles'; readonly marbles: number }
  | { readonly code: 'teams-need-four'; readonly players: number }
  | { readonly code: 'bad-round-limit'; readonly roundLimit: number }
  | { readonly code: 'bad-to-move'; readonly toMove: number; readonly players: number }
  | { readonly code: 'too-few-cells'; readonly cells: number; readonly marbles: number }
  | { readonly code: 'absent-player'; readonly player: number; readonly cell: string; readonly players: number }
  | { readonly code: 'no-reserve'; readonly player: number; readonly placed: number; readonly max: number };

/** Checks a set-up position and makes the game state it starts. */
export function startGame(setup: Setup, rules: Rules, toMove = 1): Result<GameState, StartProblem> {
  const { board, owners } = setup;
  const { players, marbles, roundLimit } = rules;
  if (!Number.isInteger(players) || players < 2 || players > 4) return err({ code: 'bad-players', players });
  if (!Number.isInteger(marbles) || marbles < 1) return err({ code: 'bad-marbles', marbles });
  if (rules.teams && players !== 4) return err({ code: 'teams-need-four', players });
  if (roundLimit !== null && (!Number.isInteger(roundLimit) || roundLimit < 1)) {
    return err({ code: 'bad-round-limit', roundLimit });
  }
  if (!Number.isInteger(toMove) || toMove < 1 || toMove > players) return err({ code: 'bad-to-move', toMove, players });
  const total = players * marbles;
  if (board.playable.length <= total) {
    return err({ code: 'too-few-cells', cells: board.playable.length, marbles: total });
  }
  const reserves: number[] = [];
  for (let p = 1; p <= players; p++) reserves.push(marbles - countOnBoard(owners, p));
  for (let i = 0; i < owners.length; i++) {
    if (owners[i]! > players) {
      return err({ code: 'absent-player', player: owners[i]!, cell: cellName(board, i), players });
    }
  }
  for (let p = 1; p <= players; p++) {
    if (reserves[p - 1]! < 1) {
      return err({ code: 'no-reserve', player: p, placed: marbles - reserves[p - 1]!, max: marbles - 1 });
    }
  }
  return ok({ board, rules, owners: owners.slice(), reserves, toMove, turn: 0, swapCell: null, result: null });
}

export function nextPlayer(state: GameState, player = state.toMove): number {
  return (player % state.rules.players) + 1;
}

/** Two players, or two teams of two: the games where one side can resign, flag or agree a draw. */
export function twoSides(rules: Rules): boolean {
  return rules.players === 2 || rules.teams;
}

/** The players who win together with `player`: the team in a team game, else the player alone. */
export function sideOf(rules: Rules, player: number): number[] {
  if (!rules.teams) return [player];
  const partner = ((player + 1) % 4) + 1;
  return [player, partner].sort((a, b) => a - b);
}

function roundLimitResult(rules: Rules, owners: readonly number[]): GameResult {
  const sides = rules.teams
    ? [
        [1, 3],
        [2, 4],
      ]
    : Array.from({ length: rules.players }, (_, i) => [i + 1]);
  const counts = sides.map((side) => side.reduce((n, p) => n + countOnBoard(owners, p), 0));
  const best = Math.max(...counts);
  const leaders = sides.filter((_, i) => counts[i] === best);
  if (leaders.length > 1) return { status: 'drawn', winners: [], reason: 'round-limit' };
  return { status: 'won', winners: leaders[0]!, reason: 'round-limit' };
}

/** Applies a move assumed legal, without the must-block check. */
function applyUnchecked(state: GameState, move: Move): { state: GameState; events: MoveEvent[] } {
  const { rules } = state;
  const mover = state.toMove;
  const reserves = state.reserves.slice();
  let owners: readonly number[];
  let events: MoveEvent[];
  if (move === 'swap') {
    const cell = state.swapCell!;
    const from = state.owners[cell]!;
    const next = state.owners.slice();
    next[cell] = mover;
    reserves[from - 1]!++;
    reserves[mover - 1]!--;
    owners = next;
    events = [{ kind: 'swap', cell, from, to: mover }];
  } else {
    const r = resolveDrop(state.board, state.owners, move, mover);
    reserves[mover - 1]!--;
    for (let p = 0; p < rules.players; p++) reserves[p]! += r.returned[p]!;
    owners = r.owners;
    events = r.events.slice();
  }
  const turn = state.turn + 1;
  let result: GameResult | null = null;
  if (reserves[mover - 1] === 0) {
    result = { status: 'won', winners: sideOf(rules, mover), reason: 'all-on-board' };
  } else if (rules.roundLimit !== null && turn >= rules.roundLimit * rules.players) {
    result = roundLimitResult(rules, owners);
  }
  const pieNow = rules.pie && rules.players === 2 && state.turn === 0 && move !== 'swap' && startedEmpty(state);
  const swapCell = pieNow && result === null ? move : null;
  return {
    state: { ...state, owners, reserves, toMove: nextPlayer(state), turn, swapCell, result },
    events,
  };
}

function startedEmpty(state: GameState): boolean {
  return state.owners.every((o) => o === 0);
}

/** True when `player`, to move in `state`, has a drop that empties their reserve. */
export function hasWinningDrop(state: GameState, player = state.toMove): boolean {
  if (state.reserves[player - 1] !== 1) return false;
  return state.board.playable.some((cell) => {
    if (state.owners[cell] !== 0) return false;
    return resolveDrop(state.board, state.owners, cell, player).returned[player - 1] === 0;
  });
}

function candidateMoves(state: GameState): Move[] {
  const moves: Move[] = state.board.playable.filter((c) => state.owners[c] === 0);
  if (state.swapCell !== null) moves.push('swap');
  return moves;
}

/**
 * The moves the player to move may make. With must-block in force, only the moves that end the
 * game or leave the next player no winning drop, when there are any.
 */
export function legalMoves(state: GameState): Move[] {
  if (state.result) return [];
  const moves = candidateMoves(state);
  if (!state.rules.mustBlock || state.rules.players < 3) return moves;
  const blocking = moves.filter((m) => blocks(state, m));
  return blocking.length > 0 ? blocking : moves;
}

function blocks(state: GameState, move: Move): boolean {
  const after = applyUnchecked(state, move).state;
  return after.result !== null || !hasWinningDrop(after);
}

export interface Played {
  readonly state: GameState;
  readonly events: readonly MoveEvent[];
}

/** Why a move cannot be played. `move` is the move's name (a cell name, or `swap`). */
export type MoveProblem =
  | { readonly code: 'game-over'; readonly move: string }
  | { readonly code: 'no-swap' }
  | { readonly code: 'swap-too-late' }
  | { readonly code: 'no-such-cell'; readonly cell: number }
  | { readonly code: 'not-a-cell'; readonly move: string; readonly tile: Exclude<Tile, 'cell'> }
  | { readonly code: 'occupied'; readonly move: string }
  /** With must-block: `player`, next, could then win at once, and another move would stop it. */
  | { readonly code: 'must-block'; readonly move: string; readonly player: number };

/** Plays one move, or says why it is not legal. */
export function play(state: GameState, move: Move): Result<Played, MoveProblem> {
  const { board } = state;
  if (move !== 'swap' && board.tiles[move] === undefined) return err({ code: 'no-such-cell', cell: move });
  const name = moveName(board, move);
  if (state.result) return err({ code: 'game-over', move: name });
  if (move === 'swap') {
    if (state.swapCell === null) {
      return err({ code: state.rules.players !== 2 || !state.rules.pie ? 'no-swap' : 'swap-too-late' });
    }
  } else {
    const tile = board.tiles[move]!;
    if (tile !== 'cell') return err({ code: 'not-a-cell', move: name, tile });
    if (state.owners[move] !== 0) return err({ code: 'occupied', move: name });
  }
  if (state.rules.mustBlock && state.rules.players >= 3 && !blocks(state, move)) {
    const legal = legalMoves(state);
    if (!legal.includes(move)) return err({ code: 'must-block', move: name, player: nextPlayer(state) });
  }
  return ok(applyUnchecked(state, move));
}

export function moveName(board: Board, move: Move): string {
  return move === 'swap' ? 'swap' : cellName(board, move);
}
