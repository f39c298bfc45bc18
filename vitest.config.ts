import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests of the pure engine, the pictures and the CLI: no mocked modules, no bot or database state. Their files
// share each worker's module cache (isolate: false), so the engine, the titles and the renderer are imported
// once per worker instead of once per file (test/1828: 26.7 → 15.9 s of CPU).
// test/bot files listed here are pure too (no mocks, database, stand-in, timers or environment).
const PURE_BOT = ['18xx-choices', 'config', 'image-policy-steel', 'move-message', 'options', 'panel-chicago-express', 'panel-steel-cities', 'panel-tree', 'parser', 'players-words-a', 'players-words-b', 'routing', 'sealed-sheet', 'split', 'status-pages', 'story-numbers', 'story', 'words-scan'];
const SHARED = [
  ...['1822', '1828', '1830', '1889', '18chesapeake', '18xx', '18xx-map', 'chicago-express', '1871', 'engine', 'render'].map((d) => `test/${d}/**/*.test.ts`),
  ...PURE_BOT.map((f) => `test/bot/${f}.test.ts`),
];

// The other files (the bot, the stand-in, databases, end to end) share their worker's modules too, each with
// files that mock the same modules the same way: a module one file mocks would otherwise stay mocked (or
// real) for the next file in that worker. Sharing saves each file the bot's imports (~2 s of CPU: discord.js,
// the titles, the renderer); a file still starts its own bot, stand-in and database. Grouped by their mocks
// (the text of their vi.mock calls), found here in the files themselves:
//   - no mocks at all: project 'bot-shared';
//   - exactly the known mocks below (factories that keep no state of the file's): one project each. A project
//     costs the main process its own transforms of the modules (less with fsModuleCache warm), so only a group
//     of several files pays: the five with cheap PNGs do (22.7 -> 20.6 s of CPU for four of them), not the two
//     with blank panel close-ups;
//   - anything else (a mock that reads the file's own variables, vi.hoisted, vi.spyOn, fake timers, stubbed
//     globals or environment, vi.doMock…), and files that register a title of their own (it would stay
//     registered for the next file): project 'bot', a fresh process per file (vitest's default).
const KNOWN_MOCKS: Record<string, string[]> = {
  // end-to-end tests about words and moves: the thread's pictures are not drawn
  'bot-no-pictures': [
    `vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
})`,
  ],
  // end-to-end tests that check pictures only by name: blank PNGs of the same size (every picture is still drawn)
  'bot-cheap-png': [`vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()))`],
  // long games whose thread pictures are looked at (by name) on the first messages, then switched off
  // (test/helpers/picture-switch.ts; test/helpers/setup.ts turns the switch on again before each file), blank PNGs
  'bot-picture-switch': [
    `vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()))`,
    `vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()))`,
  ],
};
/** vi calls that change modules, globals, timers or the environment for whatever runs after them. */
const STATEFUL = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|hoisted|spyOn|useFakeTimers|stubEnv|stubGlobal|setSystemTime)\b/g;

/** The full text of each vi.mock(…) call in `source` (to its balancing parenthesis). */
function mockCalls(source: string): string[] {
  const calls: string[] = [];
  for (const m of source.matchAll(/\bvi\.mock\(/g)) {
    let depth = 0;
    for (let i = m.index + 'vi.mock'.length; i < source.length; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')' && --depth === 0) {
        calls.push(source.slice(m.index, i + 1));
        break;
      }
    }
  }
  return calls;
}

/** The project a test file outside the engine project goes to (see above). */
function botProject(source: string): string {
  if (/\bregisterTitle(Bot)?\s*\(/.test(source)) return 'bot';
  const stateful = source.match(STATEFUL) ?? [];
  if (!stateful.length) return 'bot-shared';
  const calls = mockCalls(source);
  if (calls.length !== stateful.length) return 'bot'; // something besides vi.mock
  const known = Object.entries(KNOWN_MOCKS).find(([, mocks]) => mocks.length === calls.length && mocks.every((m, i) => m === calls[i]));
  return known?.[0] ?? 'bot';
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILES = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => relative(ROOT, join(ROOT, 'test', f)));
const byProject = new Map<string, string[]>();
for (const file of TEST_FILES) {
  const project = botProject(readFileSync(join(ROOT, file), 'utf8'));
  byProject.set(project, [...(byProject.get(project) ?? []), file]);
}
const exclude = [...configDefaults.exclude, ...SHARED];
const sharedBot = [...byProject].filter(([name]) => name !== 'bot');

export default defineConfig({
  test: {
    // performance only (test/helpers/setup.ts): in-memory databases start from a migrated image
    setupFiles: ['test/helpers/setup.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one test file per core: vitest's default leaves one core free (a single worker on a 2-core machine)
    maxWorkers: availableParallelism(),
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content
    // and the lockfile): a later run, and each project after the first, skips the transforms. One e2e file
    // alone: 8.8 -> 5.6 s of CPU with the cache warm.
    experimental: { fsModuleCache: true },
    // Projects' files are queued by project name (vitest runs one project's queue after another's), longest
    // first within each: the bot projects' long end-to-end files go first, the engine's many short ones last.
    projects: [
      { extends: true, test: { name: 'engine', include: SHARED, isolate: false } },
      ...sharedBot.map(([name, files]) => ({ extends: true as const, test: { name, include: files, exclude, isolate: false } })),
      { extends: true, test: { name: 'bot', include: ['test/**/*.test.ts'], exclude: [...exclude, ...sharedBot.flatMap(([, files]) => files)] } },
    ],
  },
});
