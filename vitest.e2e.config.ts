import { defineConfig } from 'vitest/config';

// End-to-end tests drive a real headless Chromium against the built app (see scripts/e2e.js).
// WebGL is software-rendered there, yet much of a file's time is spent waiting on the app (a move's
// animation, a socket's news, the computer's search): two files at a time share this two-core
// machine's cores (four files took 90 s so, 139 s one at a time), with generous timeouts.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a test waits for (the computer's reply, a socket's news) may come late on a busy machine:
    // a wait ends when it comes, and fails only after half a minute.
    expect: { poll: { timeout: 30_000 } },
  },
});
