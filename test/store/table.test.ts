import { describe, expect, test } from 'vitest';
import { cellName } from '../../src/engine/board';
import { resolveDrop } from '../../src/engine/drop';
import { type GameState, type Move, play } from '../../src/engine/game';
import { makeRecord } from '../../src/engine/record';
import { recordHash } from '../../src/store/link';
import { defaultOptions } from '../../src/store/options';
import { cellOf } from '../engine/helpers';
import { tableWith } from './fixtures';

/** The engine's own answer for a sequence of moves, to compare the store against. */
function engineAfter(start: GameState, moves: readonly string[]): GameState {
  let state = start;
  for (const text of moves) {
    const played = play(state, text === 'swap' ? 'swap' : cellOf(state.board, text));
    if (!played.ok) throw new Error(played.error);
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
    const { game, plies, legal } = store.getState();
    expect(game.owners).toEqual(expected.owners);
    expect(game.reserves).toEqual(expected.reserves);
    expect(game.toMove).toBe(expected.toMove);
    expect(plies.map((p) => cellName(game.board, p.move as number))).toEqual(['d4', 'd5', 'c4', 'e4']);
    expect(legal.length).toBe(49 - game.owners.filter((o) => o > 0).length);
  });

  test.each([
    ['z9', 'z9 is not on the board'],
    ['hello', 'is not a cell name'],
    ['d5', 'd5 is occupied'],
    ['swap', 'swap is only allowed'],
  ])('an illegal entry %s shows the reason and changes nothing', (text, reason) => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    const before = store.getState();
    const result = store.getState().playText(text);
    expect(!result.ok && result.error).toContain(reason);
    expect(store.getState().moveError).toContain(reason);
    expect(store.getState().game).toBe(before.game);
    expect(store.getState().plies).toBe(before.plies);
  });

  test('an occupied cell is refused with the engine reason; the next good move clears it', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    expect(store.getState().playText(' D4 ').ok).toBe(false);
    expect(store.getState().moveError).toBe('d4 is occupied');
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
    expect(announcement).toBe('Blue swaps: the Red marble on d4 becomes Blue.');
  });

  test('the announcement describes the last move', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    expect(store.getState().announcement).toBe('Blue drops d5: d4 to d3.');
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
    expect(store.getState().announcement).toBe("Took back Blue's d5.");
    store.getState().redoMove();
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4', 'd5']).owners);
    expect(store.getState().redo).toHaveLength(1);
    store.getState().redoMove();
    expect(store.getState().game.owners).toEqual(engineAfter(start, ['d4', 'd5', 'c4']).owners);
    expect(store.getState().redo).toHaveLength(0);
  });

  test('a new move after undo forgets the moves taken back', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().playText('d5');
    store.getState().undo();
    store.getState().playText('a1');
    expect(store.getState().redo).toEqual([]);
    store.getState().redoMove();
    expect(store.getState().plies).toHaveLength(2);
  });

  test('undo with nothing played does nothing', () => {
    const { store } = tableWith();
    const before = store.getState();
    store.getState().undo();
    expect(store.getState()).toBe(before);
  });
});

describe('animation', () => {
  test('a move animates until its timeline is over, then the table is idle', () => {
    const { store, clock } = tableWith();
    store.getState().playText('d4');
    const animation = store.getState().animation;
    expect(animation).not.toBeNull();
    const duration = animation!.timeline.duration * 1000;
    clock.advance(duration - 1);
    expect(store.getState().animation).toBe(animation);
    clock.advance(1);
    expect(store.getState().animation).toBeNull();
  });

  test('a slower speed animates longer; instant does not animate', () => {
    const durations = (['fast', 'normal', 'slow'] as const).map((speed) => {
      const { store } = tableWith();
      store.getState().setSpeed(speed);
      store.getState().playText('d4');
      return store.getState().animation!.timeline.duration;
    });
    expect(durations[0]! * 2).toBeCloseTo(durations[1]!);
    expect(durations[1]! * 2).toBeCloseTo(durations[2]!);
    const { store } = tableWith();
    store.getState().setSpeed('instant');
    store.getState().playText('d4');
    expect(store.getState().animation).toBeNull();
  });

  test('a move during an animation replaces it, and only its own end finishes it', () => {
    const { store, clock } = tableWith();
    store.getState().playText('d4');
    const first = store.getState().animation!;
    clock.advance(50);
    store.getState().playText('d5');
    const second = store.getState().animation!;
    expect(second).not.toBe(first);
    expect(second.startedAt).toBe(50);
    clock.advance(first.timeline.duration * 1000 - 50);
    expect(store.getState().animation).toBe(second);
    clock.advance(second.timeline.duration * 1000);
    expect(store.getState().animation).toBeNull();
  });

  test('undo stops the animation at once', () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    store.getState().undo();
    expect(store.getState().animation).toBeNull();
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
    const { game, plies, redo } = store.getState();
    expect([game.board.lattice, game.rules.players, game.toMove, plies.length, redo.length]).toEqual([
      'hex',
      3,
      2,
      0,
      0,
    ]);
    expect(store.getState().newGame({ ...defaultOptions('hex4', 4), marbles: 20 }).ok).toBe(false);
    expect(store.getState().game).toBe(game);
  });

  test('a #record= link opens the game at its last move', () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const moves: Move[] = [cellOf(start.board, 'd4'), 'swap', cellOf(start.board, 'c3')];
    store.getState().openHash(recordHash(makeRecord(start, moves)));
    const { game, plies, notice, announcement } = store.getState();
    expect(plies.map((p) => p.move)).toEqual(moves);
    expect(game.owners).toEqual(engineAfter(start, ['d4', 'swap', 'c3']).owners);
    expect(notice).toBeNull();
    expect(announcement).toBe('Opened a game of 3 moves: Blue to move.');
  });

  test('a bad link leaves a notice naming the problem and a default game', () => {
    const { store } = tableWith({ presetId: 'hex5' });
    store.getState().openHash('#record=%%%');
    const { notice, game, plies } = store.getState();
    expect(notice).toContain('not base64url');
    expect([game.board.lattice, game.board.rows, plies.length]).toEqual(['square', 7, 0]);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  test('view requests count up so a repeated request is seen', () => {
    const { store } = tableWith();
    store.getState().setView('top');
    store.getState().setView('top');
    expect(store.getState().view).toEqual({ kind: 'top', player: 1, seq: 2 });
  });
});
