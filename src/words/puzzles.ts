import { type Words, words } from '../i18n/catalogue';
import type { Theme } from '../puzzles/themes';
import type { PuzzleMode, PuzzleNews, PuzzlePhase, PuzzlesProblem, RatedTry } from '../store/puzzleCodes';
import { GALLERY } from '../lab/gallery';
import { galleryNameWords } from './boards';
import { playerWords } from './players';

export function puzzleThemeWords(theme: Theme): Words {
  return words(`puzzles.theme.${theme}`);
}

export function puzzleModeWords(mode: PuzzleMode): Words {
  return words(`puzzles.mode.${mode}`);
}

export function puzzlePromptWords(player: number, winIn: number): Words {
  return words('puzzles.prompt', { player: playerWords(player), count: winIn });
}

export function puzzleNewsWords(news: PuzzleNews): Words {
  switch (news.code) {
    case 'start':
      return words('puzzles.news.start', { player: playerWords(news.player), count: news.winIn });
    case 'hint':
      return words('puzzles.news.hint', { cell: news.move });
    case 'right':
    case 'wrong':
    case 'solved':
    case 'shown':
      return words(`puzzles.news.${news.code}`);
  }
}

/** What the panel says of a try that is not waiting for the solver's move, or null while it is. */
export function puzzlePhaseWords(phase: PuzzlePhase): Words | null {
  return phase === 'loading' || phase === 'solving' ? null : words(`puzzles.phase.${phase}`);
}

export function ratedTryWords(rated: RatedTry): Words {
  const params = { before: rated.before, after: rated.after, puzzle: rated.puzzleRating };
  return words(rated.solved ? 'puzzles.rated.solved' : 'puzzles.rated.missed', params);
}

/** The account's puzzle rating as the server gave it after the try. */
export function accountRatingWords(account: NonNullable<RatedTry['account']>): Words {
  return words(account.counted ? 'puzzles.account.counted' : 'puzzles.account.before', { rating: account.rating });
}

export function puzzlesProblemWords(problem: PuzzlesProblem): Words {
  switch (problem.code) {
    case 'set-unloaded':
      return words('puzzles.problem.setUnloaded');
    case 'unknown-puzzle':
      return words('puzzles.problem.unknownPuzzle', { id: problem.id });
    case 'none-left':
      return words('puzzles.problem.noneLeft');
    case 'unplayable':
      return words('puzzles.problem.unplayable', { id: problem.id });
  }
}

/** The name of a board of the set (puzzleBoard's id): a gallery board's, or the rest together. */
export function puzzleBoardWords(id: string): Words {
  const board = GALLERY.find((b) => b.id === id);
  return board ? galleryNameWords(board) : words('puzzles.boardCustom');
}
