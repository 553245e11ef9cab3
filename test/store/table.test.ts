import { describe, expect, test } from 'vitest';
import { atRest } from '../../src/anim/gameTimeline';
import { cellName } from '../../src/engine/board';
import { resolveDrop } from '../../src/engine/drop';
import { type GameState, type Move, play } from '../../src/engine/game';
import { makeRecord } from '../../src/engine/record';
import { lineTree, mainLine, pathOf } from '../../src/engine/tree';
import { words } from '../../src/i18n/catalogue';
import { english } from '../../src/store/language';
import { defaultOptions } from '../../src/setup/options';
import { cellOf } from '../engine/helpers';
import { openRecord, playedPlies, tableWith } from './fixtures';
import { announcementWords, moveRefusalWords, noticeWords } from '../../src/words/table';

/** The engine's own answer for a sequence of moves, to compare the store against. */
function engineAfter(start: GameState, moves: readonly string[]): GameState {
  let state = start;
  for (const text of moves) {
    const played = play(state, text === 'swap' ? 'swap' : cellOf(state.board, text));
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    state = played.value.state;
  }
  return state;
}

describe('playing', () => {
  test('moves go through the engine and the position follows it', () => {
    const { store } = tableWith();
    const start = store.getState().game;
    for (const move of ['d4', 'd5', 'c4', 'e4']) expect(store.getState().playText(move).ok).toBe(true);
    const expected = engineAfter(start, ['d4', 'd5', 'c4', 'e4']);
    const { game, legal } = store.getState();
    const plies = playedPlies(store.getState());
    expect(game.owners).toEqual(expected.owners);
    expect(game.reserves).toEqual(expected.reserves);
    expect(game.toMove).toBe(expected.toMove);
    expect(plies.map((p) => cellName(game.board, p.move as number))).toEqual(['d4', 'd5', 'c4', 'e4']);
    expect(legal.length).toBe(49 - game.owners.filter((o) => o > 0).length);
  });

  test.each([
    ['z9', 'errors.cell.offBoard', 'z9 is not on the board'],
    ['hello', 'errors.cell.notCellName', 'is not a cell name'],
    ['d5', 'errors.move.occupied', 'd5 is occupied'],
    ['swap', 'errors.move.swapTooLate', 'swap is only allowed'],
  ])('an illegal entry %s shows the reason and changes nothing', (text, key, reason) => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    const before = store.getState();
    const result = store.getState().playText(text);
    if (result.ok) throw new Error(`${text} was played`);
    expect(moveRefusalWords(result.error).key).toBe(key);
    expect(english.words(moveRefusalWords(result.error))).toContain(reason);
    expect(store.getState().moveError).toEqual(result.error);
    expect(store.getState().game).toBe(before.game);
    expect(store.getState().line).toBe(before.line);
  });

  test('an occupied cell is refused with the engine reason; the next good move clears it', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    expect(store.getState().playText(' D4 ').ok).toBe(false);
    expect(moveRefusalWords(store.getState().moveError!)).toEqual(words('errors.move.occupied', { move: 'd4' }));
    store.getState().playText('a1');
    expect(store.getState().moveError).toBeNull();
  });

  test('the swap of the pie rule is legal on the second turn only', () => {
    const { store } = tableWith();
    expect(store.getState().legal).not.toContain('swap');
    store.getState().playText('d4');
    expect(store.getState().legal).toContain('swap');
    expect(store.getState().playText('swap').ok).toBe(true);
    const { game, announcement } = store.getState();
    expect(game.owners[cellOf(game.board, 'd4')]).toBe(2);
    expect(game.reserves).toEqual([8, 7]);
    expect(english.words(announcementWords(announcement))).toBe('Blue swaps: the Red marble on d4 becomes Blue.');
  });

  test('the announcement describes the last move', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    expect(english.words(announcementWords(store.getState().announcement))).toBe('Blue drops d5: d4 to d3.');
  });
});

