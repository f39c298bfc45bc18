import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // performance only (test/helpers/setup.ts): in-memory databases start from a migrated template
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one test file per core: vitest's default leaves one core free (a single worker on a 2-core machine)
    maxWorkers: availableParallelism(),
  },
});
