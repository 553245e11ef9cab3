import { type ExportFrame, type FilmPlan, type Pacing, frameSchedule, highlightPlan, linePlan } from '../anim/frames';
import { type GameClock, type Playhead, atRest, playheadAt, timeOf } from '../anim/gameTimeline';
import { REVIEW_META_KEY, reviewFromMeta } from '../ai/review';
import type { GameState } from '../engine/game';
import type { Ply } from '../engine/record';
import type { Translator } from '../i18n/translate';
import { exportCameraAt } from '../scene/cameraPath';
import { type CaptureSurface, captureSurface } from '../scene/captureRegistry';
import { filmSubject, moveFocus } from '../scene/filmSubject';
import { followCamera, followShots } from '../scene/followCamera';
import { trayGrooves } from '../scene/layout';
import { playerColour } from '../scene/theme';
import { highlightCaption, moveCaptions, overlayFrame, titleLines } from '../words/export';
import { personNames } from '../words/players';
import type { SoundLine } from '../sound/cues';
import { captionBand, drawCaption, drawOverlays, drawTitleCard, loadWordFonts } from './compose';
import { chooseHighlights, highlightBudget, highlightMoments } from './highlights';
import { ExportError } from './failure';
import type { FrameWriter } from './frameWriter';
import { GIF_END_HOLD, createGifWriter, gifPalette } from './gifWriter';
import {
  END_HOLD,
  type ExportProgress,
  type ExportRequest,
  SLOW_FACTOR,
  TITLE_SECONDS,
  outputFps,
  outputSize,
} from './request';
import { clipSound, renderClipSound } from './soundTrack';
import { createVideoWriter } from './videoWriter';
import { nextTask } from '../tasks/slices';

/** What filming reads of the table's state: the line shown, its compiled motion and the playhead to put back. */
export interface FilmedState extends SoundLine {
  readonly start: GameState;
  readonly line: readonly Ply[];
  readonly meta: Readonly<Record<string, unknown>> | undefined;
  readonly clock: GameClock;
  readonly playhead: Playhead;
  seekTime(seconds: number): void;
  setFocusCell(cell: number | null): void;
}

/** The table filmed: the app's table store, which the caller hands in. */
export interface FilmedTable {
  getState(): FilmedState;
  subscribe(listener: (state: FilmedState) => void): () => void;
}

export interface ExportResult {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** Pictures encoded: a still stretch shown once counts once. */
  readonly frames: number;
  /** The clip's length in frames at `fps`, title card included. */
  readonly videoFrames: number;
  /** Seconds the file plays for, a GIF's final hold included. */
  readonly duration: number;
  /** The moves a highlight clip chose, in game order; null for a clip of every move of its range. */
  readonly highlights: readonly number[] | null;
}

export interface ExportOptions {
  /** The captions and the title card are written in its language. */
  readonly t: Translator;
  /** Aborting stops the export: nothing is saved and the table is put back. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ExportProgress) => void;
  /** Each player's colour in the overlays, as the table draws their marbles. */
  readonly colourOf?: (player: number) => string;
}

/**
 * The moves a highlight clip of `request.highlights` seconds shows, from the game's kept review
 * where it has one (else from what the moves did alone), and what each caption says.
 */
function chooseMoments(
  state: FilmedState,
  request: ExportRequest,
  pacing: Pacing,
  titleFrames: number,
  t: Translator,
): { plies: number[]; captions: string[] } {
  const { start, line, clock, meta } = state;
  const kept = reviewFromMeta(meta?.[REVIEW_META_KEY]);
  const review = kept.ok && kept.value && kept.value.plies.length <= line.length ? kept.value : null;
  const shotSeconds = (ply: number) => highlightPlan(clock, [ply], { ...pacing, hold: 0 }).seconds;
  const moments = highlightMoments(start, line, review, request.fromPly, request.toPly, shotSeconds);
  const fps = outputFps(request);
  const endHold = request.format === 'gif' ? GIF_END_HOLD : 0;
  const budget = highlightBudget(request.highlights ?? 0, fps, titleFrames, endHold);
  const plies = chooseHighlights(moments, budget, pacing.hold);
  const byPly = new Map(moments.map((moment) => [moment.ply, moment]));
  const captions = line.map((ply, i) => {
    const moment = byPly.get(i + 1);
    return moment ? highlightCaption(t, start, moment, ply) : '';
  });
  return { plies, captions };
}

