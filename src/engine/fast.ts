import type { GameResult, GameState } from './game';
import { DIRECTIONS } from './lattice';
import type { Random } from './random';

// Cell codes of the padded grid. 0 is empty, 1 to 4 a player's marble.
const OFF = 5;
const CUSHION = 6;
const BUMPER = 7;

/** The pie-rule swap in the fast path's move encoding (drops are layout indices). */
export const SWAP = -1;

/** Status codes of FastGame.status. */
/** The most turns a playout runs unless told otherwise (games with no round limit could run long). */
export const PLAYOUT_TURNS = 1000;

export const ONGOING = 0;
export const WON_ALL_ON_BOARD = 1;
export const WON_ROUND_LIMIT = 2;
export const DRAWN = 3;

/** Board geometry shared by every FastGame of one board: padded grid, offsets, index maps. */
interface Frame {
  readonly stride: number;
  readonly dirs: Int32Array;
  /** Padded index of each layout cell. */
  readonly padded: Int32Array;
  /** Layout index of each padded cell, -1 on the border. */
  readonly layoutOf: Int32Array;
  /** Padded indices of the playable cells. */
  readonly playable: Int32Array;
  readonly template: Uint8Array;
}

const TILE_CODE = { cell: 0, gap: OFF, hole: OFF, cushion: CUSHION, bumper: BUMPER } as const;

function frameOf(state: GameState): Frame {
  const { board } = state;
  const stride = board.cols + 2;
  const size = stride * (board.rows + 2);
  const template = new Uint8Array(size).fill(OFF);
  const padded = new Int32Array(board.tiles.length);
  const layoutOf = new Int32Array(size).fill(-1);
  for (let i = 0; i < board.tiles.length; i++) {
    const p = (Math.floor(i / board.cols) + 1) * stride + (i % board.cols) + 1;
    padded[i] = p;
    layoutOf[p] = i;
    template[p] = TILE_CODE[board.tiles[i]!];
  }
  const dirs = Int32Array.from(DIRECTIONS[board.lattice], (d) => d.dr * stride + d.dc);
  const playable = Int32Array.from(board.playable, (i) => padded[i]!);
  return { stride, dirs, padded, layoutOf, playable, template };
}

/**
 * The engine's fast path for search and simulation: the same rules as game.ts on a padded
 * typed-array grid, with no allocation per move. It reports outcomes, not push lists.
 */
export class FastGame {
  readonly frame: Frame;
  readonly players: number;
  readonly teams: boolean;
  readonly mustBlock: boolean;
  readonly pie: boolean;
  /** Turns after which the round limit decides; 0 for no limit. */
  readonly turnLimit: number;
  readonly grid: Uint8Array;
  /** Indexed by player (slot 0 unused). */
  readonly reserves: Int32Array;
  readonly onBoard: Int32Array;
  toMove = 1;
  turn = 0;
  /** Padded cell whose marble the pie rule may swap now, or -1. */
  swapCell = -1;
  status = ONGOING;
  /** Bit p set when player p is among the winners. */
  winners = 0;
  /** Still at the start of a game that began on an empty board (the pie rule's condition). */
  private emptyStart = false;
  private readonly scratchReflect = new Int32Array(8);
  /** Buffers for drawing a move from the legal list, made on first need. */
  private listed: { moves: Int32Array; scratch: FastGame } | null = null;

  private constructor(frame: Frame, players: number, teams: boolean, mustBlock: boolean, pie: boolean, limit: number) {
    this.frame = frame;
    this.players = players;
    this.teams = teams;
    this.mustBlock = mustBlock && players >= 3;
    this.pie = pie && players === 2;
    this.turnLimit = limit;
    this.grid = frame.template.slice();
    this.reserves = new Int32Array(5);
    this.onBoard = new Int32Array(5);
  }

  /** The fast twin of a full game state. */
  static fromState(state: GameState): FastGame {
    const { rules } = state;
    const limit = rules.roundLimit === null ? 0 : rules.roundLimit * rules.players;
    const g = new FastGame(frameOf(state), rules.players, rules.teams, rules.mustBlock, rules.pie, limit);
    for (let i = 0; i < state.owners.length; i++) {
      const o = state.owners[i]!;
      if (o > 0) {
        g.grid[g.frame.padded[i]!] = o;
        g.onBoard[o]!++;
      }
    }
    for (let p = 1; p <= rules.players; p++) g.reserves[p] = state.reserves[p - 1]!;
    g.toMove = state.toMove;
    g.turn = state.turn;
    g.swapCell = state.swapCell === null ? -1 : g.frame.padded[state.swapCell]!;
    g.setResult(state.result);
    // A fresh game on an empty board: remember that the first drop opens the pie rule.
    g.emptyStart = state.turn === 0 && state.owners.every((o) => o === 0);
    return g;
  }

