// Migration 0007: 1871 games stored before the title moved onto the shared 18xx engine get, in their settings, how
// many of their actions the old engine took (legacy_actions, read by src/engine/titles/1871/legacy.ts); games with no
// actions, other titles' games and games already marked are left alone. Run here on a database holding such games
// (a fresh database applies it with nothing to mark).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/open.ts';
import type { NewGame, Store } from '../../src/db/store.ts';
import { allTestBackends, type TestDatabase } from '../helpers/db.ts';

const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0007_1871_legacy_actions.sql'), 'utf8');

for (const backend of allTestBackends()) {
  describe.skipIf(Boolean(backend.skip))(`migration 0007 [${backend.name}]`, () => {
    let db: TestDatabase;
    let store: Store;
    beforeAll(async () => {
      db = await backend.fresh();
      store = await db.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    const base: NewGame = { title: '1871-steel-cities', seed: 7, guildId: 'g', channelId: 'c', creatorId: 'u', status: 'active' };
    const withActions = async (game: NewGame, n: number) => {
      const g = await store.createGame(game);
      for (let seq = 0; seq < n; seq++) await store.appendAction(g.id, seq, { type: 'pass', entity: 'u', id: seq + 1 }, 'u');
      return g.id;
    };

    it('marks stored 1871 games with the number of their actions, once', async () => {
      const old = await withActions({ ...base, options: { settings: { data_version: '2' } } }, 3);
      const noSettings = await withActions(base, 2);
      const lobby = await withActions({ ...base, status: 'lobby' }, 0);
      const other = await withActions({ ...base, title: '1828', options: { settings: {} } }, 2);
      const marked = await withActions({ ...base, options: { settings: { legacy_actions: 1 } } }, 4);
      await store.db.execute(sql.raw(MIGRATION));
      // a later action does not change the mark when the migration is met again
      await store.appendAction(old, 3, { type: 'pass', entity: 'u', id: 4 }, 'u');
      await store.db.execute(sql.raw(MIGRATION));
      const settings = async (id: number) => (await store.getGame(id))!.options.settings as Record<string, unknown> | undefined;
      expect(await settings(old)).toEqual({ data_version: '2', legacy_actions: 3 });
      expect(await settings(noSettings)).toEqual({ legacy_actions: 2 });
      expect(await settings(lobby)).toBeUndefined();
      expect(await settings(other)).toEqual({});
      expect(await settings(marked)).toEqual({ legacy_actions: 1 });
    });
  });
}
