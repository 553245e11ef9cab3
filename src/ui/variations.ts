import { type Words, words } from '../i18n/catalogue';
import { type MoveTree, type TreePath, childrenAt, moveId, onMainLine, parentPath } from '../engine/tree';

export type VariationAction = 'promote' | 'main-line' | 'delete';

export interface VariationMenuItem {
  readonly action: VariationAction;
  readonly label: Words;
}

/** What the menu of the move at `path` offers: promoting only makes sense off the main line. */
export function variationMenu(tree: MoveTree, path: TreePath): VariationMenuItem[] {
  if (path === '') return [];
  const promotions: VariationMenuItem[] = onMainLine(tree, path)
    ? []
    : [
        { action: 'promote', label: words('play.variation.promote') },
        { action: 'main-line', label: words('play.variation.mainLine') },
      ];
  return [...promotions, { action: 'delete', label: words('play.variation.delete') }];
}

/** The path of the move before (-1) or after (+1) the one at `path` among its siblings; null at either end. */
export function siblingPath(tree: MoveTree, path: TreePath, step: -1 | 1): TreePath | null {
  if (path === '') return null;
  const parent = parentPath(path);
  const siblings = childrenAt(tree, parent) ?? [];
  const index = siblings.findIndex((node) => moveId(node.move) === path.slice(-2));
  const next = index < 0 ? undefined : siblings[index + step];
  return next ? parent + moveId(next.move) : null;
}
