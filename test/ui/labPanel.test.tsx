// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { wilsonInterval } from '../../src/ai/stats';
import { EMPTY_TREE } from '../../src/engine/tree';
import { LabContext, LanguageContext } from '../../src/store/context';
import { createLab } from '../../src/store/lab';
import { LANGUAGE_KEY, createLanguage, english } from '../../src/store/language';
import { BoardLab } from '../../src/ui/lab/BoardLab';
import { LabResults } from '../../src/ui/lab/LabResults';
import { percent } from '../../src/words/lab';
import { FakeWorkers, settle } from '../lab/fakeWorkers';
import { tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { button, byLabel, click, renderWith, typeInto } from './render';
import { resultOf, smallStart, summaryOf } from './labFixtures';

function rows(view: HTMLElement): string[][] {
  return [...view.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((cell) => (cell as HTMLElement).textContent ?? ''),
  );
}

function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('LabResults', () => {
  test('shows the figures of a run with their intervals, and the verdict', () => {
    const start = smallStart();
    const { store } = tableWith();
    const result = resultOf(start, summaryOf(start, 100, [70, 30]));
    const view = renderWith(store, <LabResults a={null} b={result} />);
    expect(view.querySelector('table')?.getAttribute('aria-label')).toBe('Lab figures');
    const first = wilsonInterval(70, 100);
    expect(rows(view)[1]).toEqual([
      "First player's score (Red)",
      `70.0%${percent(english, first.low)} to ${percent(english, first.high)}`,
    ]);
    expect(view.querySelector('.lab-verdict')?.textContent).toMatch(/^Result: Favours the first player, Red/);
  });

  test('A and B side by side with the difference', () => {
    const start = smallStart();
    const { store } = tableWith();
    const a = resultOf(start, summaryOf(start, 100, [50, 50]));
    const b = resultOf(start, summaryOf(start, 100, [58, 42]));
    const view = renderWith(store, <LabResults a={a} b={b} />);
    expect([...view.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Figure', 'A', 'B', 'B − A']);
    const first = rows(view)[1]!;
    expect(first[0]).toBe("First player's score (Red)");
    expect(first[3]).toBe('+8.0 pts');
    const verdicts = [...view.querySelectorAll('.lab-verdict')].map((p) => p.textContent);
    expect(verdicts[0]).toMatch(/^A: Balanced/);
    expect(verdicts[1]).toMatch(/^B: Balanced/);
  });

  test('in Japanese, numbers written the language’s way', async () => {
    const japanese = await createLanguage({ storage: memoryStorage({ [LANGUAGE_KEY]: 'ja' }) });
    const start = smallStart();
    const { store } = tableWith();
    const a = resultOf(start, summaryOf(start, 100, [50, 50]));
    const b = resultOf(start, summaryOf(start, 100, [70, 30]));
    const view = renderWith(
      store,
      <LanguageContext.Provider value={japanese}>
        <LabResults a={a} b={b} />
      </LanguageContext.Provider>,
    );
    expect([...view.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['項目', 'A', 'B', 'B − A']);
    expect(rows(view)[1]).toEqual([
      '先手のスコア（赤）',
      expect.stringMatching(/^50\.0%/),
      expect.stringMatching(/^70\.0%/),
      '+20.0ポイント',
    ]);
    const verdicts = [...view.querySelectorAll('.lab-verdict')].map((p) => p.textContent);
    expect(verdicts[0]).toMatch(/^A： 均衡/);
    expect(verdicts[1]).toMatch(/^B： 先手（赤）に有利/);
  });
});

describe('the board lab panel', () => {
  test('Measure this board runs the lab on the board on the table; Keep as A then compares', async () => {
    const { store } = tableWith();
    store.getState().loadGame({ start: smallStart(), tree: EMPTY_TREE });
    const workers = new FakeWorkers(true);
    const lab = createLab(store, null, { spawn: workers.spawn, cores: 2, now: () => 0 });
    const view = renderWith(
      store,
      <LabContext.Provider value={lab}>
        <BoardLab />
      </LabContext.Provider>,
    );
    const measure = button(view, 'Measure this board');
    click(measure);
    expect(measure.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Board lab');
    expect(byLabel<HTMLInputElement>(view, 'Games').value).toBe('100');
    expect(byLabel<HTMLInputElement>(view, 'Seed').value).toBe('1');
    expect(byLabel<HTMLInputElement>(view, 'Workers').value).toBe('2');

    typeInto(byLabel(view, 'Games'), '4');
    choose(byLabel(view, 'Computer level'), 'greedy');
    expect(view.textContent).not.toContain('Playouts per move');
    await act(async () => {
      button(view, 'Run games').click();
      await settle();
    });
    expect(workers.spawned).toBe(2);
    expect(view.querySelector('.lab-status')?.textContent).toBe('Done: 4 games of greedy play, seed 1, on 2 workers.');
    expect(rows(view)[0]).toEqual(['Games played', '4']);

    click(button(view, 'Keep as A'));
    expect(view.textContent).toContain('to compare it with A');
    await act(async () => {
      button(view, 'Run games').click();
      await settle();
    });
    expect(view.querySelector('table')?.getAttribute('aria-label')).toBe('Lab figures, A and B');
    // The same seed on the same board: B is A again.
    expect(rows(view).every((r) => r[1] === r[2])).toBe(true);

    click(
      view
        .querySelector<HTMLInputElement>('input[name="lab-heat"]:nth-of-type(1)')!
        .closest('fieldset')!
        .querySelectorAll('input')[1]!,
    );
    expect(lab.getState().heat).toBe('drops');
    expect(view.textContent).toContain('Drops on each cell, summed over the games');

    click(button(view, 'Close'));
    expect(view.querySelector('#board-lab')).toBeNull();
    expect(document.activeElement).toBe(measure);
  });

  test('a refused setting is said, and nothing runs', () => {
    const { store } = tableWith();
    const workers = new FakeWorkers(true);
    const lab = createLab(store, null, { spawn: workers.spawn, cores: 2 });
    lab.getState().openLab();
    const view = renderWith(
      store,
      <LabContext.Provider value={lab}>
        <BoardLab />
      </LabContext.Provider>,
    );
    typeInto(byLabel(view, 'Workers'), '3');
    act(() => button(view, 'Run games').click());
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Workers must be a whole number from 1 to 2.');
    expect(workers.spawned).toBe(0);
  });
});
