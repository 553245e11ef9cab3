// What a poster is asked to show. Pure and small, as request.ts is: checked without loading the export code.

import { type Result, err, ok } from '../engine/result';
import { CAMERAS, type ExportCamera, type ExportProblem, isCamera, plyRangeProblem, sizeProblem } from './request';

/** One still picture of a game, for a thumbnail: the position after move `ply`, framed as an export frames it. */
export interface PosterRequest {
  readonly width: number;
  readonly height: number;
  /** As an export's; a still has no move to follow, so `follow` shows the board from the seat as `player` does. */
  readonly camera: ExportCamera;
  /** 1-based: the position once this move has come to rest. */
  readonly ply: number;
}

/** Why `ply` is not a move of a game of `plies` moves, or null: in the words of the last move of a range. */
export function posterPlyProblem(ply: number, plies: number): ExportProblem | null {
  return plyRangeProblem(1, ply, plies);
}

/** A poster request as it came from outside (the page's automation hook), checked against a game of `plies` moves. */
export function checkPosterRequest(input: unknown, plies: number): Result<PosterRequest, ExportProblem> {
  if (typeof input !== 'object' || input === null) return err({ code: 'not-object' });
  const r = input as Record<keyof PosterRequest, unknown>;
  if (typeof r.camera !== 'string' || !isCamera(r.camera)) {
    return err({ code: 'unknown-camera', cameras: CAMERAS.map((c) => c.camera).join(', ') });
  }
  for (const key of ['width', 'height', 'ply'] as const) {
    if (typeof r[key] !== 'number') return err({ code: 'not-number', field: key });
  }
  const request: PosterRequest = {
    width: r.width as number,
    height: r.height as number,
    camera: r.camera,
    ply: r.ply as number,
  };
  const problem = sizeProblem(request.width, request.height) ?? posterPlyProblem(request.ply, plies);
  return problem ? err(problem) : ok(request);
}
