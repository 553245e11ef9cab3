import type { Analyst, PositionAnalysis, ReviewOptions } from '../../src/ai/analyst';
import type { GameReview } from '../../src/ai/review';

/** One continuous analysis asked of the fake analyst. */
export interface Watch {
  readonly record: string;
  readonly update: (analysis: PositionAnalysis) => void;
  stopped: boolean;
}

/** One review asked of the fake analyst; it finishes when the test says so. */
export interface ReviewCall {
  readonly record: string;
  readonly options: ReviewOptions;
  readonly finish: (review: GameReview | null) => void;
  readonly fail: (error: Error) => void;
}

/** An analyst stand-in: it thinks nothing, reports what the test gives it and records what it was asked. */
export class FakeAnalyst implements Analyst {
  readonly watches: Watch[] = [];
  readonly reviews: ReviewCall[] = [];
  disposed = false;

  watch(record: string, update: (analysis: PositionAnalysis) => void): () => void {
    const watch: Watch = { record, update, stopped: false };
    this.watches.push(watch);
    return () => {
      watch.stopped = true;
    };
  }

  review(record: string, options: ReviewOptions): Promise<GameReview | null> {
    return new Promise((finish, fail) => {
      // A real analyst resolves null once its signal is aborted.
      options.signal.addEventListener('abort', () => finish(null));
      this.reviews.push({ record, options, finish, fail });
    });
  }

  dispose(): void {
    this.disposed = true;
  }

  /** The watches still running. */
  get live(): Watch[] {
    return this.watches.filter((w) => !w.stopped);
  }

  get lastReview(): ReviewCall {
    const last = this.reviews[this.reviews.length - 1];
    if (!last) throw new Error('no review was asked of the analyst');
    return last;
  }
}

/** An analysis with `best` moves at descending chances below `winChance`. */
export function analysisOf(winChance: number, best: readonly string[], playouts = 1000): PositionAnalysis {
  return {
    winChance,
    playouts,
    best: best.map((move, k) => ({ move, winChance: winChance - k * 0.05, visits: playouts / (k + 2) })),
  };
}
