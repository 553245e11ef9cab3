import { describe, expect, test } from 'vitest';
import { type GameState, legalMoves, moveName, play } from '../../src/engine/game';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { err, ok } from '../../src/engine/result';
import { moveWords } from '../../src/words/moves';
import { english } from '../../src/store/language';
import { defaultOptions } from '../../src/setup/options';
import { type Seat } from '../../src/setup/seats';
import { HINT_SEARCH, type TableStore } from '../../src/store/table';
import { cellOf, playMoves } from '../engine/helpers';
import { answersArrive, openRecord, playedPlies, tableWith } from './fixtures';
import { announcementWords, moveRefusalWords, noticeWords } from '../../src/words/table';

/** Names of the moves played so far. */
function movesOf(store: TableStore): string[] {
  const state = store.getState();
  return playedPlies(state).map((p) => moveName(state.start.board, p.move));
}

/** Some legal move of the position, by name: what a well-behaved thinker may answer. */
function aLegalMove(game: GameState, index = 0): string {
  const legal = legalMoves(game).filter((m) => m !== 'swap');
  return moveName(game.board, legal[index % legal.length]!);
}

function instantTable(seats: Seat[], options: Parameters<typeof tableWith>[0] = {}) {
  const table = tableWith({ ...options, seats });
  table.setSpeed('instant');
  return table;
}

describe('a computer seat', () => {
  test('is asked once the move before it has finished animating, with the record, its level and the move count', () => {
    const { store, clock, thinker } = tableWith({ seats: ['human', 'medium'] });
    store.getState().playText('d4');
    const duration = store.getState().clock.durations[0]!;
    expect(store.getState().motion).not.toBeNull();
    expect(thinker.requests).toHaveLength(0);
    expect(store.getState().search).toBeNull();
    clock.advance(duration * 1000 + 16);
    expect(thinker.requests).toHaveLength(1);
    const { request } = thinker.last;
    const { start, line } = store.getState();
    expect(request).toEqual({ record: writeRecord(makeRecord(start, [line[0]!.move])), player: 'medium', seed: 1 });
    expect(store.getState().search).toBe('move');
  });

  test('plays the answered move as a person’s move is played, then the table is the person’s again', async () => {
    const { store, thinker } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    const before = store.getState().game;
    thinker.last.answer(ok('d5'));
    await answersArrive();
    const { game, line, search, announcement } = store.getState();
    expect(movesOf(store)).toEqual(['d4', 'd5']);
    expect(line[1]!.player).toBe(2);
    expect(game.owners).toEqual(playMoves(before, ['d5']).owners);
    const played = play(before, cellOf(before.board, 'd5'));
    expect(played.ok && announcementWords(announcement)).toEqual(
      played.ok && moveWords(before.board, 2, played.value.events, played.value.state.result),
    );
    expect(search).toBeNull();
    expect(thinker.requests).toHaveLength(1);
  });

  test('the same position is always asked with the same seed', async () => {
    const seeds: number[] = [];
    for (let run = 0; run < 2; run++) {
      const { store, thinker } = instantTable(['human', 'hard']);
      store.getState().playText('c3');
      seeds.push(thinker.last.request.seed);
    }
    expect(seeds[0]).toBe(seeds[1]);
    const { store, thinker } = instantTable(['human', 'hard']);
    store.getState().playText('c3');
    thinker.last.answer(ok('e5'));
    await answersArrive();
    store.getState().playText('a1');
    expect(thinker.last.request.seed).not.toBe(seeds[0]);
  });

  test('computer against computer plays by itself, each move waiting for the last animation', async () => {
    const { store, clock, thinker } = tableWith({ seats: ['easy', 'hard'] });
    for (let ply = 0; ply < 4; ply++) {
      expect(thinker.requests).toHaveLength(ply + 1);
      expect(thinker.last.request.player).toBe(ply % 2 === 0 ? 'easy' : 'hard');
      thinker.last.answer(ok(aLegalMove(store.getState().game, 5 * ply + 3)));
      await answersArrive();
      expect(store.getState().line).toHaveLength(ply + 1);
      expect(store.getState().motion).not.toBeNull();
      clock.advance(store.getState().clock.durations[ply]! * 1000 - 1);
      expect(thinker.requests).toHaveLength(ply + 1);
      clock.advance(17);
    }
    expect(store.getState().search).toBe('move');
  });

  test('a person cannot play for the computer’s seat, by click or by the Move field', () => {
    const { store } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    const before = store.getState().line;
    const typed = store.getState().playText('c3');
    if (typed.ok) throw new Error('c3 was played for the computer');
    expect(typed.error).toEqual({ code: 'computer-seat', player: 2 });
    expect(english.words(moveRefusalWords(typed.error))).toBe('Blue is played by the computer');
    expect(store.getState().moveError).toEqual(typed.error);
    expect(store.getState().play(cellOf(store.getState().game.board, 'c3')).ok).toBe(false);
    expect(store.getState().line).toBe(before);
  });

  test('pointing at the table previews nothing while the computer is to move', () => {
    const { store } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    store.getState().setFocusCell(cellOf(store.getState().game.board, 'd5'));
    expect(store.getState().preview).toBeNull();
  });

  test('no search starts once the game is over', async () => {
    const { store, thinker } = instantTable(['human', 'easy'], { marbles: 1 });
    store.getState().playText('a1');
    expect(store.getState().game.result).not.toBeNull();
    await answersArrive();
    expect(thinker.requests).toHaveLength(0);
  });
});

