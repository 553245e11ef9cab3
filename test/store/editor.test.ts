import { describe, expect, test } from 'vitest';
import { writeLayout } from '../../src/engine/board';
import { createEditor } from '../../src/store/editor';
import { EMPTY7 } from '../engine/helpers';
import { tableWith } from './fixtures';

function editing() {
  const { store: table } = tableWith();
  const editor = createEditor(table);
  editor.getState().openEditor();
  const shown = () => {
    const { start } = table.getState();
    return writeLayout(start.board, start.owners);
  };
  return { table, editor, shown };
}

describe('the board editor', () => {
  test('opens on the board of the game on the table, and every edit is on the table at once', () => {
    const { table, editor, shown } = editing();
    table.getState().playText('d4');
    editor.getState().openEditor();
    expect(editor.getState().draft.layout).toEqual(EMPTY7);
    expect(table.getState().line).toEqual([]);
    editor.getState().setSymmetry('4');
    editor.getState().setTool('hole');
    editor.getState().paint(0);
    expect(shown()).toEqual(editor.getState().draft.layout);
    expect([shown()[0], shown()[6]]).toEqual(['H.....H', 'H.....H']);
  });

  test('Close editor puts back the game it was opened from, at the same move; playing the board keeps the board', () => {
    const { store: table } = tableWith();
    const editor = createEditor(table);
    table.getState().playText('d4');
    table.getState().playText('c3');
    table.getState().goToPly(1);
    const before = table.getState();
    editor.getState().openEditor();
    editor.getState().setTool('hole');
    editor.getState().paint(0);
    expect(table.getState().line).toEqual([]);
    editor.getState().leaveEditor();
    expect(editor.getState().open).toBe(false);
    expect(table.getState().start).toBe(before.start);
    expect(table.getState().line.map((p) => p.move)).toEqual(before.line.map((p) => p.move));
    expect(table.getState().cursor).toBe(1);

    editor.getState().openEditor();
    editor.getState().paint(0);
    const edited = table.getState().start;
    editor.getState().closeEditor();
    // Left to play the board: nothing of the old game comes back, then or later.
    editor.getState().leaveEditor();
    expect(table.getState().start).toBe(edited);
  });

  test('steps aside for the guide and comes back with its draft and undo history as they were', () => {
    const { table, editor, shown } = editing();
    editor.getState().setTool('cushion');
    editor.getState().paint(0);
    const { draft, past } = editor.getState();
    editor.getState().suspendEditor();
    expect(editor.getState().open).toBe(false);
    table.getState().playText('d4');
    editor.getState().resumeEditor();
    expect(editor.getState()).toMatchObject({ open: true, draft, past });
    expect(shown()).toEqual(draft.layout);
  });

  test('paints with the tool and the symmetry; a drag is one undo step; undo and redo walk back and forth', () => {
    const { editor, shown } = editing();
    const e = () => editor.getState();
    e().setTool('cushion');
    e().setSymmetry('mirror');
    e().paint(0);
    e().paint(8, { continueStroke: true });
    expect(shown().slice(0, 2)).toEqual(['C.....C', '.C...C.']);
    e().paint(3 * 7 + 3, { erase: true });
    expect(shown()[3]).toBe('...-...');
    e().undo();
    expect(shown().slice(0, 4)).toEqual(['C.....C', '.C...C.', '.......', '.......']);
    e().undo();
    expect(shown()).toEqual(EMPTY7);
    e().redo();
    expect(shown()[1]).toBe('.C...C.');
  });

  test('a refused edit leaves the board and says why; the next good edit clears it', () => {
    const { editor, shown } = editing();
    const e = () => editor.getState();
    e().setMarbles(30);
    expect(e().problem).toMatchObject({ code: 'rules' });
    expect(shown()).toEqual(EMPTY7);
    expect(e().setText('...\n..')).toMatchObject({ ok: false, error: { code: 'layout' } });
    expect(shown()).toEqual(EMPTY7);
    e().setText('.....\n.....\n.....\n.....\n.....');
    expect(e().problem).toBeNull();
    expect(shown()).toHaveLength(5);
  });

  test('a symmetry the board loses is dropped; one it never had is refused', () => {
    const { editor } = editing();
    const e = () => editor.getState();
    e().setSymmetry('4');
    e().applyShape({ shape: 'rectangle', rows: 5, cols: 7 });
    expect(e().symmetry).toBe('none');
    e().setSymmetry('4');
    expect(e().problem).toEqual({ code: 'symmetry', mode: '4' });
    e().setSymmetry('2');
    expect(e().symmetry).toBe('2');
  });

  test('random obstacles come from the seed shown: the same seed, the same board', () => {
    const { editor, shown } = editing();
    const e = () => editor.getState();
    e().setSymmetry('2');
    e().setObstacles({ count: 4, seed: 11 });
    e().placeObstacles();
    const first = shown();
    expect(first.join('').replace(/\./g, '')).toHaveLength(4);
    e().undo();
    e().setObstacles({ seed: 12 });
    e().placeObstacles();
    e().undo();
    e().setObstacles({ seed: 11 });
    e().placeObstacles();
    expect(shown()).toEqual(first);
  });

  test('placing again replaces the last placement with a new set, and keeps what was painted by hand', () => {
    const { editor, shown } = editing();
    const e = () => editor.getState();
    const obstacles = () => [...shown().join('').replace(/[.]/g, '')].sort().join('');
    e().setSymmetry('4');
    e().setTool('bumper');
    e().paint(0);
    expect(obstacles()).toBe('BBBB');
    e().setObstacles({ count: 8, kinds: ['hole'], seed: 5 });
    e().placeObstacles();
    const first = shown();
    expect(obstacles()).toBe('BBBBHHHHHHHH');
    e().placeObstacles();
    expect(e().obstacles.seed).toBe(6);
    expect(obstacles()).toBe('BBBBHHHHHHHH');
    expect(shown()).not.toEqual(first);
    e().setObstacles({ count: 4 });
    e().placeObstacles();
    expect(e().obstacles.seed).toBe(6);
    expect(obstacles()).toBe('BBBBHHHH');
    e().undo();
    expect(obstacles()).toBe('BBBBHHHHHHHH');
  });

  test('a refusal is kept with the control it came from', () => {
    const { editor } = editing();
    const e = () => editor.getState();
    e().setSymmetry('4');
    e().setObstacles({ count: 6 });
    e().placeObstacles();
    expect(e().problem).toMatchObject({ code: 'obstacles', problem: { code: 'unreachable-count', count: 6 } });
    expect(e().problemPlace).toBe('obstacles');
    e().setText('11.\n...\n...');
    expect(e().problem).toMatchObject({ code: 'rules' });
    expect(e().problemPlace).toBe('text');
    e().setMarbles(30);
    expect(e().problemPlace).toBe('board');
  });
});
