// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { moveName } from '../../src/engine/game';
import { lineTree, mainLine, pathOf } from '../../src/engine/tree';
import type { TableStore } from '../../src/store/table';
import { MoveList } from '../../src/ui/MoveList';
import { tableWith } from '../store/fixtures';
import { loadLines, mountWith, pathOfNames, pressKey, unmountAll } from './history';
import { acting, button, click } from './render';

// Red a1, Blue g7, Red b2, Blue f6; Blue tried c3 (then Red d4) and e5 instead of g7.
const LINES = [
  ['a1', 'g7', 'b2', 'f6'],
  ['a1', 'c3', 'd4'],
  ['a1', 'e5'],
];

afterEach(unmountAll);

function listAt(at: readonly string[]) {
  const { store } = tableWith();
  loadLines(store, LINES, at);
  const view = mountWith(store, <MoveList />);
  return { store, view, list: view.querySelector<HTMLElement>('[aria-label="Move list"]')! };
}

function rowTexts(view: HTMLElement): string[] {
  return [...view.querySelectorAll('.move-row')].map((row) =>
    [...row.children]
      .map((c) => c.textContent)
      .filter((t) => t !== '')
      .join(' '),
  );
}

function current(view: HTMLElement): string | null {
  return view.querySelector('[aria-current]')?.textContent ?? null;
}

function rightClick(target: Element): void {
  act(() => {
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
  });
}

