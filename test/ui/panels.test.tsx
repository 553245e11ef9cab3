// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { moveName } from '../../src/engine/game';
import { makeRecord } from '../../src/engine/record';
import { words } from '../../src/i18n/catalogue';
import { LanguageContext } from '../../src/store/context';
import { LANGUAGE_KEY, createLanguage, english } from '../../src/store/language';
import { createAnalysis } from '../../src/store/analysis';
import { createEditor } from '../../src/store/editor';
import { createLab } from '../../src/store/lab';
import { createSettings } from '../../src/store/settings';
import { Announcer } from '../../src/ui/Announcer';
import { Controls } from '../../src/ui/Controls';
import { GameOver } from '../../src/ui/GameOver';
import { MoveField } from '../../src/ui/MoveField';
import { Notice } from '../../src/ui/Notice';
import { PlayerList } from '../../src/ui/PlayerList';
import { SwapButton } from '../../src/ui/SwapButton';
import { TableProviders } from '../../src/ui/TableProviders';
import { roundText } from '../../src/ui/TurnInfo';
import { cellOf, playMoves, stateOf, EMPTY7 } from '../engine/helpers';
import { openRecord, tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { acting, button, byLabel, click, renderWith, submit, typeInto, withAnalysis } from './render';

describe('MoveField', () => {
  test('a legal move plays and clears the field; an illegal one keeps it and shows why', () => {
    const { store } = tableWith();
    const view = renderWith(store, <MoveField />);
    const input = byLabel<HTMLInputElement>(view, 'Move');
    typeInto(input, 'd4');
    submit(input.form!);
    expect(store.getState().line).toHaveLength(1);
    expect(input.value).toBe('');
    typeInto(input, 'd4');
    submit(input.form!);
    expect(input.value).toBe('d4');
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('d4 is occupied');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().line).toHaveLength(1);
  });

  test('in German the swap is played by the name the panels show it by', async () => {
    const german = await createLanguage({ storage: memoryStorage({ [LANGUAGE_KEY]: 'de' }) });
    const { store } = tableWith();
    acting(() => store.getState().playText('d4'));
    expect(store.getState().legal).toContain('swap');
    const view = renderWith(
      store,
      <LanguageContext.Provider value={german}>
        <MoveField />
      </LanguageContext.Provider>,
    );
    const input = byLabel<HTMLInputElement>(view, 'Zug');
    expect(input.placeholder).toBe('d4, Tausch');
    typeInto(input, 'Tausch');
    submit(input.form!);
    const { start, line } = store.getState();
    expect(line.map((p) => moveName(start.board, p.move))).toEqual(['d4', 'swap']);
  });

  test('the field is disabled once the game is over', () => {
    const { store } = tableWith({ marbles: 1 });
    const view = renderWith(store, <MoveField />);
    acting(() => store.getState().playText('a1'));
    expect(byLabel<HTMLInputElement>(view, 'Move').disabled).toBe(true);
  });
});

describe('PlayerList', () => {
  test('reserves, marbles on the board, the player to move and the last-marble badge', () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const moves = ['a1', 'g7', 'c3'].map((m) => cellOf(start.board, m));
    acting(() => openRecord(store, { ...makeRecord(start, moves), marbles: 3 }));
    const view = renderWith(store, <PlayerList />);
    const rows = [...view.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows).toEqual(['Red1 in reserve2 on the boardlast marble', 'Blue2 in reserve1 on the board, to move']);
  });

  test("the people's names a record gives, as text: markup in a name is shown, never run", () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const names = ['Ada', '<img src=x onerror="alert(1)">'];
    acting(() => openRecord(store, makeRecord(start, [cellOf(start.board, 'd4')], { names })));
    const view = renderWith(store, <PlayerList />);
    const people = [...view.querySelectorAll('.person')].map((span) => span.textContent);
    expect(people).toEqual(names);
    expect(view.querySelector('img')).toBeNull();
  });

  test('each swatch takes its marbles’ colour in the theme the table is drawn in, and follows a change', async () => {
    const { store } = tableWith();
    const settings = createSettings(store, { storage: memoryStorage() });
    const editor = createEditor(store);
    const stores = {
      store,
      editor,
      lab: createLab(store, editor),
      analysis: createAnalysis(store, editor),
      language: await createLanguage({ storage: memoryStorage() }),
      settings,
    };
    // The app's own providers, so that a panel beside the table reads the same settings as the table.
    const view = renderWith(
      store,
      <TableProviders stores={stores} online={null}>
        <PlayerList />
      </TableProviders>,
    );
    const swatches = (): string[] =>
      [...view.querySelectorAll<HTMLElement>('.swatch')].map((swatch) => swatch.style.background);
    expect(swatches()).toEqual(['rgb(214, 40, 57)', 'rgb(36, 99, 235)']);
    acting(() => settings.getState().setTheme('contrast'));
    // The high-contrast marbles, vermilion and sky blue, on the panel as on the table.
    expect(swatches()).toEqual(['rgb(255, 25, 33)', 'rgb(61, 125, 245)']);
  });
});

