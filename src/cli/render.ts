import { CAMERAS } from '../export/request';
import { THEMES } from '../scene/theme';
import type { Output } from './io';
import { renderJob } from './renderJob';

export const RENDER_HELP = `Usage: momentum render RECORD|- -o OUT.mp4|OUT.webm|OUT.gif [options]

Films a momentum/1 record (RECORD, or standard input for -) on the 3D table in headless
Chromium and saves it as a video: MP4 (H.264), WebM (VP9) or GIF, by OUT's extension.
Builds the app into dist/ first when there is no build there. Progress goes to standard error.

  -o, --output FILE    the file to write (required)
  --fps N              frames a second, 1 to 60 (default 30; a GIF plays at most 20)
  --size WxH           picture size in pixels, both even (default 1280x720; a GIF is at most 640 wide)
  --from PLY           the first move shown (default 1)
  --to PLY             the last move shown (default the last move of the record)
  --camera MODE        ${CAMERAS.map((c) => c.camera).join(', ')} (default player)
  --captions           each move in words along the bottom of the picture
  --title              a title card with the players and the result first
  --theme THEME        how the table is drawn: ${THEMES.join(', ')} (default wood)
  --silent             no sound track (by default a WebM has the table's sounds, as does an MP4
                       where the browser encodes AAC)
  --url URL            film the app served at URL instead of building and serving one

An invalid record or option prints a one-line reason on standard error and exits with status 2;
a failure while filming exits with status 1.`;

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
