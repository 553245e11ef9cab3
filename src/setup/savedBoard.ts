import type { EditProblem } from './draft';

/**
 * Why boards saved to the gallery could not all be read back (`unreadable`: how many, and the
 * storage key they were set aside under), or why a board could not be saved.
 */
export type SavedBoardProblem =
  | { readonly code: 'unreadable'; readonly count: number; readonly key: string }
  | { readonly code: 'no-name' }
  | { readonly code: 'long-name'; readonly max: number }
  | { readonly code: 'unplayable'; readonly problem: EditProblem }
  | { readonly code: 'store-failed' };
