// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { OnlineContext } from '../../src/store/context';
import { type OnlineClock, type OnlineStore, createOnline } from '../../src/store/online';
import { useLeaveGuard } from '../../src/ui/LeaveOnlineDialog';
import { tableWith } from '../store/fixtures';
import { button, click, press, renderWith } from './render';

/** A button that opens another game through the guard, as New game and the lobby do in the app. */
function Opener({ online, onOpen }: { online: OnlineStore; onOpen: () => void }) {
  const leaving = useLeaveGuard(online);
  return (
    <>
      <button type="button" onClick={() => leaving.guard(onOpen)}>
        New game
      </button>
      {leaving.dialog}
    </>
  );
}

function opener() {
  const { store } = tableWith();
  const online = createOnline(store);
  let opened = 0;
  const view = renderWith(
    store,
    <OnlineContext.Provider value={online}>
      <Opener online={online} onOpen={() => opened++} />
    </OnlineContext.Provider>,
  );
  const dialog = () => view.querySelector<HTMLElement>('[role="alertdialog"]');
  return { online, view, dialog, opened: () => opened };
}

const seats = [
  { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
  { seat: 2, name: 'Bob', kind: 'human', joined: true, connected: true },
] as const;

const realtime: OnlineClock = {
  control: { kind: 'realtime', minutes: 3, increment: 2 },
  view: { remaining: [125_000, 180_000], deadline: null },
  offset: 0,
};

describe('leaving an online game', () => {
  test('goes at once without an online game, and for a watcher', () => {
    const { online, view, dialog, opened } = opener();
    click(button(view, 'New game'));
    expect(opened()).toBe(1);
    act(() => online.setState({ connection: 'live', seat: null, seats: [...seats], status: 'live', toMove: 1 }));
    click(button(view, 'New game'));
    expect(opened()).toBe(2);
    expect(dialog()).toBeNull();
  });

  test('asks a player first: Keep playing (or Escape) stays, with the keyboard back where it was', () => {
    const { online, view, dialog, opened } = opener();
    act(() =>
      online.setState({ connection: 'live', seat: 1, seats: [...seats], status: 'live', toMove: 2, clock: realtime }),
    );
    const newGame = button(view, 'New game');
    newGame.focus();
    click(newGame);
    expect(opened()).toBe(0);
    const asked = dialog()!;
    expect(asked.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(asked.getAttribute('aria-labelledby')!)?.textContent).toBe('Leave this game?');
    expect(document.getElementById(asked.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your clock keeps running while you are away. Your seat stays yours: its link, or My games in the lobby, brings you back.',
    );
    // The safe answer has the keyboard; Tab goes round the dialog's two buttons and never behind it.
    const keep = button(asked, 'Keep playing');
    const leave = button(asked, 'Leave the game');
    expect(document.activeElement).toBe(keep);
    leave.focus();
    expect(press(leave, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(keep);
    expect(press(keep, 'Tab', true)).toBe(false);
    expect(document.activeElement).toBe(leave);

    press(leave, 'Escape');
    expect(dialog()).toBeNull();
    expect(opened()).toBe(0);
    expect(document.activeElement).toBe(newGame);

    click(newGame);
    click(button(dialog()!, 'Keep playing'));
    expect(dialog()).toBeNull();
    expect(opened()).toBe(0);
  });

  test('Leave the game goes on to what was asked for', () => {
    const { online, view, dialog, opened } = opener();
    act(() => online.setState({ connection: 'live', seat: 2, seats: [...seats], status: 'open' }));
    click(button(view, 'New game'));
    // No clock to keep running: the question says only that the seat stays.
    expect(dialog()!.textContent).not.toContain('clock');
    click(button(dialog()!, 'Leave the game'));
    expect(dialog()).toBeNull();
    expect(opened()).toBe(1);
  });

  test('does not ask once the game is over, nor for a seat the computer took over', () => {
    const { online, view, dialog, opened } = opener();
    act(() =>
      online.setState({
        connection: 'live',
        seat: 1,
        seats: [{ ...seats[0], left: 'resigned' }, seats[1]],
        status: 'live',
        toMove: 2,
      }),
    );
    click(button(view, 'New game'));
    act(() => online.setState({ seats: [...seats], status: 'ended', toMove: null }));
    click(button(view, 'New game'));
    expect(dialog()).toBeNull();
    expect(opened()).toBe(2);
  });
});