describe('undo and redo', () => {
  test('undo takes moves back one at a time and redo plays them again', () => {
    const { store } = tableWith();
    const start = store.getState().game;
    for (const move of ['d4', 'd5', 'c4']) store.getState().playText(move);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4']).owners);
    expect(english.words(announcementWords(store.getState().announcement))).toBe("Took back Blue's d5.");
    store.getState().redoMove();
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4', 'd5']).owners);
    expect(store.getState().line.length - store.getState().cursor).toBe(1);
    store.getState().redoMove();
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4', 'd5', 'c4']).owners);
    expect(store.getState().cursor).toBe(store.getState().line.length);
  });

  test('a new move after undo starts a variation and keeps the moves taken back', () => {
    const { store } = tableWith();
    const board = store.getState().game.board;
    store.getState().playText('d4');
    store.getState().playText('d5');
    store.getState().undo();
    store.getState().playText('a1');
    const { tree, cursor, line } = store.getState();
    expect([cursor, line.length]).toEqual([2, 2]);
    expect(mainLine(tree)).toEqual([cellOf(board, 'd4'), cellOf(board, 'd5')]);
    expect(tree.children[0]!.children.map((n) => n.move)).toEqual([cellOf(board, 'd5'), cellOf(board, 'a1')]);
    store.getState().redoMove();
    expect(store.getState().cursor).toBe(2);
  });

  test('playing the move that follows anyway walks the line instead of branching', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    store.getState().undo();
    const tree = store.getState().tree;
    store.getState().playText('d5');
    expect(store.getState().tree).toBe(tree);
    expect(store.getState().cursor).toBe(2);
  });

  test('undo with nothing played does nothing', () => {
    const { store } = tableWith();
    const before = store.getState();
    store.getState().undo();
    expect(store.getState()).toBe(before);
  });
});

describe('history', () => {
  function branched() {
    const table = tableWith();
    const { store } = table;
    for (const move of ['d4', 'd5', 'c4']) store.getState().playText(move);
    store.getState().goToPly(1);
    store.getState().playText('a1');
    store.getState().playText('g7');
    return table;
  }

  test('going to a node of another line replays that line and shows its position', () => {
    const { store } = branched();
    const { start, tree } = store.getState();
    const main = pathOf(mainLine(tree));
    store.getState().goTo(main.slice(0, 6));
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4', 'd5', 'c4']).owners);
    expect(store.getState().linePath).toBe(main);
    expect(english.words(announcementWords(store.getState().announcement))).toMatch(/^Move 3 of 3\. Red drops c4/);
  });

  test('one move forward animates, a jump does not', () => {
    const { store } = branched();
    store.getState().goToPly(0);
    expect(store.getState().motion).toBeNull();
    store.getState().goToPly(1);
    expect(store.getState().motion).not.toBeNull();
    store.getState().goToPly(3);
    expect(store.getState().motion).toBeNull();
    expect(store.getState().cursor).toBe(3);
  });

  test('promoting a variation makes it the main line; deleting it removes it and steps the cursor out', () => {
    const { store } = branched();
    const board = store.getState().game.board;
    const variation = store.getState().path;
    store.getState().promoteVariation(variation, true);
    expect(mainLine(store.getState().tree)).toEqual(['d4', 'a1', 'g7'].map((c) => cellOf(board, c)));
    expect(store.getState().path).toBe(variation);
    store.getState().deleteVariation(variation.slice(0, 4));
    expect(mainLine(store.getState().tree)).toEqual(['d4', 'd5', 'c4'].map((c) => cellOf(board, c)));
    expect(store.getState().path).toBe(variation.slice(0, 2));
    expect(store.getState().cursor).toBe(1);
  });

  test('each action changes the table once: subscribers never see a state in between', () => {
    const { store } = branched();
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.cursor));
    store.getState().goToPly(0);
    store.getState().goTo(pathOf(mainLine(store.getState().tree)).slice(0, 6));
    store.getState().undo();
    store.getState().playText('e4');
    expect(seen).toEqual([0, 3, 2, 3]);
  });

  test('a change to the tree the table cannot make is said in the notice, and the table stays as it was', () => {
    const { store } = branched();
    const before = store.getState();
    store.getState().deleteVariation('');
    const { notice, tree, path } = store.getState();
    expect(notice).toEqual({ code: 'tree-unchanged', problem: { code: 'delete-start' } });
    expect(noticeWords(notice!).key).toBe('errors.table.treeUnchanged');
    expect([tree, path]).toEqual([before.tree, before.path]);
  });

  test('a seek sets the playhead mid-move and the cursor follows its ply', () => {
    const { store } = branched();
    const { clock } = store.getState();
    const mid = clock.starts[1]! + clock.durations[1]! / 2;
    store.getState().seekTime(mid);
    const { playhead, cursor, motion } = store.getState();
    expect(playhead.ply).toBe(2);
    expect(playhead.t).toBeCloseTo(clock.durations[1]! / 2);
    expect([cursor, motion]).toEqual([2, null]);
  });

  test('a seek to the end before the line is compiled stays at the end once it is', () => {
    const { store, clock } = tableWith();
    const start = store.getState().start;
    openRecord(store, { ...makeRecord(start, []), moves: ['d4', 'd5', 'c4'] });
    expect(store.getState().timelines).toHaveLength(0);
    store.getState().seekTime(store.getState().clock.duration);
    clock.advance(0);
    const { timelines, clock: compiled, playhead } = store.getState();
    expect(timelines).toHaveLength(3);
    expect(playhead.ply).toBe(3);
    expect(atRest(compiled, playhead)).toBe(true);
  });

  test('the replay player runs the line to its end at its rate, and pauses where it is', () => {
    const { store, clock } = branched();
    store.getState().goToPly(0);
    store.getState().setRate(2);
    store.getState().startPlayback();
    expect(store.getState().playing).toBe(true);
    const total = store.getState().clock.duration;
    clock.advance(((store.getState().clock.starts[1]! + 0.01) / 2) * 1000);
    expect(store.getState().cursor).toBe(2);
    store.getState().stopPlayback();
    expect([store.getState().playing, store.getState().cursor]).toEqual([false, 2]);
    store.getState().startPlayback();
    clock.advance((total / 2) * 1000 + 100);
    expect([store.getState().playing, store.getState().cursor]).toEqual([false, 3]);
  });
});

