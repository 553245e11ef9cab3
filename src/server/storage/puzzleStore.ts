import type { Kysely } from 'kysely';
import { type PuzzleSkill, newSolverSkill, rateTry } from '../../puzzles/rating';
import type { SqlDialect } from './dialect';
import type { Tables } from './schema';
import type { PuzzleStore } from './storage';

const skillOf = (row: { mu: number; sigma: number }): PuzzleSkill => ({ mu: row.mu, sigma: row.sigma });

/** Puzzles found here, their ratings, the accounts' puzzle skills and their tries, on either database. */
export function puzzleStore(db: Kysely<Tables>, dialect: SqlDialect): PuzzleStore {
  return {
    async addPuzzles(found) {
      if (found.length === 0) return;
      await db
        .insertInto('found_puzzles')
        .values(found.map((f) => ({ id: f.id, line: f.line, game_id: f.gameId, found_at: f.at })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async foundPuzzles() {
      const rows = await db.selectFrom('found_puzzles').select('line').orderBy('found_at').orderBy('id').execute();
      return rows.map((r) => r.line);
    },

    async puzzleRatings() {
      const rows = await db.selectFrom('puzzle_ratings').select(['puzzle_id', 'mu', 'sigma']).execute();
      return new Map(rows.map((r) => [r.puzzle_id, skillOf(r)]));
    },

    async solver(accountId) {
      const row = await db
        .selectFrom('puzzle_solvers')
        .select(['mu', 'sigma'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const tried = await db
        .selectFrom('puzzle_tries')
        .select('puzzle_id')
        .where('account_id', '=', accountId)
        .execute();
      return { skill: row ? skillOf(row) : null, tried: tried.map((t) => t.puzzle_id) };
    },

    recordTry(attempt, puzzleStart) {
      const { accountId, puzzleId } = attempt;
      return db.transaction().execute(async (trx) => {
        // The solver's row is locked first (made where missing, tries 0: not rated yet): two tries
        // of one account at once, on two instances, take turns, and the second finds the first.
        await trx
          .insertInto('puzzle_solvers')
          .values({ account_id: accountId, ...newSolverSkill(), tries: 0 })
          .onConflict((oc) => oc.column('account_id').doNothing())
          .execute();
        const solver = await dialect
          .forUpdate(trx.selectFrom('puzzle_solvers').selectAll().where('account_id', '=', accountId))
          .executeTakeFirstOrThrow();
        const first = await trx
          .selectFrom('puzzle_tries')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('puzzle_id', '=', puzzleId)
          .executeTakeFirst();
        if (first)
          return {
            first: false,
            solved: first.solved === 1,
            solver: { mu: first.solver_mu, sigma: first.solver_sigma },
            puzzle: { mu: first.puzzle_mu, sigma: first.puzzle_sigma },
          };
        await trx
          .insertInto('puzzle_ratings')
          .values({ puzzle_id: puzzleId, ...puzzleStart, tries: 0 })
          .onConflict((oc) => oc.column('puzzle_id').doNothing())
          .execute();
        const puzzle = await dialect
          .forUpdate(trx.selectFrom('puzzle_ratings').selectAll().where('puzzle_id', '=', puzzleId))
          .executeTakeFirstOrThrow();
        const after = rateTry(skillOf(solver), skillOf(puzzle), attempt.solved);
        await trx
          .insertInto('puzzle_tries')
          .values({
            account_id: accountId,
            puzzle_id: puzzleId,
            solved: attempt.solved ? 1 : 0,
            moves: JSON.stringify(attempt.moves),
            at: attempt.at,
            solver_mu: after.solver.mu,
            solver_sigma: after.solver.sigma,
            puzzle_mu: after.puzzle.mu,
            puzzle_sigma: after.puzzle.sigma,
          })
          .execute();
        await trx
          .updateTable('puzzle_solvers')
          .set({ ...after.solver, tries: solver.tries + 1 })
          .where('account_id', '=', accountId)
          .execute();
        await trx
          .updateTable('puzzle_ratings')
          .set({ ...after.puzzle, tries: puzzle.tries + 1 })
          .where('puzzle_id', '=', puzzleId)
          .execute();
        return { first: true, solved: attempt.solved, ...after };
      });
    },
  };
}
