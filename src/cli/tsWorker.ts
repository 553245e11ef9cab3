import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. Worker threads do not inherit the tsx loader
 * bin/momentum.js registers: each registers it before importing the module.
 */
export function tsWorker(module: URL, options: WorkerOptions = {}): Worker {
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