describe('SwapButton', () => {
  test('appears on the second player’s first turn only, and swaps', () => {
    const { store } = tableWith();
    const view = renderWith(store, <SwapButton />);
    expect(view.querySelector('button')).toBeNull();
    acting(() => store.getState().playText('d4'));
    click(button(view, /^Swap/));
    expect(store.getState().game.owners).toEqual(playMoves(stateOf(EMPTY7), ['d4', 'swap']).owners);
    expect(view.querySelector('button')).toBeNull();
  });
});

describe('GameOver', () => {
  test('names the winner and the reason, and offers a new game', () => {
    const { store } = tableWith({ marbles: 1 });
    const onNewGame = vi.fn();
    const view = renderWith(store, <GameOver onNewGame={onNewGame} />);
    expect(view.textContent).toBe('');
    acting(() => store.getState().playText('a1'));
    expect(view.querySelector('h2')?.textContent).toBe('Red wins');
    expect(view.textContent).toContain('Red wins with every marble on the board.');
    click(button(view, 'New game'));
    expect(onNewGame).toHaveBeenCalledOnce();
  });
});

describe('Controls', () => {
  test('undo and redo are enabled only when there is something to take back or replay', () => {
    const { store } = tableWith();
    const view = renderWith(store, withAnalysis(store, <Controls onNewGame={() => undefined} />).node);
    expect([button(view, 'Undo').disabled, button(view, 'Redo').disabled]).toEqual([true, true]);
    acting(() => store.getState().playText('d4'));
    click(button(view, 'Undo'));
    expect(store.getState().cursor).toBe(0);
    expect([button(view, 'Undo').disabled, button(view, 'Redo').disabled]).toEqual([true, false]);
  });
});

describe('roundText', () => {
  test.each([
    [{ players: 2, roundLimit: 30 }, 0, 'Round 1 of 30'],
    [{ players: 2, roundLimit: 30 }, 3, 'Round 2 of 30'],
    [{ players: 3, roundLimit: 2 }, 6, 'Round 2 of 2'],
    [{ players: 4, roundLimit: null }, 9, 'Round 3, no round limit'],
  ])('%j after %i turns: %s', (rules, turn, text) => {
    const state = stateOf(EMPTY7, rules);
    expect(english.words(roundText({ ...state, turn }))).toBe(text);
  });
});

describe('Announcer', () => {
  test('reads out the last move in the reader’s language, and follows a switch of language', async () => {
    const { store } = tableWith();
    const language = await createLanguage({ storage: null, preferences: ['en'] });
    const view = renderWith(
      store,
      <LanguageContext.Provider value={language}>
        <Announcer />
      </LanguageContext.Provider>,
    );
    const live = view.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('New game: Red to move.');
    acting(() => store.getState().playText('d4'));
    acting(() => store.getState().playText('d5'));
    expect(live.textContent).toBe('Blue drops d5: d4 to d3.');
    await act(() => language.getState().setLanguage('de'));
    expect(live.textContent).toBe('Blau setzt auf d5: d4 nach d3.');
  });
});

describe('Notice', () => {
  test('shows the table’s notice until it is dismissed', () => {
    const { store } = tableWith();
    const view = renderWith(store, <Notice />);
    expect(view.querySelector('[role="alert"]')).toBeNull();
    acting(() => store.getState().showNotice(words('errors.game.unopened', { reason: words('errors.link.damaged') })));
    expect(view.querySelector('[role="alert"] p')?.textContent).toBe(
      'This game could not be opened: the compressed record is damaged.',
    );
    click(button(view, 'Dismiss'));
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });

  test('a damaged link is said in plain words, the parser’s detail kept behind a disclosure', () => {
    const { store } = tableWith();
    const view = renderWith(store, <Notice />);
    acting(() => store.getState().openDefault({ code: 'game-link-unopened', problem: { code: 'not-utf8' } }));
    expect(view.querySelector('[role="alert"] > p')?.textContent).toBe(
      'This link is damaged, so its game could not be opened. A new game was opened instead.',
    );
    const details = view.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Details');
    expect(details.querySelector('p')?.textContent).toBe('The decoded record is not UTF-8 text.');
  });
});
