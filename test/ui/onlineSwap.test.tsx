// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { SwapButton } from '../../src/ui/SwapButton';
import { atOnlineTable } from './render';

/** The swap button of a table at Blue's first turn, with an online game's store above it. */
function swapAtBluesTurn() {
  const { online, view } = atOnlineTable(<SwapButton />);
  const shown = () => view.querySelector('button.swap') !== null;
  return { online, shown };
}

describe('the swap at an online game', () => {
  test('is offered only to the browser holding the seat to move', () => {
    const { online, shown } = swapAtBluesTurn();
    act(() => online.setState({ connection: 'live', seat: 2, status: 'live' }));
    expect(shown()).toBe(true);
    act(() => online.setState({ seat: 1 }));
    expect(shown()).toBe(false);
    act(() => online.setState({ seat: null }));
    expect(shown()).toBe(false);
  });

  test('is the table’s own again once the game is over, or where no game server answers', () => {
    const { online, shown } = swapAtBluesTurn();
    act(() => online.setState({ connection: 'live', seat: 1, status: 'ended' }));
    expect(shown()).toBe(true);
    act(() => online.setState({ connection: 'no-server', seat: null, status: null }));
    expect(shown()).toBe(true);
  });
});
