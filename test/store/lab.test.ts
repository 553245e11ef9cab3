import { describe, expect, test } from 'vitest';
import { sameBoard } from '../../src/engine/board';
import type { GameState } from '../../src/engine/game';
import { EMPTY_TREE } from '../../src/engine/tree';
import { galleryFiguresOf } from '../../src/lab/gallery';
import { summarizeLab } from '../../src/lab/summary';
import { runLabGames } from '../../src/lab/tally';
import { createEditor } from '../../src/store/editor';
import { type LabDeps, createLab, galleryFiguresFor, shownHeat } from '../../src/store/lab';
import { stateOf } from '../engine/helpers';
import { FakeWorkers, settle } from '../lab/fakeWorkers';
import { tableWith } from './fixtures';

const SMALL = ['.....', '.....', '..H..', '.....', '.....'];
const OTHER = ['......', '......', '......', '......'];

/** A lab on a table showing `start`, with fake workers and a clock the test sets. */
function labOn(start: GameState, deps: LabDeps = {}) {
  const { store: table } = tableWith();
  table.getState().loadGame({ start, tree: EMPTY_TREE });
  const workers = new FakeWorkers(true);
  const clock = { ms: 0 };
  const lab = createLab(table, null, { spawn: workers.spawn, cores: 4, now: () => clock.ms, ...deps });
  lab.getState().setSettings({ games: 12, level: 'random', seed: 5 });
  return { table, lab, workers, clock };
}

const small = () => stateOf(SMALL, { marbles: 4 });