/** Frames rendered first to choose a GIF's one palette from. */
const GIF_PALETTE_SAMPLES = 6;

let running = false;

/** Resolves once every move of the line has its animation compiled: only then is the clock whole. */
function compiled(store: FilmedTable): Promise<void> {
  const done = (s: FilmedState) => s.timelines.length >= s.line.length;
  return new Promise((resolve) => {
    if (done(store.getState())) {
      resolve();
      return;
    }
    const stop = store.subscribe((s) => {
      if (!done(s)) return;
      stop();
      resolve();
    });
  });
}

function progressOf(done: number, total: number, elapsedMs: number): ExportProgress {
  return { done, total, secondsLeft: ((elapsedMs / 1000) * (total - done)) / done };
}

/** Frames spread over the whole clip, the first and the last among them. */
function samplesOf(schedule: readonly ExportFrame[], count: number): ExportFrame[] {
  const n = Math.min(count, schedule.length);
  const picks = Array.from({ length: n }, (_, j) => Math.round((j * (schedule.length - 1)) / Math.max(n - 1, 1)));
  return [...new Set(picks)].map((i) => schedule[i]!);
}

/**
 * Films moves `request.fromPly` to `request.toPly` of the line the table shows, frame by frame,
 * and encodes them. Resolves with the file, or null when `signal` aborted it. Whatever happens,
 * the table gets its size, camera, drawing on demand and playhead back.
 */
export function runExport(
  store: FilmedTable,
  request: ExportRequest,
  options: ExportOptions,
): Promise<ExportResult | null> {
  return withSurface(store, (surface) => film(store, surface, request, options, true));
}

/**
 * Films the same frames as `runExport` would, drawn the same way, but encodes nothing: the
 * milliseconds it took. An export's time over this is what encoding adds.
 */
export function timeFilming(store: FilmedTable, request: ExportRequest, t: Translator): Promise<number> {
  return withSurface(store, async (surface) => {
    const started = performance.now();
    await film(store, surface, request, { t }, false);
    return performance.now() - started;
  });
}

/** Runs `task` with the table's capture surface once every move's animation is compiled, one at a time. */
export async function withSurface<T>(store: FilmedTable, task: (surface: CaptureSurface) => Promise<T>): Promise<T> {
  const surface = captureSurface();
  if (!surface) throw new ExportError('loading');
  if (running) throw new ExportError('busy');
  running = true;
  try {
    await compiled(store);
    return await task(surface);
  } finally {
    running = false;
  }
}

/** Takes every frame and keeps none: filming without encoding. */
const DISCARD: FrameWriter = {
  add: () => Promise.resolve(),
  finish: () => Promise.resolve(new Blob([])),
  cancel: () => Promise.resolve(),
};

