// A move may be validated against this process's cached game without loading it first; the append
// then stores it only if nothing was stored since and the game is still active. Two game services
// (two processes, each with its own cache) on one database: a cache made stale by the other one
// never refuses a legal move, never stores an illegal one, and never moves an abandoned game on.
import { afterAll, describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { createLogger } from '../../src/logger.ts';
import { testStores, type TestDatabase } from '../helpers/db.ts';

const log = createLogger('silent');
const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.dispose();
});

const add = (amount: number) => () => ({ type: 'add', amount });

for (const backend of testStores()) {
  describe(backend.name, () => {
    async function twoProcesses() {
      const db = await backend.fresh();
      opened.push(db);
      const first = new DbBotStore(await db.open());
      const second = db.reopenable ? new DbBotStore(await db.open()) : first;
      const record = await first.createGame({ title: 'tiny-rails', envelopeTitle: 'Tiny Rails', options: { seatOrder: 'join', settings: {} }, seed: 3, guildId: 'g', channelId: 'c', creatorId: '11', status: 'lobby' });
      for (const u of ['11', '22']) await first.addSeat(record.id, u, `user${u}`);
      await first.setSeatOrder(record.id, ['11', '22']);
      await first.updateGame(record.id, { status: 'active' });
      const a = new GameService(first, log);
      const b = new GameService(second, log);
      await Promise.all([a.load(record.id), b.load(record.id)]); // both caches warm
      return { id: record.id, a, b, store: first };
    }

    it("a stale cache does not refuse the move that is legal now (the other process's move is loaded)", async () => {
      const { id, a, b, store } = await twoProcesses();
      await a.act(id, '11', add(1));
      // b still sees user 11 to move; user 22's move is legal in the stored log
      const r = await b.act(id, '22', add(2));
      expect(r.before.game!.log).toHaveLength(1);
      expect((await store.loadActions(id)).map((s) => [s.userId, s.action.amount])).toEqual([['11', 1], ['22', 2]]);
      expect((await store.getGame(id))!.waitingOn).toEqual(['11']);
    });

    it('a stale cache does not store a move that is no longer legal', async () => {
      const { id, a, b, store } = await twoProcesses();
      await a.act(id, '11', add(1));
      // in b's cached view it is still user 11's turn: the append finds the log moved on, b reloads and refuses
      await expect(b.act(id, '11', add(3))).rejects.toThrow(/not your turn/);
      expect((await store.loadActions(id)).map((s) => s.userId)).toEqual(['11']);
    });

    it('a game abandoned by the other process is not moved on from a cached view', async () => {
      const { id, a, store } = await twoProcesses();
      await a.act(id, '11', add(1));
      await store.updateGame(id, { status: 'abandoned' }); // e.g. /game abandon handled elsewhere
      await expect(a.act(id, '22', add(1))).rejects.toThrow(/abandoned/);
      expect(await store.loadActions(id)).toHaveLength(1);
    });
  });
}
