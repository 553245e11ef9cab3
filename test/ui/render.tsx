import { type ReactNode, act } from 'react';
import { createRoot } from 'react-dom/client';
import { createAnalysis } from '../../src/store/analysis';
import { AnalysisContext, OnlineContext, TableContext } from '../../src/store/context';
import { createOnline } from '../../src/store/online';
import type { TableStore } from '../../src/store/table';
import { FakeAnalyst } from '../store/fakeAnalyst';
import { tableWith } from '../store/fixtures';

// Tells React that updates are wrapped in act(), as in its own tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a panel against a table store into a fresh container in the jsdom document. */
export function renderWith(store: TableStore, node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  act(() => root.render(<TableContext.Provider value={store}>{node}</TableContext.Provider>));
  return container;
}

/** `node` with an analysis store of its own (a fake analyst that answers when told), as panels that read it need. */
export function withAnalysis(store: TableStore, node: ReactNode, analyst = new FakeAnalyst()) {
  const analysis = createAnalysis(store, null, { analyst: () => analyst });
  return { node: <AnalysisContext.Provider value={analysis}>{node}</AnalysisContext.Provider>, analysis, analyst };
}

/** Types into a React-controlled field the way a user does: the value, then an input event. */
/** `node` at a table at Blue's first turn (Red played d4), with an online game's store above it. */
export function atOnlineTable(node: ReactNode) {
  const { store } = tableWith();
  store.getState().playText('d4');
  const online = createOnline(store);
  const view = renderWith(store, <OnlineContext.Provider value={online}>{node}</OnlineContext.Provider>);
  return { online, view };
}

export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a select the way a user does: the value, then a change event. */
export function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

/** Presses a key on `element`; true when nothing cancelled it (the browser would act on it). */
export function press(element: Element, key: string, shiftKey = false): boolean {
  let kept = true;
  act(() => {
    kept = element.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });
  return kept;
}

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** Runs a store action inside act(), so the panels re-render before the next assertion. */
export function acting(action: () => unknown): void {
  act(() => {
    action();
  });
}

export function byLabel<T extends HTMLElement>(container: HTMLElement, text: string): T {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text));
  if (!label) throw new Error(`no field labelled ${text}`);
  const control = label.htmlFor
    ? container.querySelector(`#${label.htmlFor}`)
    : label.querySelector('input, select, textarea');
  if (!control) throw new Error(`label ${text} names no control`);
  return control as T;
}

export function button(container: HTMLElement, name: string | RegExp): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}
