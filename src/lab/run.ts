import type { Player } from '../ai/levels';
import type { GameState } from '../engine/game';
import type { LabSummary } from './summary';

/** What a lab run plays. Searching levels always think by playouts: a clock would replay differently. */
export interface LabSettings {
  readonly games: number;
  readonly level: Player;
  /** Playouts a move for the searching levels; random and greedy need none. */
  readonly playouts: number;
  readonly seed: number;
  /** Web Workers to play on, at most one a core. */
  readonly workers: number;
}

/** A finished (or stopped) lab run: the board it measured, how, and the figures. */
export interface LabResult {
  readonly start: GameState;
  readonly settings: LabSettings;
  readonly summary: LabSummary;
  /** Stopped before all the games asked for were played: the figures are those of the games finished. */
  readonly stopped: boolean;
  readonly seconds: number;
}
