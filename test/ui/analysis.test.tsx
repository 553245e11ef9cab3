// @vitest-environment jsdom
import { type ReactNode, act } from 'react';
import { describe, expect, test } from 'vitest';
import type { GameReview, PlyReview } from '../../src/ai/review';
import { REVIEW_PLAYOUTS, createAnalysis } from '../../src/store/analysis';
import { AnalysisContext, EditorContext, LanguageContext } from '../../src/store/context';
import { createEditor } from '../../src/store/editor';
import { createLanguage } from '../../src/store/language';
import { AnalysisPanel } from '../../src/ui/AnalysisPanel';
import { EvalBar } from '../../src/ui/EvalBar';
import { ReviewPanel } from '../../src/ui/ReviewPanel';
import { FakeAnalyst, analysisOf } from '../store/fakeAnalyst';
import { answersArrive, tableWith } from '../store/fixtures';
import { acting, button, byLabel, choose, click, renderWith } from './render';

function setup(node: ReactNode, moves: readonly string[] = []) {
  const { store, setSpeed } = tableWith();
  setSpeed('instant');
  for (const move of moves) store.getState().playText(move);
  const analyst = new FakeAnalyst();
  const editor = createEditor(store);
  const analysis = createAnalysis(store, editor, { analyst: () => analyst });
  const view = renderWith(
    store,
    <EditorContext.Provider value={editor}>
      <AnalysisContext.Provider value={analysis}>{node}</AnalysisContext.Provider>
    </EditorContext.Provider>,
  );
  return { store, analyst, analysis, view };
}

function ply(n: number, before: number, after: number, best: string, label: PlyReview['label']): PlyReview {
  return { ply: n, before, after, best, bestChance: label === 'best' ? after : before, label };
}

// b2 f6 d4 g1 on 7x7: Blue's f6 is a mistake (e3 was better), Red's d4 a blunder (a7 was).
const MOVES = ['b2', 'f6', 'd4', 'g1'];
const REVIEW: GameReview = {
  plies: [
    ply(1, 0.5, 0.5, 'b2', 'best'),
    ply(2, 0.5, 0.28, 'e3', 'mistake'),
    ply(3, 0.72, 0.3, 'a7', 'blunder'),
    ply(4, 0.7, 0.6, 'c6', 'inaccuracy'),
  ],
  playouts: 300,
  seed: 1,
};

async function reviewed(analyst: FakeAnalyst, start: () => void): Promise<void> {
  acting(start);
  acting(() => analyst.lastReview.finish(REVIEW));
  await settle();
}

/** Lets a review's end reach the store and the panels. */
async function settle(): Promise<void> {
  await act(answersArrive);
}

describe('the Analyse toggle', () => {
  test('turns continuous analysis on and off and lists the best moves as they come', () => {
    const { view, analyst } = setup(<AnalysisPanel />, ['d4']);
    const toggle = button(view, 'Analyse');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(view.textContent).toContain('Thinking…');
    acting(() => analyst.live[0]!.update(analysisOf(0.62, ['c3', 'e5', 'swap'], 12_345)));
    expect(view.querySelector('.analysis-status')?.textContent).toBe('Blue to move: 62% to win (12,345 playouts).');
    const best = [...view.querySelectorAll('ol[aria-label="Best moves"] li')].map((li) => li.textContent);
    expect(best).toEqual(['c3 62%', 'e5 57%', 'swap 52%']);
    click(toggle);
    expect(analyst.live).toEqual([]);
    expect(view.querySelector('ol')).toBeNull();
  });
});

