import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GALLERY } from '../../lab/gallery';
import { type PuzzleErrorCode, type PuzzleTryAnswer, readPuzzleTry } from '../../online/puzzleProtocol';
import { choosePuzzle } from '../../puzzles/choose';
import { type Puzzle, writePuzzle } from '../../puzzles/puzzle';
import { newSolverSkill, puzzleSkill, shownRating } from '../../puzzles/rating';
import { isTheme } from '../../puzzles/themes';
import { refuse } from '../refusals';
import type { PuzzleStore } from '../storage/storage';
import { parsePuzzleLines } from './set';

/** Tries one address may send a minute: a person solves a few; more is a script moving ratings. */
export const TRIES_PER_MINUTE = 30;

/** The boards a puzzle may be asked for by: the gallery's, and "custom" for any other. */
const BOARDS: ReadonlySet<string> = new Set([...GALLERY.map((b) => b.id), 'custom']);

export interface PuzzleOptions {
  readonly storage: PuzzleStore;
  /** The shipped set; the puzzles found here are added to it at start. */
  readonly puzzles: readonly Puzzle[];
  readonly now: () => number;
}

const refusePuzzle = (reply: FastifyReply, status: number, code: PuzzleErrorCode, detail?: string) =>
  refuse(reply, status, code, detail);

/** A filter of the query: absent or empty is no filter, a repeated one is refused like a wrong one. */
function filterOf<T extends string>(value: unknown, known: (text: string) => text is T): T | undefined | false {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && known(value) ? value : false;
}

/**
 * The puzzles: `GET /api/puzzles/next` and `POST /api/puzzles/:id/try` (docs/online.md, "Puzzles").
 * The set is the shipped one, the puzzles found here when the server started, and those this
 * instance finds as it runs (`offer`, which it returns); their ratings are read from the store on
 * each request, since every instance moves them.
 */
export function registerPuzzles(app: FastifyInstance, options: PuzzleOptions): (found: readonly Puzzle[]) => void {
  const { storage, now } = options;
  const byId = new Map<string, Puzzle>();
  let set: Puzzle[] = [];
  const offer = (puzzles: readonly Puzzle[]) => {
    for (const puzzle of puzzles) if (!byId.has(puzzle.id)) byId.set(puzzle.id, puzzle);
    set = [...byId.values()];
  };
  // Read once the app is ready (before it listens), where a database that fails closes what was opened.
  app.addHook('onReady', async () => {
    offer([...options.puzzles, ...parsePuzzleLines(await storage.foundPuzzles(), 'found puzzles')]);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/puzzles/next', async (request, reply) => {
    const theme = filterOf(request.query['theme'], isTheme);
    if (theme === false) return refusePuzzle(reply, 400, 'bad-theme');
    const board = filterOf(request.query['board'], (b): b is string => BOARDS.has(b));
    if (board === false) return refusePuzzle(reply, 400, 'bad-board');
    const solver = request.account ? await storage.solver(request.account.id) : null;
    const ratings = await storage.puzzleRatings();
    // Chosen by the ratings as they stand here, not as shipped.
    const rated = set.map((p) => {
      const skill = ratings.get(p.id);
      return skill ? { ...p, rating: shownRating(skill) } : p;
    });
    const chosen = choosePuzzle(rated, {
      rating: shownRating(solver?.skill ?? newSolverSkill()),
      exclude: new Set(solver?.tried ?? []),
      ...(theme !== undefined ? { theme } : {}),
      ...(board !== undefined ? { board } : {}),
      seed: randomInt(2 ** 31),
    });
    if (!chosen) return refusePuzzle(reply, 404, 'no-puzzle-left');
    return reply.send({ puzzle: JSON.parse(writePuzzle(byId.get(chosen.id)!)) as unknown, rating: chosen.rating });
  });

  const tries = { config: { rateLimit: { max: TRIES_PER_MINUTE, timeWindow: 60_000 } } };
  app.post<{ Params: { id: string } }>('/api/puzzles/:id/try', tries, async (request, reply) => {
    const account = request.account;
    if (!account) return refusePuzzle(reply, 401, 'signed-out');
    const body = readPuzzleTry(request.body);
    if (!body.ok) return refusePuzzle(reply, 400, 'bad-request', body.error);
    const puzzle = byId.get(request.params.id);
    if (!puzzle) return refusePuzzle(reply, 404, 'no-such-puzzle');
    const outcome = await storage.recordTry(
      { accountId: account.id, puzzleId: puzzle.id, solved: body.value.solved, moves: [], at: now() },
      puzzleSkill(puzzle),
    );
    const answer: PuzzleTryAnswer = {
      counted: outcome.first,
      solved: outcome.solved,
      solver: shownRating(outcome.solver),
      puzzle: shownRating(outcome.puzzle),
    };
    return reply.send(answer);
  });
  return offer;
}
