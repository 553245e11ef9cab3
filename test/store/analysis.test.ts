import { describe, expect, test } from 'vitest';
import { type GameReview, type PlyReview, reviewToMeta } from '../../src/ai/review';
import { moveName } from '../../src/engine/game';
import { makeRecord, parseMove, writeRecord } from '../../src/engine/record';
import { lineTree, mainLine } from '../../src/engine/tree';
import { REVIEW_PLAYOUTS, REVIEW_SEED, createAnalysis, keptReview } from '../../src/store/analysis';
import { words } from '../../src/i18n/catalogue';
import { reviewFailureWords } from '../../src/words/analysis';
import { createEditor } from '../../src/store/editor';
import { english } from '../../src/store/language';
import { readGameText, gameFileText } from '../../src/codec/gameFile';
import { decodeLink } from '../../src/codec/link';
import { tableLink } from '../../src/store/location';
import { openGame } from '../../src/store/openGame';
import { type TableStore, previewOfMove } from '../../src/store/table';
import { answersArrive, openRecord, tableWith } from './fixtures';
import { FakeAnalyst, analysisOf } from './fakeAnalyst';
import { announcementWords, noticeWords } from '../../src/words/table';

function setup(options: Parameters<typeof tableWith>[0] = {}) {
  const table = tableWith(options);
  table.setSpeed('instant');
  const analyst = new FakeAnalyst();
  let made = 0;
  const analysis = createAnalysis(table.store, null, {
    analyst: () => {
      made++;
      return analyst;
    },
  });
  return { ...table, analyst, analysis, made: () => made };
}

function playAll(store: TableStore, ...names: string[]): void {
  for (const name of names) {
    const played = store.getState().playText(name);
    if (!played.ok) throw new Error(JSON.stringify(played.error));
  }
}

/** The record of the table's start position with `names` played, as the analyst is asked. */
function recordWith(store: TableStore, names: readonly string[]): string {
  const { start } = store.getState();
  const moves = names.map((name) => {
    const move = parseMove(start.board, name);
    if (!move.ok) throw new Error(`${name} is no move here`);
    return move.value;
  });
  return writeRecord(makeRecord(start, moves));
}

function ply(n: number, before: number, after: number, best: string, label: PlyReview['label']): PlyReview {
  return { ply: n, before, after, best, bestChance: label === 'best' ? after : before, label };
}

/** A review of b2 f6 d4 on the default board: Red's d4 is a blunder, a7 was better. */
const REVIEW: GameReview = {
  plies: [ply(1, 0.5, 0.52, 'b2', 'best'), ply(2, 0.48, 0.4, 'e3', 'good'), ply(3, 0.6, 0.2, 'a7', 'blunder')],
  playouts: 300,
  seed: REVIEW_SEED,
};