  private setResult(result: GameResult | null): void {
    if (!result) return;
    this.status =
      result.status === 'drawn' ? DRAWN : result.reason === 'all-on-board' ? WON_ALL_ON_BOARD : WON_ROUND_LIMIT;
    this.winners = result.winners.reduce((m, p) => m | (1 << p), 0);
  }

  clone(): FastGame {
    const g = new FastGame(this.frame, this.players, this.teams, this.mustBlock, this.pie, this.turnLimit);
    g.copyFrom(this);
    return g;
  }

  /** Whether `o` has this game's board and rules, so that one may be copied onto the other. */
  sameRules(o: FastGame): boolean {
    return (
      this.frame === o.frame &&
      this.players === o.players &&
      this.teams === o.teams &&
      this.mustBlock === o.mustBlock &&
      this.pie === o.pie &&
      this.turnLimit === o.turnLimit
    );
  }

  /** Overwrites this game with another of the same board and rules, allocating nothing. */
  copyFrom(o: FastGame): void {
    this.grid.set(o.grid);
    this.reserves.set(o.reserves);
    this.onBoard.set(o.onBoard);
    this.toMove = o.toMove;
    this.turn = o.turn;
    this.swapCell = o.swapCell;
    this.status = o.status;
    this.winners = o.winners;
    this.emptyStart = o.emptyStart;
  }

  /**
   * Drops on padded cell x for player p and resolves momentum (docs/rules.md sections 4 and 5). The
   * line walk is written out here and in hasWinningDrop on purpose: a shared helper measured about
   * 15% fewer playouts per second.
   */
  private resolve(x: number, p: number): void {
    const g = this.grid;
    const dirs = this.frame.dirs;
    const reserves = this.reserves;
    const onBoard = this.onBoard;
    const reflect = this.scratchReflect;
    g[x] = p;
    reserves[p]!--;
    onBoard[p]!++;
    let reflections = 0;
    for (let k = 0; k < dirs.length; k++) {
      const d = dirs[k]!;
      let y = x + d;
      let v = g[y]!;
      if (v === 0 || v > 4) continue;
      do {
        y += d;
        v = g[y]!;
      } while (v !== 0 && v < 5);
      const last = y - d;
      if (v === 0) {
        g[y] = g[last]!;
        g[last] = 0;
      } else if (v === OFF) {
        const o = g[last]!;
        g[last] = 0;
        reserves[o]!++;
        onBoard[o]!--;
      } else if (v === BUMPER) {
        reflect[reflections++] = -d;
      }
    }
    // Phase 2 can only shift a line into a cell phase 1 emptied; a bumper target absorbs it.
    for (let k = 0; k < reflections; k++) {
      const d = reflect[k]!;
      let y = x + d;
      let v = g[y]!;
      if (v === 0 || v > 4) continue;
      do {
        y += d;
        v = g[y]!;
      } while (v !== 0 && v < 5);
      if (v === 0) {
        g[y] = g[y - d]!;
        g[y - d] = 0;
      }
    }
  }

  /** Plays a legal move (a layout index or SWAP) and updates turn, result and the pie rule. */
  play(move: number): void {
    const p = this.toMove;
    if (move === SWAP) {
      const from = this.grid[this.swapCell]!;
      this.grid[this.swapCell] = p;
      this.reserves[from]!++;
      this.onBoard[from]!--;
      this.reserves[p]!--;
      this.onBoard[p]!++;
      this.swapCell = -1;
    } else {
      const x = this.frame.padded[move]!;
      this.resolve(x, p);
      this.swapCell = this.pie && this.emptyStart && this.turn === 0 ? x : -1;
    }
    this.emptyStart = false;
    this.finishTurn(p);
  }

  private finishTurn(p: number): void {
    this.turn++;
    this.toMove = p === this.players ? 1 : p + 1;
    if (this.reserves[p] === 0) {
      this.status = WON_ALL_ON_BOARD;
      this.winners = this.sideMask(p);
      this.swapCell = -1;
    } else if (this.turnLimit > 0 && this.turn >= this.turnLimit) {
      this.decideByCount();
      this.swapCell = -1;
    }
  }

  sideMask(p: number): number {
    return this.teams ? (1 << p) | (1 << (((p + 1) % 4) + 1)) : 1 << p;
  }

  private decideByCount(): void {
    const b = this.onBoard;
    let best = -1;
    let bestMask = 0;
    let tie = false;
    const sides = this.teams ? 2 : this.players;
    for (let s = 1; s <= sides; s++) {
      const count = this.teams ? b[s]! + b[s + 2]! : b[s]!;
      const mask = this.teams ? this.sideMask(s) : 1 << s;
      if (count > best) {
        best = count;
        bestMask = mask;
        tie = false;
      } else if (count === best) {
        tie = true;
      }
    }
    this.status = tie ? DRAWN : WON_ROUND_LIMIT;
    this.winners = tie ? 0 : bestMask;
  }

