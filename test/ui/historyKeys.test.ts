// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { type KeyPress, historyCommand } from '../../src/ui/historyKeys';

const page = document.createElement('main');
page.innerHTML = `
  <div id="list" tabindex="0"></div>
  <button id="button">Play</button>
  <input id="field" />
  <input id="range" type="range" />
  <select id="select"></select>
  <textarea id="area"></textarea>
  <div id="editable" contenteditable="true"></div>
  <svg id="chart" role="slider" tabindex="0"></svg>
  <div role="dialog"><span id="in-dialog"></span></div>
  <div role="menu"><button id="menu-item" role="menuitem">Delete</button></div>
`;
document.body.append(page);

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('historyCommand', () => {
  test.each([
    ['ArrowLeft', 'body', 'back'],
    ['ArrowRight', 'body', 'forward'],
    ['Home', 'list', 'start'],
    ['End', 'list', 'end'],
    [' ', 'list', 'play-pause'],
    [' ', 'chart', 'play-pause'],
    ['ArrowRight', 'chart', 'forward'],
    ['ArrowLeft', 'button', 'back'],
    // Space presses a button; the fields keep every key for themselves.
    [' ', 'button', null],
    [' ', 'menu-item', null],
    ['ArrowLeft', 'field', null],
    ['ArrowRight', 'range', null],
    ['Home', 'select', null],
    ['End', 'area', null],
    [' ', 'editable', null],
    ['ArrowLeft', 'in-dialog', null],
    ['ArrowDown', 'menu-item', null],
    ['ArrowUp', 'list', null],
    ['a', 'body', null],
  ])('%j on #%s: %s', (key, id, command) => {
    const target = id === 'body' ? document.body : document.getElementById(id);
    expect(historyCommand(press(key), target)).toBe(command);
  });

  test.each([{ altKey: true }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }])(
    'a key with %j is the browser’s',
    (modifier) => {
      expect(historyCommand(press('ArrowLeft', modifier), document.body)).toBeNull();
    },
  );

  test('a key with no target still counts (the page itself)', () => {
    expect(historyCommand(press('End'), null)).toBe('end');
  });
});
