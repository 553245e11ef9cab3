import type { GameState, Move } from './game';
import { type Result, err, ok } from './result';

/**
 * The game as a tree of moves: every node's first child is the line the game follows (the main
 * line from the root), the other children are variations. Immutable: every edit returns a new
 * tree sharing the untouched nodes.
 */
export interface MoveNode {
  readonly move: Move;
  readonly children: readonly MoveNode[];
}

export interface MoveTree {
  readonly children: readonly MoveNode[];
}

/**
 * A node's place in the tree, as the ids of the moves that lead to it, two characters each; `''`
 * is the start. Siblings differ in their move, so an id made from the move names a child alone.
 */
export type TreePath = string;

/** A whole game with its variations: where it starts, every move tried, and the record's free metadata. */
export interface GameTree {
  readonly start: GameState;
  readonly tree: MoveTree;
  readonly meta?: Readonly<Record<string, unknown>>;
}

export const EMPTY_TREE: MoveTree = { children: [] };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SWAP_ID = '__';

/** The two-character id of a move: its cell index in base 64 (URL-safe), `__` for the swap. */
export function moveId(move: Move): string {
  if (move === 'swap') return SWAP_ID;
  return ID_ALPHABET[Math.floor(move / 64)]! + ID_ALPHABET[move % 64]!;
}

function idMove(id: string): Move | null {
  if (id === SWAP_ID) return 'swap';
  const hi = ID_ALPHABET.indexOf(id[0]!);
  const lo = ID_ALPHABET.indexOf(id[1]!);
  return hi < 0 || lo < 0 || hi * 64 + lo === 64 * 64 - 1 ? null : hi * 64 + lo;
}

/** Why a path cannot be read or followed, or a tree edit cannot be made. */
export type TreeProblem =
  | { readonly code: 'odd-path'; readonly length: number }
  | { readonly code: 'unknown-move-id'; readonly id: string }
  | { readonly code: 'off-tree' }
  | { readonly code: 'delete-start' };

const OFF_TREE: TreeProblem = { code: 'off-tree' };

/** The ids a path is made of; an error when it is not a whole number of valid ids. */
export function splitPath(path: TreePath): Result<Move[], TreeProblem> {
  if (path.length % 2 !== 0) return err({ code: 'odd-path', length: path.length });
  const moves: Move[] = [];
  for (let i = 0; i < path.length; i += 2) {
    const move = idMove(path.slice(i, i + 2));
    if (move === null) return err({ code: 'unknown-move-id', id: path.slice(i, i + 2) });
    moves.push(move);
  }
  return ok(moves);
}

export function pathOf(moves: readonly Move[]): TreePath {
  return moves.map(moveId).join('');
}

export function parentPath(path: TreePath): TreePath {
  return path.slice(0, -2);
}

/** Plies from the start to the node at `path`. */
export function pathDepth(path: TreePath): number {
  return path.length / 2;
}

/** The nodes from the first move to the node at `path`; null when the path leaves the tree. */
export function nodesAt(tree: MoveTree, path: TreePath): MoveNode[] | null {
  const nodes: MoveNode[] = [];
  let children = tree.children;
  for (let i = 0; i < path.length; i += 2) {
    const id = path.slice(i, i + 2);
    const node = children.find((child) => moveId(child.move) === id);
    if (!node) return null;
    nodes.push(node);
    children = node.children;
  }
  return nodes;
}

export function childrenAt(tree: MoveTree, path: TreePath): readonly MoveNode[] | null {
  if (path === '') return tree.children;
  return nodesAt(tree, path)?.at(-1)?.children ?? null;
}

/** The moves that follow `path` along first children: what redo replays, to the end of the line. */
export function continuation(tree: MoveTree, path: TreePath): Move[] {
  const moves: Move[] = [];
  let next = childrenAt(tree, path)?.[0];
  while (next) {
    moves.push(next.move);
    next = next.children[0];
  }
  return moves;
}

/** The path of the line through `path` followed to its end along first children. */
export function lineEnd(tree: MoveTree, path: TreePath): TreePath {
  return path + pathOf(continuation(tree, path));
}

