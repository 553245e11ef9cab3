import { describe, expect, test } from 'vitest';
import { createAnalysis } from '../../src/store/analysis';
import { withholdHelp } from '../../src/store/fairPlay';
import { createOnline } from '../../src/store/online';
import { FakeAnalyst, analysisOf } from './fakeAnalyst';
import { answersArrive, tableWith } from './fixtures';

function setup() {
  const { store, setSpeed } = tableWith();
  setSpeed('instant');
  const analyst = new FakeAnalyst();
  const analysis = createAnalysis(store, null, { analyst: () => analyst });
  const online = createOnline(store);
  withholdHelp(online, analysis, store);
  store.getState().playText('d4');
  return { store, analyst, analysis, online };
}

/** Analysis on with figures in, its best move shown as the hint, and a review running. */
function helpRunning({ store, analyst, analysis }: ReturnType<typeof setup>) {
  analysis.getState().setAnalysing(true);
  analyst.live[0]!.update(analysisOf(0.6, ['b2']));
  expect(analysis.getState().showBest()).toBe(true);
  void analysis.getState().reviewGame();
  expect(store.getState().hint?.name).toBe('b2');
  expect(analysis.getState().progress).not.toBeNull();
}

describe('the computer kept from an online player', () => {
  test('taking a seat in a live game stops the analysis, the review and the hint shown', async () => {
    const context = setup();
    helpRunning(context);
    context.online.setState({ seat: 2, status: 'live' });
    await answersArrive();
    expect(context.analysis.getState().analysing).toBe(false);
    expect(context.analyst.live).toEqual([]);
    expect(context.analysis.getState().progress).toBeNull();
    expect(context.store.getState().hint).toBeNull();
  });

  test('a watcher keeps the analysis, the review and the hint', () => {
    const context = setup();
    helpRunning(context);
    context.online.setState({ seat: null, status: 'live' });
    expect(context.analysis.getState().analysing).toBe(true);
    expect(context.analyst.live).toHaveLength(1);
    expect(context.analysis.getState().progress).not.toBeNull();
    expect(context.store.getState().hint?.name).toBe('b2');
  });

  test('a game that has ended leaves the help to its players', () => {
    const context = setup();
    context.online.setState({ seat: 1, status: 'ended' });
    helpRunning(context);
    context.online.setState({ watchers: 2 });
    expect(context.analysis.getState().analysing).toBe(true);
    expect(context.store.getState().hint?.name).toBe('b2');
  });
});