describe('continuous analysis', () => {
  test('watches the position at the cursor and shows its latest figures', () => {
    const { store, analyst, analysis, made } = setup();
    playAll(store, 'd4', 'c3');
    expect(made()).toBe(0);
    analysis.getState().setAnalysing(true);
    expect(analyst.live.map((w) => w.record)).toEqual([recordWith(store, ['d4', 'c3'])]);
    expect(analysis.getState().analysis).toBeNull();
    const figures = analysisOf(0.62, ['e5', 'b2', 'f6']);
    analyst.live[0]!.update(figures);
    expect(analysis.getState().analysis).toBe(figures);
  });

  test('restarts on every new position, into a variation too, and drops the old search’s figures', () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'd4', 'c3');
    analysis.getState().setAnalysing(true);
    const first = analyst.live[0]!;
    first.update(analysisOf(0.6, ['e5']));
    store.getState().goToPly(1);
    expect(first.stopped).toBe(true);
    expect(analysis.getState().analysis).toBeNull();
    expect(analyst.live.map((w) => w.record)).toEqual([recordWith(store, ['d4'])]);
    first.update(analysisOf(0.9, ['a1']));
    expect(analysis.getState().analysis).toBeNull();
    playAll(store, 'a1');
    expect(mainLine(store.getState().tree)).toHaveLength(2);
    expect(analyst.live.map((w) => w.record)).toEqual([recordWith(store, ['d4', 'a1'])]);
    expect(analyst.watches).toHaveLength(3);
  });

  test('turned off, it stops the search and forgets its figures; the same analyst serves the next time', () => {
    const { store, analyst, analysis, made } = setup();
    playAll(store, 'd4');
    analysis.getState().setAnalysing(true);
    analyst.live[0]!.update(analysisOf(0.5, ['c3']));
    analysis.getState().setAnalysing(false);
    expect(analyst.live).toEqual([]);
    expect(analysis.getState().analysis).toBeNull();
    playAll(store, 'c3');
    expect(analyst.watches).toHaveLength(1);
    analysis.getState().setAnalysing(true);
    expect(analyst.live).toHaveLength(1);
    expect(made()).toBe(1);
  });

  test('rests while the replay runs', () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'd4', 'c3');
    analysis.getState().setAnalysing(true);
    store.getState().startPlayback();
    expect(store.getState().playing).toBe(true);
    expect(analyst.live).toEqual([]);
    store.getState().stopPlayback();
    expect(analyst.live).toHaveLength(1);
  });

  test('rests while a board is being designed', () => {
    const { store, analyst } = setup();
    const editor = createEditor(store);
    const analysis = createAnalysis(store, editor, { analyst: () => analyst });
    analysis.getState().setAnalysing(true);
    expect(analyst.live).toHaveLength(1);
    editor.getState().openEditor();
    expect(analyst.live).toEqual([]);
    editor.getState().closeEditor();
    expect(analyst.live).toHaveLength(1);
  });

  test('rests when the game is over', () => {
    const { store, analyst, analysis } = setup();
    analysis.getState().setAnalysing(true);
    openRecord(store, { ...makeRecord(store.getState().start, []), moves: wonGame() });
    expect(store.getState().game.result).not.toBeNull();
    expect(analyst.live).toEqual([]);
    expect(analysis.getState().analysing).toBe(true);
  });
});

/** A finished two-player game on 7x7: Red drops all eight marbles and Blue cannot stop it. */
function wonGame(): string[] {
  return ['a1', 'g7', 'a3', 'g5', 'a5', 'g3', 'a7', 'g1', 'c1', 'e7', 'c3', 'e5', 'c5', 'e3', 'c7'];
}

describe('the hint while the analysis runs', () => {
  test('is the analysis’s best move, with no search of its own', () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'd4', 'c3');
    analysis.getState().setAnalysing(true);
    // No figures yet: nothing to show, the caller asks the computer instead.
    expect(analysis.getState().showBest()).toBe(false);
    expect(store.getState().hint).toBeNull();
    analyst.live[0]!.update(analysisOf(0.62, ['b2', 'e5', 'f6']));
    expect(analysis.getState().showBest()).toBe(true);
    expect(store.getState().hint?.name).toBe('b2');
    expect(store.getState().announcement).toEqual({ code: 'hint', player: 1, move: 'b2' });
    expect(english.words(announcementWords(store.getState().announcement))).toBe('Hint for Red: b2.');
    expect(store.getState().search).toBeNull();
  });

  test('shows nothing while the analysis is off', () => {
    const { store, analysis } = setup();
    playAll(store, 'd4');
    expect(analysis.getState().showBest()).toBe(false);
    expect(store.getState().hint).toBeNull();
  });

  test('an earlier hint leaves the table when the analysis starts', () => {
    const { store, analysis } = setup();
    playAll(store, 'd4', 'c3');
    const move = parseMove(store.getState().game.board, 'b2');
    if (!move.ok) throw new Error('b2 is no move here');
    store.getState().showMove(move.value, { code: 'hint', player: 1, move: 'b2' });
    expect(store.getState().hint?.name).toBe('b2');
    expect(store.getState().preview).not.toBeNull();
    analysis.getState().setAnalysing(true);
    expect(store.getState().hint).toBeNull();
    expect(store.getState().preview).toBeNull();
  });

  test('a hint still being searched for is called off when the analysis starts, and its answer never shows', async () => {
    const { store, analysis, thinker } = setup();
    playAll(store, 'd4', 'c3');
    store.getState().requestHint();
    expect(store.getState().search).toBe('hint');
    analysis.getState().setAnalysing(true);
    expect(store.getState().search).toBeNull();
    expect(thinker.cancels).toBe(1);
    thinker.last.answer({ ok: true, value: 'b2' });
    await answersArrive();
    expect(store.getState().hint).toBeNull();
    expect(store.getState().preview).toBeNull();
  });
});

