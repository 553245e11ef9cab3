import { Random } from '../engine/random';
import { GALLERY } from '../lab/gallery';
import type { Puzzle } from './puzzle';
import { THEMES, type Theme } from './themes';

/**
 * The board a puzzle is played on: the id of the gallery board (a preset or a designed one) whose
 * shape and obstacles its record starts on, else "custom". Marbles set up on the board do not
 * change which board it is.
 */
export function puzzleBoard(puzzle: Pick<Puzzle, 'record'>): string {
  const { lattice, layout } = puzzle.record;
  const shape = layout.map((row) => row.replace(/[1-4]/g, '.')).join('/');
  return GALLERY.find((board) => board.lattice === lattice && board.layout.join('/') === shape)?.id ?? 'custom';
}

export interface PuzzleWish {
  /** The solver's shown rating. */
  readonly rating: number;
  /** Ids not to offer again: the puzzles tried already. */
  readonly exclude: ReadonlySet<string>;
  readonly theme?: Theme;
  readonly board?: string;
  readonly seed: number;
}

/**
 * How far from the solver's rating the first choice looks: lichess offers puzzles within about a
 * hundred points, close enough to be won about as often as lost.
 */
const FIRST_WINDOW = 100;

/**
 * The next puzzle for a solver: one of those within FIRST_WINDOW of their rating, the window
 * doubled until one is left, drawn with the seed; null when the theme, board and tries exclude
 * every puzzle of the set.
 */
export function choosePuzzle(set: readonly Puzzle[], wish: PuzzleWish): Puzzle | null {
  const open = set.filter(
    (p) =>
      !wish.exclude.has(p.id) &&
      (wish.theme === undefined || p.themes.includes(wish.theme)) &&
      (wish.board === undefined || puzzleBoard(p) === wish.board),
  );
  if (open.length === 0) return null;
  const farthest = Math.max(...open.map((p) => Math.abs(p.rating - wish.rating)));
  let window = FIRST_WINDOW;
  while (window < farthest && !open.some((p) => Math.abs(p.rating - wish.rating) <= window)) window *= 2;
  const near = open.filter((p) => Math.abs(p.rating - wish.rating) <= window);
  return near[new Random(wish.seed).below(near.length)]!;
}

/** The theme and the board a solver asks for, either left open. */
export interface PuzzleFilters {
  readonly theme: Theme | null;
  readonly board: string | null;
}

/**
 * What the theme and board menus offer: the themes (in THEMES's order) and the boards (in the
 * set's) that the set has a puzzle for, each narrowed to those that still leave one with the other
 * menu's choice. The set decides, not THEMES: a theme can have no puzzle at all (the shipped set
 * has none with the pie rule's swap or the last marble; docs/cli.md says why), and an offer that
 * can only answer "no puzzle matches" is no offer.
 */
export function filterChoices(set: readonly Puzzle[], chosen: PuzzleFilters): { themes: Theme[]; boards: string[] } {
  const onBoard = chosen.board === null ? set : set.filter((p) => puzzleBoard(p) === chosen.board);
  const withTheme = chosen.theme === null ? set : set.filter((p) => p.themes.includes(chosen.theme!));
  const themes = new Set(onBoard.flatMap((p) => p.themes));
  return { themes: THEMES.filter((t) => themes.has(t)), boards: [...new Set(withTheme.map(puzzleBoard))] };
}

/** The puzzle of day `day` (whole days since 1970-01-01 UTC): the same for everyone with the same set. */
export function puzzleOfTheDay(set: readonly Puzzle[], day: number): Puzzle {
  if (set.length === 0) throw new Error('empty-puzzle-set');
  return set[new Random(day).below(set.length)]!;
}

/** Ratings within one band are offered in a seeded order; bands rise. */
const STREAK_BAND = 100;

/**
 * The puzzles of a streak, easiest first: by bands of STREAK_BAND rating points, shuffled within
 * each band by the seed, so two streaks start alike in difficulty but not in puzzles.
 */
export function streakOrder(set: readonly Puzzle[], seed: number): Puzzle[] {
  const random = new Random(seed);
  const keyed = set.map((puzzle) => ({ puzzle, band: Math.floor(puzzle.rating / STREAK_BAND), draw: random.next() }));
  keyed.sort((a, b) => a.band - b.band || a.draw - b.draw);
  return keyed.map((k) => k.puzzle);
}
