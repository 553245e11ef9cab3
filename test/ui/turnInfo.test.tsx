// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { OnlineContext } from '../../src/store/context';
import { createOnline } from '../../src/store/online';
import { TurnInfo } from '../../src/ui/TurnInfo';
import { tableWith } from '../store/fixtures';
import { renderWith } from './render';

describe('whose turn, at an online game', () => {
  test('an online game that ended off the board (a resignation) reads over, not whose turn it would be', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    const online = createOnline(store);
    const view = renderWith(
      store,
      <OnlineContext.Provider value={online}>
        <TurnInfo />
      </OnlineContext.Provider>,
    );
    const line = () => view.querySelector('.to-move')!.textContent;
    expect(line()).toBe('Blue to move');
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    expect(line()).toBe('Blue to move');
    act(() => online.setState({ status: 'ended' }));
    expect(line()).toBe('Game over');
  });
});
