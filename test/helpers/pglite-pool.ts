// In-memory test databases kept for the next test file in the same process. Starting PGlite (its worker thread,
// PostgreSQL loaded from the migrated image) costs ~1.1 s of CPU; most end-to-end files start one, and files that
// share their worker's modules (vitest.config.ts) run one after another in a process. A file's closed database is
// emptied (every table truncated, ids restarted, the session reset: what a fresh one from the image holds) and
// handed to the next file that opens one. Each file gets its own lease on the thread: a query that comes late,
// after its file closed the store (a bot still finishing), is refused, never run on the next file's data. A
// database that cannot be emptied is closed as before. Used by test/helpers/setup.ts for 'memory://' opens.
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteThread, type ThreadTransaction } from '../../src/db/pglite-thread.ts';
import * as schema from '../../src/db/schema.ts';
import { Store, type Db } from '../../src/db/store.ts';

/** Emptied databases ready for the next open (at most a few: a file rarely holds more than one at once). */
const idle: PGliteThread[] = [];
const KEEP = 2;
/** Databases started by this process (the others were kept ones). */
export const started = { count: 0 };

/** The part of the thread drizzle uses, refused once `revoked()`. */
function lease(thread: PGliteThread, revoked: () => boolean) {
  const check = () => {
    if (revoked()) throw new Error('this test database was closed (its thread now serves another test file)');
  };
  return {
    waitReady: thread.waitReady,
    query: async (...args: Parameters<PGliteThread['query']>) => (check(), thread.query(...args)),
    exec: async (sql: string) => (check(), thread.exec(sql)),
    transaction: async <T>(fn: (tx: ThreadTransaction) => Promise<T>) => (check(), thread.transaction(fn)),
    close: async () => {},
  };
}

/** Back to what a fresh database from the image holds: no rows, ids from 1, a clean session. */
export async function emptyDatabase(thread: PGliteThread): Promise<void> {
  await thread.exec('DISCARD ALL');
  const tables = await thread.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  if (!tables.rows.length) return;
  // (replica: the append-only triggers of actions, which refuse TRUNCATE, do not fire)
  await thread.exec(`SET session_replication_role = replica; TRUNCATE TABLE ${tables.rows.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE; SET session_replication_role = DEFAULT`);
}

/** An in-memory database from `image` (an emptied one kept from an earlier file when there is one). */
export async function openPooled(image: Uint8Array, migrationsFolder: string): Promise<Store> {
  const thread = idle.pop() ?? (started.count++, new PGliteThread('memory://', image));
  await thread.waitReady;
  let revoked = false;
  const db = drizzle({ client: lease(thread, () => revoked) as unknown as PGlite, schema });
  const close = async () => {
    revoked = true;
    try {
      if (idle.length >= KEEP) throw new Error('enough kept');
      await emptyDatabase(thread);
      idle.push(thread);
    } catch {
      await thread.close().catch(() => undefined);
    }
  };
  const store = new Store(db as unknown as Db, 'pglite', close, () => migrate(db, { migrationsFolder }));
  try {
    await store.migrate();
  } catch (err) {
    await store.close();
    throw err;
  }
  return store;
}
