// Databases for the reminder tests: PGlite in memory always, plus a throwaway database on real
// PostgreSQL when TEST_DATABASE_URL is set. Migrations are the project's own (/migrations).
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { ReminderDb } from '../../src/jobs/pg-reminder-source.ts';

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface TestDb {
  kind: 'pglite' | 'postgres';
  db: ReminderDb;
  /** A second, independent connection pool (real PostgreSQL only) for concurrency tests. */
  openAnother?: () => Promise<{ db: ReminderDb; close: () => Promise<void> }>;
  close(): Promise<void>;
}

export async function pgliteDb(): Promise<TestDb> {
  const client = new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { kind: 'pglite', db: db as unknown as ReminderDb, close: () => client.close() };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

/** A fresh database on the server of `url` (TEST_DATABASE_URL), dropped on close. */
export async function postgresDb(url: string, poolSize = 5): Promise<TestDb> {
  const name = `rem_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = withDatabase(url, name);
  const pools: pg.Pool[] = [];
  const open = async () => {
    const pool = new pg.Pool({ connectionString: target, max: poolSize });
    pool.on('error', () => {});
    pools.push(pool);
    return { db: drizzlePg({ client: pool }) as unknown as ReminderDb, close: () => pool.end() };
  };
  const main = await open();
  await migratePg(main.db as any, { migrationsFolder: MIGRATIONS });
  return {
    kind: 'postgres',
    db: main.db,
    openAnother: open,
    async close() {
      for (const p of pools) await p.end().catch(() => {});
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The databases a storage test runs on: PGlite always, real PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: [string, () => Promise<TestDb>][] = [['pglite', pgliteDb]];
if (TEST_DATABASE_URL) {
  const url = TEST_DATABASE_URL;
  BACKENDS.push(['postgres', () => postgresDb(url)]);
}
