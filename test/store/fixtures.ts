import type { Thinker } from '../../src/ai/client';
import type { ThinkProblem, ThinkRequest } from '../../src/ai/think';
import type { Result } from '../../src/engine/result';
import { type GameRecord, type Ply, replayRecord } from '../../src/engine/record';
import { lineTree, pathOf } from '../../src/engine/tree';
import type { Seat } from '../../src/setup/seats';
import { type Clock, type Speed, type Table, type TableStore, createTable } from '../../src/store/table';
import { type GameOptions, defaultOptions } from '../../src/setup/options';

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
export class ManualClock implements Clock {
  time = 0;
  private timers: { at: number; fn: () => void; live: boolean }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + ms, fn, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  /** A task of its own comes when the manual time next moves on. */
  nextTask(fn: () => void): () => void {
    return this.after(0, fn);
  }

  /** Frames come every 16 ms of the manual time. */
  frame(fn: () => void): () => void {
    return this.after(16, fn);
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.live && t.at <= this.time);
    this.timers = this.timers.filter((t) => !due.includes(t));
    for (const t of due) {
      t.live = false;
      t.fn();
    }
  }
}

/** A search worker stand-in: every request waits until the test answers it. */
export class FakeThinker implements Thinker {
  readonly requests: {
    readonly request: ThinkRequest;
    readonly answer: (result: Result<string, ThinkProblem> | null) => void;
  }[] = [];
  cancels = 0;

  think(request: ThinkRequest): Promise<Result<string, ThinkProblem> | null> {
    return new Promise((answer) => this.requests.push({ request, answer }));
  }

  cancel(): void {
    this.cancels++;
  }

  /** The request asked last; fails the test when there is none. */
  get last() {
    const last = this.requests[this.requests.length - 1];
    if (!last) throw new Error('nothing was asked of the thinker');
    return last;
  }
}

/** Lets the answers given to the fake thinker reach the store. */
export function answersArrive(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The moves played up to the cursor. */
export function playedPlies(state: Table): readonly Ply[] {
  return state.line.slice(0, state.cursor);
}

/** Opens a record's game on the table, as a link or a file would. */
export function openRecord(store: TableStore, record: GameRecord, seats?: readonly Seat[]): void {
  const replay = replayRecord(record);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  const moves = replay.value.plies.map((p) => p.move);
  const opened = store
    .getState()
    .loadGame(
      { start: replay.value.start, tree: lineTree(moves), ...(record.meta ? { meta: record.meta } : {}) },
      { path: pathOf(moves), ...(seats ? { seats } : {}) },
    );
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
}

export function tableWith(options: Partial<GameOptions> = {}, clock = new ManualClock(), thinker = new FakeThinker()) {
  const initial = { ...defaultOptions(options.presetId, options.players), ...options };
  let speed: Speed = 'normal';
  const store = createTable(initial, { clock, thinker: () => thinker, speed: () => speed });
  /** Sets the speed the table plays moves at, as the settings would. */
  const setSpeed = (next: Speed): void => {
    speed = next;
  };
  return { store, clock, thinker, setSpeed };
}
