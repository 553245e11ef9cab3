import { parseArgs } from 'node:util';
import { recordHash } from '../codec/link';
import { type PosterRequest, posterPlyProblem } from '../export/posterRequest';
import { english } from '../i18n/english';
import type { Theme } from '../scene/theme';
import { UsageError } from './options';
import { PICTURE_OPTIONS, checked, looks, pictureSize, readReplay, whole } from './renderJob';

/** The one picture `momentum render RECORD --poster FILE.png` asks for, checked before any browser starts. */
export interface PosterJob {
  /** The `#record=` link of the record. */
  readonly hash: string;
  readonly poster: PosterRequest;
  readonly output: string;
  readonly url: string | null;
  readonly theme: Theme;
}

/** True when the command line asks for a poster rather than a video. */
export function wantsPoster(args: readonly string[]): boolean {
  return args.some((arg) => arg === '--poster' || arg.startsWith('--poster='));
}

function parsed(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        poster: { type: 'string' },
        at: { type: 'string' },
        ...PICTURE_OPTIONS,
      },
    });
  } catch (e) {
    // A video's options (-o, --fps, --captions…) have no meaning for a still picture.
    throw new UsageError(`--poster: ${(e as Error).message}`);
  }
}

/**
 * The poster a command line asks for: the position after move `--at` (default the last) of the
 * record RECORD, at the preset's or `--size`'s size. Throws a UsageError for anything wrong.
 */
export async function posterJob(args: string[], stdin?: () => Promise<string>): Promise<PosterJob> {
  const { values, positionals } = parsed(args);
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneInput', { command: 'render', argument: 'RECORD' }));
  const output = values.poster!;
  if (!/\.png$/i.test(output)) throw new UsageError(english('cli.render.posterFile', { path: JSON.stringify(output) }));
  const { width, height } = pictureSize(values.size, values.preset);
  const { camera, theme } = looks(values.camera, values.theme);
  const replay = await readReplay(positionals[0]!, stdin);
  const plies = replay.plies.length;
  const ply = whole('at', values.at, plies);
  checked(posterPlyProblem(ply, plies), 'at');
  return {
    hash: recordHash(replay.record),
    poster: { width, height, camera, ply },
    output,
    url: values.url ?? null,
    theme,
  };
}
