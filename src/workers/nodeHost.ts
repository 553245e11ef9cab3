import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { WorkerHost } from './host';
import type { AnswerOf, WorkerJob } from './jobs';

/** What the worker thread is started with: the port it answers on and the counter it bumps after each reply. */
export interface NodeWorkerData {
  readonly port: MessagePort;
  readonly replies: Int32Array;
}

/** A worker thread's reply to a job: the answer, or why it failed. */
export type WorkerReply = { readonly answer: AnswerOf<WorkerJob> } | { readonly error: string };

/**
 * The worker thread running nodeWorker.ts. Compiled by scripts/build-cli.js it is an entry of its
 * own in dist-cli/, beside the chunk that starts it. Run from the TypeScript sources (the tests, or
 * where esbuild is missing), a worker thread does not inherit the tsx loader: it registers it
 * before importing the module.
 */
function startWorker(data: NodeWorkerData): Worker {
  const options = { workerData: data, transferList: [data.port] };
  // Loaded through tsx's `tsImport` (the scripts), the module's address ends in a query of tsx's own.
  if (!new URL(import.meta.url).pathname.endsWith('.ts'))
    return new Worker(new URL('./nodeWorker.js', import.meta.url), options);
  const source = new URL('./nodeWorker.ts', import.meta.url);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * A worker host on a Node worker thread. It runs one job at a time for the pools that wait with
 * promises (`run`), or for a caller that blocks (`post`, then `take` once `replies`, which every
 * host of that caller bumps, has moved: see `SearchThreads`); one host is used one way only.
 */
export class NodeHost implements WorkerHost {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  /** The promise of the job running, for `run`. */
  private waiting: { resolve(answer: unknown): void; reject(error: Error): void } | null = null;
  private listening = false;
  private exited: Error | null = null;

  constructor(readonly replies = new Int32Array(new SharedArrayBuffer(4))) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = startWorker({ port: port2, replies });
    // An uncaught error ends the thread: 'exit' follows and fails the job it was running.
    this.worker.on('error', () => undefined);
    this.worker.on('exit', (code) => {
      this.exited = new Error(`a worker thread stopped (exit ${code})`);
      this.port.close();
      this.waiting?.reject(this.exited);
      this.waiting = null;
    });
  }

  /** False once the thread has stopped: it was terminated, or an error ended it. */
  get alive(): boolean {
    return this.exited === null;
  }

  run<J extends WorkerJob>(job: J): Promise<AnswerOf<J>> {
    if (this.exited) return Promise.reject(this.exited);
    if (this.waiting) return Promise.reject(new Error('a worker thread runs one job at a time'));
    if (!this.listening) {
      this.listening = true;
      this.port.on('message', (reply: WorkerReply) => {
        const waiting = this.waiting;
        this.waiting = null;
        if ('error' in reply) waiting?.reject(new Error(reply.error));
        else waiting?.resolve(reply.answer);
      });
    }
    return new Promise<AnswerOf<J>>((resolve, reject) => {
      this.waiting = { resolve: resolve as (answer: unknown) => void, reject };
      this.port.postMessage(job);
    });
  }

  /** Sends `job` for a caller that blocks until `take` gives its reply. */
  post(job: WorkerJob): void {
    this.port.postMessage(job);
  }

  /** The reply to the job posted, if it has come. */
  take(): WorkerReply | undefined {
    return receiveMessageOnPort(this.port)?.message as WorkerReply | undefined;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}
