import { recordHash } from '../codec/link';
import { type PosterRequest, posterPlyProblem } from '../export/posterRequest';
import { english } from '../i18n/english';
import type { Theme } from '../scene/theme';
import { UsageError } from './options';
import { checked, looks, namesOption, parsedStill, pictureSize, readReplay, whole } from './renderJob';

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
  return namesOption(args, 'poster');
}

/**
 * The record a still picture's command line names (its one positional, RECORD or - for standard
 * input) and the move `--at` names in it (default the last): its `#record=` link and the move.
 */
export async function recordAndMove(
  positionals: readonly string[],
  at: string | undefined,
  stdin?: () => Promise<string>,
): Promise<{ hash: string; ply: number }> {
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneInput', { command: 'render', argument: 'RECORD' }));
  const replay = await readReplay(positionals[0]!, stdin);
  const plies = replay.plies.length;
  const ply = whole('at', at, plies);
  checked(posterPlyProblem(ply, plies), 'at');
  return { hash: recordHash(replay.record), ply };
}

/**
 * The poster a command line asks for: the position after move `--at` (default the last) of the
 * record RECORD, at the preset's or `--size`'s size. Throws a UsageError for anything wrong.
 */
export async function posterJob(args: string[], stdin?: () => Promise<string>): Promise<PosterJob> {
  const { values, positionals } = parsedStill(args, 'poster', { poster: { type: 'string' }, at: { type: 'string' } });
  const output = values.poster!;
  if (!/\.png$/i.test(output)) throw new UsageError(english('cli.render.posterFile', { path: JSON.stringify(output) }));
  const { width, height } = pictureSize(values.size, values.preset);
  const { camera, theme } = looks(values.camera, values.theme);
  const { hash, ply } = await recordAndMove(positionals, values.at, stdin);
  return { hash, poster: { width, height, camera, ply }, output, url: values.url ?? null, theme };
}
