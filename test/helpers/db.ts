// Test databases for every storage backend: PGlite in memory always, real PostgreSQL when
// TEST_DATABASE_URL is set (each fresh() creates its own randomly named database there and
// dispose() drops it, so test files never share state).
//
//   for (const backend of testStores()) {
//     describe(backend.name, () => {
//       let db: TestDatabase; let store: Store;
//       beforeAll(async () => { db = await backend.fresh(); store = await db.open(); });
//       afterAll(() => db.dispose());
//       ...
//     });
//   }
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, MEMORY, type OpenOptions } from '../../src/db/open.ts';
import type { Store } from '../../src/db/store.ts';

export type TestBackendName = 'pglite' | 'postgres';

export interface TestDatabase {
  backend: TestBackendName;
  /** What to pass to openDatabase to open this database. */
  options: OpenOptions;
  /** False for in-memory PGlite: every open() there is a new, empty database. */
  reopenable: boolean;
  /** Opens a Store on this database (migrations run); closed by dispose(). */
  open(): Promise<Store>;
  /** Closes every store opened through open() and drops the database. */
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: TestBackendName;
  /** Why the backend is not available here (undefined: it runs). */
  skip?: string;
  /** A new, empty database. */
  fresh(): Promise<TestDatabase>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The backends to run tests against here: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testStores(): TestBackend[] {
  return allTestBackends().filter((b) => !b.skip);
}

/** Every backend, with a `skip` reason on those unavailable (for `describe.skipIf`). */
export function allTestBackends(): TestBackend[] {
  return [pgliteBackend(), postgresBackend(TEST_DATABASE_URL)];
}

function tracked(backend: TestBackendName, options: OpenOptions, reopenable: boolean, drop: () => Promise<void>): TestDatabase {
  const stores: Store[] = [];
  return {
    backend,
    options,
    reopenable,
    async open() {
      const store = await openDatabase(options);
      stores.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await drop();
    },
  };
}

function pgliteBackend(): TestBackend {
  return {
    name: 'pglite',
    async fresh() {
      return tracked('pglite', { dataDir: MEMORY }, false, async () => {});
    },
  };
}

function postgresBackend(adminUrl: string | undefined): TestBackend {
  if (!adminUrl) {
    return {
      name: 'postgres',
      skip: 'TEST_DATABASE_URL is not set',
      fresh: () => Promise.reject(new Error('TEST_DATABASE_URL is not set')),
    };
  }
  return {
    name: 'postgres',
    async fresh() {
      const name = `sm_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      await admin(adminUrl, `create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return tracked('postgres', { url: url.toString(), poolSize: 5 }, true, () =>
        admin(adminUrl, `drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/** One statement on a fresh connection (create/drop database). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
