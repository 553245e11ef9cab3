import { expect } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, UNPROVEN } from '../../src/ai/searchTypes';
import { LEAF, SCORE_UNITS, type SharedTree } from '../../src/ai/sharedTree';
import { type FastGame, ONGOING } from '../../src/engine/fast';

/**
 * Walks a shared tree after its search from `root` (whose position is `game`) and checks what
 * every search must leave, however its threads interleaved: the root's visits are the playouts
 * run, no node has fewer visits than its children together, every visit has its reward, no node
 * is left held by a thread choosing its next move, each
 * family holds the legal moves of its position once each by the player to move there, a proof
 * agrees with the game's end or with the children's proofs, and, when the root is in the first
 * slot (a tree started afresh or moved to the front), every slot taken is a node within reach or
 * is still free (all its fields zero), as a family's slots are until it is made.
 */
export function checkSharedTree(
  tree: SharedTree,
  root: number,
  game: FastGame,
  playouts: number,
  twoSides = true,
): void {
  expect(tree.visitsOf(root)).toBe(playouts);
  const within = new Uint8Array(tree.nodes);
  within[root] = 1;
  const walk = (node: number, position: FastGame): void => {
    const visits = tree.visitsOf(node);
    expect(tree.scoreOf(node)).toBeGreaterThanOrEqual(0);
    expect(tree.scoreOf(node)).toBeLessThanOrEqual(SCORE_UNITS * visits);
    // No thread left a node held while choosing its next move (its count of tried moves negative).
    expect(tree.tried[node]).toBeGreaterThanOrEqual(0);
    const proof = tree.proof[node]!;
    if (position.status !== ONGOING) {
      if (node !== root) expect(proof).toBe(outcomeFor(position.winners, tree.mover[node]!));
      return;
    }
    const first = tree.first[node]!;
    if (first === LEAF) {
      // Only a finished game, or the solver's proof of one, is proven without children.
      expect(proof).toBe(UNPROVEN);
      return;
    }
    // A family lies anywhere in the slots taken (each thread takes blocks of its own), not in the root's.
    expect(first).toBeGreaterThan(LEAF);
    expect(first + tree.size[node]!).toBeLessThanOrEqual(tree.nodes);
    const size = tree.size[node]!;
    const tried = tree.tried[node]!;
    expect(tried).toBeLessThanOrEqual(size);
    const moves: number[] = [];
    let childVisits = 0;
    const childProofs: number[] = [];
    within.fill(1, first, first + size);
    for (let s = first; s < first + size; s++) {
      moves.push(tree.move[s]!);
      expect(tree.mover[s]).toBe(position.toMove);
      if (s >= first + tried) {
        expect(tree.visitsOf(s)).toBe(0);
        continue;
      }
      childVisits += tree.visitsOf(s);
      childProofs.push(tree.proof[s]!);
      const after = position.clone();
      after.play(tree.move[s]!);
      walk(s, after);
    }
    expect(moves.sort((a, b) => a - b)).toEqual(legalList(position).sort((a, b) => a - b));
    expect(childVisits).toBeLessThanOrEqual(visits);
    if (proof !== UNPROVEN && twoSides) {
      const allProven = tried === size && childProofs.every((p) => p !== UNPROVEN);
      if (proof === PROVEN_LOSS) expect(childProofs).toContain(PROVEN_WIN);
      else expect(allProven && !childProofs.includes(PROVEN_WIN)).toBe(true);
      if (proof === PROVEN_DRAW) expect(childProofs).toContain(PROVEN_DRAW);
      if (proof === PROVEN_WIN) expect(childProofs).not.toContain(PROVEN_DRAW);
    }
  };
  walk(root, game.clone());
  const taken = (s: number): boolean =>
    tree.move[s] !== 0 ||
    tree.mover[s] !== 0 ||
    tree.proof[s] !== 0 ||
    tree.visitsOf(s) !== 0 ||
    tree.scoreOf(s) !== 0 ||
    tree.first[s] !== LEAF ||
    tree.size[s] !== 0 ||
    tree.tried[s] !== 0;
  const astray = root === 0 ? [...within.keys()].filter((s) => within[s] === 0 && taken(s)) : [];
  expect(astray).toEqual([]);
}

function outcomeFor(winners: number, player: number): number {
  if (winners === 0) return PROVEN_DRAW;
  return winners & (1 << player) ? PROVEN_WIN : PROVEN_LOSS;
}
