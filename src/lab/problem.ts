import type { EditProblem } from '../setup/draft';

/**
 * Why a lab run could not start or did not finish. The limits are the numbers to type into the
 * form; `why` is the error the browser gave, as it gave it.
 */
export type LabProblem =
  | { readonly code: 'games'; readonly max: number }
  | { readonly code: 'level'; readonly level: string }
  | { readonly code: 'playouts' }
  | { readonly code: 'seed'; readonly max: number }
  | { readonly code: 'workers'; readonly max: number }
  | { readonly code: 'unplayable'; readonly problem: EditProblem }
  | { readonly code: 'no-round-limit' }
  | { readonly code: 'no-games' }
  | { readonly code: 'failed'; readonly why: string };