function menuItems(view: HTMLElement): string[] {
  return [...view.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');
}

function mainNames(store: TableStore): string[] {
  const { start, tree } = store.getState();
  return mainLine(tree).map((move) => moveName(start.board, move));
}

describe('MoveList', () => {
  test('rounds in one column per player, variations indented after the move they replace, the current move marked', () => {
    const { view } = listAt(['a1', 'g7', 'b2', 'f6']);
    expect(view.querySelector('.move-list-head')?.textContent).toBe('RedBlue');
    expect(rowTexts(view)).toEqual(['1 a1 g7', '1… c3', '2. d4', '1… e5', '2 b2 f6⋯']);
    expect(current(view)).toBe('f6');
    expect(button(view, 'f6').getAttribute('aria-label')).toBe('f6, Blue, round 2');
    expect(button(view, 'c3').getAttribute('aria-label')).toBe('c3, Blue, round 1, variation');
  });

  test('a game with no moves says so', () => {
    const { store } = tableWith();
    const view = mountWith(store, <MoveList />);
    expect(view.querySelector('.move-list-rows')?.textContent).toBe('No moves yet.');
  });

  test.each([
    ['g7', ['a1', 'g7']],
    ['c3', ['a1', 'c3']],
    ['d4', ['a1', 'c3', 'd4']],
    ['a1', ['a1']],
  ])('clicking %s goes there', (name, at) => {
    const { store, view } = listAt(['a1', 'g7', 'b2', 'f6']);
    click(button(view, name));
    expect(store.getState().path).toBe(pathOfNames(store, at));
    expect(current(view)).toBe(name);
    expect(view.querySelector('[aria-current] + .move-menu-button')).not.toBeNull();
  });

  test.each([
    { from: ['a1', 'g7', 'b2', 'f6'], key: 'ArrowLeft', to: ['a1', 'g7', 'b2'] },
    { from: ['a1'], key: 'ArrowRight', to: ['a1', 'g7'] },
    { from: ['a1', 'c3'], key: 'ArrowRight', to: ['a1', 'c3', 'd4'] },
    { from: ['a1', 'c3', 'd4'], key: 'ArrowRight', to: ['a1', 'c3', 'd4'] },
    { from: ['a1', 'c3', 'd4'], key: 'Home', to: [] },
    { from: ['a1', 'c3'], key: 'End', to: ['a1', 'c3', 'd4'] },
    { from: [], key: 'End', to: ['a1', 'g7', 'b2', 'f6'] },
    { from: ['a1', 'g7'], key: 'ArrowDown', to: ['a1', 'c3'] },
    { from: ['a1', 'c3'], key: 'ArrowDown', to: ['a1', 'e5'] },
    { from: ['a1', 'e5'], key: 'ArrowDown', to: ['a1', 'e5'] },
    { from: ['a1', 'c3'], key: 'ArrowUp', to: ['a1', 'g7'] },
  ])('$key from $from goes to $to', ({ from, key, to }) => {
    const { store, list } = listAt(from);
    list.focus();
    pressKey(list, key);
    expect(store.getState().path).toBe(pathOfNames(store, to));
  });

  test('a right click on a variation move offers promoting it; Make main line makes it the main line', () => {
    const { store, view } = listAt(['a1', 'g7']);
    rightClick(button(view, 'd4'));
    expect(view.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Move d4');
    expect(menuItems(view)).toEqual(['Promote variation', 'Make main line', 'Delete from here']);
    expect(document.activeElement?.textContent).toBe('Promote variation');
    click(button(view, 'Make main line'));
    expect(mainNames(store)).toEqual(['a1', 'c3', 'd4']);
    expect(view.querySelector('[role="menu"]')).toBeNull();
    expect(rowTexts(view)).toEqual(['1 a1 c3', '1… g7⋯', '2. b2 f6', '1… e5', '2 d4']);
  });

  test('Promote variation moves a variation ahead of its siblings', () => {
    const { store, view } = listAt(['a1', 'g7']);
    rightClick(button(view, 'e5'));
    click(button(view, 'Promote variation'));
    expect(mainNames(store)).toEqual(['a1', 'e5']);
  });

  test('Delete from here removes the move and what follows; the cursor steps out', () => {
    const { store, view } = listAt(['a1', 'g7', 'b2']);
    rightClick(button(view, 'g7'));
    expect(menuItems(view)).toEqual(['Delete from here']);
    click(button(view, 'Delete from here'));
    expect(mainNames(store)).toEqual(['a1', 'c3', 'd4']);
    expect(store.getState().path).toBe(pathOfNames(store, ['a1']));
    expect(view.querySelector('button[aria-label^="g7"]')).toBeNull();
  });

  test.each([
    ['ContextMenu', {}],
    ['F10', { shiftKey: true }],
  ])('%s opens the current move’s menu; arrows move in it, Escape closes it and focus goes back', (key, init) => {
    const { store, view, list } = listAt(['a1', 'c3']);
    list.focus();
    pressKey(list, key, init);
    expect(view.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Move c3');
    pressKey(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Make main line');
    pressKey(document.activeElement!, 'ArrowUp');
    pressKey(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Delete from here');
    // Keys inside the menu do not move through the history.
    expect(store.getState().path).toBe(pathOfNames(store, ['a1', 'c3']));
    pressKey(document.activeElement!, 'Escape');
    expect(view.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(list);
  });

  test('the ⋯ button on the current move opens and closes its menu', () => {
    const { view } = listAt(['a1', 'c3', 'd4']);
    const menuButton = button(view, '⋯');
    expect(menuButton.getAttribute('aria-label')).toBe('Menu of d4');
    click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuItems(view)).toEqual(['Promote variation', 'Make main line', 'Delete from here']);
    click(menuButton);
    expect(view.querySelector('[role="menu"]')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  test('10,000 moves: only the rows in view are rendered, the current move among them', () => {
    const { store } = tableWith();
    const moves = Array.from({ length: 10_000 }, (_, i) => i % 49);
    acting(() => store.setState({ tree: lineTree(moves), path: pathOf(moves) }));
    const began = performance.now();
    const view = mountWith(store, <MoveList />);
    expect(performance.now() - began).toBeLessThan(2000);
    expect(view.querySelector<HTMLElement>('.move-list-space')?.style.height).toBe(`${5000 * 26}px`);
    const rendered = view.querySelectorAll('.move-row').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(view.querySelector('[aria-current]')?.getAttribute('aria-label')).toBe('d7, Blue, round 5,000');
    // Back at the start, the list is back at its top.
    acting(() => store.setState({ path: '' }));
    expect(view.querySelector('.move-row')?.textContent).toBe('1a7b7');
  });
});
