import { parseArgs } from 'node:util';
import { recordHash } from '../codec/link';
import { loadRecord } from '../engine/record';
import {
  type ExportFormat,
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

function whole(name: string, text: string | undefined, fallback: number): number {
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

function checked(found: ExportProblem | null, option?: string): void {
  if (!found) return;
  const reason = exportProblemWords(found);
  throw new UsageError(option ? english('cli.render.option', { option, reason }) : english.words(reason));
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
        size: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        camera: { type: 'string' },
        theme: { type: 'string' },
        captions: { type: 'boolean' },
        title: { type: 'boolean' },
        silent: { type: 'boolean' },
        slow: { type: 'string' },
        highlights: { type: 'boolean' },
        length: { type: 'string' },
        overlays: { type: 'string' },
        url: { type: 'string' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
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
  const size = /^(\d+)x(\d+)$/.exec(values.size ?? '1280x720');
  if (!size) throw new UsageError(english('cli.render.size', { value: JSON.stringify(values.size) }));
  const [width, height] = [Number(size[1]), Number(size[2])];
  checked(sizeProblem(width, height), 'size');
  const camera = chosenOption(
    'camera',
    values.camera,
    CAMERAS.map((c) => c.camera),
    'player',
  );
  const theme = chosenOption('theme', values.theme, THEMES, 'wood');
  const replay = loadRecord(await readInput(positionals[0]!, stdin));
  if (!replay.ok) throw new UsageError(english('cli.render.record', { reason: recordProblemWords(replay.error) }));
  const plies = replay.value.plies.length;
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
    hash: recordHash(replay.value.record),
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
