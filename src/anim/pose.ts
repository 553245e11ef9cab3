import type { Board } from '../engine/board';
import { cellCenter, trayPosition } from './geometry';
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
}

export interface Pose {
  /** Every marble of every player, by player; within a player, board marbles by cell, then tray slots. */
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
 * The marbles of a still position in pose order: for players 1 to reserves.length, the board marbles
 * in cell order, then reserve slots 0 upward.
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

export function spotPosition(board: Board, spot: RestSpot): Vec3 {
  return spot.cell !== null ? cellCenter(board, spot.cell) : trayPosition(board, spot.player, spot.slot!);
}

/** The pose of a still position: `owners` per cell, `reserves[p - 1]` for player p. */
export function restPose(board: Board, owners: readonly number[], reserves: readonly number[]): Pose {
  return {
    marbles: restSpots(owners, reserves).map((spot) => ({
      player: spot.player,
      position: spotPosition(board, spot),
      quaternion: IDENTITY_QUAT,
      cell: spot.cell,
      visible: true,
    })),
    effects: [],
  };
}
