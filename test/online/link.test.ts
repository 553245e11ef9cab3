import { describe, expect, test } from 'vitest';
import { embedLinkText, embeddedGame } from '../../src/online/link';

describe("an online game's embed address", () => {
  test('names the game by its id on its server, and is read back', () => {
    const address = new URL(embedLinkText('https://momentum.example', 'pQ3k7ZxWb2Aa'));
    expect(address.href).toBe('https://momentum.example/embed/online/pQ3k7ZxWb2Aa');
    expect(embeddedGame(address.pathname)).toEqual({ ok: true, value: 'pQ3k7ZxWb2Aa' });
  });

  test.each(['/embed.html', '/embed', '/online/pQ3k7ZxWb2Aa', '/'])('%s is no online embed', (path) => {
    expect(embeddedGame(path)).toBeNull();
  });

  test.each(['/embed/online/short', '/embed/online/', '/embed/online/pQ3k7%20ZxWb2Aa'])(
    '%s names no game any server has',
    (path) => {
      expect(embeddedGame(path)).toEqual({ ok: false, error: { code: 'bad-link' } });
    },
  );
});