describe('animation', () => {
  test('a move plays on the playhead until its end, then the table is idle', () => {
    const { store, clock } = tableWith();
    store.getState().playText('d4');
    const duration = store.getState().clock.durations[0]! * 1000;
    expect(store.getState().motion).not.toBeNull();
    expect(store.getState().playhead).toEqual({ ply: 1, t: 0 });
    clock.advance(duration / 2);
    expect(store.getState().playhead.t).toBeGreaterThan(0);
    expect(store.getState().playhead.t).toBeLessThan(duration / 1000);
    clock.advance(duration / 2 + 16);
    expect(store.getState().motion).toBeNull();
    expect(store.getState().playhead.ply).toBe(1);
    expect(atRest(store.getState().clock, store.getState().playhead)).toBe(true);
  });

  test('a slower speed runs the playhead slower; instant does not animate', () => {
    const reached = (['fast', 'normal', 'slow'] as const).map((speed) => {
      const { store, clock, setSpeed } = tableWith();
      setSpeed(speed);
      store.getState().playText('d4');
      clock.advance(160);
      return store.getState().playhead.t;
    });
    expect(reached[0]! / 2).toBeCloseTo(reached[1]!);
    expect(reached[1]! / 2).toBeCloseTo(reached[2]!);
    const { store, setSpeed } = tableWith();
    setSpeed('instant');
    store.getState().playText('d4');
    expect(store.getState().motion).toBeNull();
  });

  test('a move during an animation replaces it', () => {
    const { store, clock } = tableWith();
    store.getState().playText('d4');
    clock.advance(50);
    store.getState().playText('d5');
    expect(store.getState().motion?.startedAt).toBe(50);
    expect(store.getState().playhead).toEqual({ ply: 2, t: 0 });
  });

  test('undo stops the animation at once', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().undo();
    expect(store.getState().motion).toBeNull();
  });
});

