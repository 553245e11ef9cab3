import { performance } from 'node:perf_hooks';
import { type MessagePort, workerData } from 'node:worker_threads';
import { type LineTask, lineSearcher } from '../ai/lineSearch';
import type { SearchResult } from '../ai/mcts';
import { type TreeTask, treeSearcher } from '../ai/treeSearch';

/** What a search thread is asked: a search of its own, or its part of a search on a shared tree. */
export type SearchTask = LineTask | TreeTask;

/**
 * What a search thread answers: the result of a search of its own, the playouts it ran on a
 * shared tree, or why the search failed.
 */
export type SearchReply =
  { readonly result: SearchResult } | { readonly playouts: number } | { readonly error: string };

/** The port the thread talks on and the counter it bumps after each reply (see SearchThreads). */
export interface SearchWorkerData {
  readonly port: MessagePort;
  readonly replies: Int32Array;
}

const { port, replies } = workerData as SearchWorkerData;
const run = lineSearcher(() => performance.now());
const runShared = treeSearcher(() => performance.now());
port.on('message', (task: SearchTask) => {
  let reply: SearchReply;
  try {
    reply = 'memory' in task ? { playouts: runShared(task) } : { result: run(task) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
  Atomics.add(replies, 0, 1);
  Atomics.notify(replies, 0);
});
