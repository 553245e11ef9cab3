// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DELETED_NAME } from '../../src/online/name';
import { OnlineContext } from '../../src/store/context';
import { type OnlineDeps, createOnline } from '../../src/store/online';
import { Controls } from '../../src/ui/Controls';
import { OnlinePanel } from '../../src/ui/OnlinePanel';
import { PlayerList } from '../../src/ui/PlayerList';
import { answersArrive, tableWith } from '../store/fixtures';
import { button, click, renderWith, typeInto, withAnalysis } from './render';

function panel(onLobby?: () => void, deps: OnlineDeps = {}, players = 2) {
  const { store } = tableWith({ players });
  const online = createOnline(store, deps);
  // jsdom lays nothing out and has no scrolling: the panel's call to bring the end into view is counted.
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const view = renderWith(
    store,
    withAnalysis(
      store,
      <OnlineContext.Provider value={online}>
        <OnlinePanel {...(onLobby ? { onLobby } : {})} />
        <PlayerList />
        <Controls onNewGame={() => {}} />
      </OnlineContext.Provider>,
    ).node,
  );
  return { online, view, scrolled };
}

/** The buttons of the panel and of the table's actions below it, but those that always stand there (Undo, Redo, Hint). */
function buttons(view: HTMLElement) {
  return [...view.querySelectorAll('button')]
    .map((b) => b.textContent)
    .filter((name) => !['Undo', 'Redo', 'Hint'].includes(name!));
}

