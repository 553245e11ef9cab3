/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Packages the first screen shares with the lazily loaded 3D table. */
const SHARED_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/;

/**
 * Cross-origin isolation, as the game server sends it (src/server/app.ts): the computer's workers
 * then share one search tree in shared memory (src/ai/client.ts).
 */
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** The Japanese web font's slices in the build, and the service worker's cache that keeps them. */
const JAPANESE_FONT_FILE = /\/assets\/noto-sans-jp-[^/]+\.woff2$/;
const JAPANESE_FONT_CACHE = 'japanese-font';

/** The page's background (src/App.css): the installed app's splash screen and title bar. */
/** The unit test folders whose files mock modules, stub globals or fake the clock (see `test.projects`). */
const ISOLATED_TESTS = ['ui', 'store', 'sound'];

const PAGE_COLOUR = '#17201c';

export default defineConfig({
  plugins: [
    react(),
    // Installable, and playable offline after the first visit: the service worker precaches the
    // whole build, the table, the computer's workers and the export encoders included (a first
    // game or export offline then needs nothing from the network). The icons are for the browser
    // to install the app with, not for the page: they stay out of the precache. A new version
    // waits until the person reloads (src/ui/OfflineNote.tsx): until then the open page can still
    // load its own lazily loaded chunks from the old precache.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Momentum',
        short_name: 'Momentum',
        description: 'Momentum, the marble-pushing abstract game, on a 3D table',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: PAGE_COLOUR,
        theme_color: PAGE_COLOUR,
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The first visit is served by the service worker at once, without waiting for a reload.
        clientsClaim: true,
        // The Japanese web font (src/i18n/webFont.ts) is kept as its slices pass through, not
        // precached: only a page shown in Japanese loads it, and precaching the slices the panels
        // need would cost every other visitor 549 kB. Its file names carry their content's hash,
        // so a kept slice is never stale. (The page asks again for slices it loaded before the
        // worker took it over.)
        runtimeCaching: [
          {
            urlPattern: JAPANESE_FONT_FILE,
            handler: 'CacheFirst',
            options: {
              cacheName: JAPANESE_FONT_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200 },
            },
          },
        ],
      },
    }),
  ],
  worker: { format: 'es' },
  // The hot-reloading dev server (`npm run dev`) beside the game server that scripts/dev.js starts on
  // 5173: the online API and its socket pass through, so the page talks to it as to its own origin.
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:5173', ws: true } },
    headers: ISOLATION_HEADERS,
  },
  preview: { host: '127.0.0.1', port: 4173, headers: ISOLATION_HEADERS },
  build: {
    rolldownOptions: {
      // The app, and the replay other sites embed (src/embed/main.tsx), which shares its table.
      input: { main: 'index.html', embed: 'embed.html' },
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
    projects: [
      {
        extends: true,
        test: {
          // A file here leaves no state behind that another could see (no mocked module, stubbed
          // global or fake clock), so the files share their workers and the modules they import: a
          // fresh worker and module graph for each of them cost the suite about a minute.
          name: 'shared',
          include: [`test/!(${ISOLATED_TESTS.join('|')}|e2e)/**/*.test.{ts,tsx}`],
          isolate: false,
          globalSetup: ['test/cli/compileCommand.js'],
        },
      },
      {
        extends: true,
        test: {
          // These mock modules, stub globals or fake the clock: each file runs in a worker of its own.
          name: 'isolated',
          include: ISOLATED_TESTS.map((dir) => `test/${dir}/**/*.test.{ts,tsx}`),
        },
      },
    ],
    environment: 'node',
    // vitest's default on two cores is one worker, yet a unit file spends much of its time waiting
    // on the servers, worker threads and child processes it starts: two files at a time keep both
    // cores busy once npm test's type check, lint and build beside them are done.
    maxWorkers: 2,
    // Worker threads start a file faster than forked processes: the suite took 143 s so, 164 s forked.
    pool: 'threads',
    // A limit against a hang, not a speed goal: on a busy two-core machine a test that starts
    // worker threads or a child process can take several times its quiet-machine time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