  /** True when player q, if it were their turn now, has a drop that empties their reserve. */
  hasWinningDrop(q: number): boolean {
    if (this.reserves[q] !== 1) return false;
    const g = this.grid;
    const dirs = this.frame.dirs;
    const cells = this.frame.playable;
    // Phase 2 never removes a marble, so only phase-1 lines that end at an exit matter.
    outer: for (let i = 0; i < cells.length; i++) {
      const x = cells[i]!;
      if (g[x] !== 0) continue;
      for (let k = 0; k < dirs.length; k++) {
        const d = dirs[k]!;
        let y = x + d;
        let v = g[y]!;
        if (v === 0 || v > 4) continue;
        do {
          y += d;
          v = g[y]!;
        } while (v !== 0 && v < 5);
        if (v === OFF && g[y - d] === q) continue outer;
      }
      return true;
    }
    return false;
  }

  private candidates(out: Int32Array): number {
    const cells = this.frame.playable;
    const layoutOf = this.frame.layoutOf;
    let n = 0;
    for (let i = 0; i < cells.length; i++) if (this.grid[cells[i]!] === 0) out[n++] = layoutOf[cells[i]!]!;
    if (this.swapCell >= 0) out[n++] = SWAP;
    return n;
  }

  /** Writes the legal moves into `out` (layout indices, SWAP) and returns how many there are. */
  legalMoves(out: Int32Array, scratch: FastGame = this.clone()): number {
    if (this.status !== ONGOING) return 0;
    const n = this.candidates(out);
    // A move can only add to the next player's reserve: only one marble from winning can they need blocking.
    if (!this.mustBlock || this.reserves[this.toMove === this.players ? 1 : this.toMove + 1] !== 1) return n;
    let blocking = 0;
    for (let i = 0; i < n; i++) {
      scratch.copyFrom(this);
      scratch.play(out[i]!);
      if (scratch.status !== ONGOING || !scratch.hasWinningDrop(scratch.toMove)) out[blocking++] = out[i]!;
    }
    // When no move blocks, every move stays legal.
    return blocking > 0 ? blocking : this.candidates(out);
  }

  /**
   * A uniform-random game from here to its end (or `maxTurns` more turns), on moves drawn from
   * `random`. Returns the status; `winners` tells who won. With `trace`, the padded cell of each
   * turn's drop (0 for a swap) is written to it in turn order, from `trace[0]`: the search learns
   * from them which cells pay. It must hold `maxTurns` entries.
   */
  playout(random: Random, maxTurns = PLAYOUT_TURNS, trace?: Int16Array): number {
    const start = this.turn;
    const stop = start + maxTurns;
    // The opening and the pie rule's swap go by the legal list; the rest by the grid.
    while (this.status === ONGOING && this.turn < stop && (this.swapCell >= 0 || (this.pie && this.emptyStart))) {
      const cell = this.playListed(random);
      if (trace) trace[this.turn - 1 - start] = cell;
    }
    const g = this.grid;
    const cells = this.frame.playable;
    const n = cells.length;
    let s = random.state;
    while (this.status === ONGOING && this.turn < stop) {
      const p = this.toMove;
      // Must-block narrows the moves only when the next player is one marble from winning.
      if (this.mustBlock && this.reserves[p === this.players ? 1 : p + 1] === 1) {
        random.state = s;
        const cell = this.playListed(random);
        if (trace) trace[this.turn - 1 - start] = cell;
        s = random.state;
        continue;
      }
      // Rejection sampling over all playable cells is uniform over the empty ones.
      let x: number;
      do {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        x = cells[Math.floor(((s >>> 0) / 4294967296) * n)]!;
      } while (g[x] !== 0);
      if (trace) trace[this.turn - start] = x;
      this.resolve(x, p);
      this.emptyStart = false;
      this.finishTurn(p);
    }
    random.state = s;
    return this.status;
  }

  /** Plays a move drawn from the legal list; returns its padded cell, 0 for a swap. */
  private playListed(random: Random): number {
    this.listed ??= { moves: new Int32Array(this.frame.playable.length + 1), scratch: this.clone() };
    const n = this.legalMoves(this.listed.moves, this.listed.scratch);
    const move = this.listed.moves[random.below(n)]!;
    this.play(move);
    return move === SWAP ? 0 : this.frame.padded[move]!;
  }

  /**
   * Owner (0 for none) of each layout cell, for comparison with the full engine. A plain loop: the
   * lab asks after every move, and iterating a typed array with Array.from allocates per cell.
   */
  owners(): number[] {
    const { padded } = this.frame;
    const out = new Array<number>(padded.length);
    for (let i = 0; i < padded.length; i++) {
      const v = this.grid[padded[i]!]!;
      out[i] = v < OFF ? v : 0;
    }
    return out;
  }

  winnerList(): number[] {
    const list: number[] = [];
    for (let p = 1; p <= this.players; p++) if (this.winners & (1 << p)) list.push(p);
    return list;
  }
}