const seats = [
  { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
  { seat: 2, name: null, kind: 'human', joined: true, connected: false },
] as const;

/** The panel of someone watching a game that has ended: Blue ran out of time. */
function watchGameLostOnTime(online: ReturnType<typeof panel>['online']) {
  act(() =>
    online.setState({
      connection: 'live',
      seat: null,
      seats: [...seats],
      status: 'ended',
      result: { status: 'won', winners: [1], reason: 'timeout', loser: 2 },
    }),
  );
}

describe('OnlinePanel', () => {
  test('shows nothing without an online game, and says so when no game server answers', () => {
    const { online, view } = panel();
    expect(view.querySelector('.online-panel')).toBeNull();
    expect(view.querySelectorAll('.online-dot, .online-clock')).toHaveLength(0);
    act(() => online.setState({ connection: 'no-server' }));
    expect(view.textContent).toContain('No game server can be reached here');
  });

  test('asks whoever opens a seat link with no name for one, the button greyed out until it is given', async () => {
    // A game with a free seat nobody named; then no game server, once the name is given.
    const free = [{ seat: 2, name: null, kind: 'human', joined: false }];
    let answers = 0;
    const fetch = () =>
      answers++ === 0
        ? Promise.resolve({
            status: 200,
            headers: { get: () => 'application/json' },
            json: () => Promise.resolve({ meta: { seats: free } }),
          })
        : Promise.reject(new Error('no server'));
    const { online, view } = panel(undefined, { fetch });
    await act(async () => {
      online.getState().invite({ server: 'http://127.0.0.1:5173', game: 'pQ3k7ZxWb2Aa', secret: 'x'.repeat(32) });
      await answersArrive();
    });
    expect(view.textContent).toContain('Which name do you play under?');
    const open = button(view, 'Open the game');
    expect(open.disabled).toBe(true);
    expect(view.textContent).toContain('Give the name you play under');
    const field = view.querySelector<HTMLInputElement>('.online-invitation input')!;
    expect(document.activeElement).toBe(field);
    typeInto(field, 'Bob');
    expect(open.disabled).toBe(false);
    click(open);
    expect(online.getState().connection).toBe('connecting');
    expect(view.querySelector('.online-invitation')).toBeNull();
    await act(() => answersArrive());
    expect(online.getState().connection).toBe('no-server');
  });

  test('shows each seat with its connection and clock, whose turn, watchers and the game buttons', () => {
    const { online, view } = panel();
    act(() =>
      online.setState({
        connection: 'live',
        seat: 1,
        seats: [...seats],
        status: 'live',
        toMove: 2,
        twoSides: true,
        watchers: 3,
        clock: {
          control: { kind: 'realtime', minutes: 3, increment: 2 },
          view: { remaining: [125_000, 180_000], deadline: null },
          offset: 0,
        },
      }),
    );
    // Each seat in its player's row, with the reserve and the marbles on the board.
    const rows = [...view.querySelectorAll('.players li')];
    expect(rows.map((r) => r.textContent)).toEqual([
      'RedAnn8 in reserve0 on the board2:05, to move',
      'Bluefree seatnot connected8 in reserve0 on the board3:00',
    ]);
    expect(rows.map((r) => r.querySelector('[role="img"]')!.getAttribute('aria-label'))).toEqual([
      'connected',
      'not connected',
    ]);
    expect(view.textContent).toContain('You play Red');
    expect(view.textContent).toContain('3 watching');
    // Whose turn it is the table says below the panel; the panel says only the player's own.
    expect(view.querySelector('.online-turn')!.textContent).toBe('');
    expect(rows.map((r) => r.querySelector('.online-away')?.textContent ?? null)).toEqual([null, 'not connected']);
    expect(buttons(view)).toEqual(['Resign', 'Offer draw']);
    act(() => online.setState({ drawOffer: 2 }));
    expect(buttons(view)).toEqual(['Accept draw', 'Resign']);
    expect(view.textContent).toContain('Draw offered by Blue');
    expect(view.textContent).toContain('your next move declines it');
    act(() => online.setState({ connection: 'reconnecting' }));
    expect(view.textContent).toContain('Reconnecting…');
    expect(view.querySelector('.players')!.classList.contains('stale')).toBe(true);
    // Reconnecting, the game's buttons stay where they are, greyed out until the server is back.
    expect(buttons(view)).toEqual(['Resign']);
    expect(button(view, 'Resign').disabled).toBe(true);
  });

  test('tells a watcher so, with no buttons, and the result at the end', () => {
    const { online, view } = panel();
    watchGameLostOnTime(online);
    expect(view.textContent).toContain('You are watching');
    // No one else watching: no count of nobody.
    expect(view.textContent).not.toContain('0 watching');
    expect(view.textContent).toContain('Blue ran out of time');
    expect(buttons(view)).toEqual(['New game']);
  });

  test('offers a watcher of a game waiting for players its free seat, and sends `sit` from it', () => {
    const { online, view } = panel();
    const sit = vi.fn();
    const free = { seat: 2, name: null, kind: 'human', joined: false, connected: false } as const;
    act(() => online.setState({ connection: 'live', seat: null, seats: [seats[0], free], status: 'open', sit }));
    expect(view.textContent).toContain('You are watching');
    click(button(view, 'Take this seat'));
    expect(sit).toHaveBeenCalledTimes(1);
    // A computer's seat is no one's to take, nor is any seat once every one is taken or the game began.
    act(() => online.setState({ seats: [seats[0], { ...free, kind: 'computer' }] }));
    expect(buttons(view)).toEqual(['New game']);
    // Nor a seat the opener named for someone: it waits for them.
    act(() => online.setState({ seats: [seats[0], { ...free, name: 'Tomas' }] }));
    expect(buttons(view)).toEqual(['New game']);
    act(() => online.setState({ seats: [seats[0], free], status: 'live' }));
    expect(buttons(view)).toEqual(['New game']);
    // A player of that game has their seat already.
    act(() => online.setState({ seat: 1, status: 'open' }));
    expect(view.textContent).not.toContain('Take this seat');
  });

  test('shows each player’s rating change once a rated game ended', () => {
    const { online, view } = panel();
    act(() => online.setState({ connection: 'live', seat: 1, seats: [...seats], status: 'live', rated: true }));
    expect(view.querySelector('.online-ratings')).toBeNull();
    act(() =>
      online.setState({
        status: 'ended',
        result: { status: 'won', winners: [1], reason: 'resigned', loser: 2 },
        ratings: [
          { seat: 1, before: 1500, after: 1516 },
          { seat: 2, before: 1480, after: 1464 },
        ],
      }),
    );
    const rows = [...view.querySelectorAll('.online-ratings li')].map((r) => r.textContent);
    expect(rows).toEqual(['Red: 1500 → 1516 (+16)', 'Blue: 1480 → 1464 (\u221216)']);
  });

  test('shows the seat of a deleted account under the catalogue’s word for it', () => {
    const { online, view } = panel();
    watchGameLostOnTime(online);
    act(() => online.setState({ seats: [{ ...seats[0], name: DELETED_NAME }, seats[1]] }));
    expect(view.querySelector('.players li .online-name')!.textContent).toBe('deleted');
  });

  test('Resign asks once more, and Keep playing takes the question back', () => {
    const { online, view } = panel();
    let resigned = 0;
    act(() =>
      online.setState({
        connection: 'live',
        seat: 1,
        seats: [...seats],
        status: 'live',
        toMove: 1,
        resign: () => void resigned++,
      }),
    );
    expect(view.textContent).toContain('Your turn');
    click(button(view, 'Resign'));
    expect(resigned).toBe(0);
    expect(view.textContent).toContain('Resign this game?');
    expect(document.activeElement?.textContent).toBe('Keep playing');
    click(button(view, 'Keep playing'));
    expect(view.textContent).not.toContain('Resign this game?');
    expect(document.activeElement?.textContent).toBe('Resign');
    click(button(view, 'Resign'));
    click(button(view, 'Resign'));
    expect(resigned).toBe(1);
    // A question still open when the game ends (here on the opponent's move) goes with the game.
    click(button(view, 'Resign'));
    act(() =>
      online.setState({ status: 'ended', result: { status: 'won', winners: [2], reason: 'timeout', loser: 1 } }),
    );
    expect(view.textContent).not.toContain('Resign this game?');
    expect(buttons(view)).toContain('New game');
    act(() => online.setState({ status: 'live', result: null }));
    expect(view.textContent).not.toContain('Resign this game?');
    expect(buttons(view)).toContain('Resign');
  });

  test('the offerer is told that the offer stands until the next move; a seat that left shows as away', () => {
    const { online, view } = panel();
    act(() =>
      online.setState({
        connection: 'live',
        seat: 2,
        seats: [seats[0], { ...seats[1], name: 'Bob', connected: true }].map((s, k) =>
          k === 0 ? { ...s, connected: false } : s,
        ),
        status: 'live',
        toMove: 1,
        twoSides: true,
        drawOffer: 2,
      }),
    );
    expect(view.textContent).toContain('You offered a draw. It stands until the next move.');
    expect(button(view, 'Offer draw').disabled).toBe(true);
    expect([...view.querySelectorAll('.online-away')].map((a) => a.textContent)).toEqual(['not connected']);
  });

  test('offers no draw in a game of four without teams: only two sides draw', () => {
    const { online, view } = panel();
    const four = [1, 2, 3, 4].map((seat) => ({ ...seats[0], seat, name: `P${seat}` }));
    act(() =>
      online.setState({ connection: 'live', seat: 1, seats: four, status: 'live', toMove: 2, twoSides: false }),
    );
    expect(buttons(view)).toEqual(['Resign']);
    // Four in two teams are two sides.
    act(() => online.setState({ twoSides: true }));
    expect(buttons(view)).toEqual(['Resign', 'Offer draw']);
  });

  test('names the computer seats, lets a player of three resign without a draw offer, and shows the places', () => {
    const { online, view } = panel(undefined, {}, 3);
    act(() =>
      online.setState({
        connection: 'live',
        seat: 1,
        seats: [
          { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
          { seat: 2, name: null, kind: 'computer', level: 'easy', joined: true, connected: true },
          { seat: 3, name: 'Cy', kind: 'human', joined: true, connected: true },
        ],
        status: 'live',
        toMove: 2,
      }),
    );
    const names = () => [...view.querySelectorAll('.online-name')].map((r) => r.textContent);
    expect(names()).toEqual(['Ann', 'Computer (easy)', 'Cy']);
    expect(buttons(view)).toEqual(['Resign']);
    act(() =>
      online.setState({
        seats: online.getState().seats.map((s) => (s.seat === 1 ? { ...s, kind: 'computer', left: 'resigned' } : s)),
      }),
    );
    expect(names()[0]).toBe('left: the computer plays on');
    act(() => online.setState({ toMove: 1 }));
    expect(view.textContent).not.toContain('Your turn');
    expect(buttons(view)).toEqual(['New game']);
    act(() =>
      online.setState({
        status: 'ended',
        toMove: null,
        result: { status: 'won', winners: [3], reason: 'all-on-board', ranking: [[3], [2], [1]], left: [1] },
      }),
    );
    expect(view.textContent).toContain('Final places, first to last: Green, Blue and Red');
  });

  test('at the end, the player gets Rematch and New opponent (the lobby), scrolled into view once', () => {
    let lobbies = 0;
    const { online, view, scrolled } = panel(() => lobbies++);
    act(() => online.setState({ connection: 'live', seat: 1, seats: [...seats], status: 'live', toMove: 1 }));
    expect(view.textContent).not.toContain('New opponent');
    expect(buttons(view)).toEqual(['Resign']);
    expect(scrolled).not.toHaveBeenCalled();
    act(() =>
      online.setState({
        status: 'ended',
        toMove: null,
        result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
      }),
    );
    expect(view.querySelector('.online-result')!.textContent).toContain('Red resigned');
    const row = button(view, 'Rematch').parentElement!;
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Rematch', 'New opponent']);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(row);
    // Over, the game's Resign gives its place in the table's actions back to New game.
    expect(buttons(view)).toEqual(['Rematch', 'New opponent', 'New game']);
    click(button(view, 'New opponent'));
    expect(lobbies).toBe(1);
    // A later push (a rematch asked for) does not pull the panel back again.
    act(() => online.setState({ rematch: [2] }));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  test('a watcher at the end is offered the lobby, without a rematch', () => {
    const { online, view } = panel(() => undefined);
    watchGameLostOnTime(online);
    // The lobby in the panel, and the table's own New game below it.
    expect(buttons(view)).toEqual(['New opponent', 'New game']);
  });

  test('says a rated game is rated', () => {
    const { online, view } = panel();
    act(() => online.setState({ connection: 'live', seat: 1, seats: [...seats], status: 'live', toMove: 1 }));
    expect(view.textContent).not.toContain('Rated game');
    act(() => online.setState({ rated: true }));
    expect(view.textContent).toContain('Rated game');
  });
});
