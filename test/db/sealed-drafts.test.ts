// Sealed-bid drafts (a bidder's unsubmitted sheet): one item set at a time, concurrent changes all kept,
// a new round starting over from the given base, cleared per bidder or per game; on every backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/db/store.ts';
import { allTestBackends, type TestDatabase } from '../helpers/db.ts';

for (const backend of allTestBackends()) {
  describe.skipIf(Boolean(backend.skip))(`sealed drafts [${backend.name}]`, () => {
    let db: TestDatabase;
    let store: Store;
    beforeAll(async () => {
      db = await backend.fresh();
      store = await db.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    it('sets one item at a time over the base, keeps concurrent changes, starts over in a new round', async () => {
      const g = await store.createGame({ title: '1871-steel-cities', seed: 1, guildId: 'g', channelId: 'c', creatorId: 'u' });
      expect(await store.getSealedDraft(g.id, 'p1')).toBeUndefined();
      const submitted = { a: 10, b: 20 };
      expect(await store.setSealedDraftItem(g.id, 'p1', 'r1', submitted, 'b', 30)).toEqual({ a: 10, b: 30 });
      // the base counts only when there is no draft of this round yet
      expect(await store.setSealedDraftItem(g.id, 'p1', 'r1', submitted, 'a', null)).toEqual({ b: 30 });
      await Promise.all(['c', 'd', 'e'].map((item, k) => store.setSealedDraftItem(g.id, 'p1', 'r1', submitted, item, k + 1)));
      expect(await store.getSealedDraft(g.id, 'p1')).toEqual({ round: 'r1', bids: { b: 30, c: 1, d: 2, e: 3 } });
      expect(await store.setSealedDraftItem(g.id, 'p2', 'r1', {}, 'a', 5)).toEqual({ a: 5 });
      expect(await store.setSealedDraftItem(g.id, 'p1', 'r2', {}, 'z', 7)).toEqual({ z: 7 });
      expect(await store.getSealedDraft(g.id, 'p1')).toEqual({ round: 'r2', bids: { z: 7 } });
      await store.clearSealedDrafts(g.id, 'p1');
      expect(await store.getSealedDraft(g.id, 'p1')).toBeUndefined();
      expect(await store.getSealedDraft(g.id, 'p2')).toEqual({ round: 'r1', bids: { a: 5 } });
      await store.clearSealedDrafts(g.id);
      expect(await store.getSealedDraft(g.id, 'p2')).toBeUndefined();
    });
  });
}
