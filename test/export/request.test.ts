import { describe, expect, test } from 'vitest';
import {
  type ExportRequest,
  GIF_MAX_FPS,
  GIF_MAX_WIDTH,
  checkRequest,
  outputFps,
  outputSize,
  progressInWords,
} from '../../src/export/request';

const REQUEST: ExportRequest = {
  format: 'mp4',
  width: 1280,
  height: 720,
  fps: 30,
  fromPly: 1,
  toPly: 6,
  camera: 'player',
  captions: true,
  titleCard: false,
};

describe('outputSize and outputFps', () => {
  test.each([
    { format: 'mp4', width: 1920, height: 1080, size: [1920, 1080] },
    { format: 'webm', width: 1280, height: 720, size: [1280, 720] },
    { format: 'gif', width: 1280, height: 720, size: [GIF_MAX_WIDTH, 360] },
    { format: 'gif', width: 1920, height: 1080, size: [GIF_MAX_WIDTH, 360] },
    { format: 'gif', width: 1000, height: 750, size: [GIF_MAX_WIDTH, 480] },
    { format: 'gif', width: 320, height: 240, size: [320, 240] },
  ] as const)('$format at $width x $height is written at $size', ({ format, width, height, size }) => {
    const got = outputSize({ format, width, height });
    expect([got.width, got.height]).toEqual(size);
  });

  test('a GIF plays at most GIF_MAX_FPS frames a second; videos at the rate asked', () => {
    expect(outputFps({ format: 'gif', fps: 60 })).toBe(GIF_MAX_FPS);
    expect(outputFps({ format: 'gif', fps: 10 })).toBe(10);
    expect(outputFps({ format: 'mp4', fps: 60 })).toBe(60);
  });
});

describe('checkRequest', () => {
  test('a complete request passes as it is, without extra fields', () => {
    expect(checkRequest({ ...REQUEST, extra: 1 }, 6)).toEqual({ ok: true, value: REQUEST });
  });

  test.each([
    { change: { format: 'avi' }, why: 'the format must be one of mp4, webm, gif' },
    { change: { camera: 'drone' }, why: 'the camera must be one of top, player, cinematic' },
    { change: { width: '1280' }, why: 'width must be a number' },
    { change: { captions: 'yes' }, why: 'captions must be true or false' },
    { change: { width: 1279 }, why: 'the width must be even, not 1279' },
    { change: { height: 8 }, why: 'the height must be a whole number of pixels from 16 to 3840, not 8' },
    { change: { fps: 0.5 }, why: 'the frame rate must be a whole number from 1 to 60, not 0.5' },
    { change: { fromPly: 7 }, why: 'the first move must be from 1 to 6, not 7' },
    { change: { fromPly: 4, toPly: 3 }, why: 'the last move must be from 4 to 6, not 3' },
  ])('refuses $change', ({ change, why }) => {
    expect(checkRequest({ ...REQUEST, ...change }, 6)).toEqual({ ok: false, error: why });
  });

  test('a game without moves has nothing to export', () => {
    expect(checkRequest(REQUEST, 0)).toEqual({ ok: false, error: 'the game has no moves to show' });
    expect(checkRequest(null, 6)).toEqual({ ok: false, error: 'the request must be an object' });
  });
});

test.each([
  { done: 1, total: 80, secondsLeft: 0.2, words: 'Frame 1 of 80, about 1 s left' },
  { done: 40, total: 800, secondsLeft: 64.5, words: 'Frame 40 of 800, about 1 min 5 s left' },
])('progressInWords: $words', ({ words, ...progress }) => {
  expect(progressInWords(progress)).toBe(words);
});