async function film(
  store: FilmedTable,
  surface: CaptureSurface,
  request: ExportRequest,
  options: ExportOptions,
  encode: boolean,
): Promise<ExportResult | null> {
  const { t, signal, onProgress } = options;
  const { line, start, clock, playhead, meta, setFocusCell } = store.getState();
  const { width, height } = outputSize(request);
  const fps = outputFps(request);
  const pacing: Pacing = { slow: request.slow, slowFactor: SLOW_FACTOR, hold: END_HOLD };
  const titleFrames = request.titleCard ? Math.round(TITLE_SECONDS * fps) : 0;
  const highlights =
    request.highlights === null ? null : chooseMoments(store.getState(), request, pacing, titleFrames, t);
  const plan: FilmPlan = highlights
    ? highlightPlan(clock, highlights.plies, pacing)
    : linePlan(clock, request.fromPly, request.toPly, pacing);
  const schedule = frameSchedule(clock, plan, {
    fps,
    // Under a moving camera nothing is ever still.
    mergeStills: request.camera === 'top' || request.camera === 'player',
    titleFrames,
  });
  // With captions the table is filmed above their strip, so they never hide it.
  const filmHeight = height - (request.captions ? captionBand(width, height) : 0);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: request.format === 'gif' })!;
  const subject = filmSubject(start.board, trayGrooves(start.board, start.rules.players, start.rules.marbles));
  const player = line[request.fromPly - 1]?.player ?? start.toMove;
  const captions = highlights?.captions ?? moveCaptions(t, start, line);
  const names = personNames(meta);
  const title = titleLines(t, start, line, request.fromPly, request.toPly, names);
  const aspect = width / filmHeight;
  const follow =
    request.camera === 'follow'
      ? followCamera(
          followShots(plan, (ply) => moveFocus(start.board, line[ply - 1]!.events)),
          subject,
          player,
          aspect,
        )
      : null;
  const colourOf = options.colourOf ?? ((p: number) => playerColour(p, 'wood'));
  const endsAt = plan.seconds - pacing.hold;

  const paint = (frame: ExportFrame): void => {
    const camera =
      request.camera === 'follow'
        ? follow!(frame.elapsed)
        : exportCameraAt(request.camera, subject, player, frame.elapsed, aspect);
    surface.drawInto(context, frame.time, camera);
    const head = playheadAt(clock, frame.time);
    if (request.overlays.length > 0 && !frame.title) {
      const shown = atRest(clock, head) ? (line[head.ply - 1]?.state ?? start) : (line[head.ply - 2]?.state ?? start);
      const at = { ply: frame.ply, shown, ended: frame.elapsed >= endsAt - 1e-9 };
      drawOverlays(context, overlayFrame(t, start, request.overlays, at, names, colourOf), filmHeight);
    }
    if (request.captions) {
      // A highlight's words say what its move does, from the still before it on.
      const ply = highlights ? frame.ply : head.ply;
      drawCaption(context, ply >= request.fromPly ? captions[ply - 1]! : null);
    }
    if (frame.title) drawTitleCard(context, title);
  };

  await loadWordFonts([...captions, ...title], width, height);
  // A hovered cell's preview is no part of the game being filmed.
  setFocusCell(null);
  let writer: FrameWriter | null = null;
  try {
    surface.begin(width, filmHeight);
    if (!encode) {
      writer = DISCARD;
    } else if (request.format === 'gif') {
      const samples = samplesOf(schedule, GIF_PALETTE_SAMPLES).map((frame) => {
        paint(frame);
        return context.getImageData(0, 0, width, height).data;
      });
      writer = createGifWriter(context, gifPalette(samples), fps);
    } else {
      const sound = request.sound ? clipSound(store.getState(), plan, schedule, fps) : null;
      writer = await createVideoWriter(canvas, request.format, fps, sound && (() => renderClipSound(sound)));
    }
    const started = performance.now();
    for (const [i, frame] of schedule.entries()) {
      if (signal?.aborted) break;
      const now = store.getState();
      if (now.line !== line || now.clock !== clock) throw new ExportError('changed');
      paint(frame);
      await writer.add(frame);
      onProgress?.(progressOf(i + 1, schedule.length, performance.now() - started));
      await nextTask();
    }
    if (signal?.aborted) {
      await writer.cancel();
      return null;
    }
    const blob = await writer.finish();
    const last = schedule[schedule.length - 1]!;
    const videoFrames = last.index + last.span;
    return {
      blob,
      width,
      height,
      fps,
      frames: schedule.length,
      videoFrames,
      duration: videoFrames / fps + (request.format === 'gif' ? GIF_END_HOLD : 0),
      highlights: highlights?.plies ?? null,
    };
  } catch (error) {
    await writer?.cancel();
    throw error;
  } finally {
    surface.end();
    store.getState().seekTime(timeOf(clock, playhead));
  }
}