describe('the game review', () => {
  test('reviews the main line at the chosen depth, with progress, and keeps the review in the game’s meta', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    store.getState().goToPly(1);
    playAll(store, 'a1');
    analysis.getState().setDepth('quick');
    const running = analysis.getState().reviewGame();
    const call = analyst.lastReview;
    expect(call.record).toBe(recordWith(store, ['b2', 'f6', 'd4']));
    expect(call.options.playouts).toBe(REVIEW_PLAYOUTS.quick);
    expect(call.options.seed).toBe(REVIEW_SEED);
    expect(analysis.getState().progress).toEqual({ done: 0, total: 3 });
    call.options.onProgress(2, 4);
    expect(analysis.getState().progress).toEqual({ done: 2, total: 4 });
    call.finish(REVIEW);
    await running;
    expect(analysis.getState().progress).toBeNull();
    expect(analysis.getState().review).toEqual(REVIEW);
    expect(store.getState().meta?.review).toEqual(reviewToMeta(REVIEW));
  });

  test('Cancel stops it and leaves the review there was', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    const first = analysis.getState().reviewGame();
    analyst.lastReview.finish(REVIEW);
    await first;
    const second = analysis.getState().reviewGame();
    const call = analyst.lastReview;
    analysis.getState().cancelReview();
    expect(call.options.signal.aborted).toBe(true);
    await second;
    expect(analysis.getState().progress).toBeNull();
    expect(analysis.getState().review).toEqual(REVIEW);
    expect(analysis.getState().problem).toBeNull();
  });

  test('a failed review says why', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'd4');
    const running = analysis.getState().reviewGame();
    analyst.lastReview.fail(new Error('the worker stopped'));
    await running;
    expect(analysis.getState().problem).toEqual({ code: 'failed', reason: 'the worker stopped' });
    expect(english.words(reviewFailureWords(analysis.getState().problem!))).toBe(
      'The review could not finish: the worker stopped.',
    );
    expect(analysis.getState().review).toBeNull();
  });

  test('a game with no moves has nothing to review', async () => {
    const { analyst, analysis } = setup();
    await analysis.getState().reviewGame();
    expect(analyst.reviews).toEqual([]);
  });

  test('a new main line keeps only the plies the two lines share', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    const running = analysis.getState().reviewGame();
    analyst.lastReview.finish(REVIEW);
    await running;
    store.getState().goToPly(2);
    playAll(store, 'g1');
    expect(analysis.getState().review).toEqual(REVIEW);
    store.getState().promoteVariation(store.getState().path, true);
    expect(analysis.getState().review?.plies).toEqual(REVIEW.plies.slice(0, 2));
    expect(store.getState().meta?.review).toEqual(reviewToMeta(keptReview(REVIEW, 2)!));
    store.getState().goToPly(0);
    playAll(store, 'g7');
    store.getState().promoteVariation(store.getState().path, true);
    expect(analysis.getState().review).toBeNull();
    expect(store.getState().meta).toBeUndefined();
  });

  test('moves played on after the end of the reviewed line keep the review', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    const running = analysis.getState().reviewGame();
    analyst.lastReview.finish(REVIEW);
    await running;
    playAll(store, 'g1');
    expect(analysis.getState().review).toBe(REVIEW);
  });

  test('picking a reviewed move goes to where it was played and shows the better move as a hint', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4', 'g1');
    const running = analysis.getState().reviewGame();
    analyst.lastReview.finish(REVIEW);
    await running;
    analysis.getState().pickPly(3);
    const t = store.getState();
    expect(t.cursor).toBe(2);
    const a7 = parseMove(t.game.board, 'a7');
    expect(a7.ok && t.hint?.move).toBe(a7.ok && a7.value);
    expect(t.preview).toEqual(a7.ok && previewOfMove(t.game, a7.value));
    expect(t.announcement).toEqual({ code: 'reviewed-move', review: REVIEW.plies[2], player: 1, played: 'd4' });
    expect(english.words(announcementWords(t.announcement))).toBe(
      "Move 3, Red's d4, a blunder: Red's chance to win went from 60% to 20%; a7 kept 60%.",
    );
    expect(analysis.getState().picked).toBe(3);
    // The pointer roams and comes back: the better move is still shown.
    t.setFocusCell(0);
    store.getState().setFocusCell(null);
    expect(store.getState().preview).toEqual(t.preview);
    store.getState().goToPly(4);
    expect(analysis.getState().picked).toBeNull();
    expect(store.getState().hint).toBeNull();
  });

  test('picking goes along the main line from inside a variation', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    const running = analysis.getState().reviewGame();
    analyst.lastReview.finish(REVIEW);
    await running;
    store.getState().goToPly(1);
    playAll(store, 'a1', 'c7');
    analysis.getState().pickPly(3);
    const { line, cursor, start } = store.getState();
    expect(cursor).toBe(2);
    expect(line.slice(0, 2).map((p) => moveName(start.board, p.move))).toEqual(['b2', 'f6']);
  });
});

