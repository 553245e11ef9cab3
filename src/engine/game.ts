import { type Board, type Setup, cellName, describeTile } from './board';
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

/** Checks a set-up position and makes the game state it starts. */
export function startGame(setup: Setup, rules: Rules, toMove = 1): Result<GameState> {
  const { board, owners } = setup;
  if (!Number.isInteger(rules.players) || rules.players < 2 || rules.players > 4) {
    return err('players must be 2, 3 or 4');
  }
  if (!Number.isInteger(rules.marbles) || rules.marbles < 1) return err('marbles must be a whole number of at least 1');
  if (rules.teams && rules.players !== 4) return err('teams are only allowed with 4 players');
  if (rules.roundLimit !== null && (!Number.isInteger(rules.roundLimit) || rules.roundLimit < 1)) {
    return err('roundLimit must be a whole number of at least 1, or null');
  }
  if (!Number.isInteger(toMove) || toMove < 1 || toMove > rules.players) {
    return err(`toMove must be a player from 1 to ${rules.players}`);
  }
  const total = rules.players * rules.marbles;
  if (board.playable.length <= total) {
    return err(
      `board has too few cells: ${board.playable.length} playable cells for ${total} marbles (it needs more cells than marbles)`,
    );
  }
  const reserves: number[] = [];
  for (let p = 1; p <= rules.players; p++) reserves.push(rules.marbles - countOnBoard(owners, p));
  for (let i = 0; i < owners.length; i++) {
    if (owners[i]! > rules.players) {
      return err(
        `layout holds a marble of player ${owners[i]!} at ${cellName(board, i)} in a ${rules.players}-player game`,
      );
    }
  }
  for (let p = 1; p <= rules.players; p++) {
    if (reserves[p - 1]! < 1) {
      return err(
        `player ${p} has ${rules.marbles - reserves[p - 1]!} marbles on the layout; at most ${rules.marbles - 1} leave a reserve`,
      );
    }
  }
  return ok({ board, rules, owners: owners.slice(), reserves, toMove, turn: 0, swapCell: null, result: null });
}

export function nextPlayer(state: GameState, player = state.toMove): number {
  return (player % state.rules.players) + 1;
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

/** Plays one move, or says in words why it is not legal. */
export function play(state: GameState, move: Move): Result<Played> {
  const { board } = state;
  if (state.result) return err('the game is over');
  if (move === 'swap') {
    if (state.swapCell === null) {
      return err(
        state.rules.players !== 2 || !state.rules.pie
          ? 'swap is not allowed in this game'
          : "swap is only allowed on the second player's first turn",
      );
    }
  } else {
    const name = cellName(board, move);
    const tile = board.tiles[move];
    if (tile === undefined) return err(`cell ${move} is not on the board`);
    if (tile !== 'cell') return err(`${name} is ${describeTile(tile)}`);
    if (state.owners[move] !== 0) return err(`${name} is occupied`);
  }
  if (state.rules.mustBlock && state.rules.players >= 3 && !blocks(state, move)) {
    const legal = legalMoves(state);
    if (!legal.includes(move)) {
      return err(`player ${nextPlayer(state)} could then win at once, and another move would block it`);
    }
  }
  return ok(applyUnchecked(state, move));
}

export function moveName(board: Board, move: Move): string {
  return move === 'swap' ? 'swap' : cellName(board, move);
}
