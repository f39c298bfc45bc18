// Opening the database: PostgreSQL (pg Pool) when a postgres:// URL is given, PGlite otherwise.
// Migrations from /migrations are applied on every open (idempotent: drizzle records applied
// ones in drizzle.__drizzle_migrations).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { PGliteThread } from './pglite-thread.ts';
import { Store, type Db } from './store.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));
export const DEFAULT_PGLITE_DIR = './data/pglite';
export const MEMORY = 'memory://';

/** Any int8 key; serializes concurrent migrators on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 731_861_18;

export interface OpenOptions {
  /** postgres://… URL. When omitted and `dataDir` is omitted too, `DATABASE_URL` is used if set. */
  url?: string;
  /** PGlite data folder (default ./data/pglite); 'memory://' for an in-memory database. */
  dataDir?: string;
  /** pg Pool size (PostgreSQL only; default 10). */
  poolSize?: number;
  /** Run PGlite in the caller's thread instead of its own worker thread (default false). */
  pgliteInThread?: boolean;
  /**
   * With dataDir 'memory://': start from this image of a data folder (PGlite's dumpDataDir, uncompressed)
   * instead of an empty one through initdb (which costs ~2.5 s of CPU; the tests open many databases).
   */
  image?: Uint8Array;
}

export type Backend = 'postgres' | 'pglite';

/** Opens the database, applies pending migrations and returns a Store. Call `store.close()`. */
export async function openDatabase(options: OpenOptions = {}): Promise<Store> {
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (url) return openPostgres(url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR, options.pgliteInThread ?? false, options.image);
}

async function openPostgres(url: string, max: number): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const migrate = async () => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      lock.release();
    }
  };
  const store = new Store(db as unknown as Db, 'postgres', () => pool.end(), migrate);
  try {
    await migrate();
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  return store;
}

async function openPglite(dataDir: string, inThread: boolean, image?: Uint8Array): Promise<Store> {
  if (image && dataDir !== MEMORY) throw new Error(`a database image opens only in memory (${MEMORY}), not in ${dataDir}`);
  if (dataDir !== MEMORY && !dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // In a worker thread by default: PGlite's work never holds up the caller's event loop.
  const inMemory = () => (image ? new PGlite({ loadDataDir: new Blob([image]) }) : new PGlite());
  const client = inThread ? (dataDir === MEMORY ? inMemory() : new PGlite(dataDir)) : new PGliteThread(dataDir, image);
  await client.waitReady;
  const db = drizzlePglite({ client: client as PGlite, schema });
  const migrate = () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const store = new Store(db as unknown as Db, 'pglite', () => client.close(), migrate);
  try {
    await migrate();
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  return store;
}
