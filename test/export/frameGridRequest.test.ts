import { describe, expect, test } from 'vitest';
import { type FrameGridRequest, checkFrameGridRequest } from '../../src/export/frameGridRequest';
import { en } from '../../src/i18n/en';
import { english } from '../../src/i18n/english';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { exportProblemWords } from '../../src/words/export';

const REQUEST: FrameGridRequest = {
  width: 420,
  height: 524,
  camera: 'top',
  ply: 1,
  fps: 30,
  columns: 6,
  span: { from: 433, to: 1000 },
  format: 'jpeg',
};

describe('checkFrameGridRequest', () => {
  test('a complete request passes as it is, without extra fields', () => {
    expect(checkFrameGridRequest({ ...REQUEST, extra: 1 }, 3)).toEqual({ ok: true, value: REQUEST });
  });

  test('a request that says nothing of a span shows the whole move', () => {
    const whole = Object.fromEntries(Object.entries(REQUEST).filter(([field]) => field !== 'span'));
    expect(checkFrameGridRequest(whole, 3)).toEqual({ ok: true, value: { ...REQUEST, span: null } });
    expect(checkFrameGridRequest({ ...REQUEST, span: null }, 3)).toEqual({
      ok: true,
      value: { ...REQUEST, span: null },
    });
  });

  test.each([
    { change: { format: 'gif' }, why: 'the format must be one of png, jpeg' },
    { change: { camera: 'drone' }, why: 'the camera must be one of top, player, cinematic, follow' },
    { change: { columns: '6' }, why: 'columns must be a number' },
    { change: { span: [433, 1000] }, why: 'span must be null or an object with the numbers from and to' },
    { change: { width: 421 }, why: 'the width must be even, not 421' },
    { change: { ply: 4 }, why: 'the last move must be from 1 to 3, not 4' },
    { change: { fps: 61 }, why: 'the frame rate must be a whole number from 1 to 60, not 61' },
    { change: { columns: 0 }, why: 'a frame grid holds from 1 to 19 frames 420 pixels wide in a row, not 0' },
    { change: { columns: 20 }, why: 'a frame grid holds from 1 to 19 frames 420 pixels wide in a row, not 20' },
    { change: { columns: 2.5 }, why: 'a frame grid holds from 1 to 19 frames 420 pixels wide in a row, not 2.5' },
    {
      change: { span: { from: 600, to: 500 } },
      why: 'the span must run from a whole number of milliseconds to one no earlier, not 600 to 500',
    },
    {
      change: { span: { from: -1, to: 500 } },
      why: 'the span must run from a whole number of milliseconds to one no earlier, not -1 to 500',
    },
  ])('refuses $change: $why', ({ change, why }) => {
    const checked = checkFrameGridRequest({ ...REQUEST, ...change }, 3);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && english.words(exportProblemWords(checked.error))).toBe(why);
  });

  test('refuses what is not a request, and a game without moves', () => {
    expect(checkFrameGridRequest('grid', 3)).toEqual({ ok: false, error: { code: 'not-object' } });
    expect(checkFrameGridRequest(REQUEST, 0)).toEqual({ ok: false, error: { code: 'no-moves' } });
  });

  test("says what is wrong in the reader's language", async () => {
    const japanese = createTranslator('ja', await loadMessages('ja'), en);
    const checked = checkFrameGridRequest({ ...REQUEST, columns: 20 }, 3);
    expect(!checked.ok && japanese.words(exportProblemWords(checked.error))).toBe(
      'フレームグリッドの1行に並ぶ幅420ピクセルのフレームは1～19枚です（20 ではなく）',
    );
  });
});
