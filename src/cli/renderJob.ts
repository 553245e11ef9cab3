import { type ParseArgsConfig, parseArgs } from 'node:util';
import { recordHash } from '../codec/link';
import { type Replay, loadRecord } from '../engine/record';
import {
  type ExportFormat,
  type ExportCamera,
  type ExportProblem,
  type ExportRequest,
  CAMERAS,
  OVERLAYS,
  type OverlayKind,
  fpsProblem,
  highlightsProblem,
  isFormat,
  overlaysProblem,
  plyRangeProblem,
  sizeProblem,
  slowProblem,
} from '../export/request';
import { DEFAULT_PRESET, SIZE_PRESETS, presetOf } from '../export/presets';
import { english } from '../i18n/english';
import { THEMES, type Theme } from '../scene/theme';
import { exportProblemWords } from '../words/export';
import { recordProblemWords } from '../words/problems';
import { readInput } from './io';
import { UsageError, chosenOption } from './options';

/** What to film and where to save it, checked before any browser starts. */
export interface RenderJob {
  /** The `#record=` link of the record. */
  readonly hash: string;
  readonly request: ExportRequest;
  readonly output: string;
  readonly url: string | null;
  readonly theme: Theme;
}

function formatOfFile(path: string): ExportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (!isFormat(extension)) {
    throw new UsageError(english('cli.render.extension', { path: JSON.stringify(path) }));
  }
  return extension;
}

export function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(english('cli.option.number', { name, value: JSON.stringify(text) }));
  return Number(text);
}

/** The default length of a highlight clip, in seconds: a post's. */
const HIGHLIGHT_DEFAULT_SECONDS = 30;

/** `--slow 23,24`: the moves to slow down. */
function slowMoves(text: string | undefined): number[] {
  if (text === undefined) return [];
  if (!/^\d+(,\d+)*$/.test(text)) throw new UsageError(english('cli.render.slow', { value: JSON.stringify(text) }));
  return text.split(',').map(Number);
}

/** `--length 30s` (or `30`): a highlight clip's length in seconds. */
function clipSeconds(text: string | undefined): number {
  if (text === undefined) return HIGHLIGHT_DEFAULT_SECONDS;
  const found = /^(\d+(?:\.\d+)?)s?$/.exec(text);
  if (!found) throw new UsageError(english('cli.render.length', { value: JSON.stringify(text) }));
  return Number(found[1]);
}

/** `--overlays players,move` or `all`. */
function overlayList(text: string | undefined): OverlayKind[] {
  if (text === undefined) return [];
  const names = text === 'all' ? [...OVERLAYS] : text.split(',');
  checked(overlaysProblem(names), 'overlays');
  return names as OverlayKind[];
}

export function checked(found: ExportProblem | null, option?: string): void {
  if (!found) return;
  const reason = exportProblemWords(found);
  throw new UsageError(option ? english('cli.render.option', { option, reason }) : english.words(reason));
}

/** The options a video and a poster share: the picture's size, how the table is filmed, and the app filmed. */
export const PICTURE_OPTIONS = {
  size: { type: 'string' },
  preset: { type: 'string' },
  camera: { type: 'string' },
  theme: { type: 'string' },
  url: { type: 'string' },
} as const;

/** True when the command line names `--${option}`, as `--${option} FILE` or `--${option}=FILE`. */
export function namesOption(args: readonly string[], option: string): boolean {
  return args.some((arg) => arg === `--${option}` || arg.startsWith(`--${option}=`));
}

/**
 * The command line of a still picture (`--${still} FILE`: a poster, a frame grid): its own
 * `options` and the picture's. Any other option is refused in the still's name: a video's
 * (-o, --captions, --slow…) has no meaning for a still.
 */
export function parsedStill<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  still: string,
  options: O,
) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: { ...options, ...PICTURE_OPTIONS } });
  } catch (e) {
    throw new UsageError(`--${still}: ${(e as Error).message}`);
  }
}

