import { defineConfig } from 'vitest/config';

// End-to-end tests drive a real headless Chromium against the built app (see scripts/e2e.js).
// WebGL is software-rendered there, so files run one at a time with generous timeouts.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a test waits for (the computer's reply, a socket's news) may come late on a busy machine:
    // a wait ends when it comes, and fails only after half a minute.
    expect: { poll: { timeout: 30_000 } },
  },
});
