import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/game';
import { cellOf, displacements, layoutOf, stateOf } from './helpers';
import { RULES_EXAMPLES } from './rules-examples';

describe('worked drop examples', () => {
  it.each(RULES_EXAMPLES)('$name', (ex) => {
    const state = stateOf(ex.before, { lattice: ex.lattice ?? 'square', marbles: ex.marbles ?? 8 });
    const played = play(state, cellOf(state.board, ex.drop));
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    expect(layoutOf(played.value.state)).toEqual(ex.after);
    expect(displacements(state, played.value.events)).toEqual(ex.moves);
    if (ex.reserves) expect(played.value.state.reserves).toEqual(ex.reserves);
  });
});