export function mainLine(tree: MoveTree): Move[] {
  return continuation(tree, '');
}

/** Rebuilds the node at `path` with `edit`, and every node above it; null when the path leaves the tree. */
function editAt(tree: MoveTree, path: TreePath, edit: (children: readonly MoveNode[]) => MoveNode[]): MoveTree | null {
  const rebuild = (children: readonly MoveNode[], at: number): MoveNode[] | null => {
    if (at >= path.length) return edit(children);
    const id = path.slice(at, at + 2);
    const index = children.findIndex((child) => moveId(child.move) === id);
    if (index < 0) return null;
    const below = rebuild(children[index]!.children, at + 2);
    if (!below) return null;
    const copy = children.slice();
    copy[index] = { move: children[index]!.move, children: below };
    return copy;
  };
  const children = rebuild(tree.children, 0);
  return children ? { children } : null;
}

/**
 * Plays `move` after `path`: an existing child is followed, a new one is added after its siblings,
 * so it starts a variation unless it is the first move from there. Returns the tree and the new path.
 */
export function addMove(
  tree: MoveTree,
  path: TreePath,
  move: Move,
): Result<{ tree: MoveTree; path: TreePath }, TreeProblem> {
  const next = path + moveId(move);
  const children = childrenAt(tree, path);
  if (!children) return err(OFF_TREE);
  if (children.some((child) => child.move === move)) return ok({ tree, path: next });
  const edited = editAt(tree, path, (kids) => [...kids, { move, children: [] }]);
  return edited ? ok({ tree: edited, path: next }) : err(OFF_TREE);
}

/** Appends a whole line of moves after `path`, as `addMove` does one by one. */
export function addLine(
  tree: MoveTree,
  path: TreePath,
  moves: readonly Move[],
): Result<{ tree: MoveTree; path: TreePath }, TreeProblem> {
  let at = { tree, path };
  for (const move of moves) {
    const added = addMove(at.tree, at.path, move);
    if (!added.ok) return added;
    at = added.value;
  }
  return ok(at);
}

/** True when the node at `path` is a first child all the way up: it lies on the main line. */
export function onMainLine(tree: MoveTree, path: TreePath): boolean {
  return path === pathOf(mainLine(tree)).slice(0, path.length);
}

/**
 * Moves the variation `path` lies in ahead of its siblings. With `toMainLine` every fork on the way
 * up is turned too, so the node ends on the main line; otherwise only the nearest fork where it is
 * not already first (lichess's "promote variation").
 */
export function promote(tree: MoveTree, path: TreePath, toMainLine: boolean): Result<MoveTree, TreeProblem> {
  let result = tree;
  for (let end = path.length; end > 0; end -= 2) {
    const id = path.slice(end - 2, end);
    const parent = path.slice(0, end - 2);
    const siblings = childrenAt(result, parent);
    if (!siblings) return err(OFF_TREE);
    const index = siblings.findIndex((child) => moveId(child.move) === id);
    if (index < 0) return err(OFF_TREE);
    if (index === 0) continue;
    result = editAt(result, parent, (kids) => [kids[index]!, ...kids.filter((_, i) => i !== index)])!;
    if (!toMainLine) break;
  }
  return ok(result);
}

/** Removes the node at `path` and everything after it. */
export function deleteAt(tree: MoveTree, path: TreePath): Result<MoveTree, TreeProblem> {
  if (path === '') return err({ code: 'delete-start' });
  const id = path.slice(-2);
  const siblings = childrenAt(tree, parentPath(path));
  if (!siblings?.some((child) => moveId(child.move) === id)) return err(OFF_TREE);
  return ok(editAt(tree, parentPath(path), (kids) => kids.filter((child) => moveId(child.move) !== id))!);
}

/** The tree of a single line of moves. */
export function lineTree(moves: readonly Move[]): MoveTree {
  let children: MoveNode[] = [];
  for (let i = moves.length - 1; i >= 0; i--) children = [{ move: moves[i]!, children }];
  return { children };
}

/** Nodes in the whole tree. */
export function treeSize(tree: MoveTree): number {
  let count = 0;
  const stack = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count++;
    stack.push(...node.children);
  }
  return count;
}
