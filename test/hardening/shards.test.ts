// Several bot processes on one database, as Discord shards: the stand-in sends each guild's events
// to the shard that owns it ((guild_id >> 22) % shard_count), so every interaction is handled by
// exactly one process, and games in both shards' servers play on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { openDatabase } from '../../src/db/open.ts';
import { createLogger } from '../../src/logger.ts';
import { DiscordStandIn } from '../../src/standin/index.ts';
import { shardOf } from '../../src/standin/gateway.ts';
import { buttonId } from '../e2e/world.ts';

let sim: DiscordStandIn;
let store: DbBotStore;
const bots: RunningBot[] = [];
const seen = [0, 0];

beforeAll(async () => {
  sim = await DiscordStandIn.start({ log: () => {}, responseTimeoutMs: 30_000 });
  store = new DbBotStore(await openDatabase({ dataDir: 'memory://' }));
  for (const id of [0, 1]) {
    const bot = await startBot({ token: sim.token, store, log: createLogger('silent'), api: sim.apiBase, reminders: false, shards: { ids: [id], count: 2 } });
    bot.client.on('interactionCreate', () => seen[id]!++);
    bots.push(bot);
  }
});
afterAll(async () => {
  for (const b of bots) await b.stop();
  await sim?.stop();
  await store?.close();
});

describe('two shards, two processes, one database', () => {
  it('routes every guild to one shard and plays in both', async () => {
    const guilds = [0n, 1n].map((k) => sim.createGuild({ name: `S${k}`, id: String((1_000_000n + k) << 22n) }));
    expect(guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
    await sim.waitFor(() => bots.every((b, n) => b.client.guilds.cache.has(guilds[n]!.id)));
    expect(bots.map((b) => [...b.client.guilds.cache.keys()])).toEqual([[guilds[0]!.id], [guilds[1]!.id]]);
    let sent = 0;
    for (const guild of guilds) {
      const channel = sim.createTextChannel(guild.id, 'games');
      const [ann, ben] = ['ann', 'ben'].map((u) => sim.createUser({ username: `${u}${guild.name}` }).id) as [string, string];
      sim.addMember(guild.id, ann);
      sim.addMember(guild.id, ben);
      const lobby = await sim.slash({ user: ann, channel: channel.id, command: 'game', subcommand: 'new', options: { title: 'tiny-rails', seat_order: 'joined' } });
      await sim.clickButton({ user: ben, messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
      await sim.clickButton({ user: ann, messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
      const thread = sim.threads(channel.id)[0]!.id;
      const a = await sim.slash({ user: ann, channel: thread, command: 'move', options: { action: 'Add 3' } });
      const b = await sim.slash({ user: ben, channel: thread, command: 'move', options: { action: 'Add 2' } });
      expect([a.content, b.content]).toEqual([expect.stringMatching(/^✅ Add 3/), expect.stringMatching(/^✅ Add 2/)]);
      sent += 5;
    }
    expect(seen).toEqual([5, 5]);
    expect(seen[0]! + seen[1]!).toBe(sent);
    expect(sim.unhandledRequests).toEqual([]);
  });
});
