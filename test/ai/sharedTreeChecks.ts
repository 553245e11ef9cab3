import { expect } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, UNPROVEN } from '../../src/ai/searchTree';
import { LEAF, SCORE_UNITS, type SharedTree } from '../../src/ai/sharedTree';
import { type FastGame, ONGOING } from '../../src/engine/fast';

/**
 * Walks a shared tree after its search from `root` (whose position is `game`) and checks what
 * every search must leave, however its threads interleaved: the root's visits are the playouts
 * run, no node has fewer visits than its children together, every visit has its reward, no node
 * is left held by a thread choosing its next move, each
 * family holds the legal moves of its position once each by the player to move there, a proof
 * agrees with the game's end or with the children's proofs, and no node made is out of reach.
 * Returns the nodes reached.
 */
export function checkSharedTree(
  tree: SharedTree,
  root: number,
  game: FastGame,
  playouts: number,
  twoSides = true,
): number {
  expect(tree.visitsOf(root)).toBe(playouts);
  let reached = 1;
  const walk = (node: number, position: FastGame): void => {
    const visits = tree.visitsOf(node);
    expect(tree.scoreOf(node)).toBeGreaterThanOrEqual(0);
    expect(tree.scoreOf(node)).toBeLessThanOrEqual(SCORE_UNITS * visits);
    // No thread left a node held while choosing its next move.
    expect(tree.choosing[node]).toBe(0);
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
    expect(first).toBeGreaterThan(node);
    const size = tree.size[node]!;
    const tried = tree.tried[node]!;
    expect(tried).toBeLessThanOrEqual(size);
    const moves: number[] = [];
    let childVisits = 0;
    const childProofs: number[] = [];
    for (let s = first; s < first + size; s++) {
      moves.push(tree.move[s]!);
      expect(tree.mover[s]).toBe(position.toMove);
      if (s >= first + tried) {
        expect(tree.visitsOf(s)).toBe(0);
        continue;
      }
      reached++;
      childVisits += tree.visitsOf(s);
      childProofs.push(tree.proof[s]!);
      const after = position.clone();
      after.play(tree.move[s]!);
      walk(s, after);
    }
    reached += size - tried;
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
  return reached;
}

function outcomeFor(winners: number, player: number): number {
  if (winners === 0) return PROVEN_DRAW;
  return winners & (1 << player) ? PROVEN_WIN : PROVEN_LOSS;
}