describe('cancelling a search', () => {
  const CANCELLERS: readonly { name: string; act: (store: TableStore) => void }[] = [
    { name: 'undo', act: (store) => store.getState().undo() },
    { name: 'a new game', act: (store) => store.getState().newGame(defaultOptions('hex4')) },
    {
      name: 'opening a link',
      act: (store) => {
        const { start } = store.getState();
        openRecord(store, makeRecord(start, [cellOf(start.board, 'a1')]));
      },
    },
  ];

  test.each(CANCELLERS)('$name stops the search at once and its late answer is ignored', async ({ act }) => {
    const { store, thinker } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    const asked = thinker.last;
    act(store);
    expect(thinker.cancels).toBe(1);
    expect(store.getState().search).toBeNull();
    const after = store.getState();
    asked.answer(ok(aLegalMove(store.getState().game)));
    await answersArrive();
    expect(store.getState().line).toBe(after.line);
    expect(store.getState().game).toBe(after.game);
  });

  test('a move made while no search runs cancels nothing', () => {
    const { store, thinker } = instantTable(['human', 'human']);
    store.getState().playText('d4');
    store.getState().undo();
    expect(thinker.cancels).toBe(0);
  });
});

describe('undo and redo against the computer', () => {
  /** Red (a person) and Blue (the computer) play the moves in turn, Blue's answered by the fake. */
  async function playAgainstComputer(moves: readonly string[]) {
    const table = instantTable(['human', 'easy']);
    for (const [i, move] of moves.entries()) {
      if (i % 2 === 0) table.store.getState().playText(move);
      else table.thinker.last.answer(ok(move));
      await answersArrive();
    }
    return table;
  }

  test('undo takes back the computer’s reply and the person’s move, back to the person’s turn', async () => {
    const { store, thinker } = await playAgainstComputer(['d4', 'd5', 'b2', 'f6']);
    const asked = thinker.requests.length;
    store.getState().undo();
    expect(movesOf(store)).toEqual(['d4', 'd5']);
    expect(store.getState().game.toMove).toBe(1);
    expect(english.words(announcementWords(store.getState().announcement))).toBe("Took back Red's b2 and Blue's f6.");
    expect(thinker.requests).toHaveLength(asked);
    store.getState().redoMove();
    expect(movesOf(store)).toEqual(['d4', 'd5', 'b2', 'f6']);
    expect(store.getState().cursor).toBe(store.getState().line.length);
    expect(thinker.requests).toHaveLength(asked);
  });

  test('undo while the computer thinks takes back the person’s move only', async () => {
    const { store, thinker } = await playAgainstComputer(['d4', 'd5', 'b2']);
    store.getState().undo();
    expect(thinker.cancels).toBe(1);
    expect(movesOf(store)).toEqual(['d4', 'd5']);
  });

  test('after undo the computer waits; a new move of the person sets it going again', async () => {
    const { store, thinker } = await playAgainstComputer(['d4', 'd5', 'b2', 'f6']);
    store.getState().undo();
    store.getState().undo();
    expect(movesOf(store)).toEqual([]);
    const asked = thinker.requests.length;
    store.getState().playText('a7');
    expect(store.getState().cursor).toBe(store.getState().line.length);
    expect(thinker.requests).toHaveLength(asked + 1);
    expect(store.getState().search).toBe('move');
  });

  test('while browsing back to the computer’s turn, it does not move until redo reaches the end', async () => {
    const { store, thinker } = instantTable(['easy', 'human']);
    thinker.last.answer(ok('d4'));
    await answersArrive();
    store.getState().undo();
    expect(movesOf(store)).toEqual([]);
    expect(store.getState().game.toMove).toBe(1);
    await answersArrive();
    expect(thinker.requests).toHaveLength(1);
    expect(store.getState().search).toBeNull();
    store.getState().redoMove();
    expect(movesOf(store)).toEqual(['d4']);
    expect(thinker.requests).toHaveLength(1);
  });

  test('computer against computer: undo steps one move and pauses; redo to the end resumes', async () => {
    const { store, thinker } = instantTable(['easy', 'easy']);
    for (let i = 0; i < 3; i++) {
      thinker.last.answer(ok(aLegalMove(store.getState().game, 7 * i + 2)));
      await answersArrive();
    }
    const played = movesOf(store);
    expect(played).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(movesOf(store)).toEqual(played.slice(0, 1));
    const asked = thinker.requests.length;
    store.getState().redoMove();
    expect(thinker.requests).toHaveLength(asked);
    store.getState().redoMove();
    expect(movesOf(store)).toEqual(played);
    expect(thinker.requests).toHaveLength(asked + 1);
  });
});

