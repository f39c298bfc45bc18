// An interaction handled twice must take effect once: the same INTERACTION_CREATE delivered twice to
// one process, two processes that both receive every interaction (a deploy's overlap, SHARD_COUNT
// forgotten), and, below the router, an undo checked again after losing an append race.
import { afterAll, describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import type { ChatInputCommandInteraction, Interaction } from 'discord.js';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import type { CommandModule } from '../../src/bot/command.ts';
import type { BotContext } from '../../src/bot/context.ts';
import { Router } from '../../src/bot/router.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { openDatabase } from '../../src/db/open.ts';
import { createLogger } from '../../src/logger.ts';
import { DiscordStandIn, type InteractionResult } from '../../src/standin/index.ts';
import { testStores, type TestDatabase } from '../helpers/db.ts';
import { buttonId } from '../e2e/world.ts';

const log = createLogger('silent');
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** A stand-in, one database, and `count` bot processes on them, unsharded: each receives every interaction. */
async function processes(count: number) {
  const sim = await DiscordStandIn.start({ log: () => {}, responseTimeoutMs: 30_000 });
  const store = new DbBotStore(await openDatabase({ dataDir: 'memory://' }));
  const bots: RunningBot[] = [];
  for (let n = 0; n < count; n++) bots.push(await startBot({ token: sim.token, store, log, api: sim.apiBase, reminders: false }));
  // a reply is complete once every process that has the interaction has handled it
  sim.settleOn((id) => Promise.all(bots.map((b) => b.inFlight.done(id))));
  cleanup.push(async () => {
    for (const b of bots) await b.stop();
    await sim.stop();
    await store.close();
  });
  const guild = sim.createGuild({ name: 'G' });
  const channel = sim.createTextChannel(guild.id, 'games');
  await sim.waitFor(() => bots.every((b) => b.client.guilds.cache.has(guild.id)));
  const users = ['ann', 'ben', 'cat'].map((u) => {
    const id = sim.createUser({ username: u }).id;
    sim.addMember(guild.id, id);
    return id;
  }) as [string, string, string];
  return { sim, store, bots, channel: channel.id, users };
}

type World = Awaited<ReturnType<typeof processes>>;

/** A three-player sealed-start game (everyone may bid at once, so one player can make two moves in a row). */
async function sealedGame(w: World): Promise<{ gameId: string; thread: string }> {
  const [ann, ben, cat] = w.users;
  const lobby = await w.sim.slash({ user: ann, channel: w.channel, command: 'game', subcommand: 'new', options: { title: 'tiny-rails', variant: 'sealed_start', seat_order: 'joined' } });
  const gameId = /game #(\d+)/.exec(String(lobby.embeds[0]?.title))![1]!;
  for (const u of [ben, cat]) await w.sim.clickButton({ user: u, messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
  await w.sim.clickButton({ user: ann, messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
  const thread = w.sim.threads(w.channel)[0]!.id;
  // ann hands in a bid sheet, then a replacement (as its Submit button does): two of her actions in a row
  for (const price of [3, 5]) {
    await w.bots[0]!.ctx.games.act(gameId, ann, (live, player) => live.game.def.sealed!.submit(live.game.state, player, { 'first-move': price }), { requireTurn: false });
  }
  return { gameId, thread };
}

const types = async (w: World, gameId: string) => (await w.store.loadActions(gameId)).map((a) => a.action.type);

describe('an interaction delivered twice', () => {
  it('to one process: one /game undo takes back one action', async () => {
    const w = await processes(1);
    const { gameId, thread } = await sealedGame(w);
    const packets = new Map<string, unknown>();
    const deliveries = new Map<string, number>();
    w.bots[0]!.client.on('raw', (p: { t?: string; d?: { id: string } }) => {
      if (p.t !== 'INTERACTION_CREATE') return;
      packets.set(p.d!.id, p.d);
      deliveries.set(p.d!.id, (deliveries.get(p.d!.id) ?? 0) + 1);
    });
    const sent = w.sim.sendSlash({ user: w.users[0], channel: thread, command: 'game', subcommand: 'undo', options: {} });
    await w.sim.waitFor(() => packets.has(sent.id));
    // the gateway delivers the very same INTERACTION_CREATE again
    (w.sim as unknown as { gateway: { dispatch(t: string, d: unknown): void } }).gateway.dispatch('INTERACTION_CREATE', packets.get(sent.id));
    const answered = await w.sim.response(sent.id);
    expect(answered.content).toMatch(/took back/);
    // the second delivery has reached the bot and been handled, whatever it did
    await w.sim.waitFor(() => deliveries.get(sent.id) === 2);
    await w.bots[0]!.inFlight.done(sent.id);
    expect(await types(w, gameId)).toEqual(['sealed_bids', 'sealed_bids', 'undo']);
    expect(w.sim.unhandledRequests).toEqual([]);
  }, 120_000);

  it('to two processes: every move stored and answered once, one undo, no "not your turn"', async () => {
    const w = await processes(2);
    const { gameId, thread } = await sealedGame(w);
    const seen = w.bots.map((b) => {
      const ids = new Set<string>();
      b.client.on('raw', (p: { t?: string; d?: { id: string } }) => {
        if (p.t === 'INTERACTION_CREATE') ids.add(p.d!.id);
      });
      return ids;
    });
    const undo = await w.sim.slash({ user: w.users[0], channel: thread, command: 'game', subcommand: 'undo', options: {} });
    expect(undo.content).toMatch(/took back/);
    const answers: InteractionResult[] = [undo];
    // every seat sets a bid in its draft with /bid (stored outside the log): each answered once, by one process
    for (const u of w.users) answers.push(await w.sim.slash({ user: u, channel: thread, command: 'bid', options: { company: 'first-move', price: 1 } }));
    // both processes have received every one of these and handled it, whatever they did
    await w.sim.waitFor(() => seen.every((ids) => answers.every((a) => ids.has(a.interactionId))));
    await Promise.all(w.bots.flatMap((b) => answers.map((a) => b.inFlight.done(a.interactionId))));
    expect(await types(w, gameId)).toEqual(['sealed_bids', 'sealed_bids', 'undo']);
    const final = answers.map((a) => w.sim.interaction(a.interactionId)!); // as they are now, both processes done
    const told = [...final.map((a) => a.content), ...final.flatMap((a) => a.followUps.map((m) => m.content))].join('\n');
    expect(told).not.toMatch(/not your turn|Something went wrong|already/i);
    expect(final.map((a) => a.followUps.filter((m) => m.ephemeral).length)).toEqual([0, 0, 0, 0]);
  }, 120_000);
});

describe('the router claims an interaction before handling it', () => {
  it('handles an interaction id once across two processes, even when both could acknowledge it', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    cleanup.push(() => db.close());
    let runs = 0;
    const module = { data: { name: 'count', description: 'count' }, execute: async () => void runs++ } as unknown as CommandModule;
    const order: string[] = [];
    // two processes: each its own router and store object, one database
    const contexts = [0, 1].map(() => {
      const store = new DbBotStore(db);
      const claim = store.claimInteraction.bind(store);
      store.claimInteraction = (id) => (order.push('claim'), claim(id));
      return { store, log, games: new GameService(store, log) } as unknown as BotContext;
    });
    const routers = contexts.map(() => new Router([module]));
    const interaction = () =>
      ({
        id: '123456789012345678',
        commandName: 'count',
        options: { data: [] },
        deferred: false,
        replied: false,
        isAutocomplete: () => false,
        isChatInputCommand: () => true,
        isButton: () => false,
        isModalSubmit: () => false,
        isStringSelectMenu: () => false,
        async deferReply(this: { deferred: boolean }) {
          order.push('defer');
          this.deferred = true;
        },
      }) as unknown as ChatInputCommandInteraction & Interaction;
    await Promise.all([routers[0]!.handle(interaction(), contexts[0]!), routers[1]!.handle(interaction(), contexts[1]!)]);
    await routers[0]!.handle(interaction(), contexts[0]!);
    expect(runs).toBe(1);
    expect(order.slice(0, 2)).toEqual(['defer', 'defer']); // acknowledged before the database is asked
  });
});

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.dispose();
});

for (const backend of testStores()) {
  describe(`${backend.name}: an undo checked again after losing an append race`, () => {
    it('takes back the action it meant or nothing, never a second one', async () => {
      const db = await backend.fresh();
      opened.push(db);
      const first = new DbBotStore(await db.open());
      const second = db.reopenable ? new DbBotStore(await db.open()) : first;
      const users = ['11', '22', '33'];
      const record = await first.createGame({ title: 'tiny-rails', envelopeTitle: 'Tiny Rails', options: { settings: { optional_rules: ['sealed_start'] } }, seed: 5, guildId: 'g', channelId: 'c', creatorId: '11', status: 'lobby' });
      for (const u of users) await first.addSeat(record.id, u, `p${u}`);
      await first.setSeatOrder(record.id, users);
      await first.updateGame(record.id, { status: 'active' });
      const a = new GameService(first, log);
      const b = new GameService(second, log);
      // a bid sheet, then a replacement of it (as /bid sends them): two actions of one player in a row
      for (const price of [3, 5]) await a.act(record.id, '11', (live, player) => live.game.def.sealed!.submit(live.game.state, player, { 'first-move': price }), { requireTurn: false });
      await Promise.all([a.load(record.id), b.load(record.id)]); // both caches warm: both check the same log
      const results = await Promise.allSettled([a.undo(record.id, '11'), b.undo(record.id, '11')]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(String(refused.reason?.message)).toMatch(/already taken back/);
      const stored = (await first.loadActions(record.id)).map((s) => s.action);
      expect(stored.map((s) => s.type)).toEqual(['sealed_bids', 'sealed_bids', 'undo']);
      // the undo names what it takes back: everything after the first sheet
      expect(stored[2]!.action_id).toBe(stored[0]!.id);
    });
  });
}
