/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Packages the first screen shares with the lazily loaded 3D table. */
const SHARED_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    rolldownOptions: {
      output: {
        // The 3D table loads on its own, after the first screen: three.js and the React renderer for it
        // go into vendor chunks of their own (each under the 500 kB warning), fetched only with the
        // table. What the first screen shares with them is split out first, at the highest priority,
        // so that no table chunk pulls React into the first screen's path.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: SHARED_VENDOR, priority: 4 },
            {
              name: 'vendor-three-core',
              test: /[\\/]node_modules[\\/]three[\\/]build[\\/]three\.core\.js/,
              priority: 3,
            },
            { name: 'vendor-three', test: /[\\/]node_modules[\\/]three[\\/]/, priority: 2 },
            {
              name: 'vendor-react-three',
              test: /[\\/]node_modules[\\/](@react-three|@react-spring)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
  },
});
