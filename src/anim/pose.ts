import type { Board } from '../engine/board';
import { cellCenter } from './geometry';
import { trayPosition } from './trays';
import { type Quat, type Vec3, IDENTITY_QUAT } from './vec';

export interface MarblePose {
  readonly player: number;
  readonly position: Vec3;
  readonly quaternion: Quat;
  /** The board cell the marble rests on, or null in a tray or in flight. */
  readonly cell: number | null;
  readonly visible: boolean;
}

export interface EffectPose {
  readonly cell: number;
  readonly kind: 'squash' | 'flash';
  /** 0 to 1: how strongly the obstacle is squashed or lit. */
  readonly amount: number;
  /** The way the impulse met it: a cushion gives way in this direction. */
  readonly direction: Vec3;
}

export interface Pose {
  /**
   * Every marble of every player, by player; within a player, in the order of the `RestMarble`s it
   * was posed from (board marbles by cell, then tray slots, for a position shown afresh). The scene
   * draws each player's i-th marble as instance i of that player's mesh.
   */
  readonly marbles: readonly MarblePose[];
  readonly effects: readonly EffectPose[];
}

/** Where one marble lies at rest: on a board cell, or in a tray slot (cell null). */
export interface RestSpot {
  readonly player: number;
  readonly cell: number | null;
  readonly slot: number | null;
}

/**
 * The marbles of a still position in canonical order: for players 1 to reserves.length, the board
 * marbles in cell order, then reserve slots 0 upward.
 */
export function restSpots(owners: readonly number[], reserves: readonly number[]): RestSpot[] {
  const spots: RestSpot[] = [];
  reserves.forEach((reserve, i) => {
    const player = i + 1;
    owners.forEach((owner, cell) => {
      if (owner === player) spots.push({ player, cell, slot: null });
    });
    for (let slot = 0; slot < reserve; slot++) spots.push({ player, cell: null, slot });
  });
  return spots;
}

/** One marble at rest: where it lies, and how rolling has turned it so far. */
export interface RestMarble extends RestSpot {
  readonly quaternion: Quat;
}

function spotKey(spot: RestSpot): string {
  return spot.cell !== null ? `${spot.player}@${spot.cell}` : `${spot.player}#${spot.slot}`;
}

/**
 * The marbles of a still position (`owners` per cell, `reserves[p - 1]` for player p), by player.
 * Each marble of `previous` (the marbles as the table last showed them) whose player still has a
 * marble on its spot keeps its place in the order and its orientation, so whatever did not move
 * does not change; the other spots follow in canonical order, unturned.
 */
export function restMarbles(
  owners: readonly number[],
  reserves: readonly number[],
  previous: readonly RestMarble[] = [],
): RestMarble[] {
  const open = new Map(restSpots(owners, reserves).map((spot) => [spotKey(spot), spot]));
  const kept = previous.filter((marble) => open.delete(spotKey(marble)));
  const fresh = [...open.values()].map((spot): RestMarble => ({ ...spot, quaternion: IDENTITY_QUAT }));
  return reserves.flatMap((_, i) => [...kept, ...fresh].filter((marble) => marble.player === i + 1));
}

export function spotPosition(board: Board, spot: RestSpot): Vec3 {
  return spot.cell !== null ? cellCenter(board, spot.cell) : trayPosition(board, spot.player, spot.slot!);
}

/** The pose of marbles at rest, in their order. */
export function stillPose(board: Board, marbles: readonly RestMarble[]): Pose {
  return {
    marbles: marbles.map((marble) => ({
      player: marble.player,
      position: spotPosition(board, marble),
      quaternion: marble.quaternion,
      cell: marble.cell,
      visible: true,
    })),
    effects: [],
  };
}

/** The pose of a still position; see `restMarbles` for `previous`. */
export function restPose(
  board: Board,
  owners: readonly number[],
  reserves: readonly number[],
  previous?: readonly RestMarble[],
): Pose {
  return stillPose(board, restMarbles(owners, reserves, previous));
}
