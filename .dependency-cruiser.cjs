/**
 * The layers of src, locked: an import that runs against the flow (engine -> anim -> scene -> ui,
 * with codecs, setup, words and stores between) fails `npm run lint`. Type imports count too.
 */
const layer = (name, comment, from, notTo) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: notTo },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import one way: no circle, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer(
      'engine-alone',
      'The rules engine imports nothing of the project.',
      '^src/engine/',
      '^(src/(?!engine/)|scripts/)',
    ),
    layer('anim-on-engine', 'Motion is built from the engine only.', '^src/anim/', '^(src/(?!engine/|anim/)|scripts/)'),
    layer(
      'setup-on-engine',
      'Game setup knows the engine and the computer levels only.',
      '^src/setup/',
      '^(src/(?!engine/|setup/|ai/levels)|scripts/)',
    ),
    layer(
      'codec-on-engine',
      'Codecs read and write games: engine, setup and the slice scheduler only.',
      '^src/codec/',
      '^(src/(?!engine/|setup/|tasks/|codec/)|scripts/)',
    ),
    layer(
      'ai-lab-no-view',
      'Search and the lab hold codes, not views or words.',
      '^src/(ai|lab)/',
      '^src/(store|scene|ui|words)/',
    ),
    layer(
      'workers-run-ai-and-lab',
      'The worker hosts run searches, lab games and the proofs of puzzles: the engine, ai, lab and puzzles only.',
      '^src/workers/',
      '^(src/(?!engine/|ai/|lab/|puzzles/|workers/)|scripts/)',
    ),
    layer(
      'export-no-app',
      "The exporter works without the app's stores and panels.",
      '^src/export/',
      '^src/(store|ui)/',
    ),
    layer(
      'cli-no-app',
      "The command runs without the app's stores and panels.",
      '^src/cli/',
      '^(src/(ui|store)/|scripts/)',
    ),
    layer(
      'online-client-alone',
      'The online client runs in the page and the command alike: the engine and the protocol only.',
      '^src/online/',
      '^(src/(?!engine/|online/)|scripts/)',
    ),
    layer('scene-no-ui', 'The 3D view does not reach into the DOM panels.', '^src/scene/', '^src/ui/'),
    layer('scene-theme-no-store', 'Themes and palettes stand on their own.', '^src/scene/theme', '^src/store/'),
    layer(
      'words-no-view',
      "Wording turns codes into catalogue words; it holds no state or view, and reads a store's codes from that store's codes module.",
      '^src/words/',
      '^src/(store/(?![a-z][A-Za-z]*Codes\\.ts$)|scene/|ui/)',
    ),
    layer('store-no-ui', 'Stores hold state; the panels read them, never the other way.', '^src/store/', '^src/ui/'),
    layer(
      'store-no-words',
      'Stores hold coded problems and events; the wording reads their codes, never the other way.',
      '^src/store/',
      '^src/words/',
    ),
    {
      name: 'store-holds-codes',
      comment: 'Stores hold coded problems and events: of the catalogue they may name the types, never word with it.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/i18n/catalogue', dependencyTypesNot: ['type-only'] },
    },
    layer(
      'server-on-engine',
      'The game server decides with the engine and keeps to itself: no stores, views or exporter.',
      '^src/server/',
      '^(src/(store|scene|ui|export|cli|words|sound)/|scripts/)',
    ),
    layer(
      'server-apart',
      'Only the command starts the server; the app talks to it over the network.',
      '^src/(?!server/|cli/)',
      '^src/server/',
    ),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
