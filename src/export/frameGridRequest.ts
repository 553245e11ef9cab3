// What a frame grid is asked to show. Pure and small, as request.ts is: checked without loading the export code.

import { type Result, err, ok } from '../engine/result';
import { type FrameSpan, maxColumns } from './frameGridLayout';
import { posterPlyProblem } from './posterRequest';
import { CAMERAS, type ExportCamera, type ExportProblem, fpsProblem, isCamera, sizeProblem } from './request';

/** The picture formats a frame grid is saved in: PNG keeps every pixel, JPEG a grid small enough for a page. */
export type StillFormat = 'png' | 'jpeg';

export const STILL_FORMATS: readonly StillFormat[] = ['png', 'jpeg'];

/**
 * Every frame of one move at a frame rate, side by side in rows: the frames a video of the move
 * would show, to be read one by one (how the impulse crosses each line, when each end marble leaves).
 */
export interface FrameGridRequest {
  /** One frame's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** As a poster's: a still has no move to follow, so `follow` shows the board from the seat as `player` does. */
  readonly camera: ExportCamera;
  /** 1-based: the move shown, from the moment its marble leaves the tray to its rest. */
  readonly ply: number;
  /** Frames a second of the move's own time. */
  readonly fps: number;
  /** Frames in a row; the rows are as many as the move needs. */
  readonly columns: number;
  /**
   * Only the frames from `from` to `to` milliseconds into the move, both included (a time past the
   * move's end stands for its rest); null for the whole move.
   */
  readonly span: FrameSpan | null;
  readonly format: StillFormat;
}

/** Why a grid cannot have `columns` frames of `frameWidth` pixels in a row, or null. */
export function columnsProblem(columns: number, frameWidth: number): ExportProblem | null {
  const max = maxColumns(frameWidth);
  return Number.isInteger(columns) && columns >= 1 && columns <= max
    ? null
    : { code: 'columns-range', value: columns, max, width: frameWidth };
}

/** Why `span` is not a stretch of time to show, or null: whole milliseconds, the first no later than the last. */
export function spanProblem(span: FrameSpan | null): ExportProblem | null {
  if (span === null) return null;
  const { from, to } = span;
  return Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to
    ? null
    : { code: 'span-range', from, to };
}

function isSpan(value: unknown): value is FrameSpan {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to } = value as Record<keyof FrameSpan, unknown>;
  return typeof from === 'number' && typeof to === 'number';
}

function isStillFormat(value: unknown): value is StillFormat {
  return typeof value === 'string' && (STILL_FORMATS as readonly string[]).includes(value);
}

/** A frame grid request as it came from outside (the page's automation hook), checked against a game of `plies` moves. */
export function checkFrameGridRequest(input: unknown, plies: number): Result<FrameGridRequest, ExportProblem> {
  if (typeof input !== 'object' || input === null) return err({ code: 'not-object' });
  const r = input as Record<keyof FrameGridRequest, unknown>;
  if (!isStillFormat(r.format)) return err({ code: 'unknown-format', formats: STILL_FORMATS.join(', ') });
  if (typeof r.camera !== 'string' || !isCamera(r.camera)) {
    return err({ code: 'unknown-camera', cameras: CAMERAS.map((c) => c.camera).join(', ') });
  }
  for (const key of ['width', 'height', 'ply', 'fps', 'columns'] as const) {
    if (typeof r[key] !== 'number') return err({ code: 'not-number', field: key });
  }
  // Left out, the grid shows the whole move.
  if (r.span !== undefined && r.span !== null && !isSpan(r.span)) return err({ code: 'not-span' });
  const request: FrameGridRequest = {
    width: r.width as number,
    height: r.height as number,
    camera: r.camera,
    ply: r.ply as number,
    fps: r.fps as number,
    columns: r.columns as number,
    span: (r.span as FrameSpan | undefined) ?? null,
    format: r.format,
  };
  const problem =
    sizeProblem(request.width, request.height) ??
    posterPlyProblem(request.ply, plies) ??
    fpsProblem(request.fps) ??
    columnsProblem(request.columns, request.width) ??
    spanProblem(request.span);
  return problem ? err(problem) : ok(request);
}
