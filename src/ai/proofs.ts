import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, UNPROVEN } from './searchTypes';

/**
 * What climbing proofs reads and writes of a tree, whichever layout holds it (`SerialTree`,
 * `SharedTree`): a node's tried children are the slots `firstChild .. firstChild + triedOf`.
 * Proofs run only when a descent proves a leaf, so the calls through this interface cost the
 * searches' loops nothing measurable.
 */
export interface ProofTree {
  firstChild(node: number): number;
  triedOf(node: number): number;
  /** Children in all, tried or not. */
  sizeOf(node: number): number;
  proofOf(slot: number): number;
  prove(node: number, proof: number): void;
}

/** Proves the nodes above a newly proven leaf of `path`, as far as their children decide them. */
export function propagate(tree: ProofTree, path: Int32Array, depth: number): void {
  for (let i = depth - 2; i >= 0; i--) {
    const node = path[i]!;
    const proof = provenByChildren(tree, node);
    if (proof === UNPROVEN) return;
    tree.prove(node, proof);
  }
}

/**
 * A two-sided node's outcome for its mover: the opponent's best child decides it. Proofs never
 * change once made, so what one thread concludes here holds whatever the others do meanwhile.
 */
function provenByChildren(tree: ProofTree, node: number): number {
  const first = tree.firstChild(node);
  const tried = tree.triedOf(node);
  let open = tried < tree.sizeOf(node);
  let draw = false;
  for (let s = first; s < first + tried; s++) {
    const p = tree.proofOf(s);
    if (p === PROVEN_WIN) return PROVEN_LOSS;
    if (p === UNPROVEN) open = true;
    else if (p === PROVEN_DRAW) draw = true;
  }
  if (open) return UNPROVEN;
  return draw ? PROVEN_DRAW : PROVEN_WIN;
}
