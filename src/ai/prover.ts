import { type FastGame, ONGOING } from '../engine/fast';

/**
 * Proves forced wins within a few of the solver's own turns, every reply of every other player
 * considered (a team partner too: a win "by force" must not count on anyone's help). A depth-first
 * AND/OR walk on the fast engine with a transposition table of proven bounds, replies that push the
 * solver's marbles off tried first, and the cut that a reserve of r marbles needs r turns to empty.
 */

/** Thrown when a proof would visit more positions than its budget allows. */
export class ProofBudgetSpent extends Error {
  constructor() {
    super('proof-budget-spent');
  }
}

/** What is known of "the solver wins within n of their turns from here": true for n >= win, false for n <= fail. */
interface Bounds {
  win: number;
  fail: number;
}

export interface ProverOptions {
  /** The most positions one prover may expand before it gives up (ProofBudgetSpent). */
  readonly maxNodes?: number;
  /** The player who must win; the root's player to move unless told (to ask whether a reply gave a win away). */
  readonly solver?: number;
}

export class Prover {
  /** The player to move at the root, who must win. */
  readonly solver: number;
  private readonly side: number;
  private readonly partner: number;
  private readonly maxNodes: number;
  /** Positions expanded so far, across every question asked of this prover. */
  private nodes = 0;
  private readonly table = new Map<string, Bounds>();
  /** Per depth: a position to play into, the moves found there and their ordering scores. */
  private readonly children: FastGame[] = [];
  private readonly moveLists: Int32Array[] = [];
  private readonly scoreLists: Int32Array[] = [];
  private readonly scratch: FastGame;

  constructor(
    readonly root: FastGame,
    options: ProverOptions = {},
  ) {
    this.solver = options.solver ?? root.toMove;
    this.side = root.sideMask(this.solver);
    this.partner = root.teams ? ((this.solver + 1) % 4) + 1 : 0;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.scratch = root.clone();
  }

  /** The root's legal moves with which the solver, to move there, wins within `turns` of their own turns. */
  winningMoves(turns: number): number[] {
    const count = this.listMoves(this.root, 0);
    const moves = Array.from(this.moveLists[0]!.subarray(0, count));
    return moves.filter((move) => this.wins(this.after(this.root, move), turns - 1));
  }

  /**
   * Whether the solver wins from `game` within `turns` of their own turns, whoever is to move
   * there. A finished game is won when the solver's side is among its winners.
   */
  wins(game: FastGame, turns: number, depth = 1): boolean {
    if (game.status !== ONGOING) return (game.winners & this.side) !== 0;
    if (turns <= 0 || !this.reachable(game, turns)) return false;
    const key = keyOf(game);
    const known = this.table.get(key);
    if (known && turns >= known.win) return true;
    if (known && turns <= known.fail) return false;
    if (++this.nodes > this.maxNodes) throw new ProofBudgetSpent();
    const won =
      game.toMove === this.solver ? this.solverWins(game, turns, depth) : this.everyReplyWins(game, turns, depth);
    const bounds = known ?? { win: Infinity, fail: 0 };
    if (won) bounds.win = Math.min(bounds.win, turns);
    else bounds.fail = Math.max(bounds.fail, turns);
    this.table.set(key, bounds);
    return won;
  }

  /** The fewest of the solver's turns within `most` that win from `game`, or null if none do. */
  distance(game: FastGame, most: number): number | null {
    if (game.status !== ONGOING) return (game.winners & this.side) !== 0 ? 0 : null;
    for (let turns = 1; turns <= most; turns++) if (this.wins(game, turns)) return turns;
    return null;
  }

  /** `game` after `move`, in a fresh position. */
  after(game: FastGame, move: number): FastGame {
    const next = game.clone();
    next.play(move);
    return next;
  }

  /** The legal moves of `game`, as a fresh list. */
  movesOf(game: FastGame): number[] {
    const count = this.listMoves(game, 0);
    return Array.from(this.moveLists[0]!.subarray(0, count));
  }

  private solverWins(game: FastGame, turns: number, depth: number): boolean {
    if (this.winsAtOnce(game)) return true;
    if (turns === 1) return false;
    const count = this.orderedMoves(game, depth, true);
    const moves = this.moveLists[depth]!;
    const child = this.childAt(depth);
    for (let i = 0; i < count; i++) {
      child.copyFrom(game);
      child.play(moves[i]!);
      if (child.status === ONGOING && this.wins(child, turns - 1, depth + 1)) return true;
    }
    return false;
  }

