// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { TOOLS } from '../../src/setup/draft';
import { editorCommand } from '../../src/ui/editor/editorKeys';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

describe('editorCommand', () => {
  test('1 to 9 and then 0 pick the ten tools in palette order', () => {
    const picked = [...'1234567890'].map((key) => editorCommand(press(key), null));
    expect(picked).toEqual(TOOLS.map((tool) => ({ kind: 'tool', tool })));
  });

  test('Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo; Cmd does the same on a Mac', () => {
    expect(editorCommand(press('z', { ctrlKey: true }), null)).toEqual({ kind: 'undo' });
    expect(editorCommand(press('Z', { ctrlKey: true, shiftKey: true }), null)).toEqual({ kind: 'redo' });
    expect(editorCommand(press('y', { ctrlKey: true }), null)).toEqual({ kind: 'redo' });
    expect(editorCommand(press('z', { metaKey: true }), null)).toEqual({ kind: 'undo' });
  });

  test('other keys and modified digits mean nothing', () => {
    for (const p of [
      press('a'),
      press('3', { shiftKey: true }),
      press('3', { ctrlKey: true }),
      press('z', { altKey: true, ctrlKey: true }),
      press('F1'),
    ])
      expect(editorCommand(p, null)).toBeNull();
  });

  test('where one types, keys are left to the field; checkboxes, radios and buttons do not type', () => {
    for (const html of [
      '<textarea></textarea>',
      '<input>',
      '<input type="number">',
      '<select></select>',
      '<div contenteditable="true"></div>',
    ]) {
      expect(editorCommand(press('3'), element(html)), html).toBeNull();
      expect(editorCommand(press('z', { ctrlKey: true }), element(html)), html).toBeNull();
    }
    for (const html of ['<input type="radio">', '<input type="checkbox">', '<button></button>']) {
      expect(editorCommand(press('3'), element(html)), html).toEqual({ kind: 'tool', tool: 'cushion' });
    }
  });
});