function parsed(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        output: { type: 'string', short: 'o' },
        fps: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        captions: { type: 'boolean' },
        title: { type: 'boolean' },
        silent: { type: 'boolean' },
        slow: { type: 'string' },
        highlights: { type: 'boolean' },
        length: { type: 'string' },
        overlays: { type: 'string' },
        ...PICTURE_OPTIONS,
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** How the table is filmed: `--camera` and `--theme`, or their defaults. */
export function looks(camera: string | undefined, theme: string | undefined): { camera: ExportCamera; theme: Theme } {
  return {
    camera: chosenOption(
      'camera',
      camera,
      CAMERAS.map((c) => c.camera),
      'player',
    ),
    theme: chosenOption('theme', theme, THEMES, 'wood'),
  };
}

/** The record RECORD names (a file, or standard input for -), checked as a game. */
export async function readReplay(input: string, stdin?: () => Promise<string>): Promise<Replay> {
  const replay = loadRecord(await readInput(input, stdin));
  if (!replay.ok) throw new UsageError(english('cli.render.record', { reason: recordProblemWords(replay.error) }));
  return replay.value;
}

/** The picture's size: `--size WxH`, else the `--preset` named, else `fallback` (the default preset's); never both. */
export function pictureSize(
  sizeText: string | undefined,
  presetText: string | undefined,
  fallback: { width: number; height: number } = presetOf(DEFAULT_PRESET),
): { width: number; height: number } {
  if (sizeText !== undefined && presetText !== undefined) throw new UsageError(english('cli.render.sizeAndPreset'));
  if (sizeText === undefined) {
    if (presetText === undefined) return fallback;
    const names = SIZE_PRESETS.map((p) => p.name);
    return presetOf(chosenOption('preset', presetText, names, DEFAULT_PRESET));
  }
  const size = /^(\d+)x(\d+)$/.exec(sizeText);
  if (!size) throw new UsageError(english('cli.render.size', { value: JSON.stringify(sizeText) }));
  const [width, height] = [Number(size[1]), Number(size[2])];
  checked(sizeProblem(width, height), 'size');
  return { width, height };
}

/**
 * The job a command line asks for, with the record's text read from RECORD. Throws a UsageError
 * for anything wrong with either, before anything is filmed.
 */
export async function renderJob(args: string[], stdin?: () => Promise<string>): Promise<RenderJob> {
  const { values, positionals } = parsed(args);
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneInput', { command: 'render', argument: 'RECORD' }));
  if (values.output === undefined) throw new UsageError(english('cli.render.output'));
  const format = formatOfFile(values.output);
  const fps = whole('fps', values.fps, 30);
  checked(fpsProblem(fps), 'fps');
  const { width, height } = pictureSize(values.size, values.preset);
  const { camera, theme } = looks(values.camera, values.theme);
  const replay = await readReplay(positionals[0]!, stdin);
  const plies = replay.plies.length;
  const fromPly = whole('from', values.from, 1);
  const toPly = whole('to', values.to, plies);
  checked(plyRangeProblem(fromPly, toPly, plies));
  const slow = slowMoves(values.slow);
  checked(slowProblem(slow, fromPly, toPly), 'slow');
  if (values.length !== undefined && !values.highlights) throw new UsageError(english('cli.render.lengthAlone'));
  const highlights = values.highlights ? clipSeconds(values.length) : null;
  checked(highlightsProblem(highlights), 'length');
  const overlays = overlayList(values.overlays);
  return {
    hash: recordHash(replay.record),
    request: {
      format,
      width,
      height,
      fps,
      fromPly,
      toPly,
      camera,
      captions: values.captions ?? false,
      titleCard: values.title ?? false,
      sound: !(values.silent ?? false),
      slow,
      highlights,
      overlays,
    },
    output: values.output,
    url: values.url ?? null,
    theme,
  };
}
