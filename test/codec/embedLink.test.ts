import { describe, expect, test } from 'vitest';
import { embedSnippet, readEmbedHash } from '../../src/codec/embedLink';

describe('the embed page address', () => {
  test('a plain game link plays neither by itself nor in a loop', () => {
    expect(readEmbedHash('#game=square7.2.d4d5')).toEqual({
      link: '#game=square7.2.d4d5',
      autoplay: false,
      loop: false,
    });
  });

  test('the switches come off; the link keeps its own parts in order', () => {
    expect(readEmbedHash('#game=square7.2.d4d5&autoplay&ply=1&loop')).toEqual({
      link: '#game=square7.2.d4d5&ply=1',
      autoplay: true,
      loop: true,
    });
  });

  test('an empty hash is an empty link', () => {
    expect(readEmbedHash('')).toEqual({ link: '', autoplay: false, loop: false });
  });

  test('the snippet quotes the address and the title as attribute values', () => {
    const html = embedSnippet('https://example.org/embed.html#game=x&autoplay', 'A "replay" <1>');
    expect(html).toBe(
      '<iframe src="https://example.org/embed.html#game=x&amp;autoplay" title="A &quot;replay&quot; &lt;1>" ' +
        'width="640" height="400" style="border:0" allow="fullscreen" loading="lazy"></iframe>',
    );
  });
});
