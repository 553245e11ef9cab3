// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { createAnalysis } from '../../src/store/analysis';
import { AnalysisContext, EditorContext, OnlineContext } from '../../src/store/context';
import { createEditor } from '../../src/store/editor';
import { createOnline } from '../../src/store/online';
import { AnalysisPanel } from '../../src/ui/AnalysisPanel';
import { Controls } from '../../src/ui/Controls';
import { ReviewPanel } from '../../src/ui/ReviewPanel';
import { FakeAnalyst } from '../store/fakeAnalyst';
import { tableWith } from '../store/fixtures';
import { renderWith } from './render';

/** The table's actions and the analysis tab, as the app composes them, with an online game's store above. */
function table() {
  const { store } = tableWith();
  store.getState().playText('d4');
  const editor = createEditor(store);
  const analysis = createAnalysis(store, editor, { analyst: () => new FakeAnalyst() });
  const online = createOnline(store);
  const view = renderWith(
    store,
    <OnlineContext.Provider value={online}>
      <EditorContext.Provider value={editor}>
        <AnalysisContext.Provider value={analysis}>
          <Controls onNewGame={() => {}} />
          <AnalysisPanel />
          <ReviewPanel />
        </AnalysisContext.Provider>
      </EditorContext.Provider>
    </OnlineContext.Provider>,
  );
  const buttons = () => [...view.querySelectorAll('button')].map((b) => b.textContent);
  return { online, view, buttons };
}

const HELP = ['Hint', 'Analyse', 'Review game'];

describe("the computer's help at an online game", () => {
  test('a seated player of a live game is offered no hint, analysis or review, and is told why', () => {
    const { online, view, buttons } = table();
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    for (const help of HELP) expect(buttons()).not.toContain(help);
    // The game's own Resign stands in New game's place.
    expect(buttons()).toEqual(['Resign', 'Undo', 'Redo']);
    // One note, in the analysis tab, says why for all three.
    expect(view.textContent).toContain(
      "No hints, analysis or review while you play online: the computer's help returns when this game ends.",
    );
  });

  test('so is a seated player whose game waits for its other seats, and one whose connection dropped', () => {
    const { online, buttons } = table();
    act(() => online.setState({ connection: 'live', seat: 2, status: 'open' }));
    for (const help of HELP) expect(buttons()).not.toContain(help);
    act(() => online.setState({ connection: 'reconnecting', status: 'live' }));
    for (const help of HELP) expect(buttons()).not.toContain(help);
  });

  test('a watcher is offered the analysis and the review, but no hint, which moves for a seat', () => {
    const { online, view, buttons } = table();
    act(() => online.setState({ connection: 'live', seat: null, status: 'live' }));
    expect(buttons()).toContain('Analyse');
    expect(buttons()).toContain('Review game');
    expect(buttons()).not.toContain('Hint');
    expect(view.querySelector('.help-note')).toBeNull();
  });

  test('the players are offered all of it again once the game has ended or been aborted', () => {
    const { online, view, buttons } = table();
    act(() => online.setState({ connection: 'live', seat: 1, status: 'live' }));
    act(() => online.setState({ status: 'ended', result: { status: 'drawn', reason: 'agreement', winners: [] } }));
    for (const help of HELP) expect(buttons()).toContain(help);
    act(() => online.setState({ status: 'aborted' }));
    for (const help of HELP) expect(buttons()).toContain(help);
    expect(view.querySelector('.help-note')).toBeNull();
  });
});