describe('hints', () => {
  test('a hint asks for a short full-strength search and shows the move as hovering would', async () => {
    const { store, thinker } = tableWith();
    store.getState().playText('d4');
    store.getState().requestHint();
    expect(store.getState().search).toBe('hint');
    expect(thinker.last.request).toMatchObject({ player: HINT_SEARCH.level, budget: HINT_SEARCH.budget, seed: 1 });
    thinker.last.answer(ok('d5'));
    await answersArrive();
    const { game, hint, preview, announcement, search } = store.getState();
    const d5 = cellOf(game.board, 'd5');
    const hovered = tableWith().store;
    hovered.getState().playText('d4');
    hovered.getState().setFocusCell(d5);
    expect(preview).toEqual(hovered.getState().preview);
    expect(hint).toMatchObject({ move: d5, name: 'd5' });
    expect(announcement).toEqual({ code: 'hint', player: 2, move: 'd5' });
    expect(english.words(announcementWords(announcement))).toBe('Hint for Blue: d5.');
    expect(search).toBeNull();
    expect(store.getState().line).toHaveLength(1);
  });

  test('hovering another cell shows that cell; leaving the table shows the hint again', async () => {
    const { store, thinker } = tableWith();
    store.getState().requestHint();
    thinker.last.answer(ok('c3'));
    await answersArrive();
    const hinted = store.getState().preview;
    store.getState().setFocusCell(cellOf(store.getState().game.board, 'e5'));
    expect(store.getState().preview?.cell).toBe(cellOf(store.getState().game.board, 'e5'));
    store.getState().setFocusCell(null);
    expect(store.getState().preview).toBe(hinted);
  });

  test('a swap hint shows a ghost of the swapper on the marble it takes', async () => {
    const { store, thinker } = tableWith();
    store.getState().playText('d4');
    store.getState().requestHint();
    thinker.last.answer(ok('swap'));
    await answersArrive();
    expect(store.getState().hint?.name).toBe('swap');
    expect(store.getState().preview).toMatchObject({ cell: cellOf(store.getState().game.board, 'd4'), player: 2 });
  });

  test.each([
    ['a move', (store: TableStore) => store.getState().playText(aLegalMove(store.getState().game))],
    ['undo', (store: TableStore) => store.getState().undo()],
    ['a new game', (store: TableStore) => store.getState().newGame(defaultOptions())],
  ])('%s cancels a running hint and clears a shown one', async (_name, act) => {
    const { store, thinker } = tableWith();
    store.getState().playText('d4');
    store.getState().requestHint();
    const running = thinker.last;
    act(store);
    expect(thinker.cancels).toBe(1);
    running.answer(ok('c3'));
    await answersArrive();
    expect([store.getState().hint, store.getState().search]).toEqual([null, null]);

    store.getState().playText(aLegalMove(store.getState().game, 9));
    store.getState().requestHint();
    thinker.last.answer(ok(aLegalMove(store.getState().game)));
    await answersArrive();
    expect(store.getState().hint).not.toBeNull();
    act(store);
    expect([store.getState().hint, store.getState().preview]).toEqual([null, null]);
  });

  test('no hint is asked for the computer’s seat or a finished game', () => {
    const computer = instantTable(['human', 'easy']);
    computer.store.getState().playText('d4');
    const asked = computer.thinker.requests.length;
    computer.store.getState().requestHint();
    expect(computer.thinker.requests).toHaveLength(asked);
    const over = tableWith({ marbles: 1 });
    over.store.getState().playText('a1');
    over.store.getState().requestHint();
    expect(over.thinker.requests).toHaveLength(0);
  });
});

