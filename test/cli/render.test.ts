import { describe, expect, test } from 'vitest';
import { renderJob } from '../../src/cli/renderJob';
import { UsageError } from '../../src/cli/options';
import { decodeLink } from '../../src/codec/link';
import { moveName } from '../../src/engine/game';
import { mainLine } from '../../src/engine/tree';
import { cli } from './run';
import { MOVES, RECORD } from './sixMoves';

const job = (args: string[], stdin = RECORD) => renderJob(['-', ...args], async () => stdin);

describe('momentum render: what a valid command line asks for', () => {
  test('every option', async () => {
    const got = await job([
      '-o',
      'clip.webm',
      '--fps',
      '24',
      '--size',
      '320x240',
      '--from',
      '2',
      '--to',
      '5',
      '--camera',
      'cinematic',
      '--theme',
      'contrast',
      '--captions',
      '--title',
      '--silent',
      '--slow',
      '5,3',
      '--highlights',
      '--length',
      '45s',
      '--overlays',
      'move,players',
      '--url',
      'http://127.0.0.1:4173/',
    ]);
    expect(got.request).toEqual({
      format: 'webm',
      width: 320,
      height: 240,
      fps: 24,
      fromPly: 2,
      toPly: 5,
      camera: 'cinematic',
      captions: true,
      titleCard: true,
      sound: false,
      slow: [5, 3],
      highlights: 45,
      overlays: ['move', 'players'],
    });
    expect(got.output).toBe('clip.webm');
    expect(got.url).toBe('http://127.0.0.1:4173/');
    expect(got.theme).toBe('contrast');
    const opened = await decodeLink(got.hash);
    if (!opened?.ok) throw new Error('the link does not open');
    const { start, tree } = opened.value.game;
    expect(mainLine(tree).map((move) => moveName(start.board, move))).toEqual(MOVES);
  });

  test('defaults: the whole game at 720p30 from the player seat, no captions, no title, sound, a build of its own', async () => {
    const got = await job(['--output', 'GAME.GIF']);
    expect(got.request).toEqual({
      format: 'gif',
      width: 1280,
      height: 720,
      fps: 30,
      fromPly: 1,
      toPly: MOVES.length,
      camera: 'player',
      captions: false,
      titleCard: false,
      sound: true,
      slow: [],
      highlights: null,
      overlays: [],
    });
    expect(got.url).toBeNull();
    expect(got.theme).toBe('wood');
  });
});

describe('momentum render: pacing, highlights and overlays', () => {
  test('--highlights alone makes a 30-second clip; --length takes seconds with or without an s', async () => {
    expect((await job(['-o', 'a.mp4', '--highlights'])).request.highlights).toBe(30);
    expect((await job(['-o', 'a.mp4', '--highlights', '--length', '12.5'])).request.highlights).toBe(12.5);
    expect((await job(['-o', 'a.mp4', '--highlights', '--length=120s'])).request.highlights).toBe(120);
  });

  test('--slow takes one move or several; --overlays all is every overlay in order', async () => {
    expect((await job(['-o', 'a.mp4', '--slow', '6'])).request.slow).toEqual([6]);
    expect((await job(['-o', 'a.mp4', '--from', '2', '--slow', '2,4'])).request.slow).toEqual([2, 4]);
    const all = await job(['-o', 'a.mp4', '--overlays', 'all']);
    expect(all.request.overlays).toEqual(['players', 'reserves', 'move', 'result']);
  });

  test('a vertical highlight clip with overlays, from a preset', async () => {
    const got = await job(['-o', 'a.mp4', '--preset', 'vertical', '--highlights', '--overlays', 'result']);
    expect(got.request).toMatchObject({ width: 1080, height: 1920, highlights: 30, overlays: ['result'] });
  });
});

