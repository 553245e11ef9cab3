import { describe, expect, test } from 'vitest';
import {
  type ExportFormat,
  type ExportRequest,
  GIF_MAX_FPS,
  GIF_MAX_WIDTH,
  checkRequest,
  defaultFormat,
  outputFps,
  outputSize,
} from '../../src/export/request';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { english } from '../../src/i18n/english';
import { exportProblemWords } from '../../src/words/export';

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
  sound: false,
  slow: [],
  highlights: null,
  overlays: [],
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

  test('a request that says nothing of sound gets the sound track, as the dialog gives it', () => {
    const older = Object.fromEntries(Object.entries(REQUEST).filter(([field]) => field !== 'sound'));
    expect(checkRequest(older, 6)).toEqual({ ok: true, value: { ...REQUEST, sound: true } });
  });

  test.each([
    {
      change: { format: 'avi' },
      problem: { code: 'unknown-format', formats: 'mp4, webm, gif' },
      why: 'the format must be one of mp4, webm, gif',
    },
    {
      change: { camera: 'drone' },
      problem: { code: 'unknown-camera', cameras: 'top, player, cinematic, follow' },
      why: 'the camera must be one of top, player, cinematic, follow',
    },
    { change: { width: '1280' }, problem: { code: 'not-number', field: 'width' }, why: 'width must be a number' },
    {
      change: { captions: 'yes' },
      problem: { code: 'not-boolean', field: 'captions' },
      why: 'captions must be true or false',
    },
    {
      change: { sound: 1 },
      problem: { code: 'not-boolean', field: 'sound' },
      why: 'sound must be true or false',
    },
    {
      change: { width: 1279 },
      problem: { code: 'odd-side', side: 'width', value: 1279 },
      why: 'the width must be even, not 1,279',
    },
    {
      change: { height: 8 },
      problem: { code: 'side-range', side: 'height', value: 8, min: 16, max: 3840 },
      why: 'the height must be a whole number of pixels from 16 to 3,840, not 8',
    },
    {
      change: { fps: 0.5 },
      problem: { code: 'fps-range', value: 0.5, max: 60 },
      why: 'the frame rate must be a whole number from 1 to 60, not 0.5',
    },
    {
      change: { fromPly: 7 },
      problem: { code: 'first-range', value: 7, max: 6 },
      why: 'the first move must be from 1 to 6, not 7',
    },
    {
      change: { fromPly: 4, toPly: 3 },
      problem: { code: 'last-range', value: 3, min: 4, max: 6 },
      why: 'the last move must be from 4 to 6, not 3',
    },
  ])('refuses $change: $why', ({ change, problem, why }) => {
    const checked = checkRequest({ ...REQUEST, ...change }, 6);
    expect(checked).toEqual({ ok: false, error: problem });
    expect(!checked.ok && english.words(exportProblemWords(checked.error))).toBe(why);
  });

  test('a game without moves has nothing to export', () => {
    expect(checkRequest(REQUEST, 0)).toEqual({ ok: false, error: { code: 'no-moves' } });
    expect(checkRequest(null, 6)).toEqual({ ok: false, error: { code: 'not-object' } });
    expect(english.words(exportProblemWords({ code: 'no-moves' }))).toBe('the game has no moves to show');
  });

  test("says what is wrong in the reader's language", async () => {
    const german = createTranslator('de', await loadMessages('de'), en);
    const checked = checkRequest({ ...REQUEST, fromPly: 7 }, 6);
    expect(!checked.ok && german.words(exportProblemWords(checked.error))).toBe(
      'der erste Zug muss zwischen 1 und 6 liegen, nicht 7',
    );
  });
});

describe('defaultFormat', () => {
  test.each<[readonly ExportFormat[] | null, readonly ExportFormat[] | null, ExportFormat]>([
    // Chromium: both encodable, only WebM with sound.
    [['mp4', 'webm'], ['webm'], 'webm'],
    // A browser that gives MP4 a sound track keeps MP4 first.
    [['mp4', 'webm'], ['mp4', 'webm'], 'mp4'],
    // No sound anywhere: the first encodable format.
    [['mp4', 'webm'], [], 'mp4'],
    [['mp4'], ['webm'], 'mp4'],
    // No video encoder: GIF.
    [[], [], 'gif'],
    // Still asking the browser.
    [null, ['webm'], 'webm'],
    [['mp4', 'webm'], null, 'webm'],
  ])('encodable %j, with sound %j: %s', (encodable, withSound, format) => {
    expect(defaultFormat(encodable, withSound)).toBe(format);
  });
});
