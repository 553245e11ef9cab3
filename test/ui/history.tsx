import { type ReactNode, act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { EMPTY_TREE, type MoveTree, type TreePath } from '../../src/engine/tree';
import { TableContext } from '../../src/store/context';
import type { TableStore } from '../../src/store/table';
import { withNames } from '../engine/helpers';

const mounted: Root[] = [];

/**
 * Renders a panel as `renderWith` does, and keeps its root so that `unmountAll` can end it: the
 * history panels listen to the whole document, and a panel left mounted by an earlier test (with
 * its own store) would take the next test's keys.
 */
export function mountWith(store: TableStore, node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  act(() => root.render(<TableContext.Provider value={store}>{node}</TableContext.Provider>));
  mounted.push(root);
  return container;
}

export function unmountAll(): void {
  act(() => {
    for (const root of mounted.splice(0)) root.unmount();
  });
}

/** The tree of lines of cell names, each from the start: the first is the main line, later ones branch off. */
export function treeOfLines(store: TableStore, lines: readonly (readonly string[])[]): MoveTree {
  let tree = EMPTY_TREE;
  for (const line of lines) tree = grown(store, tree, line).tree;
  return tree;
}

/** The path of a line of cell names from the start. */
export function pathOfNames(store: TableStore, names: readonly string[]): TreePath {
  return grown(store, EMPTY_TREE, names).path;
}

function grown(store: TableStore, tree: MoveTree, names: readonly string[]) {
  return withNames(tree, store.getState().start.board, names);
}

/** Puts a game of these lines on the table with the cursor after the moves `at`. */
export function loadLines(store: TableStore, lines: readonly (readonly string[])[], at: readonly string[]): void {
  const { start } = store.getState();
  const loaded = store
    .getState()
    .loadGame({ start, tree: treeOfLines(store, lines) }, { path: pathOfNames(store, at) });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
}

/** A key pressed with focus on `target`: the event bubbles up to the page as a real one does. */
export function pressKey(target: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}
