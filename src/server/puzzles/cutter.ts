import { type GameRecord, writeRecord } from '../../engine/record';
import { GENERATE_DEFAULTS, type GenerateFigures, type GenerateOptions, noFigures } from '../../puzzles/generate';
import type { Puzzle } from '../../puzzles/puzzle';
import type { WorkerHost } from '../../workers/host';
import { NodeHost } from '../../workers/nodeHost';
import type { PuzzleStore } from '../storage/storage';
import { parsePuzzleLines } from './set';

/**
 * Games waiting to be cut at most. A burst of endings beyond it drops the oldest waiting: losing a
 * few candidates costs nothing, memory growing without bound would.
 */
export const MAX_WAITING = 200;

export interface CutterDeps {
  readonly storage: Pick<PuzzleStore, 'addPuzzles'>;
  readonly now: () => number;
  /** Told of the puzzles each game gave, once stored, so this instance offers them at once. */
  readonly found: (puzzles: readonly Puzzle[]) => void;
  /** Told when a game could not be cut or its puzzles stored; the cutter goes on with the next. */
  readonly failed?: (error: unknown, game: string) => void;
  /** The worker the proofs run on; a worker thread of its own by default, started with the first game. */
  readonly host?: () => WorkerHost;
  readonly options?: GenerateOptions;
}

/**
 * Cuts puzzles from the games that end here, one game at a time on one worker thread of its own,
 * so that no proof runs on the event loop the live games' moves go through, and at most one core
 * is spent on it however many games end at once.
 */
export class PuzzleCutter {
  private readonly waiting: { readonly game: string; readonly record: string }[] = [];
  private host: WorkerHost | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  /** The generator's figures over every game cut so far. */
  readonly figures: GenerateFigures = noFigures();

  constructor(private readonly deps: CutterDeps) {}

  /** Queues a game that ended; its puzzles are stored and offered when its turn has come. */
  cut(game: string, record: GameRecord): void {
    if (this.closed) return;
    if (this.waiting.length >= MAX_WAITING) this.waiting.shift();
    this.waiting.push({ game, record: writeRecord(record) });
    this.pump();
  }

  /** Resolves once every game queued so far has been cut. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the worker; the games still waiting are not cut. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    this.host?.terminate();
    this.host = null;
    await this.running?.catch(() => undefined);
  }

  /** Drains the queue unless it is being drained; a game queued as a drain ends starts the next. */
  private pump(): void {
    if (this.running || this.closed || this.waiting.length === 0) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async drain(): Promise<void> {
    const { deps } = this;
    const options = deps.options ?? GENERATE_DEFAULTS;
    for (let next = this.waiting.shift(); next && !this.closed; next = this.waiting.shift()) {
      try {
        this.host ??= (deps.host ?? (() => new NodeHost()))();
        const cut = await this.host.run({ kind: 'cutPuzzles', task: { record: next.record, options } });
        add(this.figures, cut.figures);
        const puzzles = parsePuzzleLines(cut.puzzles, `game ${next.game}`);
        const at = deps.now();
        await deps.storage.addPuzzles(
          puzzles.map((p, i) => ({ id: p.id, line: cut.puzzles[i]!, gameId: next.game, at })),
        );
        deps.found(puzzles);
      } catch (e) {
        if (this.closed) return;
        // The next game starts on a new thread: one that stopped cannot be asked again.
        this.host?.terminate();
        this.host = null;
        deps.failed?.(e, next.game);
      }
    }
  }
}

function add(total: GenerateFigures, more: GenerateFigures): void {
  for (const key of Object.keys(total) as (keyof GenerateFigures)[]) total[key] += more[key];
}