describe('when the computer cannot answer', () => {
  test.each([
    ['no move to choose', err({ code: 'game-over' } as const), 'the game is over: there is no move to choose'],
    ['an occupied cell', ok('d4'), 'it chose d4, which is not a legal move here'],
    ['a name off the board', ok('z9'), 'z9 is not on the board'],
  ])('%s leaves a notice and the game unchanged, and is not asked again', async (_name, answer, why) => {
    const { store, thinker } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    const before = store.getState();
    thinker.last.answer(answer);
    await answersArrive();
    const after = store.getState();
    expect(after.notice).toMatchObject({ code: 'no-move', player: 2 });
    expect(after.notice && english.words(noticeWords(after.notice))).toBe(
      `The computer could not choose a move for Blue: ${why}.`,
    );
    expect([after.line, after.game, after.search]).toEqual([before.line, before.game, null]);
    expect(thinker.requests).toHaveLength(1);
  });

  test('a worker that fails outright is reported the same way', async () => {
    const { store, thinker } = tableWith();
    const original = thinker.think.bind(thinker);
    thinker.think = () => Promise.reject(new Error('the worker script did not load'));
    store.getState().requestHint();
    await answersArrive();
    const { notice } = store.getState();
    expect(notice).toEqual({
      code: 'no-hint',
      problem: { code: 'failed', message: 'the worker script did not load' },
    });
    expect(notice && english.words(noticeWords(notice))).toBe(
      'The computer could not choose a hint: the search failed: the worker script did not load.',
    );
    expect(store.getState().search).toBeNull();
    thinker.think = original;
  });

  test('after undo the computer is asked again', async () => {
    const { store, thinker } = instantTable(['human', 'easy']);
    store.getState().playText('d4');
    thinker.last.answer(err({ code: 'game-over' }));
    await answersArrive();
    store.getState().undo();
    store.getState().playText('c3');
    expect(thinker.requests).toHaveLength(2);
  });
});

describe('seats', () => {
  test('a new game takes its seats, fitted to the number of players', () => {
    const { store, thinker } = tableWith();
    store.getState().newGame({ ...defaultOptions('hex4', 3), seats: ['human', 'hard'] });
    expect(store.getState().seats).toEqual(['human', 'hard', 'human']);
    expect(thinker.requests).toHaveLength(0);
    store.getState().newGame({ ...defaultOptions('hex4', 2), seats: ['medium', 'human'] });
    expect(thinker.last.request.player).toBe('medium');
  });

  test('a loaded game takes its seats, and the computer moves when it is to move at the end', () => {
    const { store, thinker } = tableWith();
    openRecord(store, makeRecord(store.getState().start, []), ['hard', 'human']);
    expect(store.getState().seats).toEqual(['hard', 'human']);
    expect(thinker.last.request.player).toBe('hard');
  });
});
