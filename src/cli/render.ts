import { CAMERAS } from '../export/request';
import { SIZE_PRESETS } from '../export/presets';
import { english } from '../i18n/english';
import { THEMES } from '../scene/theme';
import type { Output } from './io';
import { posterJob, wantsPoster } from './posterJob';
import { renderJob } from './renderJob';

export const RENDER_HELP = english('cli.render.help', {
  cameras: CAMERAS.map((c) => c.camera).join(', '),
  themes: THEMES.join(', '),
  presets: SIZE_PRESETS.map((p) => p.name).join(', '),
});

/** `momentum render`: checks everything, then films in the browser. */
export async function renderCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const log = (line: string) => io.error(`momentum render: ${line}`);
  // The job is checked in full before the browser's code loads.
  const poster = wantsPoster(args) ? await posterJob(args, stdin) : null;
  const video = poster ? null : await renderJob(args, stdin);
  const browser = await import('./renderBrowser');
  try {
    if (poster) await browser.posterInBrowser(poster, log);
    else await browser.renderInBrowser(video!, log);
    return 0;
  } catch (e) {
    log(`${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    return 1;
  }
}
