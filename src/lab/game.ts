import { type Player, chooseMove } from '../ai/levels';
import { Searcher } from '../ai/serialSearch';
import { resolveDrop } from '../engine/drop';
import { FastGame, ONGOING, SWAP, WON_ALL_ON_BOARD } from '../engine/fast';
import type { GameState } from '../engine/game';
import { Random } from '../engine/random';

/** Who plays every seat of a lab game. */
export interface LabPlayer {
  readonly level: Player;
  /** Playouts per move for a searching level; its own budget when absent. */
  readonly playouts?: number;
}

/**
 * The lab's default: tree search at the easy level's 300 playouts a move, but always its best
 * move (easy's deliberate slips would measure the slips, not the board). No clock, so a seed
 * replays every game exactly.
 */
export const LAB_DEFAULT: LabPlayer = { level: 'hard', playouts: 300 };

/** What one self-play game tells about the board: plain numbers, so it crosses worker boundaries. */
export interface LabGame {
  /** The winning seats (both seats of a team), seat 1 first; empty for a draw. */
  readonly winners: number[];
  readonly draw: boolean;
  /** Ended by the round limit rather than by a player's last marble. */
  readonly roundLimit: boolean;
  readonly swapped: boolean;
  readonly plies: number;
  readonly rounds: number;
  /** Times the strict leader in marbles on the board changed (a tie keeps the last leader). */
  readonly leadChanges: number;
  /** Marbles that left the board. */
  readonly fallen: number;
  /** Per layout cell: drops on it. */
  readonly drops: number[];
  /** Per layout cell: marbles that left the board (over the edge or into a hole) from it. */
  readonly exits: number[];
  /** Per layout cell: times the obstacle there acted (a cushion or bumper absorbing, a bumper reflecting, a hole swallowing). */
  readonly obstacles: number[];
}

/**
 * The seed of game `index` of a lab run: a function of the two alone, so a game plays the same
 * whichever worker runs it. The golden-ratio step keeps the games of one run apart; Random mixes it.
 */
export function gameSeed(seed: number, index: number): number {
  return (seed + Math.imul(index + 1, 0x9e3779b9)) | 0;
}

/** The side leading strictly in marbles on the board (team 1 or 2 in a team game), or 0 on a tie. */
function leaderOf(game: FastGame): number {
  const sides = game.teams ? 2 : game.players;
  let leader = 0;
  let best = -1;
  for (let s = 1; s <= sides; s++) {
    const count = game.teams ? game.onBoard[s]! + game.onBoard[s + 2]! : game.onBoard[s]!;
    if (count > best) {
      best = count;
      leader = s;
    } else if (count === best) {
      leader = 0;
    }
  }
  return leader;
}

/**
 * Search trees that a worker keeps from game to game. A fresh tree for each seat of each game
 * allocates about a megabyte a game, and the collector that frees it takes CPU time from the games.
 */
export class SeatSearchers {
  private readonly kept: Searcher[] = [];

  /** A searcher for each of `players` seats, each knowing nothing of earlier games. */
  forGame(players: number): Searcher[] {
    while (this.kept.length < players) this.kept.push(new Searcher());
    const seats = this.kept.slice(0, players);
    for (const searcher of seats) searcher.forget();
    return seats;
  }
}

/** Plays game `index` of a lab run from `start`, every seat played by `player`. */
export function playLabGame(
  start: GameState,
  player: LabPlayer,
  seed: number,
  index: number,
  seats = new SeatSearchers(),
): LabGame {
  if (start.rules.roundLimit === null) throw new Error('the lab needs a round limit: without one a game may not end');
  const game = FastGame.fromState(start);
  const random = new Random(gameSeed(seed, index));
  const budget = player.playouts === undefined ? {} : { budget: { playouts: player.playouts } };
  // One search tree per seat, each kept between its own moves as a player at the table would.
  const searchers = seats.forGame(game.players);
  const cells = start.board.tiles.length;
  const drops = new Array<number>(cells).fill(0);
  const exits = new Array<number>(cells).fill(0);
  const obstacles = new Array<number>(cells).fill(0);
  let swapped = false;
  let fallen = 0;
  let leadChanges = 0;
  let leader = leaderOf(game);
  while (game.status === ONGOING) {
    const mover = game.toMove;
    const move = chooseMove(game, player.level, { seed: random.next(), searcher: searchers[mover - 1]!, ...budget });
    if (move === SWAP) {
      swapped = true;
    } else {
      // The fast path plays the game; the full resolver, a small share of the cost, says what happened.
      drops[move]!++;
      for (const event of resolveDrop(start.board, game.owners(), move, mover).events) {
        if (event.kind !== 'push' || event.result === null || event.result === 'moved') continue;
        if (event.result === 'edge' || event.result === 'hole') {
          exits[event.from!]!++;
          fallen++;
        }
        if (event.result !== 'edge') obstacles[event.target!]!++;
      }
    }
    game.play(move);
    for (const s of searchers) s.advance(move);
    const now = leaderOf(game);
    if (now !== 0 && leader !== 0 && now !== leader) leadChanges++;
    if (now !== 0) leader = now;
  }
  const plies = game.turn - start.turn;
  return {
    winners: game.winnerList(),
    draw: game.winners === 0,
    roundLimit: game.status !== WON_ALL_ON_BOARD,
    swapped,
    plies,
    rounds: Math.ceil(plies / game.players),
    leadChanges,
    fallen,
    drops,
    exits,
    obstacles,
  };
}
