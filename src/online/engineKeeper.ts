import { type GameState, play } from '../engine/game';
import { type GameRecord, loadRecord, parseMove } from '../engine/record';
import type { GameKeeper } from './client';

/**
 * The committed game held by the engine alone: the keeper of a client with no table of its own
 * (the command line, the benches). The page's table keeps its game itself (src/store/online.ts).
 */
export class EngineKeeper implements GameKeeper {
  private held: { readonly record: GameRecord; readonly position: GameState } | null = null;

  /** The record with the moves committed so far; null before the first state. */
  get record(): GameRecord | null {
    return this.held?.record ?? null;
  }

  /** The position after those moves; null before the first state. */
  get position(): GameState | null {
    return this.held?.position ?? null;
  }

  load(record: unknown): readonly number[] | null {
    const replay = loadRecord(record);
    if (!replay.ok) return null;
    this.held = { record: replay.value.record, position: replay.value.final };
    return replay.value.plies.map((p) => p.player);
  }

  commit(seq: number, move: string): boolean {
    const held = this.held;
    if (!held || seq !== held.record.moves.length) return false;
    const parsed = parseMove(held.position.board, move);
    const played = parsed.ok ? play(held.position, parsed.value) : null;
    if (!played?.ok) return false;
    this.held = { record: { ...held.record, moves: [...held.record.moves, move] }, position: played.value.state };
    return true;
  }

  toMove(): number | null {
    const position = this.held?.position;
    return position && !position.result ? position.toMove : null;
  }
}
