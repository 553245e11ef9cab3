import { describe, expect, it } from 'vitest';
import { Prover } from '../../src/ai/prover';
import { FastGame } from '../../src/engine/fast';
import { type Move, legalMoves } from '../../src/engine/game';
import { type PuzzleTry, advance, judge, restart, solved, winningMove } from '../../src/puzzles/session';
import { SHIPPED, tryAt } from './shipped';

/** Whether the solver wins by force from the try's position within `turns` of their turns. */
function solverWins(t: PuzzleTry, turns: number): boolean {
  const prover = new Prover(FastGame.fromState(t.state), { solver: t.solver });
  return prover.wins(prover.root, turns);
}

describe('a try at a puzzle', () => {
  it('judges every shipped solution right, move by move, with its own replies, to the solve', () => {
    for (const puzzle of SHIPPED) {
      let t = tryAt(puzzle);
      let turns = 0;
      while (!solved(t)) {
        const move = t.solution[t.played.length]!;
        expect(winningMove(t)).toBe(move);
        const judgement = judge(t, move);
        expect(judgement.verdict, puzzle.id).toBe('right');
        if (judgement.verdict !== 'right') break;
        const at = t.played.length + 1;
        expect(judgement.replies).toEqual(t.solution.slice(at, at + judgement.replies.length));
        t = advance(t, [move, ...judgement.replies]);
        turns++;
        expect(judgement.solved).toBe(solved(t));
      }
      // With teams the partner's forced reply may finish the win before the solver's last turn.
      expect(turns, puzzle.id).toBeLessThanOrEqual(puzzle.winIn);
      expect(solved(t), puzzle.id).toBe(true);
      expect(t.played).toEqual(t.solution);
    }
  });

  it('judges a wrong first move wrong, and refutes it: the solver no longer wins in the turns left', () => {
    for (const puzzle of SHIPPED) {
      const t = tryAt(puzzle);
      // Where the must-block rule leaves one legal drop, there is no wrong one to try.
      const wrong = legalMoves(t.state).find((move) => move !== t.solution[0]);
      if (wrong === undefined) continue;
      const judgement = judge(t, wrong);
      expect(judgement.verdict, puzzle.id).toBe('wrong');
      if (judgement.verdict !== 'wrong') continue;
      // A win in one has no turn of the solver's left to refute: the wrong drop is the end of it.
      if (puzzle.winIn > 1) expect(judgement.refutation.length, puzzle.id).toBeGreaterThan(0);
      const refuted = advance(t, [wrong, ...judgement.refutation]);
      expect(solved(refuted)).toBe(false);
      expect(solverWins(refuted, puzzle.winIn - 1)).toBe(false);
    }
  });

  it('counts a later move off the solution that still wins in the turns left', () => {
    const found = SHIPPED.flatMap((puzzle) => {
      if (puzzle.winIn < 2) return [];
      const t = tryAt(puzzle);
      const first = judge(t, t.solution[0]!);
      if (first.verdict !== 'right') return [];
      const second = advance(t, [t.solution[0]!, ...first.replies]);
      const other = legalMoves(second.state).find(
        (move: Move) => move !== second.solution[second.played.length] && solverWins(advance(second, [move]), 0),
      );
      return other === undefined ? [] : [{ t: second, other }];
    });
    expect(found.length).toBeGreaterThan(0);
    const { t, other } = found[0]!;
    const judgement = judge(t, other);
    expect(judgement.verdict).toBe('right');
    if (judgement.verdict === 'right') expect(solved(advance(t, [other, ...judgement.replies]))).toBe(true);
    expect(winningMove(advance(restart(t), []))).toBe(t.solution[0]);
  });
});
