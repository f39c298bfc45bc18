// Runs before every test file (vitest.config.ts setupFiles). Performance only: what a test sees is unchanged.
import { vi } from 'vitest';
import { migratedImage } from './pglite-template.ts';
import { pictures } from './picture-switch.ts';

// An in-memory database ('memory://') starts from an image of one already through initdb and the migrations
// (test/helpers/pglite-template.ts): the same empty, migrated database, still in memory, without initdb's
// ~2.5 s of CPU in every file; in its own thread (the default), one an earlier file of this process closed,
// emptied, when there is one (test/helpers/pglite-pool.ts: ~1.1 s of CPU a start).
vi.mock('../../src/db/open.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/db/open.ts')>();
  const openDatabase: typeof real.openDatabase = async (options = {}) => {
    if (options.dataDir !== real.MEMORY || options.url || options.image) return real.openDatabase(options);
    const image = await migratedImage(real.openDatabase);
    if (!options.pgliteInThread) return (await import('./pglite-pool.ts')).openPooled(image, real.MIGRATIONS_FOLDER);
    return real.openDatabase({ ...options, image });
  };
  return { ...real, openDatabase };
});

// test/helpers/picture-switch.ts: a file that switched the thread's pictures off leaves them off for the next
// file sharing its worker's modules; each file starts with them on.
pictures.on = true;
pictures.atEnd = false;