describe('the eval bar', () => {
  test('shows the side to move’s chance as a meter once analysis has figures', () => {
    const { view, analyst, analysis } = setup(<EvalBar />, ['d4']);
    expect(view.querySelector('.eval-bar')).toBeNull();
    acting(() => analysis.getState().setAnalysing(true));
    expect(view.querySelector('.eval-bar')).not.toBeNull();
    expect(view.querySelector('[role="meter"]')).toBeNull();
    acting(() => analyst.live[0]!.update(analysisOf(0.384, ['c3'])));
    const meter = view.querySelector<HTMLElement>('[role="meter"]')!;
    expect(meter.getAttribute('aria-valuenow')).toBe('38');
    expect(meter.getAttribute('aria-valuetext')).toBe('Blue to move: 38% to win');
    expect(meter.querySelector<HTMLElement>('.eval-fill')!.style.height).toBe('38%');
    expect(meter.querySelector('.eval-label')?.textContent).toBe('38%');
  });

  test('follows the cursor: back at the start it waits for figures of Red’s position', () => {
    const { view, store, analyst, analysis } = setup(<EvalBar />, ['d4']);
    acting(() => analysis.getState().setAnalysing(true));
    acting(() => analyst.live[0]!.update(analysisOf(0.4, ['c3'])));
    acting(() => store.getState().goToPly(0));
    expect(view.querySelector('[role="meter"]')).toBeNull();
    acting(() => analyst.live[0]!.update(analysisOf(0.55, ['d4'])));
    expect(view.querySelector('[role="meter"]')?.getAttribute('aria-valuetext')).toBe('Red to move: 55% to win');
  });
});

describe('the game review', () => {
  test('has nothing to review before the first move', () => {
    const { view } = setup(<ReviewPanel />);
    expect(button(view, 'Review game').disabled).toBe(true);
  });

  test('runs at the chosen depth with a progress bar and Cancel', async () => {
    const { view, analyst } = setup(<ReviewPanel />, MOVES);
    choose(byLabel(view, 'Depth'), 'quick');
    acting(() => click(button(view, 'Review game')));
    expect(analyst.lastReview.options.playouts).toBe(REVIEW_PLAYOUTS.quick);
    acting(() => analyst.lastReview.options.onProgress(2, 5));
    const progress = view.querySelector('progress')!;
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['2', '5']);
    expect(button(view, 'Review game').disabled).toBe(true);
    click(button(view, 'Cancel'));
    await settle();
    expect(view.querySelector('progress')).toBeNull();
    expect(view.querySelector('.review-chart')).toBeNull();
  });

  test('charts each player’s chance with the mistakes and blunders marked, and a legend', async () => {
    const { view, analyst } = setup(<ReviewPanel />, MOVES);
    await reviewed(analyst, () => click(button(view, 'Review game')));
    expect(view.querySelector('.review-status')?.textContent).toBe(
      'Reviewed all 4 moves of the main line at 300 playouts a position.',
    );
    // 4 plies across 300 units, chances down 90 units.
    const lines = [...view.querySelectorAll('polyline.review-line')].map((p) => p.getAttribute('points'));
    expect(lines).toEqual(['75,45 225,63', '150,64.8 300,36']);
    const dots = [...view.querySelectorAll('circle.review-dot')].map((d) => [
      d.getAttribute('cx'),
      d.getAttribute('fill'),
    ]);
    expect(dots).toEqual([
      ['75', '#d62839'],
      ['150', '#2463eb'],
      ['225', '#d62839'],
      ['300', '#2463eb'],
    ]);
    const marks = [...view.querySelectorAll('circle.review-mark')];
    expect(marks.map((m) => [m.getAttribute('data-ply'), m.getAttribute('class')])).toEqual([
      ['2', 'review-mark mistake'],
      ['3', 'review-mark blunder'],
    ]);
    const legend = [...view.querySelectorAll('.review-legend div')].map((d) => d.textContent);
    expect(legend).toEqual([
      'blundera drop of 30 points or more against the best move found',
      'mistakea drop of 20 to 30 points against the best move found',
    ]);
    const listed = [...view.querySelectorAll('ol[aria-label="Mistakes and blunders"] button')].map(
      (b) => b.textContent,
    );
    expect(listed).toEqual(['2. Blue f6, mistake: 50% to 28%', '3. Red d4, blunder: 72% to 30%']);
  });

  test('picking a marked move goes where it was played and shows the better move', async () => {
    const { view, analyst, store } = setup(<ReviewPanel />, MOVES);
    await reviewed(analyst, () => click(button(view, 'Review game')));
    click(view.querySelector('circle.review-mark.blunder')!);
    expect(store.getState().cursor).toBe(2);
    expect(store.getState().hint?.name).toBe('a7');
    expect(view.querySelector('circle.review-mark.blunder')?.classList.contains('picked')).toBe(true);
    expect(view.querySelector('.review-picked')?.textContent).toBe(
      "Move 3, Red's d4, a blunder: Red's chance to win went from 72% to 30%; a7 kept 72%.",
    );
    expect(view.querySelector('.review-cursor')?.getAttribute('x1')).toBe('150');
    click(button(view, /^2\. Blue f6/));
    expect(store.getState().cursor).toBe(1);
    expect(store.getState().hint?.name).toBe('e3');
    expect(button(view, /^2\. Blue f6/).getAttribute('aria-current')).toBe('true');
  });
});