describe('a review kept with the game', () => {
  async function reviewedGame() {
    const made = setup();
    playAll(made.store, 'b2', 'f6', 'd4');
    const running = made.analysis.getState().reviewGame();
    made.analyst.lastReview.finish(REVIEW);
    await running;
    return made.store.getState();
  }

  test('travels in a game file and in a link', async () => {
    const reviewed = await reviewedGame();
    const file = await readGameText('game.json', gameFileText(reviewed));
    const link = await decodeLink(await tableLink(reviewed));
    for (const opened of [file, link]) {
      if (!opened?.ok) throw new Error('the game did not open');
      const { store, analysis } = setup();
      await openGame(store, opened.value);
      expect(analysis.getState().review).toEqual(REVIEW);
      expect(store.getState().notice).toBeNull();
    }
  });

  test('a malformed review is left out with a notice; the rest of the game opens', () => {
    const { store, analysis } = setup();
    const meta = { names: ['Ada', 'Bo'], review: { v: 1, playouts: 300, seed: 1, plies: [[500, 520, 'd4', 520]] } };
    openRecord(store, { ...makeRecord(store.getState().start, []), moves: ['d4', 'c3'], meta });
    expect(analysis.getState().review).toBeNull();
    expect(store.getState().notice).toMatchObject({
      code: 'review-left-out',
      problem: { code: 'unreadable', problem: { code: 'bad-entry', ply: 1 } },
      after: null,
    });
    expect(english.words(noticeWords(store.getState().notice!))).toMatch(
      /^This game's review could not be read \(meta\.review: ply 1 .*\), so/,
    );
    expect(store.getState().meta?.names).toEqual(['Ada', 'Bo']);
    expect(store.getState().line).toHaveLength(2);
  });

  test('a review of more moves than the game has is left out too', () => {
    const { store, analysis } = setup();
    const meta = { review: reviewToMeta(REVIEW) };
    openRecord(store, { ...makeRecord(store.getState().start, []), moves: ['d4', 'c3'], meta });
    expect(analysis.getState().review).toBeNull();
    expect(store.getState().notice).toEqual({
      code: 'review-left-out',
      problem: { code: 'too-long', plies: 3, moves: 2 },
      after: null,
    });
    expect(english.words(noticeWords(store.getState().notice!))).toContain('it reviews 3 moves and the game has 2');
  });

  test('its notice comes after what the table already had to say about the game', () => {
    const { store, analysis } = setup();
    const meta = { review: reviewToMeta(REVIEW) };
    const earlier = words('errors.seats.unknown', { seat: 'robot', seats: 'human, easy' });
    const opened = store
      .getState()
      .loadGame({ start: store.getState().start, tree: lineTree([]), meta }, { notice: earlier });
    expect(opened.ok).toBe(true);
    expect(analysis.getState().review).toBeNull();
    expect(store.getState().notice).toMatchObject({ code: 'review-left-out', after: earlier });
    expect(english.words(noticeWords(store.getState().notice!))).toBe(
      `${english.words(earlier)} This game's review could not be read (it reviews 3 moves and the game has 0), so it is left out.`,
    );
  });

  test('a review in flight when another game opens is dropped', async () => {
    const { store, analyst, analysis } = setup();
    playAll(store, 'b2', 'f6', 'd4');
    const running = analysis.getState().reviewGame();
    const call = analyst.lastReview;
    store.getState().openDefault(words('review.failed', { reason: 'another game came' }));
    expect(call.options.signal.aborted).toBe(true);
    await running;
    await answersArrive();
    expect(analysis.getState().review).toBeNull();
    expect(store.getState().meta).toBeUndefined();
  });
});
