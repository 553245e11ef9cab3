// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { Controls } from '../../src/ui/Controls';
import { NewGamePanel } from '../../src/ui/NewGamePanel';
import { tableWith } from '../store/fixtures';
import { button, byLabel, choose, click, renderWith, submit, typeInto, withAnalysis } from './render';

function radio(view: HTMLElement, value: string): HTMLInputElement {
  return view.querySelector(`input[type="radio"][value="${value}"]`)!;
}

describe('NewGamePanel', () => {
  test('marbles follow the rules table as the board and players change; pie and teams only where they apply', () => {
    const { store } = tableWith();
    const view = renderWith(
      store,
      <NewGamePanel onClose={() => undefined} onDesign={() => undefined} onGallery={() => undefined} />,
    );
    const marbles = () => byLabel<HTMLInputElement>(view, 'Marbles per player').value;
    expect(marbles()).toBe('8');
    expect(view.textContent).toContain('Pie rule');
    choose(byLabel(view, 'Board'), 'square9');
    expect(marbles()).toBe('12');
    click(radio(view, '4'));
    expect(marbles()).toBe('7');
    expect(view.textContent).not.toContain('Pie rule');
    expect(view.textContent).toContain('Teams');
    click(radio(view, '3'));
    expect(view.textContent).not.toContain('Teams');
    expect([...byLabel<HTMLSelectElement>(view, 'Who starts').options].map((o) => o.text)).toEqual([
      'Red',
      'Blue',
      'Green',
    ]);
  });

  test('Start begins the chosen game and closes the panel', () => {
    const { store } = tableWith();
    const onClose = vi.fn();
    const view = renderWith(
      store,
      <NewGamePanel onClose={onClose} onDesign={() => undefined} onGallery={() => undefined} />,
    );
    choose(byLabel(view, 'Board'), 'hex5');
    click(radio(view, '3'));
    click(byLabel(view, 'No round limit'));
    choose(byLabel(view, 'Who starts'), '2');
    submit(view.querySelector('form')!);
    const { game } = store.getState();
    expect([game.board.lattice, game.rules.players, game.rules.marbles, game.rules.roundLimit, game.toMove]).toEqual([
      'hex',
      3,
      7,
      null,
      2,
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('a refused game shows the engine reason and keeps the panel open', () => {
    const { store } = tableWith();
    const onClose = vi.fn();
    const view = renderWith(
      store,
      <NewGamePanel onClose={onClose} onDesign={() => undefined} onGallery={() => undefined} />,
    );
    typeInto(byLabel(view, 'Marbles per player'), '40');
    click(button(view, 'Start'));
    expect(view.querySelector('[role="alert"]')?.textContent).toMatch(/too few cells/);
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getState().game.rules.marbles).toBe(8);
  });
});

describe('NewGamePanel, other ways to a board', () => {
  test('Board gallery asks for the gallery and starts nothing', () => {
    const { store } = tableWith();
    const onGallery = vi.fn();
    const view = renderWith(
      store,
      <NewGamePanel onClose={() => undefined} onDesign={() => undefined} onGallery={onGallery} />,
    );
    const before = store.getState().start;
    click(button(view, 'Board gallery'));
    expect(onGallery).toHaveBeenCalledOnce();
    expect(store.getState().start).toBe(before);
  });

  test('Play with a friend hands on the options chosen; the lobby is not here but in the main actions', () => {
    const { store } = tableWith();
    const onOnline = vi.fn();
    const view = renderWith(
      store,
      <NewGamePanel
        onClose={() => undefined}
        onDesign={() => undefined}
        onGallery={() => undefined}
        onOnline={onOnline}
      />,
    );
    click(radio(view, '3'));
    click(button(view, 'Play with a friend'));
    expect(onOnline).toHaveBeenCalledWith(expect.objectContaining({ players: 3 }));
    expect([...view.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Play online');
  });
});

describe('Controls', () => {
  test('ends the main actions with Play online (the lobby) where a game server is there to ask', () => {
    const { store } = tableWith();
    const onLobby = vi.fn();
    const names = (view: HTMLElement) => [...view.querySelectorAll('button')].map((b) => b.textContent);
    const view = renderWith(
      store,
      withAnalysis(store, <Controls onNewGame={() => undefined} onLobby={onLobby} />).node,
    );
    expect(names(view)).toEqual(['New game', 'Undo', 'Redo', 'Hint', 'Play online']);
    click(button(view, 'Play online'));
    expect(onLobby).toHaveBeenCalledOnce();
    expect(names(renderWith(store, withAnalysis(store, <Controls onNewGame={() => undefined} />).node))).not.toContain(
      'Play online',
    );
  });
});
