// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { ok } from '../../src/engine/result';
import type { TableStore } from '../../src/store/table';
import { defaultOptions } from '../../src/setup/options';
import { HintButton } from '../../src/ui/HintButton';
import { NewGamePanel } from '../../src/ui/NewGamePanel';
import { PlayerList } from '../../src/ui/PlayerList';
import { SwapButton } from '../../src/ui/SwapButton';
import { TurnInfo } from '../../src/ui/TurnInfo';
import { analysisOf } from '../store/fakeAnalyst';
import { answersArrive, tableWith } from '../store/fixtures';
import { acting, button, byLabel, choose, click, renderWith, submit, withAnalysis } from './render';

/** Lets the fake thinker's answer reach the store and the panels re-render. */
async function arrive(): Promise<void> {
  await act(answersArrive);
}

describe('seats in the new-game panel', () => {
  test('each seat is a person or the computer at a level; Start begins that game', () => {
    const { store } = tableWith();
    const view = renderWith(
      store,
      <NewGamePanel onClose={() => undefined} onDesign={() => undefined} onGallery={() => undefined} />,
    );
    expect([...byLabel<HTMLSelectElement>(view, 'Blue').options].map((o) => o.text)).toEqual([
      'Human',
      'Computer (easy)',
      'Computer (medium)',
      'Computer (hard)',
    ]);
    choose(byLabel(view, 'Blue'), 'hard');
    click(view.querySelector('input[type="radio"][value="3"]')!);
    expect(byLabel<HTMLSelectElement>(view, 'Blue').value).toBe('hard');
    expect(byLabel<HTMLSelectElement>(view, 'Green').value).toBe('human');
    submit(view.querySelector('form')!);
    expect(store.getState().seats).toEqual(['human', 'hard', 'human']);
  });

  test('the panel opens with the seats chosen last', () => {
    const { store } = tableWith();
    acting(() => store.getState().newGame({ ...defaultOptions(), seats: ['medium', 'human'] }));
    const view = renderWith(
      store,
      <NewGamePanel onClose={() => undefined} onDesign={() => undefined} onGallery={() => undefined} />,
    );
    expect(byLabel<HTMLSelectElement>(view, 'Red').value).toBe('medium');
  });
});

describe('while the computer plays', () => {
  test('the HUD says who is thinking, busy, until the move is played', async () => {
    const { store, thinker, setSpeed } = tableWith({ seats: ['human', 'easy'] });
    setSpeed('instant');
    const view = renderWith(
      store,
      <>
        <TurnInfo />
        <PlayerList />
      </>,
    );
    expect(view.textContent).not.toContain('thinking');
    expect(view.querySelector('li[data-player="2"]')?.textContent).toContain('Computer (easy)');
    expect(view.querySelector('li[data-player="1"]')?.textContent).not.toContain('Computer');
    acting(() => store.getState().playText('d4'));
    expect(view.querySelector('.turn')?.getAttribute('aria-busy')).toBe('true');
    expect(view.textContent).toContain('Blue is thinking…');
    thinker.last.answer(ok('c3'));
    await arrive();
    expect(view.textContent).not.toContain('thinking');
    expect(view.querySelector('.turn')?.getAttribute('aria-busy')).toBe('false');
    expect(view.textContent).toContain('Red to move');
  });

  test('the swap button is the person’s only', () => {
    const { store } = tableWith({ seats: ['human', 'easy'] });
    const view = renderWith(store, <SwapButton />);
    acting(() => store.getState().playText('d4'));
    expect(store.getState().legal).toContain('swap');
    expect(view.querySelector('button')).toBeNull();
  });
});

/** The Hint button beside an analysis of the same table, as the app shows it. */
function hintButton(store: TableStore) {
  const { node, analysis, analyst } = withAnalysis(store, <HintButton />);
  return { view: renderWith(store, node), analysis, analyst };
}

describe('HintButton', () => {
  test('asks for a hint, is busy while it searches, then names the move', async () => {
    const { store, thinker } = tableWith();
    const { view } = hintButton(store);
    const hint = button(view, 'Hint');
    click(hint);
    expect(store.getState().search).toBe('hint');
    expect(hint.getAttribute('aria-busy')).toBe('true');
    expect(hint.disabled).toBe(false);
    thinker.last.answer(ok('e3'));
    await arrive();
    expect(hint.getAttribute('aria-busy')).toBe('false');
    expect(view.textContent).toContain('Hint: e3');
    acting(() => store.getState().playText('a1'));
    expect(view.textContent).not.toContain('Hint: ');
  });

  test('is disabled on the computer’s turn and gone once the game is over', () => {
    const { store, setSpeed } = tableWith({ seats: ['human', 'easy'], marbles: 2 });
    const { view } = hintButton(store);
    setSpeed('instant');
    acting(() => store.getState().playText('a1'));
    expect(button(view, 'Hint').disabled).toBe(true);
    acting(() => store.getState().newGame({ ...defaultOptions(), marbles: 1 }));
    expect(button(view, 'Hint').disabled).toBe(false);
    acting(() => store.getState().playText('a1'));
    expect(view.querySelector('button')).toBeNull();
  });

  test('names the analysis’s best move while it runs, asking the computer nothing', () => {
    const { store, thinker } = tableWith();
    const { view, analysis, analyst } = hintButton(store);
    acting(() => analysis.getState().setAnalysing(true));
    acting(() => analyst.live[0]!.update(analysisOf(0.55, ['c3', 'b2', 'e3'])));
    click(button(view, 'Hint'));
    expect(store.getState().search).toBeNull();
    expect(thinker.requests).toHaveLength(0);
    expect(view.textContent).toContain('Hint: c3');
  });
});
