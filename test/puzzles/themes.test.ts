import { describe, expect, it } from 'vitest';
import { parseCellName } from '../../src/engine/board';
import { type GameState, type Move, play } from '../../src/engine/game';
import { themesOf } from '../../src/puzzles/themes';
import { EMPTY7, stateOf } from '../engine/helpers';

/** The moves of a line from their names. */
function line(state: GameState, names: readonly string[]): Move[] {
  return names.map((name) => {
    if (name === 'swap') return 'swap';
    const cell = parseCellName(state.board, name);
    if (!cell.ok) throw new Error(name);
    return cell.value;
  });
}

function themes(state: GameState, names: readonly string[]): string[] {
  return themesOf(state, line(state, names));
}

describe('puzzle themes', () => {
  it('last marble and push-off: the last drop sends an opponent off the edge', () => {
    const state = stateOf(['2......', '.......', '.......', '.......', '.......', '.......', '......1'], {
      marbles: 2,
      roundLimit: null,
    });
    expect(themes(state, ['a6'])).toEqual(['last-marble', 'push-off']);
    // Pushing one's own marble off is no push-off.
    const own = stateOf(['1......', '.......', '.......', '.......', '.......', '.......', '......2'], {
      marbles: 3,
    });
    expect(themes(own, ['a6'])).toEqual([]);
  });

  it('chain: one drop moves three lines', () => {
    const state = stateOf(['.......', '.......', '...2...', '..1.2..', '.......', '.......', '.......']);
    expect(themes(state, ['d4'])).toEqual(['chain']);
    expect(themes(state, ['c3'])).toEqual([]);
  });

  it('hole and cushion: the rules example of a line absorbed and a marble sent into the hole', () => {
    const state = stateOf(['.......', '...C...', '...1...', '...2...', '.......', '...1...', '...H...']);
    expect(themes(state, ['d3'])).toEqual(['hole', 'cushion']);
  });

  it("bumper: the reflection moves a marble, and only the solver's drops count", () => {
    const state = stateOf(['.......', '...B...', '...2...', '...1...', '.......', '...1...', '...2...']);
    expect(themes(state, ['d3'])).toEqual(['push-off', 'bumper']);
    expect(themes(state, ['a1', 'd3'])).toEqual([]);
  });

  it('pie: the line takes the swap', () => {
    const start = stateOf(EMPTY7);
    const opened = play(start, 24);
    if (!opened.ok) throw new Error('d4');
    expect(themes(opened.value.state, ['swap'])).toEqual(['pie']);
  });

  it('round limit: the count decides', () => {
    const state = stateOf(['1......', '.......', '.......', '.......', '.......', '.......', '......2'], {
      roundLimit: 1,
    });
    expect(themes(state, ['d4', 'a1'])).toEqual(['round-limit']);
  });

  it('must-block: with three players the next one, a marble from winning, narrows the moves', () => {
    const state = stateOf(['2......', '.......', '.......', '.......', '.......', '.......', '.......'], {
      players: 3,
      marbles: 2,
    });
    expect(themes(state, ['a6'])).toEqual(['push-off', 'must-block']);
    const open = stateOf(EMPTY7, { players: 3, marbles: 2 });
    expect(themes(open, ['a6'])).toEqual([]);
  });

  it("team: with four players the solver's drop moves the partner's marble", () => {
    const state = stateOf(['.......', '.......', '...3...', '.......', '.......', '.......', '.......'], {
      players: 4,
      marbles: 5,
    });
    expect(themes(state, ['d4'])).toEqual(['team']);
    const rival = stateOf(['.......', '.......', '...2...', '.......', '.......', '.......', '.......'], {
      players: 4,
      marbles: 5,
    });
    expect(themes(rival, ['d4'])).toEqual([]);
  });
});
