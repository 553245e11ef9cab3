import type { Thinker } from '../ai/client';
import type { Level } from '../ai/levels';
import { type AnswerProblem, legalAnswer } from '../ai/answer';
import { atRest } from '../anim/gameTimeline';
import type { SearchBudget } from '../ai/searchTypes';
import { type Move, moveName } from '../engine/game';
import { makeRecord, writeRecord } from '../engine/record';
import { type Result, err } from '../engine/result';
import { computerLevel } from '../setup/seats';
import { HINT_SEARCH, type SearchPurpose, type Table, hintFields } from './tableState';

type Set = (partial: Partial<Table>) => void;
type Get = () => Table;

/**
 * The computer at the table: its own moves when it holds the seat to move and the table is at the
 * end of a line and still, and hints for people. Searches run in a worker; only the latest one's
 * answer is taken.
 */
export function computerPlayer(set: Set, get: Get, makeThinker: () => Thinker, playMove: (move: Move) => void) {
  let thinker: Thinker | null = null;
  let searches = 0;
  /** Where the computer failed to move: it does not try again until the game or the cursor changes. */
  let failedAt: { tree: Table['tree']; path: string } | null = null;

  const stop = (): Pick<Table, 'search'> => {
    if (get().search) {
      searches++;
      thinker?.cancel();
    }
    return { search: null };
  };

  const answered = (purpose: SearchPurpose, answer: Result<string, AnswerProblem> | null): void => {
    const { game, legal, tree, path } = get();
    if (answer === null) {
      set({ search: null });
      return;
    }
    const move = answer.ok ? legalAnswer(game, legal, answer.value) : answer;
    if (!move.ok) {
      if (purpose === 'move') failedAt = { tree, path };
      set({
        search: null,
        notice:
          purpose === 'move'
            ? { code: 'no-move', player: game.toMove, problem: move.error }
            : { code: 'no-hint', problem: move.error },
      });
      return;
    }
    if (purpose === 'move') {
      set({ search: null });
      playMove(move.value);
      return;
    }
    set({
      search: null,
      ...hintFields(game, move.value),
      announcement: { code: 'hint', player: game.toMove, move: moveName(game.board, move.value) },
    });
  };

  /** Asks the worker about the position at the cursor; the seed follows the move count, so replays agree. */
  const start = (purpose: SearchPurpose, level: Level, budget?: SearchBudget): void => {
    const state = get();
    const id = ++searches;
    thinker ??= makeThinker();
    set({ search: purpose });
    const moves = state.line.slice(0, state.cursor).map((p) => p.move);
    const request = {
      record: writeRecord(makeRecord(state.start, moves)),
      player: level,
      seed: state.cursor,
      ...(budget ? { budget } : {}),
    };
    thinker.think(request).then(
      (answer) => {
        if (id === searches) answered(purpose, answer);
      },
      (e: unknown) => {
        if (id === searches)
          answered(purpose, err({ code: 'failed', message: e instanceof Error ? e.message : String(e) }));
      },
    );
  };

  return {
    stop,
    /**
     * Starts the computer's search when its seat is to move, the cursor is at the end of its line
     * and the table is still: a person browsing back through the game is not answered.
     */
    maybeThink(): void {
      const { game, seats, cursor, line, motion, search, tree, path, clock, playhead } = get();
      const level = computerLevel(seats, game.toMove);
      if (level === null || game.result || cursor < line.length || motion || search) return;
      if (!atRest(clock, playhead)) return;
      if (failedAt && failedAt.tree === tree && failedAt.path === path) return;
      start('move', level);
    },
    requestHint(): void {
      const { game, seats, search } = get();
      if (game.result || search || computerLevel(seats, game.toMove) !== null) return;
      start('hint', HINT_SEARCH.level, HINT_SEARCH.budget);
    },
  };
}
