import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running `module`, a file beside the caller's (`base`, the caller's
 * `import.meta.url`). Compiled by scripts/build-cli.js, every worker module is an entry of its own
 * in dist-cli/, beside the chunk that starts it. Run from the TypeScript sources (the tests, or
 * where esbuild is missing), a worker thread does not inherit the tsx loader: it registers it
 * before importing the module.
 */
export function moduleWorker(module: string, base: string, options: WorkerOptions = {}): Worker {
  if (!base.endsWith('.ts')) return new Worker(new URL(`./${module}.js`, base), options);
  const source = new URL(`./${module}.ts`, base);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
