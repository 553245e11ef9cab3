import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';

interface Rule {
  readonly name: string;
  readonly from: { readonly path?: string };
  readonly to: { readonly path?: string };
}

const require = createRequire(import.meta.url);
const { forbidden } = require('../../.dependency-cruiser.cjs') as { forbidden: readonly Rule[] };

/** The path rules an import from `from` to `to` breaks, as dependency-cruiser matches them. */
function broken(from: string, to: string): string[] {
  return forbidden
    .filter((r) => r.from.path !== undefined && r.to.path !== undefined)
    .filter((r) => new RegExp(r.from.path!).test(from) && new RegExp(r.to.path!).test(to))
    .map((r) => r.name);
}

// The layer rules are regular expressions: a slip in one (a missing slash) silently lets every
// import through, so each rule is held to imports it must refuse and imports it must let by.
describe('the layer rules of `npm run lint`', () => {
  test.each([
    ['src/words/puzzles.ts', 'src/store/puzzles.ts', 'words-no-view'],
    ['src/words/table.ts', 'src/store/table.ts', 'words-no-view'],
    ['src/words/lab.ts', 'src/ui/lab/LabPanel.tsx', 'words-no-view'],
    ['src/words/lab.ts', 'src/scene/Pieces.tsx', 'words-no-view'],
    ['src/store/lobby.ts', 'src/words/lobby.ts', 'store-no-words'],
    ['src/store/table.ts', 'src/ui/Controls.tsx', 'store-no-ui'],
    ['src/engine/game.ts', 'src/anim/timeline.ts', 'engine-alone'],
    ['src/ai/serialSearch.ts', 'src/words/computer.ts', 'ai-lab-no-view'],
    ['src/server/games.ts', 'src/store/online.ts', 'server-on-engine'],
    ['src/ui/Controls.tsx', 'src/server/app.ts', 'server-apart'],
  ])('%s may not import %s (%s)', (from, to, rule) => {
    expect(broken(from, to)).toContain(rule);
  });

  test.each([
    ['src/words/puzzles.ts', 'src/store/puzzleCodes.ts'],
    ['src/words/table.ts', 'src/store/tableCodes.ts'],
    ['src/words/lab.ts', 'src/lab/run.ts'],
    ['src/store/puzzles.ts', 'src/store/puzzleCodes.ts'],
    ['src/ui/Controls.tsx', 'src/words/table.ts'],
    ['src/cli/serve.ts', 'src/server/app.ts'],
  ])('%s may import %s', (from, to) => {
    expect(broken(from, to)).toEqual([]);
  });
});
