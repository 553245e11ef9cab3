/**
 * What the Puzzles place says, coded: the store makes these, the wording (src/words/puzzles.ts)
 * reads them from here.
 */

/** How puzzles are chosen: near the rating, a streak of rising difficulty, or the day's. */
export type PuzzleMode = 'rated' | 'streak' | 'daily';

/**
 * Where a try stands: waiting for the solver's move, playing the replies (to a right move, the
 * refutation of a wrong one, or the whole solution shown), or over, solved or missed.
 */
export type PuzzlePhase = 'loading' | 'solving' | 'replying' | 'solved' | 'missed' | 'shown';

/** The last thing the try told, for the live region: coded, the view chooses the words. */
export type PuzzleNews =
  | { readonly code: 'start'; readonly player: number; readonly winIn: number }
  | { readonly code: 'right' }
  | { readonly code: 'wrong' }
  | { readonly code: 'solved' }
  | { readonly code: 'shown' }
  | { readonly code: 'hint'; readonly move: string };

/** Why no puzzle could be shown. */
export type PuzzlesProblem =
  | { readonly code: 'set-unloaded' }
  | { readonly code: 'unknown-puzzle'; readonly id: string }
  | { readonly code: 'none-left' }
  | { readonly code: 'unplayable'; readonly id: string };

/** A first try's effect on the ratings, shown after it. */
export interface RatedTry {
  readonly solved: boolean;
  readonly before: number;
  readonly after: number;
  readonly puzzleRating: number;
  /**
   * The signed-in account's puzzle rating on the game server once it answered the try: moved by it
   * (`counted`), or as it was when the account had tried this puzzle before.
   */
  readonly account?: { readonly counted: boolean; readonly rating: number };
}
