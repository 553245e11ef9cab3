// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { TurnInfo } from '../../src/ui/TurnInfo';
import { atOnlineTable } from './render';

describe('whose turn, at an online game', () => {
  test('an online game that ended off the board (a resignation) reads over, not whose turn it would be', () => {
    const { online, view } = atOnlineTable(<TurnInfo />);
    const line = () => view.querySelector('.to-move')!.textContent;
    expect(line()).toBe('Blue to move');
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    expect(line()).toBe('Blue to move');
    act(() => online.setState({ status: 'ended' }));
    expect(line()).toBe('Game over');
  });
});
