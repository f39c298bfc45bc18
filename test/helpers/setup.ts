// Runs before every test file (vitest.config.ts setupFiles). Performance only: what a test sees is unchanged.
import { vi } from 'vitest';
import { freshPgliteDir } from './pglite-template.ts';

// An in-memory database ('memory://') is opened as a copy of a folder already through initdb and the
// migrations (test/helpers/pglite-template.ts): the same empty, migrated database, without initdb's ~2.5 s
// of CPU in every file. Each open gets its own copy, deleted when its store closes.
vi.mock('../../src/db/open.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/db/open.ts')>();
  const openDatabase: typeof real.openDatabase = async (options = {}) => {
    if (options.dataDir !== real.MEMORY || options.url) return real.openDatabase(options);
    const copy = await freshPgliteDir(real.openDatabase);
    let store: Awaited<ReturnType<typeof real.openDatabase>>;
    try {
      store = await real.openDatabase({ ...options, dataDir: copy.dir });
    } catch (err) {
      copy.remove();
      throw err;
    }
    const close = store.close.bind(store);
    store.close = async () => {
      await close();
      copy.remove();
    };
    return store;
  };
  return { ...real, openDatabase };
});
