import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { type Result, err, ok } from '../engine/result';

/** The puzzle endpoints' bodies and answers (docs/online.md, "Puzzles"). */

/** `POST /api/puzzles/:id/try`: whether the solver found the win. */
export const PuzzleTrySchema = Type.Object({ solved: Type.Boolean() }, { additionalProperties: false });
export type PuzzleTryBody = Static<typeof PuzzleTrySchema>;

/** The answer of `POST /api/puzzles/:id/try`: both shown ratings right after the try that counted. */
export interface PuzzleTryAnswer {
  /** False when the account had tried this puzzle before: nothing moved, the first try's outcome is given back. */
  readonly counted: boolean;
  readonly solved: boolean;
  readonly solver: number;
  readonly puzzle: number;
}

/** The refusals of the puzzle endpoints, besides those of every endpoint (`too-many`, `not-found`, `server-error`). */
export const PUZZLE_ERROR_CODES = [
  'bad-theme',
  'bad-board',
  /** The theme, board and tries leave no puzzle of the set. */
  'no-puzzle-left',
  'signed-out',
  'bad-request',
  'no-such-puzzle',
] as const;
export type PuzzleErrorCode = (typeof PUZZLE_ERROR_CODES)[number];

const compiled = TypeCompiler.Compile(PuzzleTrySchema);

/** Reads a try's body; the error is the JSON pointer of the first field that is wrong. */
export function readPuzzleTry(value: unknown): Result<PuzzleTryBody, string> {
  if (compiled.Check(value)) return ok(value);
  return err(compiled.Errors(value).First()?.path || '/');
}
