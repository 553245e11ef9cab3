import { describe, expect, test } from 'vitest';
import { GUIDE_KEY, LEAD_IN_MS, createGuide } from '../../src/store/guide';
import { english } from '../../src/store/language';
import { type StepId, guideSteps } from '../../src/ui/guide/steps';
import { playAll } from '../engine/helpers';
import { ManualClock, tableWith } from './fixtures';
import { memoryStorage } from './memoryStorage';
import { announcementWords } from '../../src/words/table';

const steps = guideSteps();

function indexOf(id: StepId): number {
  return steps.findIndex((s) => s.id === id);
}

function guideWith(storage = memoryStorage()) {
  const clock = new ManualClock();
  const { store: table } = tableWith({ seats: ['human', 'medium'] }, clock);
  const guide = createGuide(table, steps, { storage, clock });
  return { table, guide, clock, storage };
}

/** Lets the lead-in pass and the move it starts run to its end. */
function playThrough(clock: ManualClock): void {
  clock.advance(LEAD_IN_MS);
  for (let i = 0; i < 1000; i++) clock.advance(16);
}

describe('the guide keeps the game on the table', () => {
  test('closing puts back exactly the game, its variations, cursor and seats', () => {
    const { table, guide, clock } = guideWith();
    for (const move of ['d4', 'd5']) table.getState().playText(move);
    table.getState().undo();
    table.getState().playText('a1');
    table.getState().goToPly(1);
    table.getState().setMetaEntry('names', ['Ada', 'Ben']);
    const kept = table.getState();

    guide.getState().openGuide();
    playThrough(clock);
    guide.getState().goToStep(indexOf('bumper'));
    guide.getState().tryIt();
    table.getState().playText('c3');
    expect(table.getState().start).not.toBe(kept.start);
    guide.getState().close();

    const now = table.getState();
    expect(guide.getState().open).toBe(false);
    for (const field of [
      'start',
      'tree',
      'meta',
      'path',
      'cursor',
      'line',
      'linePath',
      'seats',
      'announcement',
    ] as const)
      expect(now[field], field).toEqual(kept[field]);
    expect(now.game).toEqual(kept.game);
    expect(now.motion).toBeNull();
  });

  test('a move of the guide never plays after closing', () => {
    const { table, guide, clock } = guideWith();
    table.getState().playText('d4');
    const kept = table.getState();
    guide.getState().openGuide();
    guide.getState().close();
    clock.advance(LEAD_IN_MS * 2);
    expect(table.getState().tree).toBe(kept.tree);
    expect(table.getState().cursor).toBe(1);
  });
});

describe('steps', () => {
  test('a step shows the position before its move, then plays the move with the table animation', () => {
    const { table, guide, clock } = guideWith();
    guide.getState().openGuide(indexOf('edge'));
    const lesson = steps[indexOf('edge')]!;
    expect(table.getState().game.owners).toEqual(playAll(lesson.start, lesson.lead).owners);
    expect(table.getState().seats).toEqual(['human', 'human']);
    expect(table.getState().line).toHaveLength(0);

    clock.advance(LEAD_IN_MS);
    const playing = table.getState();
    expect(playing.line.map((p) => p.move)).toEqual([lesson.move]);
    expect(playing.motion).not.toBeNull();
    expect(english.words(announcementWords(playing.announcement))).toMatch(/^Red drops d4/);
    playThrough(clock);
    expect(table.getState().motion).toBeNull();
    expect(table.getState().game.reserves).toEqual([2, 4]);
  });

  test('steps with moves before theirs lead up to them: the pie step starts after the opening', () => {
    const { table, guide, clock } = guideWith();
    guide.getState().openGuide(indexOf('pie'));
    expect(table.getState().cursor).toBe(1);
    expect(table.getState().legal).toContain('swap');
    clock.advance(LEAD_IN_MS);
    expect(table.getState().line.at(-1)!.move).toBe('swap');
  });

  test('Play it again goes back before the move and plays it once more', () => {
    const { table, guide, clock } = guideWith();
    guide.getState().openGuide(indexOf('hole'));
    playThrough(clock);
    const after = table.getState().game;
    guide.getState().playAgain();
    expect(table.getState().cursor).toBe(0);
    expect(table.getState().game.owners).not.toEqual(after.owners);
    playThrough(clock);
    expect(table.getState().game.owners).toEqual(after.owners);
    expect(table.getState().line).toHaveLength(1);
  });

  test('Next and Back move between the steps and stop at both ends', () => {
    const { guide } = guideWith();
    guide.getState().openGuide();
    guide.getState().goToStep(-1);
    expect(guide.getState().step).toBe(0);
    guide.getState().goToStep(1);
    expect(guide.getState().step).toBe(1);
    guide.getState().goToStep(steps.length);
    expect(guide.getState().step).toBe(1);
  });

  test('nothing happens while the guide is closed', () => {
    const { table, guide, clock } = guideWith();
    const kept = table.getState();
    guide.getState().goToStep(2);
    guide.getState().playAgain();
    guide.getState().tryIt();
    guide.getState().close();
    clock.advance(LEAD_IN_MS);
    expect(table.getState()).toBe(kept);
  });
});

