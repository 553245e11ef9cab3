import { type Clock, createTable } from '../../src/store/table';
import { type GameOptions, defaultOptions } from '../../src/store/options';

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

export function tableWith(options: Partial<GameOptions> = {}, clock = new ManualClock()) {
  return { store: createTable({ ...defaultOptions(options.presetId, options.players), ...options }, clock), clock };
}
