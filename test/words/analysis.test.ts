import { expect, test } from 'vitest';
import type { PlyReview } from '../../src/ai/review';
import { english } from '../../src/i18n/english';
import { words } from '../../src/i18n/catalogue';
import { keptReviewProblemWords, reviewFailureWords } from '../../src/words/analysis';
import { announcementWords, noticeWords } from '../../src/words/table';

test("why a game's kept review is left out", () => {
  expect(english.words(keptReviewProblemWords({ code: 'unreadable', problem: { code: 'bad-seed' } }))).toBe(
    'meta.review: seed must be a whole number',
  );
  expect(english.words(keptReviewProblemWords({ code: 'too-long', plies: 1, moves: 0 }))).toBe(
    'it reviews 1 move and the game has 0',
  );
});

test('the notice of a left-out review, alone or after what the table already said', () => {
  const problem = { code: 'too-long', plies: 3, moves: 2 } as const;
  expect(english.words(noticeWords({ code: 'review-left-out', problem, after: null }))).toBe(
    "This game's review could not be read (it reviews 3 moves and the game has 2), so it is left out.",
  );
  const earlier = words('errors.seats.unknown', { seat: 'robot', seats: 'human, easy' });
  expect(english.words(noticeWords({ code: 'review-left-out', problem, after: earlier }))).toBe(
    `${english.words(earlier)} This game's review could not be read (it reviews 3 moves and the game has 2), so it is left out.`,
  );
  const coded = { code: 'no-hint', problem: { code: 'game-over' } } as const;
  expect(english.words(noticeWords({ code: 'review-left-out', problem, after: coded }))).toBe(
    `${english.words(noticeWords(coded))} This game's review could not be read (it reviews 3 moves and the game has 2), so it is left out.`,
  );
});

test('a review that did not finish says why', () => {
  expect(english.words(reviewFailureWords({ code: 'failed', reason: 'the worker stopped' }))).toBe(
    'The review could not finish: the worker stopped.',
  );
});

test('a picked reviewed move is announced with its better move', () => {
  const review: PlyReview = { ply: 5, before: 0.62, after: 0.2, best: 'd4', bestChance: 0.58, label: 'blunder' };
  expect(english.words(announcementWords({ code: 'reviewed-move', review, player: 1, played: 'c3' }))).toBe(
    "Move 5, Red's c3, a blunder: Red's chance to win went from 62% to 20%; d4 kept 58%.",
  );
});
