// Two bot processes (two game services with their own caches and queues) on one database:
// ten players bid at once, half through each; a lost append race is retried while the bid stays
// legal, so every bid lands.
import { afterAll, describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { createLogger } from '../../src/logger.ts';
import { tinyRails } from '../tiny-game/index.ts';
import { testStores, type TestDatabase } from '../helpers/db.ts';

registerTitle({ ...tinyRails, id: 'tiny-rails-ten', titles: ['Tiny Rails Ten'], displayName: 'Tiny Rails Ten', maxPlayers: 10 });

const log = createLogger('silent');
const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.dispose();
});

for (const backend of testStores()) {
  describe(backend.name, () => {
    it('lands all ten simultaneous sealed bids sent through two processes', async () => {
      const db = await backend.fresh();
      opened.push(db);
      const first = new DbBotStore(await db.open());
      const second = db.reopenable ? new DbBotStore(await db.open()) : first;
      const users = Array.from({ length: 10 }, (_, n) => `${1000 + n}`);
      const record = await first.createGame({
        title: 'tiny-rails-ten',
        envelopeTitle: 'Tiny Rails Ten',
        options: { settings: { optional_rules: ['sealed_start'] } },
        seed: 5,
        guildId: 'g',
        channelId: 'c',
        creatorId: users[0]!,
        status: 'lobby',
      });
      for (const u of users) await first.addSeat(record.id, u, `p${u}`);
      await first.setSeatOrder(record.id, users);
      await first.updateGame(record.id, { status: 'active' });
      const a = new GameService(first, log);
      const b = new GameService(second, log);
      await Promise.all([a.load(record.id), b.load(record.id)]); // both caches warm, as in two running bots
      const results = await Promise.allSettled(
        users.map((u, n) =>
          (n % 2 ? b : a).act(record.id, u, (_live, player) => ({ type: 'bid', entity: player, entity_type: 'player', company: 'first-move', price: n % 10 })),
        ),
      );
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.message ?? r.reason)] : []));
      expect(refused).toEqual([]);
      const stored = await first.loadActions(record.id);
      expect(stored.map((s) => s.action.type)).toEqual(Array(10).fill('bid'));
      expect(new Set(stored.map((s) => s.userId)).size).toBe(10);
    });
  });
}
