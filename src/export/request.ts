import { type Result, err, ok } from '../engine/result';
import type { FramedMode } from '../scene/cameraPath';

// What an export is asked to make. Pure and small: the dialog, the page's automation hook and the
// `momentum render` command all check requests with it, without loading the encoders.

export type ExportFormat = 'mp4' | 'webm' | 'gif';

/** The screen's framed modes, or one only clips have: the camera that follows each move. */
export type ExportCamera = FramedMode | 'follow';

/**
 * What a clip may write over its picture, each on its own: the players' names in their colours,
 * the marbles each still holds in reserve, the move and the round, and the result at the end.
 */
export type OverlayKind = 'players' | 'reserves' | 'move' | 'result';

export const OVERLAYS: readonly OverlayKind[] = ['players', 'reserves', 'move', 'result'];

export interface ExportRequest {
  readonly format: ExportFormat;
  /** The video's size in pixels; a GIF is scaled down to at most GIF_MAX_WIDTH. */
  readonly width: number;
  readonly height: number;
  /** Frames a second; a GIF shows at most GIF_MAX_FPS. */
  readonly fps: number;
  /** The moves shown, 1-based, both whole. */
  readonly fromPly: number;
  readonly toPly: number;
  readonly camera: ExportCamera;
  /** Moves (1-based) filmed SLOW_FACTOR times slower than they play. */
  readonly slow: readonly number[];
  /**
   * A highlight clip of at most this many seconds, title card and a GIF's end hold counted: only
   * the moves that decided the game (see highlights.ts), chosen inside fromPly to toPly; shorter
   * when the game has less worth showing. null films every move of the range.
   */
  readonly highlights: number | null;
  /** What is written over the picture besides the captions; none by default, and never a watermark. */
  readonly overlays: readonly OverlayKind[];
  /** Each move in words along the bottom of the picture. */
  readonly captions: boolean;
  /** A card naming the players and the result before the first move. */
  readonly titleCard: boolean;
  /** The table's sounds as a sound track, where the format and the browser allow one (never in a GIF). */
  readonly sound: boolean;
}

/**
 * Why an export stopped before its file was made. Known only once the move's motion is compiled:
 * `oversize`, a frame grid's move has more frames than its rows can hold within the largest
 * canvas; `empty`, no frame of the move falls in the span of time asked for.
 */
export type ExportFailure = 'loading' | 'busy' | 'changed' | 'oversize' | 'empty';

/** What the encoders report while they work. */
export interface ExportProgress {
  /** Frames encoded, of `total`; a still stretch is one frame. */
  readonly done: number;
  readonly total: number;
  /** Estimated from the pace so far. */
  readonly secondsLeft: number;
}

export const FORMATS: readonly { readonly format: ExportFormat; readonly label: string; readonly mime: string }[] = [
  { format: 'mp4', label: 'MP4 (H.264)', mime: 'video/mp4' },
  { format: 'webm', label: 'WebM (VP9)', mime: 'video/webm' },
  { format: 'gif', label: 'GIF', mime: 'image/gif' },
];

/**
 * The format the export dialog starts on: the first video format this browser can both encode and
 * give a sound track (Chromium encodes no AAC, so its MP4 files would be silent while its WebM
 * files carry Opus), else the first it can encode, else GIF. `encodable` and `withSound` are null
 * while the browser is being asked; WebM stands in meanwhile, as the format most browsers give
 * sound.
 */
export function defaultFormat(
  encodable: readonly ExportFormat[] | null,
  withSound: readonly ExportFormat[] | null,
): ExportFormat {
  if (encodable === null || withSound === null) return 'webm';
  return encodable.find((format) => withSound.includes(format)) ?? encodable[0] ?? 'gif';
}

export const CAMERAS: readonly { readonly camera: ExportCamera }[] = [
  { camera: 'top' },
  { camera: 'player' },
  { camera: 'cinematic' },
  { camera: 'follow' },
];

export const FRAME_RATES: readonly number[] = [24, 30, 60];

/** Larger GIFs grow to many megabytes for a few seconds of table. */
export const GIF_MAX_WIDTH = 640;
/**
 * GIF delays are whole hundredths of a second, and players slow delays under 2 hundredths down to
 * 10; at 20 a second every frame is 5 hundredths exactly.
 */
