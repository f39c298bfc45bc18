// Action log: append/load, seq checking, and racing appends at the same seq.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameNotFoundError, SeqConflictError } from '../../src/db/errors.ts';
import { actions, games } from '../../src/db/schema.ts';
import type { Store } from '../../src/db/store.ts';
import { allTestBackends, type TestDatabase } from '../helpers/db.ts';

for (const backend of allTestBackends()) {
  describe.skipIf(Boolean(backend.skip))(`actions [${backend.name}]${backend.skip ? ` (skipped: ${backend.skip})` : ''}`, () => {
    let db: TestDatabase;
    let store: Store;
    beforeAll(async () => {
      db = await backend.fresh();
      store = await db.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    const newGame = () =>
      store.createGame({ title: '18chesapeake', seed: 42, guildId: 'G', channelId: 'C', creatorId: 'u1', status: 'active' });

    it('appends at 0,1,2 and loads in seq order', async () => {
      const g = await newGame();
      expect(await store.nextSeq(g.id)).toBe(0);
      await store.appendAction(g.id, 0, { type: 'bid', entity: 'u1', price: 100 }, 'u1');
      await store.appendAction(g.id, 1, { type: 'pass', entity: 'u2' }, 'u2');
      await store.appendAction(g.id, 2, { type: 'message', message: 'hi' }, null);
      const rows = await store.loadActions(g.id);
      expect(rows.map((r) => r.seq)).toEqual([0, 1, 2]);
      expect(rows[0]!.action).toEqual({ type: 'bid', entity: 'u1', price: 100 });
      expect(rows[2]!.userId).toBeNull();
      expect((await store.loadActions(g.id, 2)).map((r) => r.seq)).toEqual([2]);
      expect(await store.nextSeq(g.id)).toBe(3);
    });

    it('keeps each game its own log', async () => {
      const a = await newGame();
      const b = await newGame();
      await store.appendAction(a.id, 0, { type: 'pass' }, 'u1');
      await store.appendAction(b.id, 0, { type: 'pass' }, 'u1');
      await store.appendAction(b.id, 1, { type: 'pass' }, 'u1');
      expect(await store.loadActions(a.id)).toHaveLength(1);
      expect(await store.loadActions(b.id)).toHaveLength(2);
    });

    it('refuses a stale or future seq with SeqConflictError', async () => {
      const g = await newGame();
      await store.appendAction(g.id, 0, { type: 'pass' }, 'u1');
      const stale = await store.appendAction(g.id, 0, { type: 'pass' }, 'u2').catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(SeqConflictError);
      expect((stale as SeqConflictError).actualNextSeq).toBe(1);
      await expect(store.appendAction(g.id, 5, { type: 'pass' }, 'u2')).rejects.toBeInstanceOf(SeqConflictError);
      await expect(store.appendAction(g.id, -1, { type: 'pass' }, 'u2')).rejects.toBeInstanceOf(RangeError);
      expect(await store.loadActions(g.id)).toHaveLength(1);
    });

    it('appends a batch all or nothing: a stale seq stores none of it', async () => {
      const g = await newGame();
      await store.appendActions(g.id, 0, [{ type: 'pass', entity: 'B&O' }, { type: 'place_token', entity: 'B&O' }], 'u1');
      expect((await store.loadActions(g.id)).map((r) => [r.seq, r.action.type, r.userId])).toEqual([[0, 'pass', 'u1'], [1, 'place_token', 'u1']]);
      await expect(store.appendActions(g.id, 1, [{ type: 'pass' }, { type: 'run_routes' }], 'u2')).rejects.toBeInstanceOf(SeqConflictError);
      await expect(store.appendActions(g.id, 3, [{ type: 'pass' }, { type: 'run_routes' }], 'u2')).rejects.toBeInstanceOf(SeqConflictError);
      expect(await store.loadActions(g.id)).toHaveLength(2);
      // two racing batches at the same seq: exactly one lands, whole
      const racing = await Promise.allSettled([
        store.appendActions(g.id, 2, [{ type: 'pass', n: 1 }, { type: 'run_routes', n: 1 }], 'u1'),
        store.appendActions(g.id, 2, [{ type: 'pass', n: 2 }, { type: 'run_routes', n: 2 }, { type: 'dividend', n: 2 }], 'u2'),
      ]);
      expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rows = await store.loadActions(g.id);
      const winner = rows[2]!.action.n;
      expect(rows.slice(2).every((r) => r.action.n === winner)).toBe(true);
      expect(rows).toHaveLength(winner === 1 ? 4 : 5);
    });

    it('the database itself refuses to change or delete actions; deleting the game cascades', async () => {
      const g = await newGame();
      await store.appendAction(g.id, 0, { type: 'pass' }, 'u1');
      await expect(store.db.update(actions).set({ userId: 'x' }).where(eq(actions.gameId, g.id))).rejects.toThrow();
      await expect(store.db.delete(actions).where(eq(actions.gameId, g.id))).rejects.toThrow();
      expect(await store.loadActions(g.id)).toHaveLength(1);
      await store.db.delete(games).where(eq(games.id, g.id));
      expect(await store.loadActions(g.id)).toHaveLength(0);
    });

    it('refuses an action for an unknown game', async () => {
      await expect(store.appendAction(999_999, 0, { type: 'pass' }, 'u1')).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it('two racing appends at the same seq: exactly one lands', async () => {
      const g = await newGame();
      for (let seq = 0; seq < 15; seq++) {
        const results = await Promise.allSettled([
          store.appendAction(g.id, seq, { type: 'pass', who: 'a' }, 'ua'),
          store.appendAction(g.id, seq, { type: 'pass', who: 'b' }, 'ub'),
        ]);
        const ok = results.filter((r) => r.status === 'fulfilled');
        const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(ok).toHaveLength(1);
        expect(failed).toHaveLength(1);
        expect(failed[0]!.reason).toBeInstanceOf(SeqConflictError);
      }
      const rows = await store.loadActions(g.id);
      expect(rows.map((r) => r.seq)).toEqual([...Array(15).keys()]);
    });

    it('many writers retrying on conflict never lose or duplicate an action', async () => {
      const g = await newGame();
      const writer = async (who: string, count: number) => {
        for (let i = 0; i < count; i++) {
          for (;;) {
            const seq = await store.nextSeq(g.id);
            try {
              await store.appendAction(g.id, seq, { type: 'pass', who, i }, who);
              break;
            } catch (e) {
              if (!(e instanceof SeqConflictError)) throw e;
            }
          }
        }
      };
      await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => writer(w, 5)));
      const rows = await store.loadActions(g.id);
      expect(rows.map((r) => r.seq)).toEqual([...Array(20).keys()]);
      for (const w of ['w1', 'w2', 'w3', 'w4']) {
        expect(rows.filter((r) => r.action.who === w).map((r) => r.action.i)).toEqual([0, 1, 2, 3, 4]);
      }
    });

    it.skipIf(backend.name !== 'postgres')(
      'a concurrent transaction holding the seq makes appendAction fail on the unique key',
      async () => {
        const g = await newGame();
        const other = new pg.Client({ connectionString: db.options.url });
        await other.connect();
        try {
          await other.query('begin');
          await other.query(`insert into actions (game_id, seq, action, user_id) values ($1, 0, '{"type":"pass"}', 'x')`, [g.id]);
          // Our max(seq) check cannot see the uncommitted row, so the insert blocks on the key...
          const pending = store.appendAction(g.id, 0, { type: 'pass' }, 'u1').catch((e: unknown) => e);
          await new Promise((r) => setTimeout(r, 300));
          await other.query('commit');
          // ...and fails with a unique violation once the other transaction commits.
          const err = await pending;
          expect(err).toBeInstanceOf(SeqConflictError);
          expect((err as SeqConflictError).actualNextSeq).toBeNull();
        } finally {
          await other.end();
        }
        expect((await store.loadActions(g.id)).map((r) => r.userId)).toEqual(['x']);
      },
    );
  });
}
