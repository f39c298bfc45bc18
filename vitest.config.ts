import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests of the pure engine, the pictures and the CLI: no mocked modules, no bot or database state. Their files
// share each worker's module cache (isolate: false), so the engine, the titles and the renderer are imported
// once per worker instead of once per file (test/1828: 26.7 → 15.9 s of CPU). Files that mock modules, start
// the bot or open databases stay isolated (test/1822 too: it registers its unfinished title itself).
// test/bot files listed here are pure too (no mocks, database, stand-in, timers or environment).
const PURE_BOT = ['18xx-choices', 'config', 'image-policy-steel', 'move-message', 'options', 'panel-chicago-express', 'panel-steel-cities', 'panel-tree', 'parser', 'players-words', 'routing', 'sealed-sheet', 'split', 'status-pages', 'story-numbers', 'story', 'words-scan'];
const SHARED = [
  ...['1828', '1830', '1889', '18chesapeake', '18xx', '18xx-map', 'chicago-express', '1871-steel-cities', 'engine', 'render'].map((d) => `test/${d}/**/*.test.ts`),
  ...PURE_BOT.map((f) => `test/bot/${f}.test.ts`),
];

export default defineConfig({
  test: {
    // performance only (test/helpers/setup.ts): in-memory databases start from a migrated template
    setupFiles: ['test/helpers/setup.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one test file per core: vitest's default leaves one core free (a single worker on a 2-core machine)
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'engine', include: SHARED, isolate: false } },
      { extends: true, test: { name: 'bot', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...SHARED] } },
    ],
  },
});
