// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { OnlineContext } from '../../src/store/context';
import { createOnline } from '../../src/store/online';
import { Controls } from '../../src/ui/Controls';
import { MoveField } from '../../src/ui/MoveField';
import { tableWith } from '../store/fixtures';
import { renderWith, withAnalysis } from './render';

function table() {
  const { store } = tableWith();
  const online = createOnline(store);
  const { node } = withAnalysis(
    store,
    <OnlineContext.Provider value={online}>
      <MoveField />
      <Controls onNewGame={() => undefined} />
    </OnlineContext.Provider>,
  );
  const view = renderWith(store, node);
  const offered = () => ({
    move: view.querySelector('#move-input') !== null,
    undo: view.querySelector('button[title="Undo"]') !== null,
    hint: [...view.querySelectorAll('button')].some((b) => b.textContent === 'Hint'),
  });
  return { online, offered };
}

describe('a watcher of an online game', () => {
  test('is offered no Move field, Hint or Undo while the game goes on, and has them back once it is over', () => {
    const { online, offered } = table();
    expect(offered()).toEqual({ move: true, undo: true, hint: true });
    act(() => online.setState({ connection: 'live', seat: null, status: 'live' }));
    expect(offered()).toEqual({ move: false, undo: false, hint: false });
    act(() => online.setState({ status: 'ended' }));
    expect(offered()).toEqual({ move: true, undo: true, hint: true });
  });

  test('a player keeps them', () => {
    const { online, offered } = table();
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    expect(offered().move && offered().undo).toBe(true);
  });
});
