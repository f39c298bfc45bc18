// Databases for the reminder tests: PGlite in memory always, plus a throwaway database on real
// PostgreSQL when TEST_DATABASE_URL is set. Migrations are the project's own (/migrations).
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase } from '../../src/db/open.ts';
import type { ReminderDb } from '../../src/jobs/pg-reminder-source.ts';
import { migratedImage } from '../helpers/pglite-template.ts';
import { templatePrefix } from '../helpers/global-setup.ts';

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));
/** Names of this run's template databases begin with this (dropped at the end of the run). */
const TEMPLATE_PREFIX = templatePrefix(process.env.STATIONMASTER_TEST_TMP);

export interface TestDb {
  kind: 'pglite' | 'postgres';
  db: ReminderDb;
  /** A second, independent connection pool (real PostgreSQL only) for concurrency tests. */
  openAnother?: () => Promise<{ db: ReminderDb; close: () => Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A new in-memory PGlite database, loaded from an image of one already through initdb and the
 * migrations (the folder test/helpers/pglite-template.ts keeps): no initdb per test (~2.5 s of CPU).
 */
export async function pgliteDb(): Promise<TestDb> {
  const client = new PGlite({ loadDataDir: new Blob([await migratedImage(openDatabase)]) });
  await client.waitReady;
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS }); // nothing to apply: the image has every migration
  return { kind: 'pglite', db: db as unknown as ReminderDb, close: () => client.close() };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * This process's migrated, empty database on the server, which every test database is created from. Kept
 * while the process lives (the test files of a worker share it, vitest.config.ts) and dropped when the run
 * ends (test/helpers/global-setup.ts drops every database named with the run's TEMPLATE_PREFIX).
 */
let pgTemplate: { url: string; name: Promise<string> } | undefined;

function migratedTemplate(url: string): Promise<string> {
  pgTemplate ??= {
    url,
    name: (async () => {
      const name = `${TEMPLATE_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await adminQuery(url, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
      try {
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS });
      } finally {
        await pool.end(); // a template must have no connections
      }
      return name;
    })(),
  };
  return pgTemplate.name;
}


/**
 * A fresh database on the server of `url` (TEST_DATABASE_URL), dropped on close: a copy of a migrated
 * template (CREATE DATABASE … TEMPLATE), not the migrations again for every test.
 */
export async function postgresDb(url: string, poolSize = 5): Promise<TestDb> {
  const name = `rem_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create database ${name} template ${await migratedTemplate(url)}`);
  const target = withDatabase(url, name);
  const pools: pg.Pool[] = [];
  const open = async () => {
    const pool = new pg.Pool({ connectionString: target, max: poolSize });
    pool.on('error', () => {});
    pools.push(pool);
    return { db: drizzlePg({ client: pool }) as unknown as ReminderDb, close: () => pool.end() };
  };
  const main = await open();
  await migratePg(main.db as any, { migrationsFolder: MIGRATIONS }); // nothing to apply: the template has every migration
  return {
    kind: 'postgres',
    db: main.db,
    openAnother: open,
    async close() {
      for (const p of pools) await p.end().catch(() => {});
      await adminQuery(url, `drop database if exists ${name} with (force)`);
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
