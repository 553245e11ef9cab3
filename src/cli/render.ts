import { CAMERAS } from '../export/request';
import { english } from '../i18n/english';
import { THEMES } from '../scene/theme';
import type { Output } from './io';
import { renderJob } from './renderJob';

export const RENDER_HELP = english('cli.render.help', {
  cameras: CAMERAS.map((c) => c.camera).join(', '),
  themes: THEMES.join(', '),
});

/** `momentum render`: checks everything, then films in the browser. */
export async function renderCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const job = await renderJob(args, stdin);
  const { renderInBrowser } = await import('./renderBrowser');
  try {
    await renderInBrowser(job, (line) => io.error(`momentum render: ${line}`));
    return 0;
  } catch (e) {
    io.error(`momentum render: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    return 1;
  }
}
