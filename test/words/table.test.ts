import { describe, expect, test } from 'vitest';
import { isWords } from '../../src/i18n/translate';
import { english } from '../../src/store/language';
import type { TableProblem } from '../../src/store/tableCodes';
import { noticeWords } from '../../src/words/table';

/** The notice's message and, where it has one, its detail, in English. */
function worded(problem: TableProblem): { message: string; detail: string | null } {
  const shown = noticeWords(problem);
  const detail = shown.params?.['detail'];
  return {
    message: english.words(shown),
    detail: detail !== undefined && isWords(detail) ? english.words(detail) : null,
  };
}

describe('noticeWords for a link or file that could not be opened', () => {
  test.each<[TableProblem, string, string | null]>([
    [
      { code: 'board-link-unopened', problem: { code: 'link-part', part: 'size' } },
      'This board link is damaged, so its board could not be opened. A new game was opened instead.',
      'the board link has an unknown part "size"',
    ],
    [
      { code: 'game-link-unopened', problem: { code: 'not-utf8' } },
      'This link is damaged, so its game could not be opened. A new game was opened instead.',
      'the decoded record is not UTF-8 text',
    ],
  ])('%j: the message, and the parser’s account kept as its detail', (problem, message, detail) => {
    expect(worded(problem)).toEqual({ message, detail });
  });

  test.each<[TableProblem, string]>([
    [
      { code: 'game-unopened', problem: { code: 'off-tree' } },
      'This game could not be opened: the path leads to no position of the game.',
    ],
    [
      { code: 'seats-unread', problem: { code: 'seat-count', seats: 1, players: 2 } },
      "This link's seats could not be read: it names 1 seat for 2 players. Every seat is human.",
    ],
    [
      { code: 'file-unopened', problem: { name: 'game.json', problem: { code: 'unreadable' } } },
      'game.json: the file could not be read. The game on the table is unchanged.',
    ],
  ])('%j: the reason inside the message, no detail apart', (problem, message) => {
    expect(worded(problem)).toEqual({ message, detail: null });
  });
});