export const GIF_MAX_FPS = 20;
/** How long the title card shows, in seconds. */
export const TITLE_SECONDS = 2;
/** How many times slower a slowed move plays. */
export const SLOW_FACTOR = 3;
/** Seconds the final position holds at the end of a clip. */
export const END_HOLD = 1.5;
/** The shortest and longest highlight clip, in seconds. */
export const HIGHLIGHT_SECONDS = { min: 5, max: 600 } as const;

const MIN_SIDE = 16;
/** 4K: beyond it the encoders of most machines refuse. */
const MAX_SIDE = 3840;
const MAX_FPS = 60;

export function isFormat(value: string): value is ExportFormat {
  return FORMATS.some((f) => f.format === value);
}

export function isCamera(value: string): value is ExportCamera {
  return CAMERAS.some((c) => c.camera === value);
}

export function mimeOf(format: ExportFormat): string {
  return FORMATS.find((f) => f.format === format)!.mime;
}

/** A size no side of which is odd: the video encoders halve the colour planes. */
function even(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}

/** The size of the file's pictures: the request's, or for a GIF at most GIF_MAX_WIDTH wide. */
export function outputSize(request: Pick<ExportRequest, 'format' | 'width' | 'height'>): {
  width: number;
  height: number;
} {
  const { format, width, height } = request;
  if (format !== 'gif' || width <= GIF_MAX_WIDTH) return { width, height };
  return { width: GIF_MAX_WIDTH, height: even((height * GIF_MAX_WIDTH) / width) };
}

export function outputFps(request: Pick<ExportRequest, 'format' | 'fps'>): number {
  return request.format === 'gif' ? Math.min(request.fps, GIF_MAX_FPS) : request.fps;
}

/**
 * Why a request cannot be filmed: a side, the frame rate or the range of moves out of bounds (`value`
 * is what was asked for), or a field of a request from outside missing or of the wrong kind.
 */
export type ExportProblem =
  | {
      readonly code: 'side-range';
      readonly side: 'width' | 'height';
      readonly value: number;
      readonly min: number;
      readonly max: number;
    }
  | { readonly code: 'odd-side'; readonly side: 'width' | 'height'; readonly value: number }
  | { readonly code: 'fps-range'; readonly value: number; readonly max: number }
  | { readonly code: 'no-moves' }
  | { readonly code: 'first-range'; readonly value: number; readonly max: number }
  | { readonly code: 'last-range'; readonly value: number; readonly min: number; readonly max: number }
  | { readonly code: 'not-object' }
  | { readonly code: 'unknown-format'; readonly formats: string }
  | { readonly code: 'unknown-camera'; readonly cameras: string }
  | { readonly code: 'not-number'; readonly field: string }
  | { readonly code: 'not-boolean'; readonly field: string }
  | { readonly code: 'not-list'; readonly field: string }
  | { readonly code: 'slow-range'; readonly value: number; readonly min: number; readonly max: number }
  | { readonly code: 'length-range'; readonly value: number; readonly min: number; readonly max: number }
  | { readonly code: 'unknown-overlay'; readonly value: string; readonly overlays: string }
  | { readonly code: 'columns-range'; readonly value: number; readonly max: number; readonly width: number }
  | { readonly code: 'span-range'; readonly from: number; readonly to: number }
  | { readonly code: 'not-span' };

/** Why a picture size cannot be encoded, or null when it can. */
export function sizeProblem(width: number, height: number): ExportProblem | null {
  for (const [side, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE) {
      return { code: 'side-range', side, value, min: MIN_SIDE, max: MAX_SIDE };
    }
    if (value % 2 !== 0) return { code: 'odd-side', side, value };
  }
  return null;
}

export function fpsProblem(fps: number): ExportProblem | null {
  return Number.isInteger(fps) && fps >= 1 && fps <= MAX_FPS ? null : { code: 'fps-range', value: fps, max: MAX_FPS };
}

/** Why moves `fromPly` to `toPly` are not a range of a game of `plies` moves, or null. */
export function plyRangeProblem(fromPly: number, toPly: number, plies: number): ExportProblem | null {
  if (plies === 0) return { code: 'no-moves' };
  if (!Number.isInteger(fromPly) || fromPly < 1 || fromPly > plies) {
    return { code: 'first-range', value: fromPly, max: plies };
  }
  if (!Number.isInteger(toPly) || toPly < fromPly || toPly > plies) {
    return { code: 'last-range', value: toPly, min: fromPly, max: plies };
  }
  return null;
}