describe('preview', () => {
  test('pointing at an empty cell previews the engine push list; an occupied cell previews nothing', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    const { game } = store.getState();
    const d5 = cellOf(game.board, 'd5');
    store.getState().setFocusCell(d5);
    expect(store.getState().preview).toEqual({
      cell: d5,
      player: 2,
      events: resolveDrop(game.board, game.owners, d5, 2).events,
    });
    store.getState().setFocusCell(cellOf(game.board, 'd4'));
    expect(store.getState().preview).toBeNull();
    store.getState().setFocusCell(null);
    expect(store.getState().focusCell).toBeNull();
  });

  test('a move clears the preview', () => {
    const { store } = tableWith();
    store.getState().setFocusCell(cellOf(store.getState().game.board, 'c3'));
    store.getState().playText('c3');
    expect(store.getState().preview).toBeNull();
  });
});

describe('games and links', () => {
  test('a new game takes the options and forgets the old game', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    expect(store.getState().newGame({ ...defaultOptions('hex5', 3), firstPlayer: 2 }).ok).toBe(true);
    const { game, line, tree } = store.getState();
    expect([game.board.lattice, game.rules.players, game.toMove, line.length, tree.children.length]).toEqual([
      'hex',
      3,
      2,
      0,
      0,
    ]);
    expect(store.getState().newGame({ ...defaultOptions('hex4', 4), marbles: 20 }).ok).toBe(false);
    expect(store.getState().game).toBe(game);
  });

  test('a loaded game opens at its path', () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const moves: Move[] = [cellOf(start.board, 'd4'), 'swap', cellOf(start.board, 'c3')];
    openRecord(store, makeRecord(start, moves));
    const { game, notice, announcement } = store.getState();
    expect(playedPlies(store.getState()).map((p) => p.move)).toEqual(moves);
    expect(game.owners).toEqual(engineAfter(start, ['d4', 'swap', 'c3']).owners);
    expect(notice).toBeNull();
    expect(english.words(announcementWords(announcement))).toBe('Opened a game of 3 moves: Blue to move.');
    expect(store.getState().loadGame({ start, tree: lineTree(moves) }, { path: 'zz' }).ok).toBe(false);
  });

  test('the live region says where an opened game stands, and where a jump lands', () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const moves: Move[] = [cellOf(start.board, 'd4'), 'swap', cellOf(start.board, 'c3')];
    store.getState().loadGame({ start, tree: lineTree(moves) }, { path: pathOf(moves.slice(0, 1)) });
    expect(english.words(announcementWords(store.getState().announcement))).toBe(
      'Opened a game of 3 moves, at move 1: Blue to move.',
    );
    store.getState().goToPly(0);
    expect(english.words(announcementWords(store.getState().announcement))).toBe('Start of the game: Red to move.');
    store.getState().newGame(defaultOptions('square7', 3));
    expect(english.words(announcementWords(store.getState().announcement))).toBe('New game: Red to move.');
  });

  test('an opened game that is over says so', () => {
    const { store } = tableWith({ marbles: 1 });
    const start = store.getState().start;
    openRecord(store, makeRecord(start, [cellOf(start.board, 'a1')]));
    expect(english.words(announcementWords(store.getState().announcement))).toBe(
      'Opened a game of 1 move: the game is over.',
    );
  });

  test('a default game with a notice replaces a game that could not be opened', () => {
    const { store } = tableWith({ presetId: 'hex5' });
    const broken = words('errors.link.damaged');
    store.getState().openDefault(broken);
    const { notice, game, line } = store.getState();
    expect(notice).toBe(broken);
    expect([game.board.lattice, game.board.rows, line.length]).toEqual(['square', 7, 0]);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  test('view requests count up so a repeated request is seen', () => {
    const { store } = tableWith();
    store.getState().setView('top');
    store.getState().setView('top');
    expect(store.getState().view).toEqual({ kind: 'top', player: 1, seq: 2 });
  });

  test("the free camera's reset asks again for the view asked for last, from the same seat", () => {
    const { store } = tableWith();
    store.getState().setView('top', 2);
    store.getState().resetView();
    expect(store.getState().view).toEqual({ kind: 'top', player: 2, seq: 2 });
  });
});