describe('analysis and review in other languages', () => {
  async function inLanguage(language: string, node: ReactNode, moves: readonly string[] = []) {
    const words = await createLanguage({ storage: null, preferences: [language] });
    return setup(<LanguageContext.Provider value={words}>{node}</LanguageContext.Provider>, moves);
  }

  test('German: the analysis, the eval bar and the review with its chart', async () => {
    const { view, analyst } = await inLanguage(
      'de',
      <>
        <AnalysisPanel />
        <EvalBar />
        <ReviewPanel />
      </>,
      MOVES,
    );
    click(button(view, 'Analysieren'));
    acting(() => analyst.live[0]!.update(analysisOf(0.62, ['c3'], 12_345)));
    expect(view.querySelector('.analysis-status')?.textContent).toBe(
      'Rot ist am Zug: 62\u00a0% Gewinnchance (12.345 Playouts).',
    );
    expect(view.querySelector('[role="meter"]')?.getAttribute('aria-valuetext')).toBe(
      'Rot ist am Zug: 62\u00a0% Gewinnchance',
    );
    expect([...byLabel<HTMLSelectElement>(view, 'Tiefe').options].map((o) => o.text)).toEqual([
      'Schnell: 2.000 Playouts',
      'Normal: 5.000 Playouts',
      'Gründlich: 20.000 Playouts',
    ]);
    await reviewed(analyst, () => click(button(view, 'Partie bewerten')));
    expect(view.querySelector('.review-status')?.textContent).toBe(
      'Alle 4 Züge der Hauptvariante mit 300 Playouts je Stellung bewertet.',
    );
    const listed = [...view.querySelectorAll('ol[aria-label="Fehler und Patzer"] button')].map((b) => b.textContent);
    expect(listed).toEqual([
      '2. Blau f6, Fehler: 50\u00a0% auf 28\u00a0%',
      '3. Rot d4, Patzer: 72\u00a0% auf 30\u00a0%',
    ]);
    click(view.querySelector('circle.review-mark.blunder')!);
    expect(view.querySelector('.review-picked')?.textContent).toBe(
      'Zug 3, d4 von Rot, ein Patzer: Die Gewinnchance von Rot ging von 72\u00a0% auf 30\u00a0%; a7 hätte 72\u00a0% gehalten.',
    );
  });

  test('Japanese: the review’s verdicts and its legend', async () => {
    const { view, analyst } = await inLanguage('ja', <ReviewPanel />, MOVES);
    await reviewed(analyst, () => click(button(view, '対局を検討')));
    const legend = [...view.querySelectorAll('.review-legend div')].map((d) => d.textContent);
    expect(legend).toEqual([
      '大悪手見つかった最善手より30ポイント以上低い',
      '悪手見つかった最善手より20〜30ポイント低い',
    ]);
    const listed = [...view.querySelectorAll('.review-marks button')].map((b) => b.textContent);
    expect(listed).toEqual(['2. 青 f6、悪手：50%→28%', '3. 赤 d4、大悪手：72%→30%']);
  });
});
