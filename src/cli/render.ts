import { CAMERAS } from '../export/request';
import { SIZE_PRESETS } from '../export/presets';
import { english } from '../i18n/english';
import { THEMES } from '../scene/theme';
import { type FrameGridJob, frameGridJob, wantsFrameGrid } from './frameGridJob';
import type { Output } from './io';
import { type PosterJob, posterJob, wantsPoster } from './posterJob';
import { type RenderJob, renderJob } from './renderJob';

export const RENDER_HELP = english('cli.render.help', {
  cameras: CAMERAS.map((c) => c.camera).join(', '),
  themes: THEMES.join(', '),
  presets: SIZE_PRESETS.map((p) => p.name).join(', '),
});

/** What one command line asks `momentum render` for: a video, a poster or a frame grid. */
type Job =
  | { readonly kind: 'video'; readonly job: RenderJob }
  | { readonly kind: 'poster'; readonly job: PosterJob }
  | { readonly kind: 'grid'; readonly job: FrameGridJob };

async function checkedJob(args: string[], stdin?: () => Promise<string>): Promise<Job> {
  if (wantsFrameGrid(args)) return { kind: 'grid', job: await frameGridJob(args, stdin) };
  if (wantsPoster(args)) return { kind: 'poster', job: await posterJob(args, stdin) };
  return { kind: 'video', job: await renderJob(args, stdin) };
}

/** `momentum render`: checks everything, then films in the browser. */
export async function renderCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const log = (line: string) => io.error(`momentum render: ${line}`);
  // The job is checked in full before the browser's code loads.
  const job = await checkedJob(args, stdin);
  const browser = await import('./renderBrowser');
  try {
    if (job.kind === 'grid') await browser.frameGridInBrowser(job.job, log);
    else if (job.kind === 'poster') await browser.posterInBrowser(job.job, log);
    else await browser.renderInBrowser(job.job, log);
    return 0;
  } catch (e) {
    log(`${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    return 1;
  }
}