describe('Try it', () => {
  test('sets up the position without playing, and says when the move found the idea', () => {
    const { table, guide, clock } = guideWith();
    guide.getState().openGuide(indexOf('edge'));
    guide.getState().tryIt();
    clock.advance(LEAD_IN_MS * 2);
    expect(table.getState().line).toHaveLength(0);
    expect(guide.getState()).toMatchObject({ mode: 'try', verdict: null });
    expect(table.getState().playText('d4').ok).toBe(true);
    expect(guide.getState().verdict).toBe('found');
  });

  test('says when it did not, and Try again starts over from the same position', () => {
    const { table, guide } = guideWith();
    guide.getState().openGuide(indexOf('edge'));
    guide.getState().tryIt();
    table.getState().playText('d5');
    expect(guide.getState().verdict).toBe('missed');
    // Play goes on from there, but only the first move is judged.
    table.getState().playText('d4');
    expect(guide.getState().verdict).toBe('missed');
    guide.getState().tryIt();
    expect(guide.getState().verdict).toBeNull();
    expect(table.getState().line).toHaveLength(0);
    table.getState().playText('d4');
    expect(guide.getState().verdict).toBe('found');
  });

  test('a move the engine refuses is no verdict: must block refuses the moves that do not block', () => {
    const { table, guide } = guideWith();
    guide.getState().openGuide(indexOf('mustBlock'));
    guide.getState().tryIt();
    expect(table.getState().playText('c1').ok).toBe(false);
    expect(guide.getState().verdict).toBeNull();
    table.getState().playText('e2');
    expect(guide.getState().verdict).toBe('found');
  });

  test('the swap is judged like any move, from the Move field or a button', () => {
    const { table, guide } = guideWith();
    guide.getState().openGuide(indexOf('pie'));
    guide.getState().tryIt();
    table.getState().play('swap');
    expect(guide.getState().verdict).toBe('found');
  });

  test('watching a step judges nothing', () => {
    const { table, guide, clock } = guideWith();
    guide.getState().openGuide(indexOf('edge'));
    playThrough(clock);
    table.getState().playText('a1');
    expect(guide.getState()).toMatchObject({ mode: 'watch', verdict: null });
  });

  test('another step or Play it again leaves the try', () => {
    const { guide } = guideWith();
    guide.getState().openGuide(indexOf('edge'));
    guide.getState().tryIt();
    guide.getState().playAgain();
    expect(guide.getState().mode).toBe('watch');
    guide.getState().tryIt();
    guide.getState().goToStep(0);
    expect(guide.getState().mode).toBe('watch');
  });
});

describe('the first-visit offer', () => {
  test('comes on a first visit and not after it was dismissed', () => {
    const storage = memoryStorage();
    const { guide } = guideWith(storage);
    expect(guide.getState().offered).toBe(true);
    guide.getState().dismissOffer();
    expect(guide.getState().offered).toBe(false);
    expect(storage.items[GUIDE_KEY]).toBe('seen');
    expect(guideWith(storage).guide.getState().offered).toBe(false);
  });

  test('opening the guide counts as taking the offer', () => {
    const storage = memoryStorage();
    const { guide } = guideWith(storage);
    guide.getState().openGuide();
    expect(guide.getState().offered).toBe(false);
    expect(guideWith(storage).guide.getState().offered).toBe(false);
  });

  test.each(['', 'yes', '{"seen":true}', 'SEEN'])('a stored value it did not write (%j) is ignored', (value) => {
    expect(guideWith(memoryStorage({ [GUIDE_KEY]: value })).guide.getState().offered).toBe(true);
  });

  test('storage that refuses to be read or written only means the offer may come again', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { guide } = guideWith(broken as never);
    expect(guide.getState().offered).toBe(true);
    expect(() => guide.getState().dismissOffer()).not.toThrow();
    expect(guide.getState().offered).toBe(false);
    const offline = guideWith(null as never).guide;
    expect(offline.getState().offered).toBe(true);
  });
});