  private everyReplyWins(game: FastGame, turns: number, depth: number): boolean {
    const mover = game.toMove;
    // An opponent one drop from winning escapes at once: no need to list their moves.
    if ((this.side & (1 << mover)) === 0 && game.hasWinningDrop(mover)) return false;
    const count = this.orderedMoves(game, depth, false);
    const moves = this.moveLists[depth]!;
    const child = this.childAt(depth);
    for (let i = 0; i < count; i++) {
      child.copyFrom(game);
      child.play(moves[i]!);
      if (!this.wins(child, turns, depth + 1)) return false;
    }
    return true;
  }

  /** Whether one of the solver's moves ends the game with their side among the winners. */
  private winsAtOnce(game: FastGame): boolean {
    const reserve = game.reserves[this.solver]!;
    const lastTurn = game.turnLimit > 0 && game.turn + 1 >= game.turnLimit;
    if (!lastTurn && game.swapCell < 0) return reserve === 1 && game.hasWinningDrop(this.solver);
    if (!lastTurn && reserve !== 1) return false;
    const count = this.listMoves(game, 0);
    const moves = this.moveLists[0]!;
    const probe = this.scratch;
    for (let i = 0; i < count; i++) {
      probe.copyFrom(game);
      probe.play(moves[i]!);
      if (probe.status !== ONGOING && (probe.winners & this.side) !== 0) return true;
    }
    return false;
  }

  /**
   * Whether a win within `turns` is possible at all: a reserve shrinks by at most one marble per
   * turn of its owner, so the solver (or, with teams, the partner) needs no more marbles in reserve
   * than turns left, unless the round limit falls within reach and the count decides.
   */
  private reachable(game: FastGame, turns: number): boolean {
    if (game.reserves[this.solver]! <= turns) return true;
    if (this.partner > 0 && game.reserves[this.partner]! <= turns) return true;
    return game.turnLimit > 0 && game.turn + turns * game.players >= game.turnLimit;
  }

  /**
   * Lists the moves at `depth`, best first for whoever makes them: for the solver, the drops that
   * leave their reserve lowest; for the others, those that leave it highest (pushing the
   * solver's marbles off is the usual escape). Returns how many there are.
   */
  private orderedMoves(game: FastGame, depth: number, forSolver: boolean): number {
    const count = this.listMoves(game, depth);
    const moves = this.moveLists[depth]!;
    const scores = this.scoreLists[depth]!;
    const probe = this.scratch;
    for (let i = 0; i < count; i++) {
      probe.copyFrom(game);
      probe.play(moves[i]!);
      const kept = probe.reserves[this.solver]!;
      scores[i] = forSolver ? -kept : kept;
    }
    // Insertion sort, stable: equal scores keep the board's order, so proofs are deterministic.
    for (let i = 1; i < count; i++) {
      const move = moves[i]!;
      const score = scores[i]!;
      let j = i - 1;
      while (j >= 0 && scores[j]! < score) {
        moves[j + 1] = moves[j]!;
        scores[j + 1] = scores[j]!;
        j--;
      }
      moves[j + 1] = move;
      scores[j + 1] = score;
    }
    return count;
  }

  private listMoves(game: FastGame, depth: number): number {
    while (this.moveLists.length <= depth) {
      const size = this.root.frame.playable.length + 1;
      this.moveLists.push(new Int32Array(size));
      this.scoreLists.push(new Int32Array(size));
    }
    return game.legalMoves(this.moveLists[depth]!, this.scratch);
  }

  private childAt(depth: number): FastGame {
    while (this.children.length <= depth) this.children.push(this.root.clone());
    return this.children[depth]!;
  }
}

/**
 * A position's identity for the table: the grid, the reserves, who moves, the pie rule's cell and,
 * where the round limit can decide, the turn.
 */
function keyOf(game: FastGame): string {
  const extra = [game.toMove, game.swapCell + 1, game.turnLimit > 0 ? game.turn : game.turn === 0 ? 0 : 1];
  for (let p = 1; p <= game.players; p++) extra.push(game.reserves[p]!);
  return String.fromCharCode(...game.grid, ...extra);
}
