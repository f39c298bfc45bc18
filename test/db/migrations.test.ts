// Migrations: applied on open, idempotent, in step with the schema; PGlite persistence.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/open.ts';
import type { Store } from '../../src/db/store.ts';
import { allTestBackends, type TestDatabase } from '../helpers/db.ts';
import { migratedImage } from '../helpers/pglite-template.ts';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function appliedMigrations(store: Store): Promise<number> {
  const res = (await store.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
}

for (const backend of allTestBackends()) {
  describe.skipIf(Boolean(backend.skip))(`migrations [${backend.name}]${backend.skip ? ` (skipped: ${backend.skip})` : ''}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await backend.fresh();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    it('applies every migration once, and again is a no-op', async () => {
      const store = await db.open();
      expect(await appliedMigrations(store)).toBe(journal.entries.length);
      await store.migrate();
      await store.migrate();
      expect(await appliedMigrations(store)).toBe(journal.entries.length);
      const g = await store.createGame({ title: '1828', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u' });
      await store.appendAction(g.id, 0, { type: 'pass' }, 'u');
      if (db.reopenable) {
        const second = await db.open();
        expect(await appliedMigrations(second)).toBe(journal.entries.length);
        expect((await second.loadActions(g.id)).map((a) => a.action)).toEqual([{ type: 'pass' }]);
      }
    });
  });
}

const pgBackend = allTestBackends().find((b) => b.name === 'postgres')!;
describe.skipIf(Boolean(pgBackend.skip))(`concurrent open [postgres]${pgBackend.skip ? ` (skipped: ${pgBackend.skip})` : ''}`, () => {
  it('two processes opening a new database at once both succeed', async () => {
    const db = await pgBackend.fresh();
    try {
      const stores = await Promise.all([db.open(), db.open(), db.open()]);
      for (const s of stores) expect(await appliedMigrations(s)).toBe(journal.entries.length);
    } finally {
      await db.dispose();
    }
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sm-pglite-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps games and actions across close and reopen', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    const g = await first.createGame({ title: '18chesapeake', seed: 9, guildId: 'g', channelId: 'c', creatorId: 'u' });
    await first.addSeat(g.id, 'u', 'U');
    await first.appendAction(g.id, 0, { type: 'bid', price: 10 }, 'u');
    await first.appendAction(g.id, 1, { type: 'pass' }, 'u');
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openDatabase({ dataDir });
    try {
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
      expect((await second.getGame(g.id))?.seed).toBe(9);
      expect((await second.listSeats(g.id)).map((s) => s.userId)).toEqual(['u']);
      expect((await second.loadActions(g.id)).map((a) => a.seq)).toEqual([0, 1]);
      await second.appendAction(g.id, 2, { type: 'pass' }, 'u');
    } finally {
      await second.close();
    }
  });
});

describe('PGlite in memory from an image (OpenOptions.image)', () => {
  it('opens the migrated database the image holds, each open its own copy, in the worker thread or in-thread', async () => {
    const image = await migratedImage(openDatabase);
    const [a, b] = [await openDatabase({ dataDir: MEMORY, image }), await openDatabase({ dataDir: MEMORY, image, pgliteInThread: true })];
    try {
      for (const store of [a, b]) expect(await appliedMigrations(store)).toBe(journal.entries.length);
      const g = await a.createGame({ title: '1828', seed: 3, guildId: 'g', channelId: 'c', creatorId: 'u' });
      await a.appendAction(g.id, 0, { type: 'pass' }, 'u');
      expect((await a.loadActions(g.id)).map((x) => x.action)).toEqual([{ type: 'pass' }]);
      expect(await b.getGame(g.id)).toBeFalsy();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses an image for a folder on disk', async () => {
    const image = await migratedImage(openDatabase);
    const dataDir = mkdtempSync(join(tmpdir(), 'sm-pglite-image-'));
    try {
      await expect(openDatabase({ dataDir, image })).rejects.toThrow(/only in memory/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrations in step with src/db/schema.ts', () => {
  it('drizzle-kit generate finds no schema changes', () => {
    const out = mkdtempSync(join(tmpdir(), 'sm-migrations-'));
    try {
      cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit prefixes --out with './', so give it a path relative to the project root.
      execFileSync(
        join('node_modules', '.bin', 'drizzle-kit'),
        ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', relative(process.cwd(), out)],
        { stdio: 'pipe' },
      );
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
