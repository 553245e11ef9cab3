import { describe, expect, test } from 'vitest';
import { frameGridJob, wantsFrameGrid } from '../../src/cli/frameGridJob';
import { cli } from './run';
import { RECORD } from './sixMoves';

const grid = (args: string[]) => frameGridJob(['-', ...args], async () => RECORD);

describe('momentum render --frame-grid', () => {
  test('the command line asks for a frame grid only with --frame-grid', () => {
    expect(wantsFrameGrid(['-', '--frame-grid', 'move.png'])).toBe(true);
    expect(wantsFrameGrid(['-', '--frame-grid=move.png'])).toBe(true);
    expect(wantsFrameGrid(['-', '--poster', 'frame-grid.png'])).toBe(false);
  });

  test('by default: every frame of the last move at 30 fps, six to a row, 320x180 each, from the player seat, as PNG', async () => {
    const got = await grid(['--frame-grid', 'move.png']);
    expect(got.grid).toEqual({
      width: 320,
      height: 180,
      camera: 'player',
      ply: 6,
      fps: 30,
      columns: 6,
      span: null,
      format: 'png',
    });
    // The record and --at are read as a poster's (test/cli/poster.test.ts).
    expect([got.output, got.theme, got.url]).toEqual(['move.png', 'wood', null]);
  });

  test('--at, --fps, --columns, --span, --size, --camera, --theme and --url; a .jpg is JPEG', async () => {
    const got = await grid([
      '--frame-grid',
      'MOVE.JPG',
      '--at',
      '3',
      '--fps',
      '60',
      '--columns',
      '4',
      '--span',
      '400-1000',
      '--size',
      '420x524',
      '--camera',
      'top',
      '--theme',
      'contrast',
      '--url',
      'http://127.0.0.1:4173/',
    ]);
    expect(got.grid).toEqual({
      width: 420,
      height: 524,
      camera: 'top',
      ply: 3,
      fps: 60,
      columns: 4,
      span: { from: 400, to: 1000 },
      format: 'jpeg',
    });
    expect(got.theme).toBe('contrast');
    expect(got.url).toBe('http://127.0.0.1:4173/');
    expect((await grid(['--frame-grid', 'a.jpeg'])).grid.format).toBe('jpeg');
    expect((await grid(['--frame-grid', 'a.png', '--preset', 'square'])).grid).toMatchObject({
      width: 1080,
      height: 1080,
    });
  });

  test('frames too wide for six in a row get as many as fit', async () => {
    expect((await grid(['--frame-grid', 'a.png', '--size', '3840x2160'])).grid.columns).toBe(2);
  });

  test.each([
    { args: ['--frame-grid', 'move.gif'], why: '--frame-grid must name a .png or .jpg file, not "move.gif"' },
    { args: ['--frame-grid', 'a.png', '--at', '7'], why: '--at: the last move must be from 1 to 6, not 7' },
    {
      args: ['--frame-grid', 'a.png', '--fps', '0'],
      why: '--fps: the frame rate must be a whole number from 1 to 60, not 0',
    },
    {
      args: ['--frame-grid', 'a.png', '--columns', '30'],
      why: '--columns: a frame grid holds from 1 to 25 frames 320 pixels wide in a row, not 30',
    },
    { args: ['--frame-grid', 'a.png', '--columns', 'many'], why: '--columns must be a whole number, not "many"' },
    {
      args: ['--frame-grid', 'a.png', '--span', '400'],
      why: '--span must be two times in milliseconds joined by a dash, such as 400-1000, not "400"',
    },
    {
      args: ['--frame-grid', 'a.png', '--span', '900-400'],
      why: '--span: the span must run from a whole number of milliseconds to one no earlier, not 900 to 400',
    },
    { args: ['--frame-grid', 'a.png', '-o', 'clip.mp4'], why: "--frame-grid: Unknown option '-o'" },
    { args: ['--frame-grid', 'a.png', '--poster', 'b.png'], why: "--frame-grid: Unknown option '--poster'" },
  ])('refuses $args', async ({ args, why }) => {
    const run = await cli(['render', '-', ...args], RECORD);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain(`momentum render: ${why}`);
  });
});
