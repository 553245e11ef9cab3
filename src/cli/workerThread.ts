import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The command's worker modules: each is an entry of the compiled command (scripts/build-cli.js). */
export type WorkerModule = 'labWorker' | 'searchWorker';

/**
 * A worker thread running one of the command's worker modules. Compiled, the module is the
 * JavaScript file beside this one in dist-cli/. Run from the TypeScript sources (the tests, or
 * where esbuild is missing), a worker thread does not inherit the tsx loader: it registers it
 * before importing the module.
 */
export function workerThread(module: WorkerModule, options: WorkerOptions = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${module}.js`, import.meta.url), options);
  const source = new URL(`./${module}.ts`, import.meta.url);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
