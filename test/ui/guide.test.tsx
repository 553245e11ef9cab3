// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { useStore } from 'zustand';
import { LanguageContext, OnlineContext } from '../../src/store/context';
import { type GuideStore, createGuide } from '../../src/store/guide';
import { createLanguage } from '../../src/store/language';
import { createOnline } from '../../src/store/online';
import { GuideButton } from '../../src/ui/guide/GuideButton';
import { GuideOffer } from '../../src/ui/guide/GuideOffer';
import { GuidePanel } from '../../src/ui/guide/GuidePanel';
import { type Lesson, guideSteps } from '../../src/ui/guide/steps';
import { ManualClock, tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { button, byLabel, click, renderWith, submit, typeInto } from './render';

const steps = guideSteps();

/** The guide's parts as the app places them: the button and the offer, or the panel while it is open. */
function GuideParts({ guide }: { guide: GuideStore<Lesson> }) {
  const open = useStore(guide, (g) => g.open);
  return (
    <>
      <GuideButton guide={guide} />
      {open ? <GuidePanel guide={guide} /> : <GuideOffer guide={guide} />}
    </>
  );
}

function rendered(storage = memoryStorage()) {
  const { store } = tableWith({}, new ManualClock());
  const guide = createGuide(store, steps, { storage, clock: new ManualClock() });
  const view = renderWith(store, <GuideParts guide={guide} />);
  return { store, guide, view, storage };
}

function region(view: HTMLElement): HTMLElement | null {
  return view.querySelector('section[aria-labelledby="guide-title"]');
}

describe('the guide panel', () => {
  test('is offered on a first visit; No thanks puts the offer away for good', () => {
    const { view, storage } = rendered();
    expect(view.textContent).toContain('New to Momentum?');
    click(button(view, 'No thanks'));
    expect(view.textContent).not.toContain('New to Momentum?');
    expect(rendered(storage).view.textContent).not.toContain('New to Momentum?');
  });

  test('keeps the offer out of the way of an online game, and offers it again back at a local table', () => {
    const { store } = tableWith({}, new ManualClock());
    const guide = createGuide(store, steps, { storage: memoryStorage(), clock: new ManualClock() });
    const online = createOnline(store);
    const view = renderWith(
      store,
      <OnlineContext.Provider value={online}>
        <GuideParts guide={guide} />
      </OnlineContext.Provider>,
    );
    expect(view.textContent).toContain('New to Momentum?');
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    expect(view.textContent).not.toContain('New to Momentum?');
    act(() => online.getState().leave());
    expect(view.textContent).toContain('New to Momentum?');
  });

  test('opens from the offer at the first step, with the keyboard on its heading', () => {
    const { view } = rendered();
    click(button(view, 'Show me'));
    const guide = region(view)!;
    expect(guide.querySelector('h2')!.textContent).toBe('How to play');
    expect(document.activeElement).toBe(guide.querySelector('h2'));
    expect(guide.textContent).toContain('Step 1 of 12');
    expect(guide.querySelector('h3')!.textContent).toBe('A drop and its lines');
    expect(button(view, 'How to play').getAttribute('aria-expanded')).toBe('true');
    expect(guide.querySelector('[role="status"]')).not.toBeNull();
  });

  test('Next and Back walk the steps, each disabled at its end', () => {
    const { view } = rendered();
    click(button(view, 'How to play'));
    expect(button(view, 'Back').getAttribute('aria-disabled')).toBe('true');
    for (let k = 1; k < steps.length; k++) click(button(view, 'Next'));
    expect(region(view)!.textContent).toContain(`Step ${steps.length} of ${steps.length}`);
    expect(region(view)!.querySelector('h3')!.textContent).toBe('Holes');
    const next = button(view, 'Next');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    click(next);
    expect(region(view)!.querySelector('h3')!.textContent).toBe('Holes');
    click(button(view, 'Back'));
    expect(region(view)!.querySelector('h3')!.textContent).toBe('Bumpers');
  });

  test('Try it asks for a move, takes it from the Move field and says whether it found the idea', () => {
    const { view } = rendered();
    click(button(view, 'How to play'));
    click(button(view, 'Next'));
    click(button(view, 'Try it'));
    expect(view.textContent).toContain('Push both Blue marbles off the board with a single drop.');
    const field = byLabel<HTMLInputElement>(view, 'Move');
    typeInto(field, 'd5');
    submit(field.form!);
    expect(view.querySelector('.guide-verdict')!.textContent).toMatch(/^Not quite: /);
    click(button(view, 'Try again'));
    expect(view.querySelector('.guide-verdict')!.textContent).toBe('');
    typeInto(byLabel<HTMLInputElement>(view, 'Move'), 'd4');
    submit(byLabel<HTMLInputElement>(view, 'Move').form!);
    expect(view.querySelector('.guide-verdict')!.textContent).toBe(
      "Yes: both Blue marbles are back in Blue's reserve.",
    );
  });

  test('the status line says nothing of the position a step sets up, only of the move made from it', () => {
    const { view, store } = rendered();
    click(button(view, 'How to play'));
    const status = () => region(view)!.querySelector('[role="status"]')!.textContent;
    expect(store.getState().announcement).not.toBeNull();
    expect(status()).toBe('');
    click(button(view, 'Next'));
    click(button(view, 'Try it'));
    expect(status()).toBe('');
    const field = byLabel<HTMLInputElement>(view, 'Move');
    typeInto(field, 'd4');
    submit(field.form!);
    expect(status()).toMatch(/ d4/);
  });

  test('Close and Escape put the game back and the keyboard on the button that opens the guide', () => {
    const { view, store } = rendered();
    store.getState().playText('d4');
    const kept = store.getState().tree;
    click(button(view, 'How to play'));
    click(button(view, 'Close'));
    expect(region(view)).toBeNull();
    expect(store.getState().tree).toBe(kept);
    expect(document.activeElement).toBe(button(view, 'How to play'));
    click(button(view, 'How to play'));
    act(() => {
      region(view)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(region(view)).toBeNull();
  });

  test("speaks the reader's language", async () => {
    const language = await createLanguage({ storage: memoryStorage(), preferences: ['de-DE'] });
    const { store } = tableWith({}, new ManualClock());
    const guide = createGuide(store, steps, { storage: memoryStorage(), clock: new ManualClock() });
    const view = renderWith(
      store,
      <LanguageContext.Provider value={language}>
        <GuideParts guide={guide} />
      </LanguageContext.Provider>,
    );
    click(button(view, 'Zeig es mir'));
    expect(region(view)!.querySelector('h2')!.textContent).toBe('So wird gespielt');
    expect(region(view)!.textContent).toContain('Schritt 1 von 12');
  });
});
