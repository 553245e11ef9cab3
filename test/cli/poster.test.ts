import { describe, expect, test } from 'vitest';
import { posterJob, wantsPoster } from '../../src/cli/posterJob';
import { renderJob } from '../../src/cli/renderJob';
import { decodeLink } from '../../src/codec/link';
import { SIZE_PRESETS } from '../../src/export/presets';
import { cli } from './run';
import { RECORD } from './sixMoves';

const poster = (args: string[]) => posterJob(['-', ...args], async () => RECORD);

describe('momentum render --preset', () => {
  test.each(SIZE_PRESETS)('$name films at $width x $height', async ({ name, width, height }) => {
    const got = await renderJob(['-', '-o', 'clip.mp4', '--preset', name], async () => RECORD);
    expect([got.request.width, got.request.height]).toEqual([width, height]);
  });

  test.each([
    { args: ['--preset', 'vertical', '--size', '640x480'], why: 'give --size or --preset, not both' },
    { args: ['--preset', '8k'], why: '--preset must be one of 720p, 1080p, 4k, vertical, square, not "8k"' },
  ])('refuses $args', async ({ args, why }) => {
    const run = await cli(['render', '-', '-o', 'a.mp4', ...args], RECORD);
    expect(run.status).toBe(2);
    expect(run.err).toEqual([`momentum render: ${why}`]);
  });
});

describe('momentum render --poster', () => {
  test('the command line asks for a poster only with --poster', () => {
    expect(wantsPoster(['-', '--poster', 'a.png'])).toBe(true);
    expect(wantsPoster(['-', '--poster=a.png'])).toBe(true);
    expect(wantsPoster(['-', '-o', 'poster.mp4'])).toBe(false);
  });

  test('by default: the position after the last move, at 720p, from the player seat', async () => {
    const got = await poster(['--poster', 'thumb.png']);
    expect(got.poster).toEqual({ width: 1280, height: 720, camera: 'player', ply: 6 });
    expect(got.output).toBe('thumb.png');
    expect(got.theme).toBe('wood');
    expect(got.url).toBeNull();
    const opened = await decodeLink(got.hash);
    expect(opened?.ok && opened.value.game.start.board.rows).toBe(7);
  });

  test('--at, --preset, --camera, --theme and --url', async () => {
    const got = await poster([
      '--poster',
      'THUMB.PNG',
      '--at',
      '3',
      '--preset',
      'square',
      '--camera',
      'top',
      '--theme',
      'contrast',
      '--url',
      'http://127.0.0.1:4173/',
    ]);
    expect(got.poster).toEqual({ width: 1080, height: 1080, camera: 'top', ply: 3 });
    expect(got.theme).toBe('contrast');
    expect(got.url).toBe('http://127.0.0.1:4173/');
  });

  test.each([
    { args: ['--poster', 'thumb.jpg'], why: '--poster must name a .png file, not "thumb.jpg"' },
    { args: ['--poster', 'a.png', '--at', '0'], why: '--at: the last move must be from 1 to 6, not 0' },
    { args: ['--poster', 'a.png', '--at', '7'], why: '--at: the last move must be from 1 to 6, not 7' },
    { args: ['--poster', 'a.png', '--at', 'end'], why: '--at must be a whole number, not "end"' },
    { args: ['--poster', 'a.png', '--fps', '30'], why: "--poster: Unknown option '--fps'" },
    { args: ['--poster', 'a.png', '--size', '1281x720'], why: '--size: the width must be even' },
  ])('refuses $args', async ({ args, why }) => {
    const run = await cli(['render', '-', ...args], RECORD);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain(`momentum render: ${why}`);
  });
});