/** Why slowing `slow` down does not fit moves `fromPly` to `toPly`, or null. */
export function slowProblem(slow: readonly number[], fromPly: number, toPly: number): ExportProblem | null {
  const outside = slow.find((ply) => !Number.isInteger(ply) || ply < fromPly || ply > toPly);
  return outside === undefined ? null : { code: 'slow-range', value: outside, min: fromPly, max: toPly };
}

/** Why a highlight clip cannot be `seconds` long, or null. */
export function highlightsProblem(seconds: number | null): ExportProblem | null {
  if (seconds === null) return null;
  const { min, max } = HIGHLIGHT_SECONDS;
  return Number.isFinite(seconds) && seconds >= min && seconds <= max
    ? null
    : { code: 'length-range', value: seconds, min, max };
}

/** Why `names` are not overlays, or null. */
export function overlaysProblem(names: readonly string[]): ExportProblem | null {
  const unknown = names.find((name) => !(OVERLAYS as readonly string[]).includes(name));
  return unknown === undefined ? null : { code: 'unknown-overlay', value: unknown, overlays: OVERLAYS.join(', ') };
}

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((x) => typeof x === 'number');
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((x) => typeof x === 'string');
}

/**
 * A request as it came from outside (the automation hook, a script), checked field by field
 * against a game of `plies` moves.
 */
export function checkRequest(input: unknown, plies: number): Result<ExportRequest, ExportProblem> {
  if (typeof input !== 'object' || input === null) return err({ code: 'not-object' });
  const r = input as Record<keyof ExportRequest, unknown>;
  if (typeof r.format !== 'string' || !isFormat(r.format)) {
    return err({ code: 'unknown-format', formats: FORMATS.map((f) => f.format).join(', ') });
  }
  if (typeof r.camera !== 'string' || !isCamera(r.camera)) {
    return err({ code: 'unknown-camera', cameras: CAMERAS.map((c) => c.camera).join(', ') });
  }
  for (const key of ['width', 'height', 'fps', 'fromPly', 'toPly'] as const) {
    if (typeof r[key] !== 'number') return err({ code: 'not-number', field: key });
  }
  for (const key of ['captions', 'titleCard'] as const) {
    if (typeof r[key] !== 'boolean') return err({ code: 'not-boolean', field: key });
  }
  // Requests written before the sound track existed leave it out: they get sound, as the dialog gives it.
  if (r.sound !== undefined && typeof r.sound !== 'boolean') return err({ code: 'not-boolean', field: 'sound' });
  // So are the pacing and the overlays: left out, every move plays at its pace, with no overlay.
  if (r.slow !== undefined && !isNumberList(r.slow)) return err({ code: 'not-list', field: 'slow' });
  if (r.overlays !== undefined && !isStringList(r.overlays)) return err({ code: 'not-list', field: 'overlays' });
  if (r.highlights !== undefined && r.highlights !== null && typeof r.highlights !== 'number') {
    return err({ code: 'not-number', field: 'highlights' });
  }
  const overlays = r.overlays ?? [];
  const overlayProblem = overlaysProblem(overlays);
  if (overlayProblem) return err(overlayProblem);
  const request: ExportRequest = {
    format: r.format,
    width: r.width as number,
    height: r.height as number,
    fps: r.fps as number,
    fromPly: r.fromPly as number,
    toPly: r.toPly as number,
    camera: r.camera,
    captions: r.captions as boolean,
    titleCard: r.titleCard as boolean,
    sound: r.sound ?? true,
    slow: r.slow ?? [],
    highlights: r.highlights ?? null,
    overlays: overlays as OverlayKind[],
  };
  const problem =
    sizeProblem(request.width, request.height) ??
    fpsProblem(request.fps) ??
    plyRangeProblem(request.fromPly, request.toPly, plies) ??
    slowProblem(request.slow, request.fromPly, request.toPly) ??
    highlightsProblem(request.highlights);
  return problem ? err(problem) : ok(request);
}
