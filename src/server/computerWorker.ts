import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { thinkingSession } from '../ai/think';
import type { ThinkJob, ThinkReply } from './computers';

// Each request is searched afresh (no tree kept from another game's request), so a move depends
// only on the request: with a playout budget the same game and seed give the same move.
const port = parentPort!;
port.on('message', (job: ThinkJob) => {
  let reply: ThinkReply;
  try {
    reply = { id: job.id, answer: thinkingSession(() => performance.now())(job.request) };
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
