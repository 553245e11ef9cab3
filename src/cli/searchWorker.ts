import { performance } from 'node:perf_hooks';
import { type MessagePort, workerData } from 'node:worker_threads';
import { type LineTask, lineSearcher } from '../ai/lineSearch';
import type { SearchResult } from '../ai/mcts';

/** What a search thread answers: the result, or why the search failed. */
export type SearchReply = { readonly result: SearchResult } | { readonly error: string };

/** The port the thread talks on and the counter it bumps after each reply (see SearchThreads). */
export interface SearchWorkerData {
  readonly port: MessagePort;
  readonly replies: Int32Array;
}

const { port, replies } = workerData as SearchWorkerData;
const run = lineSearcher(() => performance.now());
port.on('message', (task: LineTask) => {
  let reply: SearchReply;
  try {
    reply = { result: run(task) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
  Atomics.add(replies, 0, 1);
  Atomics.notify(replies, 0);
});
