import { type FrameSpan, maxColumns } from '../export/frameGridLayout';
import { type FrameGridRequest, type StillFormat, columnsProblem, spanProblem } from '../export/frameGridRequest';
import { fpsProblem } from '../export/request';
import { english } from '../i18n/english';
import type { Theme } from '../scene/theme';
import { UsageError } from './options';
import { recordAndMove } from './posterJob';
import { checked, looks, namesOption, parsedStill, pictureSize, whole } from './renderJob';

/** Every frame of one move in rows, `momentum render RECORD --frame-grid FILE.png`, checked before any browser starts. */
export interface FrameGridJob {
  /** The `#record=` link of the record. */
  readonly hash: string;
  readonly grid: FrameGridRequest;
  readonly output: string;
  readonly url: string | null;
  readonly theme: Theme;
}

/** A frame a quarter of 720p's each way: six to a row make a grid about as wide as a 1080p screen. */
const DEFAULT_FRAME = { width: 320, height: 180 };
const DEFAULT_COLUMNS = 6;
const DEFAULT_FPS = 30;

/** True when the command line asks for a frame grid rather than a video. */
export function wantsFrameGrid(args: readonly string[]): boolean {
  return namesOption(args, 'frame-grid');
}

const GRID_OPTIONS = {
  'frame-grid': { type: 'string' },
  at: { type: 'string' },
  fps: { type: 'string' },
  columns: { type: 'string' },
  span: { type: 'string' },
} as const;

function formatOfFile(path: string): StillFormat {
  if (/\.png$/i.test(path)) return 'png';
  if (/\.jpe?g$/i.test(path)) return 'jpeg';
  throw new UsageError(english('cli.render.gridFile', { path: JSON.stringify(path) }));
}

/** `--span 400-1000`: milliseconds into the move, the first frame's and the last's. */
function spanOf(text: string | undefined): FrameSpan | null {
  if (text === undefined) return null;
  const found = /^(\d+)-(\d+)$/.exec(text);
  if (!found) throw new UsageError(english('cli.render.span', { value: JSON.stringify(text) }));
  const span = { from: Number(found[1]), to: Number(found[2]) };
  checked(spanProblem(span), 'span');
  return span;
}

/**
 * The frame grid a command line asks for: move `--at` (default the last) of the record RECORD,
 * `--fps` frames a second of it (those of `--span` alone), `--columns` to a row, each frame at
 * `--size` or the preset's size. Throws a UsageError for anything wrong.
 */
export async function frameGridJob(args: string[], stdin?: () => Promise<string>): Promise<FrameGridJob> {
  const { values, positionals } = parsedStill(args, 'frame-grid', GRID_OPTIONS);
  const output = values['frame-grid']!;
  const format = formatOfFile(output);
  const { width, height } = pictureSize(values.size, values.preset, DEFAULT_FRAME);
  const fps = whole('fps', values.fps, DEFAULT_FPS);
  checked(fpsProblem(fps), 'fps');
  // Frames too wide for six in a row get as many as fit, unless the command line asks for more.
  const columns = whole('columns', values.columns, Math.min(DEFAULT_COLUMNS, maxColumns(width)));
  checked(columnsProblem(columns, width), 'columns');
  const span = spanOf(values.span);
  const { camera, theme } = looks(values.camera, values.theme);
  const { hash, ply } = await recordAndMove(positionals, values.at, stdin);
  return {
    hash,
    grid: { width, height, camera, ply, fps, columns, span, format },
    output,
    url: values.url ?? null,
    theme,
  };
}
