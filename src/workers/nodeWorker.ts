import { performance } from 'node:perf_hooks';
import { type MessagePort, workerData } from 'node:worker_threads';
import { jobRunner, type WorkerJob } from './jobs';
import type { NodeWorkerData, WorkerReply } from './nodeHost';

// The one worker thread of the command and the server: any job in, its answer or error out on the
// host's port, and the host's counter bumped after each reply for a host that waits on it.
const { port, replies } = workerData as NodeWorkerData;
const run = jobRunner(() => performance.now());
(port as MessagePort).on('message', (job: WorkerJob) => {
  let reply: WorkerReply;
  try {
    reply = { answer: run(job) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
  Atomics.add(replies, 0, 1);
  Atomics.notify(replies, 0);
});
