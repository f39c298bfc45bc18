// Acknowledgements never wait on the database: with every database call made while an interaction waits
// for its acknowledgement slower than Discord's deadline to acknowledge (here shortened), commands and
// buttons are still acknowledged in time and then answered, and autocomplete (which cannot be deferred)
// answers from the process's cache. (Calls after the acknowledgement run at full speed: an acknowledgement
// that waited on the database waited on a call made before it, which is slow.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { openDatabase } from '../../src/db/open.ts';
import { createLogger } from '../../src/logger.ts';
import { DiscordStandIn, type InteractionResult } from '../../src/standin/index.ts';
import { buttonId } from '../e2e/world.ts';

const DEADLINE_MS = 600;
// longer than the deadline (so an acknowledgement that waited on the database would be late), no longer
const DB_DELAY_MS = DEADLINE_MS * 1.2;

let sim: DiscordStandIn;
let store: DbBotStore;
let bot: RunningBot;
let slow = false;
/** An interaction was sent and not acknowledged yet (the test sends one at a time). */
let awaitingAck = false;

beforeAll(async () => {
  sim = await DiscordStandIn.start({ log: () => {}, ackDeadlineMs: DEADLINE_MS, responseTimeoutMs: 60_000 });
  sim.on('interaction', (record) => {
    if (record.callbackType !== null) awaitingAck = false;
  });
  store = new DbBotStore(await openDatabase({ dataDir: 'memory://' }));
  // every store call made before the acknowledgement takes longer than the deadline while `slow` is on
  for (const name of Object.getOwnPropertyNames(DbBotStore.prototype)) {
    const method = (store as unknown as Record<string, unknown>)[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    (store as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      if (slow && awaitingAck) await new Promise((r) => setTimeout(r, DB_DELAY_MS));
      return (method as (...a: unknown[]) => unknown).apply(store, args);
    };
  }
  bot = await startBot({ token: sim.token, store, log: createLogger('silent'), api: sim.apiBase, reminders: false });
  sim.settleOn((id) => bot.inFlight.done(id));
});
afterAll(async () => {
  await bot?.stop();
  await sim?.stop();
  await store?.close();
});

const inTime = (r: InteractionResult) => expect(r.ackMs).toBeLessThan(DEADLINE_MS);
/** Sends one interaction (`awaitingAck` until the bot acknowledges it). */
function send<T>(interaction: () => Promise<T>): Promise<T> {
  awaitingAck = true;
  return interaction();
}

describe('a slow database', () => {
  it('never makes an acknowledgement late', async () => {
    const guild = sim.createGuild({ name: 'G' });
    const channel = sim.createTextChannel(guild.id, 'games').id;
    await sim.waitFor(() => bot.client.guilds.cache.has(guild.id));
    const [ann, ben] = ['ann', 'ben'].map((u) => {
      const id = sim.createUser({ username: u }).id;
      sim.addMember(guild.id, id);
      return id;
    }) as [string, string];
    const lobby = await sim.slash({ user: ann, channel, command: 'game', subcommand: 'new', options: { title: 'tiny-rails', seat_order: 'joined' } });
    slow = true;
    const join = await send(() => sim.clickButton({ user: ben, messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') }));
    inTime(join);
    expect(sim.message(lobby.message!.id)!.embeds[0]!.fields[0].value).toMatch(/ben/);
    const start = await send(() => sim.clickButton({ user: ann, messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') }));
    inTime(start);
    const thread = sim.threads(channel)[0]!.id;
    const move = await send(() => sim.slash({ user: ann, channel: thread, command: 'move', options: { action: 'Add 3' } }));
    inTime(move);
    expect(move.content).toMatch(/✅ Add 3/);
    // autocomplete cannot be deferred: answered in time from what this process knows of the game
    const offered = await send(() => sim.autocomplete({ user: ben, channel: thread, command: 'move', options: {}, focused: 'action', value: '' }));
    expect(offered.map((c) => c.name)).toContain('Add 2');
    const status = await send(() => sim.slash({ user: ben, channel: thread, command: 'game', subcommand: 'status', options: {} }));
    inTime(status);
    expect(status.content).toMatch(/Counter: 3\/10/);
    slow = false;
  }, 180_000);
});
