import { describe, expect, it } from 'vitest';
import { cellName } from '../../src/engine/board';
import type { PushEvent } from '../../src/engine/drop';
import { type GameState, type Move, legalMoves, moveName, play } from '../../src/engine/game';
import type { Ply } from '../../src/engine/record';
import type { GuideStep } from '../../src/store/guide';
import { type StepId, guideSteps } from '../../src/ui/guide/steps';
import { cellOf, playAll } from '../engine/helpers';

const steps = guideSteps();

function step(id: StepId): GuideStep {
  const found = steps.find((s) => s.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}

function plyOf(state: GameState, move: Move): Ply {
  const played = play(state, move);
  if (!played.ok) throw new Error(`${moveName(state.board, move)}: ${JSON.stringify(played.error)}`);
  return { move, player: state.toMove, events: played.value.events, state: played.value.state };
}

/** The step's own move, played through the engine. */
function shown(id: StepId): { state: GameState; ply: Ply } {
  const s = step(id);
  const state = playAll(s.start, s.lead);
  return { state, ply: plyOf(state, s.move) };
}

/** Every legal move from the position before the step's move that the step counts as its idea. */
function foundMoves(id: StepId): string[] {
  const s = step(id);
  const state = playAll(s.start, s.lead);
  return legalMoves(state)
    .filter((move) => s.found(state, plyOf(state, move)))
    .map((move) => moveName(state.board, move))
    .sort();
}

/** Each push of a move as `from -> where`, in the engine's order; `phase 2` marks a push sent back. */
function pushWords(state: GameState, ply: Ply): string[] {
  const name = (cell: number | null) => (cell === null ? 'past the edge' : cellName(state.board, cell));
  return ply.events
    .filter((e): e is PushEvent => e.kind === 'push')
    .map((p) => `${p.phase === 2 ? 'phase 2 ' : ''}${name(p.from)} ${p.result} ${name(p.target)}`);
}

function ownerAt(state: GameState, cell: string): number {
  return state.owners[cellOf(state.board, cell)]!;
}

describe('the guide steps', () => {
  it('cover every rule the guide teaches, in order', () => {
    expect(steps.map((s) => s.id)).toEqual([
      'drop',
      'edge',
      'lastInLine',
      'win',
      'lastMarble',
      'pie',
      'roundLimit',
      'mustBlock',
      'teams',
      'cushion',
      'bumper',
      'hole',
    ]);
  });

  it.each(steps.map((s) => s.id as StepId))('%s: the step move itself shows the idea', (id) => {
    const { state, ply } = shown(id);
    expect(step(id).found(state, ply)).toBe(true);
  });

  it.each(steps.filter((s) => s.id !== 'mustBlock').map((s) => s.id as StepId))(
    '%s: some legal move misses the idea, so trying it is a real question',
    (id) => {
      const s = step(id);
      const state = playAll(s.start, s.lead);
      expect(legalMoves(state).some((move) => !s.found(state, plyOf(state, move)))).toBe(true);
    },
  );

  it('a drop pushes the end marble of every row touching it: four rows, four marbles', () => {
    const { state, ply } = shown('drop');
    expect(pushWords(state, ply)).toEqual(['c4 moved c5', 'c2 moved c1', 'd3 moved e3', 'b4 moved a5']);
    expect(foundMoves('drop')).toEqual(['c3']);
  });

  it('marbles pushed past the edge go back to their owner', () => {
    const { state, ply } = shown('edge');
    expect(pushWords(state, ply)).toEqual(['e4 edge past the edge', 'c5 edge past the edge']);
    expect(ply.state.reserves[1]).toBe(state.reserves[1]! + 2);
    expect(foundMoves('edge')).toEqual(['d4']);
  });

  it('only the last marble of a row moves, whatever the colours in it', () => {
    const { state, ply } = shown('lastInLine');
    expect(pushWords(state, ply)).toEqual(['d3 moved e3']);
    const push = ply.events.find((e): e is PushEvent => e.kind === 'push')!;
    expect(push.line.map((c) => cellName(state.board, c))).toEqual(['b3', 'c3', 'd3']);
    expect([ownerAt(ply.state, 'b3'), ownerAt(ply.state, 'c3'), ownerAt(ply.state, 'd3')]).toEqual([1, 2, 0]);
    expect(foundMoves('lastInLine')).toEqual(['a3', 'e3']);
  });

  it('the win: Red drops its last marble and wins; a drop that pushes a Red marble off does not', () => {
    const { state, ply } = shown('win');
    expect(state.reserves[0]).toBe(1);
    expect(ply.state.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
    const selfPush = plyOf(state, cellOf(state.board, 'b4'));
    expect(pushWords(state, selfPush)).toContain('a4 edge past the edge');
    expect(selfPush.state.result).toBeNull();
    expect(selfPush.state.reserves[0]).toBe(1);
    expect(foundMoves('win')).not.toContain('b4');
    expect(foundMoves('win')).not.toContain('d1');
  });

  it("the last marble: pushing one of Blue's marbles off leaves Blue two drops from a win", () => {
    const { state, ply } = shown('lastMarble');
    expect(state.reserves[1]).toBe(1);
    expect(pushWords(state, ply)).toContain('e5 edge past the edge');
    expect(ply.state.reserves[1]).toBe(2);
    // From beside either Blue marble, outward: e5 over the top or right edge, a2 over the left edge.
    expect(foundMoves('lastMarble')).toEqual(['b1', 'b2', 'b3', 'd4', 'd5', 'e4']);
  });

  it('the pie rule: Blue swaps the opening marble, which goes back to Red', () => {
    const { state, ply } = shown('pie');
    expect(legalMoves(state)).toContain('swap');
    expect(ply.move).toBe('swap');
    expect(ownerAt(ply.state, 'c3')).toBe(2);
    expect(ply.state.reserves).toEqual([4, 3]);
    expect(foundMoves('pie')).toEqual(['swap']);
  });

  it('the round limit: the last turn of two rounds decides by marbles on the board', () => {
    const { state, ply } = shown('roundLimit');
    expect(state.turn).toBe(3);
    expect(state.rules.roundLimit).toBe(2);
    expect(pushWords(state, ply)).toContain('a1 edge past the edge');
    expect(ply.state.result).toEqual({ status: 'won', winners: [2], reason: 'round-limit' });
    const quiet = plyOf(state, cellOf(state.board, 'e1'));
    expect(quiet.state.result).toEqual({ status: 'drawn', winners: [], reason: 'round-limit' });
  });

  it('must block: with three players Blue may only play the moves that stop Green', () => {
    const { state, ply } = shown('mustBlock');
    expect(state.rules.players).toBe(3);
    expect(state.toMove).toBe(2);
    expect(state.reserves[2]).toBe(1);
    expect(
      legalMoves(state)
        .map((m) => moveName(state.board, m))
        .sort(),
    ).toEqual(['d1', 'd2', 'e2']);
    expect(play(state, cellOf(state.board, 'c1')).ok).toBe(false);
    expect(pushWords(state, ply)).toContain('e1 edge past the edge');
    expect(foundMoves('mustBlock')).toEqual(['d1', 'd2', 'e2']);
  });

  it('teams: Amber drops its last marble and Blue and Amber win together', () => {
    const { state, ply } = shown('teams');
    expect(state.rules.teams).toBe(true);
    expect(state.toMove).toBe(4);
    expect(ply.state.result).toEqual({ status: 'won', winners: [2, 4], reason: 'all-on-board' });
    const selfPush = plyOf(state, cellOf(state.board, 'e2'));
    expect(selfPush.state.result).toBeNull();
  });

  it('a cushion swallows the push of the row touching it', () => {
    const { state, ply } = shown('cushion');
    expect(pushWords(state, ply)).toEqual(['c3 absorbed b3', 'e3 edge past the edge']);
    expect(state.board.tiles[cellOf(state.board, 'b3')]).toBe('cushion');
    expect(ownerAt(ply.state, 'c3')).toBe(2);
    expect(foundMoves('cushion')).toEqual(['d3']);
  });

  it('a bumper sends the push back through the drop, moving a second marble the same way', () => {
    const { state, ply } = shown('bumper');
    expect(state.board.tiles[cellOf(state.board, 'a3')]).toBe('bumper');
    expect(pushWords(state, ply)).toEqual(['b3 reflected a3', 'e3 edge past the edge', 'phase 2 d3 moved e3']);
    expect(ownerAt(ply.state, 'c3')).toBe(1);
    expect(foundMoves('bumper')).toEqual(['c3']);
  });

  it('a hole takes a marble off the board like an edge', () => {
    const { state, ply } = shown('hole');
    expect(pushWords(state, ply)).toEqual(['c4 hole c3']);
    expect(ply.state.reserves[1]).toBe(state.reserves[1]! + 1);
    expect(foundMoves('hole')).toEqual(['c5', 'e1']);
  });
});
