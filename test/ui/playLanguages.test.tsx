// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { LanguageContext } from '../../src/store/context';
import { LANGUAGE_KEY, createLanguage } from '../../src/store/language';
import { Controls } from '../../src/ui/Controls';
import { PlayerList } from '../../src/ui/PlayerList';
import { ReplayBar } from '../../src/ui/ReplayBar';
import { TurnInfo } from '../../src/ui/TurnInfo';
import { memoryStorage } from '../store/memoryStorage';
import { tableWith } from '../store/fixtures';
import { acting, button, renderWith, withAnalysis } from './render';

/** A language store that starts in `language`, as after a visit that chose it. */
function remembered(language: string) {
  return createLanguage({ storage: memoryStorage({ [LANGUAGE_KEY]: language }) });
}

describe('the play panels in German', () => {
  test('the HUD names the player to move, the round and the teams', async () => {
    const german = await remembered('de');
    const { store } = tableWith({ players: 4, teams: true, roundLimit: 30 });
    const view = renderWith(
      store,
      <LanguageContext.Provider value={german}>
        <TurnInfo />
      </LanguageContext.Provider>,
    );
    expect(view.querySelector('.to-move')?.textContent).toBe('Rot ist am Zug');
    expect(view.querySelector('.round')?.textContent).toBe('Runde 1 von 30. Teams: Rot und Grün gegen Blau und Gelb.');
    acting(() => store.getState().playText('d4'));
    expect(view.querySelector('.to-move')?.textContent).toBe('Blau ist am Zug');
  });

  test('the controls and the players speak German, and switch back to English', async () => {
    const german = await remembered('de');
    const { store } = tableWith({ marbles: 2 });
    acting(() => store.getState().playText('d4'));
    const view = renderWith(
      store,
      <LanguageContext.Provider value={german}>
        {withAnalysis(store, <Controls onNewGame={() => undefined} />).node}
        <PlayerList />
      </LanguageContext.Provider>,
    );
    expect(button(view, 'Rückgängig').disabled).toBe(false);
    expect(button(view, 'Wiederholen').disabled).toBe(true);
    expect(view.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Spielaktionen');
    const rows = [...view.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows).toEqual(['Rot1 im Vorrat1 auf dem Brettletzter Stein', 'Blau2 im Vorrat0 auf dem Brett, am Zug']);
    await act(() => german.getState().setLanguage('en'));
    expect(button(view, 'Undo').disabled).toBe(false);
    expect(view.querySelector('li')?.textContent).toBe('Red1 in reserve1 on the boardlast marble');
  });
});

test('Japanese counts moves without plural forms and writes speeds its own way', async () => {
  const japanese = await remembered('ja');
  const { store } = tableWith();
  acting(() => store.getState().playText('d4'));
  acting(() => store.getState().goToPly(0));
  const view = renderWith(
    store,
    <LanguageContext.Provider value={japanese}>
      <ReplayBar />
    </LanguageContext.Provider>,
  );
  expect(view.querySelector('.replay-move')?.textContent).toBe('開始局面、全1手');
  expect([...view.querySelectorAll('option')].map((o) => o.textContent)).toContain('0.25倍');
});