describe('momentum render: refusals, before any browser starts', () => {
  test.each([
    { args: [], why: '-o OUT.mp4, OUT.webm or OUT.gif is required' },
    { args: ['-o', 'clip.avi'], why: 'must end in .mp4, .webm or .gif' },
    { args: ['-o', 'clip'], why: 'must end in .mp4, .webm or .gif' },
    { args: ['-o', 'a.mp4', '--fps', '0'], why: '--fps: the frame rate must be a whole number from 1 to 60' },
    { args: ['-o', 'a.mp4', '--fps', '61'], why: '--fps: the frame rate must be a whole number from 1 to 60' },
    { args: ['-o', 'a.mp4', '--fps', '29.97'], why: '--fps must be a whole number' },
    { args: ['-o', 'a.mp4', '--size', '1280'], why: '--size must be WIDTHxHEIGHT' },
    { args: ['-o', 'a.mp4', '--size', '1281x720'], why: '--size: the width must be even' },
    { args: ['-o', 'a.mp4', '--size', '8x8'], why: '--size: the width must be a whole number of pixels from 16' },
    { args: ['-o', 'a.mp4', '--size', '640x4000'], why: '--size: the height must be a whole number of pixels' },
    { args: ['-o', 'a.mp4', '--camera', 'drone'], why: '--camera must be one of top, player, cinematic' },
    { args: ['-o', 'a.mp4', '--theme', 'neon'], why: '--theme must be one of wood, contrast, not "neon"' },
    { args: ['-o', 'a.mp4', '--from', '0'], why: 'the first move must be from 1 to 6, not 0' },
    { args: ['-o', 'a.mp4', '--to', '7'], why: 'the last move must be from 1 to 6, not 7' },
    { args: ['-o', 'a.mp4', '--from', '4', '--to', '3'], why: 'the last move must be from 4 to 6, not 3' },
    { args: ['-o', 'a.mp4', '--slow', '2-4'], why: '--slow must be move numbers separated by commas, such as 23,24' },
    { args: ['-o', 'a.mp4', '--slow', '3,'], why: '--slow must be move numbers separated by commas' },
    { args: ['-o', 'a.mp4', '--slow', '7'], why: '--slow: a slowed move must be from 1 to 6, not 7' },
    { args: ['-o', 'a.mp4', '--from', '3', '--slow', '2'], why: '--slow: a slowed move must be from 3 to 6, not 2' },
    { args: ['-o', 'a.mp4', '--length', '30s'], why: '--length is the length of a highlight clip: give --highlights' },
    { args: ['-o', 'a.mp4', '--highlights', '--length', 'half'], why: '--length must be a number of seconds' },
    { args: ['-o', 'a.mp4', '--highlights', '--length', '30m'], why: '--length must be a number of seconds' },
    {
      args: ['-o', 'a.mp4', '--highlights', '--length', '4'],
      why: '--length: a highlight clip must last from 5 to 600 seconds, not 4',
    },
    { args: ['-o', 'a.mp4', '--highlights', '--length', '601s'], why: 'from 5 to 600 seconds, not 601' },
    {
      args: ['-o', 'a.mp4', '--overlays', 'players,watermark'],
      why: '--overlays: an overlay must be one of players, reserves, move, result, not watermark',
    },
    { args: ['-o', 'a.mp4', '--preset', 'vertical', '--size', '640x480'], why: 'give --size or --preset, not both' },
    { args: ['-o', 'a.mp4', '--loop'], why: "Unknown option '--loop'" },
    { args: ['-o', 'a.mp4', 'extra.json'], why: 'render takes exactly one RECORD' },
  ])('$args', async ({ args, why }) => {
    const run = await cli(['render', '-', ...args], RECORD);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(/^momentum render: /);
    expect(run.err[0]).toContain(why);
  });

  test.each([
    { name: 'not JSON', stdin: '{"format":', why: 'invalid record: record is not valid JSON' },
    { name: 'an illegal move', stdin: RECORD.replace('"d5"', '"d4"'), why: 'invalid record: ply 2' },
    { name: 'no moves', stdin: RECORD.replace(/"moves":\[[^\]]*\]/, '"moves":[]'), why: 'no moves to show' },
  ])('a record with $name', async ({ stdin, why }) => {
    const run = await cli(['render', '-', '-o', 'a.mp4'], stdin);
    expect(run.status).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain(why);
  });

  test('a record file that is not there', async () => {
    const run = await cli(['render', '/nonexistent/game.json', '-o', 'a.mp4']);
    expect(run.status).toBe(2);
    expect(run.err[0]).toContain('ENOENT');
  });

  test('the refusals are usage errors, not crashes', async () => {
    await expect(job(['-o', 'a.mp4', '--fps', 'fast'])).rejects.toBeInstanceOf(UsageError);
  });
});