describe('the lab store', () => {
  test('starts with the lab defaults: 100 games of the lab player, seed 1, a worker a core', () => {
    const { store: table } = tableWith();
    const lab = createLab(table, null, { cores: 6 });
    expect(lab.getState().settings).toEqual({ games: 100, level: 'hard', playouts: 300, seed: 1, workers: 6 });
  });

  test('measures the board on the table: the figures of playing every game, whatever the workers', async () => {
    const { lab } = labOn(small());
    const expected = summarizeLab(runLabGames({ start: small(), player: { level: 'random' }, seed: 5 }, 0, 12));
    for (const workers of [1, 3]) {
      lab.getState().setSettings({ workers });
      await lab.getState().run();
      const { result, progress } = lab.getState();
      expect(progress).toBeNull();
      expect(result?.summary).toEqual(expected);
      expect(result?.stopped).toBe(false);
      expect(result?.settings.workers).toBe(workers);
    }
  });

  test('shows progress with games per second, and Stop keeps the games finished', async () => {
    const workers = new FakeWorkers();
    const { lab, clock } = labOn(small(), { spawn: workers.spawn });
    lab.getState().setSettings({ games: 40, workers: 2 });
    const running = lab.getState().run();
    expect(lab.getState().progress).toEqual({ done: 0, total: 40, gamesPerSecond: 0 });
    const first = workers.pending[0]!;
    clock.ms = 500;
    first.answer();
    await settle();
    const done = first.to - first.from;
    expect(lab.getState().progress).toEqual({ done, total: 40, gamesPerSecond: done * 2 });
    lab.getState().stop();
    await running;
    const { result, progress } = lab.getState();
    expect(progress).toBeNull();
    expect(result?.stopped).toBe(true);
    expect(result?.summary.games).toBe(done);
    expect(workers.terminated.sort()).toEqual([0, 1]);
  });

  test('shows progress at most four times a second, however fast batches end', async () => {
    const workers = new FakeWorkers();
    const { lab, clock } = labOn(small(), { spawn: workers.spawn });
    lab.getState().setSettings({ games: 40, workers: 2 });
    const running = lab.getState().run();
    const [first, second] = workers.pending;
    clock.ms = 100;
    first!.answer();
    await settle();
    expect(lab.getState().progress?.done).toBe(0);
    clock.ms = 250;
    second!.answer();
    await settle();
    const done = first!.to - first!.from + second!.to - second!.from;
    expect(lab.getState().progress).toEqual({ done, total: 40, gamesPerSecond: done * 4 });
    lab.getState().stop();
    await running;
  });

  test('a stop before any game finished keeps the last result and says so', async () => {
    const workers = new FakeWorkers();
    const { lab } = labOn(small(), { spawn: workers.spawn });
    const running = lab.getState().run();
    lab.getState().stop();
    await running;
    expect(lab.getState().result).toBeNull();
    expect(lab.getState().problem).toEqual({ code: 'no-games' });
  });

  test('refuses settings it cannot run, and a game without a round limit', async () => {
    const { lab, workers } = labOn(small());
    lab.getState().setSettings({ games: 0 });
    await lab.getState().run();
    expect(lab.getState().problem).toEqual({ code: 'games', max: 100_000 });
    lab.getState().setSettings({ games: 5, workers: 5 });
    await lab.getState().run();
    expect(lab.getState().problem).toEqual({ code: 'workers', max: 4 });
    lab.getState().setSettings({ workers: 2, level: 'hard', playouts: 0 });
    await lab.getState().run();
    expect(lab.getState().problem).toEqual({ code: 'playouts' });
    const endless = labOn(stateOf(SMALL, { marbles: 4, roundLimit: null }));
    await endless.lab.getState().run();
    expect(endless.lab.getState().problem).toEqual({ code: 'no-round-limit' });
    expect(workers.spawned + endless.workers.spawned).toBe(0);
  });

  test('A/B: the last result kept as A, the next run is B; each heat map stays with its board', async () => {
    const { table, lab } = labOn(small());
    await lab.getState().run();
    lab.getState().keepAsA();
    expect(lab.getState().result).toBeNull();
    const a = lab.getState().baseline!;
    table.getState().loadGame({ start: stateOf(OTHER, { marbles: 4 }), tree: EMPTY_TREE });
    await lab.getState().run();
    const b = lab.getState().result!;
    expect(sameBoard(b.start.board, table.getState().game.board)).toBe(true);
    expect(lab.getState().baseline).toBe(a);

    expect(shownHeat(lab.getState(), table.getState().game.board)).toBeNull();
    lab.getState().setHeat('drops');
    expect(shownHeat(lab.getState(), b.start.board)).toEqual({ kind: 'drops', counts: b.summary.heat.drops });
    expect(shownHeat(lab.getState(), a.start.board)).toEqual({ kind: 'drops', counts: a.summary.heat.drops });
    expect(shownHeat(lab.getState(), stateOf(['...', '...', '...'], { marbles: 2 }).board)).toBeNull();

    lab.getState().clearA();
    expect(lab.getState().baseline).toBeNull();
  });

  test('gives a gallery entry the figures of a run of the lab player on that very game, and no others', async () => {
    const { lab } = labOn(small());
    lab.getState().setSettings({ games: 4, level: 'hard', playouts: 300 });
    await lab.getState().run();
    const { summary } = lab.getState().result!;
    expect(galleryFiguresFor(lab.getState(), small())).toEqual(
      galleryFiguresOf(summary, 5, { players: 2, marbles: 4 }),
    );
    // Another board, other marbles, or figures of another player are not this board's gallery figures.
    expect(galleryFiguresFor(lab.getState(), stateOf(OTHER, { marbles: 4 }))).toBeNull();
    expect(galleryFiguresFor(lab.getState(), stateOf(SMALL, { marbles: 3 }))).toBeNull();
    lab.getState().setSettings({ level: 'random' });
    await lab.getState().run();
    expect(galleryFiguresFor(lab.getState(), small())).toBeNull();
    lab.getState().keepAsA();
    expect(galleryFiguresFor(lab.getState(), small())).toBeNull();
  });

  test('in the board editor it measures the draft', async () => {
    const { store: table } = tableWith();
    const editor = createEditor(table);
    editor.getState().openEditor();
    editor.getState().setText(SMALL.join('\n'));
    const workers = new FakeWorkers(true);
    const lab = createLab(table, editor, { spawn: workers.spawn, cores: 1 });
    lab.getState().setSettings({ games: 2, level: 'greedy' });
    await lab.getState().run();
    expect(lab.getState().result?.start.board.tiles[12]).toBe('hole');
  });

  test('closing the lab stops its run and its heat map', async () => {
    const workers = new FakeWorkers();
    const { lab } = labOn(small(), { spawn: workers.spawn });
    lab.getState().openLab();
    lab.getState().setHeat('exits');
    const running = lab.getState().run();
    lab.getState().closeLab();
    await running;
    expect(lab.getState()).toMatchObject({ open: false, heat: 'none', progress: null });
    expect(workers.terminated.length).toBe(workers.spawned);
  });
});
